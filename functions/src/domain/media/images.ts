/**
 * Photo processing with sharp (docs/architecture.md §1 Media): the upload is checked by content (sharp must
 * decode it), auto-rotated from EXIF, stripped of all metadata (GPS included: sharp writes none
 * unless asked), resized (a display size and a thumbnail; album photos at ALBUM_WIDTHS) and
 * re-encoded as JPEG.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ALBUM_WIDTHS, type AlbumPhoto, type PhotoRef, type PhotoVariant } from '@catrep/model';
import { mediaStore } from '../../store/media.js';

export const DISPLAY_SIZE = 1600;
export const THUMB_SIZE = 400;

/** Thrown when the bytes are not an image sharp can decode. */
export class NotAnImageError extends Error {}

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * The most pixels an upload may claim. The header is read before any pixel is decoded, so a
 * decompression bomb (a tiny file claiming a huge pixel size) is refused without decoding it.
 */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * `input` opened for re-encoding: checked by content (a format sharp decodes, a sane pixel size)
 * and auto-rotated from EXIF. Throws NotAnImageError for anything else.
 */
async function checkedImage(input: Buffer): Promise<sharp.Sharp> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { failOn: 'error' }).metadata();
  } catch {
    throw new NotAnImageError('not an image');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new NotAnImageError(String(meta.format));
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels === 0 || pixels > MAX_INPUT_PIXELS) throw new NotAnImageError(`${pixels} pixels`);
  return sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

/** `image` resized (never enlarged) and re-encoded as JPEG; NotAnImageError when it will not decode. */
async function jpeg(image: sharp.Sharp, size: sharp.ResizeOptions, quality: number) {
  try {
    const { data, info } = await image
      .clone()
      .resize({ ...size, withoutEnlargement: true })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new NotAnImageError('undecodable image');
  }
}

/** Decodes and re-encodes `input`; throws NotAnImageError for anything but a real image. */
export async function processImage(input: Buffer) {
  const base = await checkedImage(input);
  const display = await jpeg(base, { width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: 'inside' }, 82);
  const thumb = await jpeg(base, { width: THUMB_SIZE, height: THUMB_SIZE, fit: 'cover' }, 78);
  return { display: display.data, width: display.width, height: display.height, thumb: thumb.data };
}

/**
 * Processes `input` and stores it under `{folder}/{id}.jpg` and `{folder}/{id}_thumb.jpg`.
 * Returns the PhotoRef to save in the document. Throws NotAnImageError.
 */
export async function storePhoto(folder: string, input: Buffer): Promise<PhotoRef> {
  const image = await processImage(input);
  const id = randomUUID();
  const path = `${folder}/${id}.jpg`;
  const thumbPath = `${folder}/${id}_thumb.jpg`;
  const store = mediaStore();
  await Promise.all([
    store.put(path, image.display, 'image/jpeg'),
    store.put(thumbPath, image.thumb, 'image/jpeg'),
  ]);
  return { path, thumbPath, width: image.width, height: image.height };
}

/** Removes both files of a stored photo (best effort). */
export async function removePhoto(photo: PhotoRef | null | undefined): Promise<void> {
  if (!photo) return;
  const store = mediaStore();
  await Promise.all([store.remove(photo.path), store.remove(photo.thumbPath)]).catch(() => undefined);
}

/**
 * Processes `input` as an album photo (CatAlog, My Favorites) and stores it at each of
 * ALBUM_WIDTHS as `{prefix}_{width}.jpg`, never enlarged: a smaller original gives fewer
 * variants, the last at its own width. Resolves the AlbumPhoto to save (variants smallest first).
 * Throws NotAnImageError (nothing is stored then).
 */
export async function storeAlbumPhoto(prefix: string, input: Buffer): Promise<AlbumPhoto> {
  const base = await checkedImage(input);
  const variants: (PhotoVariant & { data: Buffer })[] = [];
  // One at a time: each variant decodes the upload, and functions have little memory to spare.
  for (const width of ALBUM_WIDTHS) {
    const image = await jpeg(base, { width }, 80);
    if (variants.at(-1)?.width === image.width) break;
    variants.push({ path: `${prefix}_${image.width}.jpg`, ...image });
  }
  const store = mediaStore();
  const stored = variants.map(({ path, width, height }) => ({ path, width, height }));
  try {
    await Promise.all(variants.map((v) => store.put(v.path, v.data, 'image/jpeg')));
  } catch (e) {
    await removeAlbumPhoto({ width: 0, height: 0, variants: stored });
    throw e;
  }
  const largest = stored[stored.length - 1];
  return { width: largest.width, height: largest.height, variants: stored };
}

/** Removes every stored variant of an album photo (best effort). */
export async function removeAlbumPhoto(photo: AlbumPhoto | null | undefined): Promise<void> {
  if (!photo) return;
  const store = mediaStore();
  await Promise.all(photo.variants.map((v) => store.remove(v.path))).catch(() => undefined);
}

/** The square size of a link preview's image (twice the 120 px card, for sharp screens). */
export const PREVIEW_IMAGE_SIZE = 240;

/**
 * Processes a link preview's image (fetched from elsewhere, so checked like an upload) into one
 * square JPEG stored as `{prefix}_{id}.jpg`; resolves its media-store path. Throws NotAnImageError.
 */
export async function storePreviewImage(prefix: string, input: Buffer): Promise<string> {
  const image = await jpeg(
    await checkedImage(input),
    { width: PREVIEW_IMAGE_SIZE, height: PREVIEW_IMAGE_SIZE, fit: 'cover' },
    78,
  );
  const path = `${prefix}_${randomUUID()}.jpg`;
  await mediaStore().put(path, image.data, 'image/jpeg');
  return path;
}
