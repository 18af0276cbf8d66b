/**
 * The photos of a photo post in the composer (README "CatShare"): new ones (a picked file) or, in
 * the edit form, the post's stored ones — each with its alt text — and how they are moved. Shared
 * by the composer and its sortable list (`./PhotoOrderList`, loaded apart).
 */
import type { FeedPhoto } from '@catrep/model';

/** One photo in the composer: a picked `file` (new) or a `stored` photo of the post (editing). */
export interface ComposerPhoto {
  key: string;
  alt: string;
  file: File | null;
  stored: FeedPhoto | null;
}

/** What the list shows of a photo besides itself once the post was sent (its upload's fate). */
export type PhotoState = { kind: 'stored' } | { kind: 'failed'; message: string } | { kind: 'uploading' };

/** `photos` with the one at `from` moved to `to` (both clamped to the list). */
export function movePhoto<T>(photos: readonly T[], from: number, to: number): T[] {
  const next = [...photos];
  const at = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...photos];
  next.splice(at, 0, moved);
  return next;
}

/** "photo 2": how a photo is named in its controls' labels (its place, from 1). */
export const photoName = (index: number) => `photo ${index + 1}`;
