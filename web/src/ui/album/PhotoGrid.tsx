/**
 * Album photos (docs/product.md §2 CatAlog and favorites; README "What it looks like"): where there
 * is room, a masonry grid (§9: 1, 2, 3 or 4 columns with breakpoints at 350, 500 and 750 px) with
 * react-photo-album; on a phone (below 600 px) a tight grid of squares, three across, so that an
 * album reads as a photo app's and most of a dozen photos fit on the first screen. Each tile has its
 * pixel size up front, so it holds its place (a tinted box) while the image loads, and loads the
 * size it needs through `srcSet`. A tap or click on a tile calls `onOpen` with its index (the
 * lightbox).
 */
import { MasonryPhotoAlbum, type Photo } from 'react-photo-album';
import 'react-photo-album/masonry.css';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { sourcesOf, type AlbumEntry } from './types';
import './photo-grid.css';

/** Columns of the masonry grid for a container `width` px wide (docs/product.md §9). */
export function columnsFor(width: number): number {
  if (width < 350) return 1;
  if (width < 500) return 2;
  if (width < 750) return 3;
  return 4;
}

/** The widest screen that shows the square grid. */
export const SQUARE_GRID_QUERY = '(max-width: 599px)';

type Tile = Photo & { entry: AlbumEntry };

export function PhotoGrid({ entries, onOpen }: { entries: AlbumEntry[]; onOpen: (index: number) => void }) {
  const phone = useMediaQuery(SQUARE_GRID_QUERY);
  const photos: Tile[] = entries.flatMap((entry) => {
    if (!entry.photo) return [];
    const sources = sourcesOf(entry.photo);
    const largest = sources[sources.length - 1];
    return [
      { ...largest, srcSet: sources, alt: entry.alt, title: entry.title || undefined, key: entry.id, entry },
    ];
  });
  if (phone) {
    return (
      <ul className="square-grid">
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <button type="button" className="square-tile" onClick={() => onOpen(index)}>
              <img
                className="album-image"
                src={photo.srcSet?.[0]?.src ?? photo.src}
                srcSet={photo.srcSet?.map((s) => `${s.src} ${s.width}w`).join(', ')}
                sizes="34vw"
                width={photo.width}
                height={photo.height}
                alt={photo.alt}
                title={photo.title}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <MasonryPhotoAlbum
      photos={photos}
      columns={columnsFor}
      spacing={8}
      breakpoints={[350, 500, 750, 1200]}
      sizes={{ size: '1168px', sizes: [{ viewport: '(max-width: 1200px)', size: 'calc(100vw - 32px)' }] }}
      onClick={({ index }) => onOpen(index)}
      componentsProps={{ image: { loading: 'lazy', decoding: 'async', className: 'album-image' } }}
    />
  );
}
