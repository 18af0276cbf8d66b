/**
 * The media of album entries (docs/product.md §1 CatAlog and My Favorites, §3 File; docs/architecture.md §1
 * Media): a photo uploaded with an optional caption is stored at ALBUM_WIDTHS beside its document, and
 * deleting the entry deletes every stored variant, so /media no longer serves it.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { captionField, type AlbumPhoto } from '@catrep/model';
import type { Upload } from '../../core/uploads.js';
import { parse } from '../../core/validate.js';
import { notFound } from '../../core/errors.js';
import { asActorOrSystem, guarded } from '../guard.js';
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
export const addAlbumPhoto = <R>(
  upload: Upload,
  prefix: string,
  message: string,
  save: (photo: AlbumPhoto, title: string) => Promise<R>,
): Promise<R> =>
  addAlbumPhotoWith(upload, prefix, message, captionOnly, (photo, { title }) => save(photo, title));

/**
 * addAlbumPhoto for a new entry at `ref` made by `entry(photo, title)`, its variants beside it,
 * created in a guarded transaction of CatRep `by` (domain/guard.ts).
 */
export const uploadAlbumPhoto = <T>(
  upload: Upload,
  ref: DocumentReference<T>,
  message: string,
  by: string,
  entry: (photo: AlbumPhoto, title: string) => T,
) =>
  addAlbumPhoto(upload, ref.path, message, (photo, title) =>
    guarded(by, async ({ tx }) => {
      tx.create(ref, entry(photo, title));
    }),
  );

/** Removes the stored variants of every photo of `photos` (best effort). */
export async function removeAlbumPhotos(photos: readonly AlbumPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => removeAlbumPhoto(photo)));
}

/**
 * Deletes the album entry at `ref` (404 when there is none) and then its stored photo, if any.
 * `by` is the CatRep asking (a guarded transaction that also runs `check`, e.g. that the cat is
 * theirs); null for a moderator's decision carried out.
 */
export async function deleteAlbumEntry<T extends { photo: AlbumPhoto | null }>(
  ref: DocumentReference<T>,
  by: string | null = null,
  check: (tx: Transaction) => Promise<unknown> = async () => undefined,
): Promise<void> {
  const entry = await asActorOrSystem(by, async (tx) => {
    const [snap] = await Promise.all([tx.get(ref), check(tx)]);
    const entry = snap.data();
    if (!entry) throw notFound();
    tx.delete(ref);
    return entry;
  });
  await removeAlbumPhoto(entry.photo);
}
