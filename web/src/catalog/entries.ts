/** CatAlog files and favorites as the album widgets show them (`AlbumEntry`). */
import type { CatFile, Favorite } from '@/data/album';
import type { AlbumEntry } from '@/ui/album/types';

/** A CatAlog entry; `catName` makes the alt text of a photo without a caption. */
export const catFileEntry = (f: CatFile, catName: string): AlbumEntry => ({
  id: f.id,
  title: f.title,
  alt: f.title || `A photo of ${catName || 'a cat'}`,
  photo: f.photo,
  youtubeId: f.youtubeId,
  embedUrl: f.url,
});

/** A favorite photo; `ownerName` makes the alt text of a photo without a caption. */
export const favoriteEntry = (f: Favorite, ownerName: string): AlbumEntry => ({
  id: f.id,
  title: f.title,
  alt: f.title || `A favorite photo of ${ownerName}`,
  photo: f.photo,
  youtubeId: null,
  embedUrl: null,
});
