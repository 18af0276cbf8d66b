/**
 * A row of photo thumbnails that open in the album viewer (a diary entry's photos, in its CatBlog
 * and as a CatShare diary item). Input: the photos in their stored sizes, a key prefix and the
 * alt text every photo gets.
 */
import { useState } from 'react';
import type { AlbumPhoto } from '@catrep/model';
import { LazyAlbumViewer } from './LazyAlbumViewer';
import { sourcesOf, type AlbumEntry } from './types';
import './photo-strip.css';

export function PhotoStrip({ id, photos, alt }: { id: string; photos: AlbumPhoto[]; alt: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const entries: AlbumEntry[] = photos.map((photo, i) => ({
    id: `${id}-${i}`,
    title: '',
    alt,
    photo,
    youtubeId: null,
    embedUrl: null,
  }));
  return (
    <>
      <ul className="photo-strip">
        {entries.map((p, i) => {
          const small = sourcesOf(p.photo!)[0];
          return (
            <li key={p.id}>
              <button
                type="button"
                className="photo-strip-photo"
                onClick={() => setOpen(i)}
                aria-label={`Open photo ${i + 1}`}
              >
                <img src={small.src} width={small.width} height={small.height} alt={p.alt} loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      <LazyAlbumViewer entries={entries} index={open} onClose={() => setOpen(null)} />
    </>
  );
}
