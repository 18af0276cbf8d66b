/**
 * A photo post's photos in its card (README "CatShare"): a grid laid out for 1, 2, 3 and 4 or more
 * photos, at most 4 tiles, the last one saying "+N" when the post holds more. Each tile is a
 * button opening the lightbox at that photo (`./PhotoLightbox`, loaded when opened). Each image's
 * alt is the photo's alt text, or "Photo 2 of 3 shared by Anna Kovacs" when it has none. The
 * author of a post some of whose photos lack alt text gets a gentle reminder with a button to the
 * edit form; the author of a post without photos (its uploads failed) is told so, with Delete.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { NO_PHOTO_UPLOADED, type FeedPhoto } from '@catrep/model';
import { sourcesOf } from '@/ui/album/types';
import './post-photos.css';

const PhotoLightbox = lazy(() => import('./PhotoLightbox'));

/** Tiles a post's grid shows at most; the last says "+N" for the rest. */
export const GRID_TILES = 4;

/** The grid's layout for `count` photos: 'one', 'two', 'three' or 'four' (4 and more). */
export const gridLayout = (count: number) =>
  count <= 1 ? 'one' : count === 2 ? 'two' : count === 3 ? 'three' : 'four';

/** The alt text of photo `index` of `count`: its own, else one naming its place and its author. */
export function photoAlt(photo: FeedPhoto, index: number, count: number, author: string): string {
  const own = photo.alt?.trim();
  if (own) return own;
  return count === 1 ? `Photo shared by ${author}` : `Photo ${index + 1} of ${count} shared by ${author}`;
}

/** How wide a tile is drawn, for `sizes` (the card is at most 680 px wide). */
const SIZES = {
  one: '(max-width: 720px) 100vw, 680px',
  two: '(max-width: 720px) 50vw, 340px',
  three: '(max-width: 720px) 50vw, 340px',
  four: '(max-width: 720px) 50vw, 340px',
} as const;

export interface PostPhotosProps {
  photos: readonly FeedPhoto[];
  /** The author's name, for the alt texts of photos without their own. */
  author: string;
  /** The viewer wrote the post: reminders about missing alt text or photos are theirs. */
  isMine: boolean;
  /** Opens the edit form (the reminder's button); none when the viewer may not edit. */
  onEdit?: () => void;
  /** Deletes the post (its author's, when its photos did not upload). */
  onDelete?: () => void;
}

export function PostPhotos({ photos, author, isMine, onEdit, onDelete }: PostPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  const alts = useMemo(() => photos.map((p, i) => photoAlt(p, i, count, author)), [photos, count, author]);
  // The same slides while the post stays the same: the lightbox keeps its place on a re-render.
  const slides = useMemo(
    () => photos.map((photo, i) => ({ photo, alt: alts[i], caption: photo.alt?.trim() ?? '' })),
    [photos, alts],
  );
  if (count === 0) {
    return isMine ? (
      <div className="post-photos-missing" role="status">
        <p>{NO_PHOTO_UPLOADED}</p>
        {onDelete && (
          <button type="button" className="button small" onClick={onDelete}>
            Delete this post
          </button>
        )}
      </div>
    ) : null;
  }
  const layout = gridLayout(count);
  const more = count - GRID_TILES;
  const lacksAlt = photos.some((p) => !p.alt?.trim());
  return (
    <>
      <ul
        className={`post-grid post-grid-${layout}`}
        aria-label={count === 1 ? '1 photo' : `${count} photos`}
      >
        {photos.slice(0, GRID_TILES).map((photo, i) => {
          const sources = sourcesOf(photo);
          const shown = sources[sources.length - 1] ?? { src: '', width: photo.width, height: photo.height };
          const isLast = i === GRID_TILES - 1 && more > 0;
          return (
            <li key={photo.id ?? i} className="post-grid-item">
              <button
                type="button"
                className="post-grid-tile"
                aria-haspopup="dialog"
                onClick={() => setOpen(i)}
              >
                <img
                  src={shown.src}
                  srcSet={sources.map((s) => `${s.src} ${s.width}w`).join(', ')}
                  sizes={SIZES[layout]}
                  width={photo.width}
                  height={photo.height}
                  alt={alts[i]}
                  loading="lazy"
                  decoding="async"
                />
                {isLast && (
                  <span className="post-grid-more">
                    +{more}
                    <span className="sr-only"> more {more === 1 ? 'photo' : 'photos'}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {isMine && lacksAlt && (
        <div className="post-alt-reminder">
          <p>Some photos have no description. Add alt text so everyone can enjoy them.</p>
          {onEdit && (
            <button type="button" className="button small" onClick={onEdit}>
              Add alt text
            </button>
          )}
        </div>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={slides} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
