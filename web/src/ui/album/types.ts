/**
 * What the album widgets show of an entry (docs/product.md §3 File): a photo with its stored sizes, or a
 * YouTube video. Features map their documents (CatAlog files, favorites) to this.
 */
import { mediaUrl, type AlbumPhoto } from '@catrep/model';

export interface AlbumEntry {
  id: string;
  /** The caption, '' when none. */
  title: string;
  /** The image's alt text: the caption, or a name-based text (our own wording, for screen readers). */
  alt: string;
  photo: AlbumPhoto | null;
  /** YouTube entries: the video id and the embed link. */
  youtubeId: string | null;
  embedUrl: string | null;
}

/** The stored sizes of a photo as `{ src, width, height }`, smallest first. */
export const sourcesOf = (photo: AlbumPhoto) =>
  photo.variants.map((v) => ({ src: mediaUrl(v.path), width: v.width, height: v.height }));
