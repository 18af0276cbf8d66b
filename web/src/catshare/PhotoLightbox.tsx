/** A CatShare photo opened large (yet-another-react-lightbox), loaded only when opened. */
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

export default function PhotoLightbox({
  src,
  width,
  height,
  onClose,
}: {
  src: string;
  width: number;
  height: number;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      slides={[{ src, width, height }]}
      carousel={{ finite: true }}
      render={{ buttonPrev: () => null, buttonNext: () => null }}
    />
  );
}
