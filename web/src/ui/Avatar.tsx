/**
 * Profile photos of CatReps and cats (docs/product.md §3: served from the media store, a default when there
 * is none). `photoSrc` gives the URL; `Avatar` the decorative picture lists show beside a name.
 */
import { mediaUrl, type PhotoRef } from '@catrep/model';

const DEFAULTS = { user: '/default-user.svg', cat: '/default-cat.svg' } as const;

/** The URL of a profile photo: its thumbnail (lists) or display size (CatID), else the default. */
export function photoSrc(
  photo: PhotoRef | null | undefined,
  kind: 'user' | 'cat',
  size: 'thumb' | 'full' = 'thumb',
) {
  if (!photo) return DEFAULTS[kind];
  return mediaUrl(size === 'full' ? photo.path : photo.thumbPath);
}

/** A decorative square profile photo of `size` px (the name beside it says who it is). */
export function Avatar({
  photo,
  kind,
  size,
  className,
}: {
  photo: PhotoRef | null | undefined;
  kind: 'user' | 'cat';
  size?: number;
  className?: string;
}) {
  return (
    <img className={className} src={photoSrc(photo, kind)} alt="" width={size} height={size} loading="lazy" />
  );
}
