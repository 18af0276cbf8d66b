/**
 * A profile photo that uploads a new one when clicked (docs/product.md §2 profile header, CatID): on one's
 * own profile a file input labelled 'Upload photo'; for restricted users a disabled-looking
 * button that opens the 'Guest user' modal (docs/product.md §6); otherwise just the picture.
 */
import { useId } from 'react';
import { GuardedButton } from './GuestGate';

export interface PhotoUploadProps {
  src: string;
  alt: string;
  editable: boolean;
  restricted: boolean;
  uploading?: boolean;
  onFile: (file: File) => void;
  className?: string;
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
        disabled={uploading}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
