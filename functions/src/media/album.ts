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

/**
 * Reads the multipart `file` and stores it as an album photo at `{prefix}_{width}.jpg`, then hands
 * it to `save` (e.g. appending it to a diary entry). 400 with `message` for a bad file; when
 * `save` fails the stored variants are removed again, so nothing is half-written. Resolves the photo.
 */
export async function addAlbumPhoto(
  req: Request,
  prefix: string,
  message: string,
  save: (photo: AlbumPhoto) => Promise<void>,
): Promise<AlbumPhoto> {
  return storeThenSave(await readUpload(req, message), prefix, message, albumPhotos, async (photo) => {
    await save(photo);
    return null;
  });
}

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
