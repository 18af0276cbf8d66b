/**
 * A CatShare post's photos opened large (yet-another-react-lightbox), loaded only when opened
 * (README "Keeping first screens light"). Input: the photos in their stored sizes with their alt
 * texts, the one to start at and how to close. Each photo's alt text is its image's alt and its
 * caption (the Captions plugin); a post of several photos shows the counter ("2 / 7") and the
 * arrows, keys and swipes to go through them.
 */
import { useMemo } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import type { AlbumPhoto } from '@catrep/model';
import { sourcesOf } from '@/ui/album/types';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';

/** One photo of the lightbox: its stored sizes, its alt text and its caption ('' for none). */
export interface LightboxPhoto {
  photo: AlbumPhoto;
  alt: string;
  caption: string;
}

export default function PhotoLightbox({
  photos,
  index = 0,
  onClose,
}: {
  photos: readonly LightboxPhoto[];
  index?: number;
  onClose: () => void;
}) {
  // The same slides on every render: the lightbox starts again at `index` when its slides change.
  const slides = useMemo(
    (): Slide[] =>
      photos.map(({ photo, alt, caption }) => {
        const sources = sourcesOf(photo);
        const largest = sources[sources.length - 1] ?? { src: '', width: photo.width, height: photo.height };
        return { ...largest, srcSet: sources, alt, description: caption || undefined };
      }),
    [photos],
  );
  const several = slides.length > 1;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={several ? [Captions, Counter] : [Captions]}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      carousel={{ finite: true }}
      render={several ? undefined : { buttonPrev: () => null, buttonNext: () => null }}
    />
  );
}
