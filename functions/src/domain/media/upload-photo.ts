/**
 * The one upload path for profile, cat and post photos: read the uploaded file, process and
 * store it, save the reference, then remove the photo it replaced.
 */
import type { DocumentData, DocumentReference, UpdateData } from 'firebase-admin/firestore';
import { failure, type PhotoRef } from '@catrep/model';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import type { Upload, UploadedFile } from '../../core/uploads.js';
import { QUOTAS } from '../../store/throttles.js';
import { guarded, withQuota } from '../guard.js';
import { NotAnImageError, removePhoto, storePhoto } from './images.js';

/** How one kind of photo is stored from an upload and removed again. */
export interface PhotoStorage<P> {
  store(where: string, input: Buffer): Promise<P>;
  remove(photo: P | null | undefined): Promise<void>;
}

const profilePhotos: PhotoStorage<PhotoRef> = { store: storePhoto, remove: removePhoto };

/**
 * Stores the uploaded `file` at `where` and hands the photo to `save`, which resolves the photo
 * it replaced (removed then) or null; cleans up when saving fails. Throws 400 with `message` for
 * anything that is not an image (nothing is stored then).
 */
export async function storeThenSave<P>(
  file: UploadedFile,
  where: string,
  message: string,
  storage: PhotoStorage<P>,
  save: (photo: P) => Promise<P | null>,
): Promise<P> {
  let photo: P;
  try {
    photo = await storage.store(where, file.data);
  } catch (e) {
    if (e instanceof NotAnImageError) throw badRequest(message, 'upload-failed');
    throw e;
  }
  let previous: P | null;
  try {
    previous = await save(photo);
  } catch (e) {
    await storage.remove(photo);
    throw e;
  }
  await storage.remove(previous);
  return photo;
}

/**
 * Stores an uploaded photo for `folder` and hands it to `save`; cleans up when saving fails.
 * Throws 400 with `message` for anything that is not an image (nothing is stored then).
 */
export async function uploadPhoto(
  upload: Upload,
  folder: string,
  message: string,
  save: (photo: PhotoRef) => Promise<PhotoRef | null>,
): Promise<PhotoRef> {
  return storeThenSave(await upload(message), folder, message, profilePhotos, save);
}

/** Where a document type keeps its owner and its photo, for replaceOwnPhoto. */
export interface PhotoField<T> {
  ownerOf: (doc: T) => string;
  photoOf: (doc: T) => PhotoRef | null | undefined;
  /** The update that saves a new photo into the document (field paths allowed). */
  saved: (photo: PhotoRef) => UpdateData<DocumentData>;
  /** Throws to refuse an upload to this document (after the owner check, before anything is stored). */
  refuse?: (doc: T) => void;
}

/**
 * The owner `uid` replaces the photo of the document at `ref` (docs/product.md §7 PUT /cats/{id}/photo,
 * POST /feeds/{id}/files): 404 when there is no such document, 403 when it is not `uid`'s, what
 * `field.refuse` throws, 429 past the uploads quota, the guard's refusals (domain/guard.ts); then
 * as uploadPhoto, stored under the document's path with docs/product.md §8's upload message.
 * Resolves the new photo.
 */
export async function replaceOwnPhoto<T>(
  upload: Upload,
  uid: string,
  ref: DocumentReference<T>,
  field: PhotoField<T>,
): Promise<PhotoRef> {
  const check = (doc: T | undefined): T => {
    if (!doc) throw notFound();
    if (field.ownerOf(doc) !== uid) throw forbidden();
    field.refuse?.(doc);
    return doc;
  };
  check((await ref.get()).data());
  return withQuota(uid, QUOTAS.uploads, () =>
    uploadPhoto(upload, ref.path, failure.photoUpload, (photo) =>
      // Saved in a guarded transaction that reads the document again: the owner still active, the
      // document still theirs and accepted, and the photo it replaces as it is now.
      guarded(uid, async ({ tx }) => {
        const doc = check((await tx.get(ref)).data());
        tx.update(ref, field.saved(photo));
        return field.photoOf(doc) ?? null;
      }),
    ),
  );
}
