/**
 * A profile photo that uploads a new one when clicked (docs/product.md §2 profile header, CatID): on one's
 * own profile a file input labelled 'Upload photo'; the picked photo opens in the 'Upload photo'
 * modal with a square crop to move and zoom (`PhotoCropModal`, loaded only then), and Save hands
 * the cropped square to `onFile` as a JPEG; Cancel discards it. For restricted users a
 * disabled-looking button that opens the 'Guest user' modal (docs/product.md §6); otherwise just
 * the picture.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { GuardedButton } from './GuestGate';

const PhotoCropModal = lazy(() => import('./PhotoCropModal'));

export interface PhotoUploadProps {
  src: string;
  alt: string;
  editable: boolean;
  restricted: boolean;
  uploading?: boolean;
  /** Uploads the cropped square photo; the crop modal stays open (Saving…) until it settles. */
  onFile: (file: File) => Promise<unknown> | void;
  className?: string;
}

/** A picked photo waiting in the crop modal, with the object URL it shows under. */
interface Picked {
  file: File;
  url: string;
}

/** The cropped square as a file named after the picked one ('me.png' → 'me.jpg'). */
export function squareFile(square: Blob, picked: File): File {
  const base = picked.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([square], `${base}.jpg`, { type: 'image/jpeg' });
}

export function PhotoUpload({
  src,
  alt,
  editable,
  restricted,
  uploading,
  onFile,
  className,
}: PhotoUploadProps) {
  const id = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  // The object URL lives as long as its photo waits in the modal.
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  const img = <img src={src} alt={alt} className="photo-img" />;
  if (!editable) return <div className={`photo ${className ?? ''}`}>{img}</div>;
  if (restricted) {
    return (
      <GuardedButton restricted className={`photo ${className ?? ''}`} aria-label="Upload photo">
        {img}
      </GuardedButton>
    );
  }
  return (
    <div className={`photo photo-editable ${className ?? ''}`} aria-busy={uploading}>
      <label htmlFor={id} className="photo-label" title="Upload photo">
        {img}
        <span className="photo-hint">{uploading ? 'Uploading…' : 'Change photo'}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="visually-hidden"
        aria-label="Upload photo"
        disabled={uploading || picked !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) setPicked({ file, url: URL.createObjectURL(file) });
        }}
      />
      {picked && (
        <Suspense fallback={null}>
          <PhotoCropModal
            src={picked.url}
            onCancel={() => setPicked(null)}
            onSave={async (square) => {
              await onFile(squareFile(square, picked.file));
              setPicked(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
