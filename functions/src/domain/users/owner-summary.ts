/**
 * Keeping the CatRep summary that cats and connection lists display (name, photo, place) in step
 * with the profile: the profile and every cat's copy change in one transaction; the cards in
 * other CatReps' relation documents follow, each only while its relation still stands (one ended,
 * declined or blocked meanwhile stays gone).
 */
import type { UpdateData } from 'firebase-admin/firestore';
import { failure, type PhotoRef, type UserDoc } from '@catrep/model';
import { updateWhereStill } from '../../core/batches.js';
import type { Upload } from '../../core/uploads.js';
import { userCard, userSummary } from '../serializers/users.js';
import { cats, relations, users } from '../../store/collections.js';
import { QUOTAS } from '../../store/throttles.js';
import { guarded, withQuota } from '../guard.js';
import { uploadPhoto } from '../media/upload-photo.js';

/**
 * Commits `changes` to `users/{uid}` and the matching owner summary on each of their cats, in one
 * guarded transaction of uid's (domain/guard.ts: its refusals). Resolves the profile as it was.
 */
export async function updateProfileAndSummaries(uid: string, changes: UpdateData<UserDoc>): Promise<UserDoc> {
  const ref = users.doc(uid);
  const owned = cats.where('ownerId', '==', uid).select();
  const before = await guarded(uid, async ({ tx, profile }) => {
    const ownedSnap = await tx.get(owned);
    const next = { ...profile, ...(changes as Partial<UserDoc>) };
    tx.update(ref, changes);
    const owner = userSummary(uid, next);
    for (const cat of ownedSnap.docs) tx.update(cat.ref, { owner });
    return profile;
  });
  const [profile, cards] = await Promise.all([
    ref.get(),
    relations.group().where('userId', '==', uid).select().get(),
  ]);
  const user = userCard(profile);
  await updateWhereStill(cards.docs.map((d) => ({ ref: d.ref, data: { user } })));
  return before;
}

/**
 * CatRep `uid` replaces their profile photo with the one in `upload` (PUT /users/user/photo):
 * resolves the new photo. 429 past the uploads quota, 400 for anything not an image, the guard's
 * refusals; the photo it replaced leaves the media store.
 */
export async function replaceProfilePhoto(uid: string, upload: Upload): Promise<PhotoRef> {
  return withQuota(uid, QUOTAS.uploads, () =>
    uploadPhoto(upload, `users/${uid}`, failure.photoUpload, async (photo) => {
      const before = await updateProfileAndSummaries(uid, { profilePhoto: photo });
      return before.profilePhoto ?? null;
    }),
  );
}
