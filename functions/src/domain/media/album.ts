/**
 * The media of album entries (docs/product.md §1 CatAlog and My Favorites, §3 File; docs/architecture.md §1
 * Media): a photo uploaded with an optional caption is stored at ALBUM_WIDTHS beside its document, and
 * deleting the entry deletes every stored variant, so /media no longer serves it.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { captionField, type AlbumPhoto } from '@catrep/model';
import type { Upload } from '../../core/uploads.js';
import { parse } from '../../core/validate.js';
import { readOrNotFound } from '../../store/read.js';
import { removeAlbumPhoto, storeAlbumPhoto } from './images.js';
import { storeThenSave, type PhotoStorage } from './upload-photo.js';

const albumPhotos: PhotoStorage<AlbumPhoto> = { store: storeAlbumPhoto, remove: removeAlbumPhoto };

/**
 * Reads the `upload` (field `file`) and the text fields sent before it, checked with `fields`,
 * stores the photo at `{prefix}_{width}.jpg` and hands it to `save` with those fields. 400 with
 * `message` for a bad file, with the fields' validation message for a bad field (nothing stored
 * then); when `save` fails the stored variants are removed again. Resolves what `save` resolved.
 */
export async function addAlbumPhotoWith<S extends z.ZodType, R>(
  upload: Upload,
  prefix: string,
  message: string,
  fields: S,
  save: (photo: AlbumPhoto, fields: z.output<S>) => Promise<R>,
): Promise<R> {
  const file = await upload(message);
  const values = parse(fields, file.fields);
  const saved: R[] = [];
  await storeThenSave(file, prefix, message, albumPhotos, async (photo) => {
    saved.push(await save(photo, values));
    return null;
  });
  return saved[0];
}

const captionOnly = z.object({ title: captionField });

/**
 * addAlbumPhotoWith for an album photo with its optional caption (text field `title`), e.g.
 * appending it to a diary entry: `save` gets the caption ('' when none).
 */
export const addAlbumPhoto = (
  upload: Upload,
  prefix: string,
  message: string,
  save: (photo: AlbumPhoto, title: string) => Promise<unknown>,
) => addAlbumPhotoWith(upload, prefix, message, captionOnly, (photo, { title }) => save(photo, title));

/** addAlbumPhoto for a new entry at `ref` made by `entry(photo, title)`, its variants beside it. */
export const uploadAlbumPhoto = <T>(
  upload: Upload,
  ref: DocumentReference<T>,
  message: string,
  entry: (photo: AlbumPhoto, title: string) => T,
) => addAlbumPhoto(upload, ref.path, message, (photo, title) => ref.create(entry(photo, title)));

/** Removes the stored variants of every photo of `photos` (best effort). */
export async function removeAlbumPhotos(photos: readonly AlbumPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => removeAlbumPhoto(photo)));
}

/** Deletes the album entry at `ref` (404 when there is none) and then its stored photo, if any. */
export async function deleteAlbumEntry<T extends { photo: AlbumPhoto | null }>(
  ref: DocumentReference<T>,
): Promise<void> {
  const entry = await readOrNotFound(ref);
  await ref.delete();
  await removeAlbumPhoto(entry.photo);
}
