/**
 * My Favorites, a CatRep's favorite photos (docs/product.md §1, §7 Users files): adding one is a
 * guarded write (domain/guard.ts) that spends the uploads quota; deleting is
 * domain/media/album.ts `deleteAlbumEntry`.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { FileType, failure } from '@catrep/model';
import type { Upload } from '../../core/uploads.js';
import { favorites } from '../../store/collections.js';
import { QUOTAS } from '../../store/throttles.js';
import { withQuota } from '../guard.js';
import { uploadAlbumPhoto } from '../media/album.js';

/** CatRep `uid` adds the photo in `upload` (with its optional caption) to their favorites: resolves its id. */
export async function addFavorite(uid: string, upload: Upload): Promise<string> {
  const ref = favorites.of(uid).doc();
  await withQuota(uid, QUOTAS.uploads, () =>
    uploadAlbumPhoto(upload, ref, failure.photoUpload, uid, (photo, title) => ({
      ownerId: uid,
      type: FileType.photo,
      title,
      photo,
      hidden: false,
      createdAt: FieldValue.serverTimestamp(),
    })),
  );
  return ref.id;
}
