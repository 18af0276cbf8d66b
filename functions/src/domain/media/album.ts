/**
 * The media of album entries (docs/product.md §1 CatAlog and My Favorites, §3 File; docs/architecture.md §1
 * Media): a photo uploaded with an optional caption is stored at ALBUM_WIDTHS beside its document, and
 * deleting the entry deletes every stored variant, so /media no longer serves it.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { captionField, type AlbumPhoto } from '@catrep/model';
import type { Upload } from '../../core/uploads.js';
import { parse } from '../../core/validate.js';
import { readOrNotFound } from '../../store/read.js';
import { removeAlbumPhoto, storeAlbumPhoto } from './images.js';
import { storeThenSave, type PhotoStorage } from './upload-photo.js';

const albumPhotos: PhotoStorage<AlbumPhoto> = { store: storeAlbumPhoto, remove: removeAlbumPhoto };

/**
 * Reads the `upload` (field `file`) and its optional caption (text field `title`, sent before the file),
 * stores the photo at `{prefix}_{width}.jpg` and hands it to `save` with the caption (e.g. appending
 * it to a diary entry). 400 with `message` for a bad file, with the caption's validation message
 * for a bad caption (nothing stored then); when `save` fails the stored variants are removed again.
 */
export async function addAlbumPhoto(
  upload: Upload,
  prefix: string,
  message: string,
  save: (photo: AlbumPhoto, title: string) => Promise<unknown>,
): Promise<void> {
  const file = await upload(message);
  const title = parse(captionField, file.fields.title ?? '');
  await storeThenSave(file, prefix, message, albumPhotos, async (photo) => {
    await save(photo, title);
    return null;
  });
}

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
