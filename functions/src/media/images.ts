/**
 * Photo processing with sharp (DESIGN §1 Media): the upload is checked by content (sharp must
 * decode it), auto-rotated from EXIF, stripped of all metadata (GPS included: sharp writes none
 * unless asked), resized to a display size and a thumbnail, and re-encoded as JPEG.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { PhotoRef } from '@catrep/model';
import { mediaStore } from './store.js';

export const DISPLAY_SIZE = 1600;
export const THUMB_SIZE = 400;

/** Thrown when the bytes are not an image sharp can decode. */
export class NotAnImageError extends Error {}

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Decodes and re-encodes `input`; throws NotAnImageError for anything but a real image. */
export async function processImage(input: Buffer) {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { failOn: 'error' }).metadata();
  } catch {
    throw new NotAnImageError('not an image');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new NotAnImageError(String(meta.format));
  try {
    const base = sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
    const display = await base
      .clone()
      .resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base
      .clone()
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'cover', withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    return { display: display.data, width: display.info.width, height: display.info.height, thumb };
  } catch {
    throw new NotAnImageError('undecodable image');
  }
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
