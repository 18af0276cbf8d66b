/**
 * The one upload path for profile and cat photos: read the multipart file, process and store it,
 * save the reference, then remove the photo it replaced.
 */
import type { Request } from 'express';
import type { PhotoRef } from '@catrep/model';
import { badRequest } from '../http/errors.js';
import { readUpload } from '../http/upload.js';
import { NotAnImageError, removePhoto, storePhoto } from './images.js';

/**
 * Stores an uploaded photo for `folder` and hands it to `save`; cleans up when saving fails.
 * Throws 400 with `message` for anything that is not an image (nothing is stored then).
 */
export async function uploadPhoto(
  req: Request,
  folder: string,
  message: string,
  save: (photo: PhotoRef) => Promise<PhotoRef | null>,
): Promise<PhotoRef> {
  const file = await readUpload(req, message);
  let photo: PhotoRef;
  try {
    photo = await storePhoto(folder, file.data);
  } catch (e) {
    if (e instanceof NotAnImageError) throw badRequest(message, 'upload-failed');
    throw e;
  }
  let previous: PhotoRef | null;
  try {
    previous = await save(photo);
  } catch (e) {
    await removePhoto(photo);
    throw e;
  }
  await removePhoto(previous);
  return photo;
}
