/**
 * Album photos in a masonry grid (docs/product.md §2 CatAlog, §9: 1, 2, 3 or 4 columns with breakpoints at
 * 350, 500 and 750 px) with react-photo-album. Each tile has its pixel size up front, so it holds
 * its place (a tinted box) while the image loads, and loads the size it needs through `srcSet`.
 */
import { MasonryPhotoAlbum, type Photo } from 'react-photo-album';
import 'react-photo-album/masonry.css';
import { sourcesOf, type AlbumEntry } from './types';

/** Columns for a container `width` px wide (docs/product.md §9). */
export function columnsFor(width: number): number {
  if (width < 350) return 1;
  if (width < 500) return 2;
  if (width < 750) return 3;
  return 4;
}

type Tile = Photo & { entry: AlbumEntry };

export function PhotoGrid({ entries, onOpen }: { entries: AlbumEntry[]; onOpen: (index: number) => void }) {
  const photos: Tile[] = entries.flatMap((entry) => {
    if (!entry.photo) return [];
    const sources = sourcesOf(entry.photo);
    const largest = sources[sources.length - 1];
    return [
      { ...largest, srcSet: sources, alt: entry.alt, title: entry.title || undefined, key: entry.id, entry },
    ];
  });
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
