/**
 * The styled photo picker every upload form shares (CatAlog, My Favorites, CatBlog, the CatShare
 * composer): a button-looking label over a visually hidden file input — Tab reaches the input,
 * Enter or Space opens the file dialog, the focus ring shows on the button — and below it a
 * thumbnail of each photo about to be uploaded, each with its own Remove button — or, with
 * `renderList`, the caller's own list in its place (the CatShare composer's sortable photos with
 * their alt texts). `hint` says what may be picked, as the input's description. Thumbnails are
 * object URLs, revoked when their photo is removed or the picker goes away.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './photo-picker.css';

/** A photo waiting to be uploaded; `key` tells it apart from another of the same name. */
export interface PickedPhoto {
  key: string;
  file: File;
}

let nextKey = 0;

/** The files a person just picked, each with a key of its own. */
export const toPicked = (files: File[]): PickedPhoto[] =>
  files.map((file) => ({ key: `photo-${nextKey++}`, file }));

export interface PhotoPickerProps<T extends PickedPhoto> {
  /** The button's visible text, and the file input's accessible name. */
  label: string;
  /** The photos about to be uploaded, shown as thumbnails. */
  photos: readonly T[];
  /** Called with the files picked in the dialog (never empty). */
  onPick: (files: File[]) => void;
  onRemove: (photo: T) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** The brand-coloured button (an album's main action). */
  primary?: boolean;
  /** What shows next to a thumbnail besides its name: a caption, progress, an error. */
  renderDetails?: (photo: T) => ReactNode;
  /** Whether a photo may be removed now (not while it uploads); all may by default. */
  canRemove?: (photo: T) => boolean;
  /** The accessible name of the thumbnails' list. */
  listLabel?: string;
  /** Draws the photos instead of the thumbnails' list (given the photos; shown when there are any). */
  renderList?: (photos: readonly T[]) => ReactNode;
  /** A line under the button saying what may be picked ("Up to 10 photos"), the input's description. */
  hint?: string;
  className?: string;
}

export function PhotoPicker<T extends PickedPhoto>({
  label,
  photos,
  onPick,
  onRemove,
  multiple = false,
  disabled = false,
  primary = false,
  renderDetails,
  canRemove = () => true,
  listLabel = 'Photos to upload',
  renderList,
  hint,
  className,
}: PhotoPickerProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`photo-picker ${className ?? ''}`}>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        className="visually-hidden photo-picker-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          // Cleared, so picking the same file again after removing it is a change too.
          e.target.value = '';
          if (files.length) onPick(files);
        }}
      />
      <label
        htmlFor={id}
        className={`button ${primary ? 'primary ' : ''}photo-picker-button${disabled ? ' looks-disabled' : ''}`}
      >
        {label}
      </label>
      {hint && (
        <span id={hintId} className="muted small photo-picker-hint">
          {hint}
        </span>
      )}
      {photos.length > 0 && renderList?.(photos)}
      {photos.length > 0 && !renderList && (
        <ul className="photo-picker-list" aria-label={listLabel}>
          {photos.map((photo) => (
            <li key={photo.key} className="photo-picker-item">
              <Thumbnail file={photo.file} />
              <div className="photo-picker-details">
                <span className="photo-picker-name">{photo.file.name}</span>
                {renderDetails?.(photo)}
              </div>
              {canRemove(photo) && (
                <button
                  type="button"
                  className="button small photo-picker-remove"
                  aria-label={`Remove ${photo.file.name}`}
                  onClick={() => onRemove(photo)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A small preview of `file`: its object URL is made when the thumbnail shows and revoked when it
 * goes (the photo removed, the form sent or left).
 */
export function Thumbnail({ file }: { file: File }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} className="photo-picker-thumb" alt={`Preview of ${file.name}`} />;
}
