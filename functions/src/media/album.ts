/**
 * The media of album entries (SPEC §1 CatAlog and My Favorites, §3 File; DESIGN §1 Media): a
 * photo uploaded with an optional caption is stored at ALBUM_WIDTHS beside its document, and
 * deleting the entry deletes every stored variant, so /media no longer serves it.
 */
import type { Request } from 'express';
import type { DocumentReference } from 'firebase-admin/firestore';
import { captionField, type AlbumPhoto } from '@catrep/model';
import { readUpload } from '../http/upload.js';
import { parse } from '../http/validate.js';
import { readOrNotFound } from '../store/read.js';
import { removeAlbumPhoto, storeAlbumPhoto } from './images.js';
import { storeThenSave, type PhotoStorage } from './upload-photo.js';

const albumPhotos: PhotoStorage<AlbumPhoto> = { store: storeAlbumPhoto, remove: removeAlbumPhoto };

/**
 * Reads the multipart `file` and its caption (text field `title`, sent before the file) and
 * creates the entry at `ref` with `entry(photo, title)`; its variants are stored as
 * `{ref.path}_{width}.jpg`. 400 with `message` for a bad file, with the caption's validation
 * message for a bad caption; nothing is stored then, nor when creating the entry fails.
 */
export async function uploadAlbumPhoto<T>(
  req: Request,
  ref: DocumentReference<T>,
  message: string,
  entry: (photo: AlbumPhoto, title: string) => T,
): Promise<void> {
  const file = await readUpload(req, message);
  const title = parse(captionField, file.fields.title ?? '');
  await storeThenSave(file, ref.path, message, albumPhotos, async (photo) => {
    await ref.create(entry(photo, title));
    return null;
  });
}

/** Deletes the album entry at `ref` (404 when there is none) and then its stored photo, if any. */
export async function deleteAlbumEntry<T extends { photo: AlbumPhoto | null }>(
  ref: DocumentReference<T>,
): Promise<void> {
  const entry = await readOrNotFound(ref);
  await ref.delete();
  await removeAlbumPhoto(entry.photo);
}
