/**
 * The 'Upload photo' modal (docs/product.md §2 Modals) for a profile or cat photo: the picked photo
 * under a square frame the CatRep moves (drag, or the arrow keys once the frame has the focus) and
 * zooms (pinch, wheel or the Zoom slider). Save crops the square in the browser (`cropToSquareJpeg`)
 * and hands the JPEG to `onSave`, which uploads it; Cancel, Escape and the close button discard it.
 * Loaded on demand (`PhotoUpload`): react-easy-crop is downloaded only when a photo is picked.
 */
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
// The cropper's own styles come as a stylesheet: the pages' Content-Security-Policy refuses the
// <style> element it would otherwise inject.
import 'react-easy-crop/react-easy-crop.css';
import { failure } from '@catrep/model';
import { useAction } from '@/lib/useAction';
import { cropToSquareJpeg } from './cropImage';
import { Modal } from './Modal';
import { toast } from './toast';
import './photo-crop.css';

const MAX_ZOOM = 4;
/** Pixels the frame moves per arrow key press (react-easy-crop's default is 1). */
const KEYBOARD_STEP = 10;

export interface PhotoCropModalProps {
  /** The picked photo, as an object URL the caller owns (and revokes). */
  src: string;
  /** Uploads the cropped square; the modal closes when it settles. */
  onSave: (square: Blob) => Promise<unknown> | void;
  onCancel: () => void;
}

/** The square cropper in a modal, with Save and Cancel. */
export default function PhotoCropModal({ src, onSave, onCancel }: PhotoCropModalProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const save = useAction(async (chosen: Area) => {
    let square: Blob;
    try {
      square = await cropToSquareJpeg(src, chosen);
    } catch {
      toast.error(failure.photoUpload);
      return;
    }
    await onSave(square);
  });

  return (
    <Modal open title="Upload photo" onClose={() => !save.pending && onCancel()}>
      <p className="muted small crop-hint">
        Drag the photo or use the arrow keys to choose the square; zoom with the slider.
      </p>
      <div className="crop-area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={1}
          keyboardStep={KEYBOARD_STEP}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          disableAutomaticStylesInjection
          mediaProps={{ alt: 'The picked photo' }}
          cropperProps={{ 'aria-label': 'Square crop: use the arrow keys to move the photo' }}
        />
      </div>
      <label className="crop-zoom">
        <span>Zoom</span>
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </label>
      <div className="actions">
        <button
          type="button"
          className="button primary"
          disabled={!area || save.pending}
          onClick={() => area && void save.run(area)}
        >
          {save.pending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" disabled={save.pending} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
