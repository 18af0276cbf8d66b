/**
 * Likes (SPEC §7 `POST /feeds/{id}/likes`, §8 'Problem occured during adding like.'): one like
 * per CatRep, a second call takes it back; answers the new count.
 *
 * Only someone who may read the post likes it (`canRead`; 404 otherwise, as for a missing post).
 * A like given while the post was in reach stays counted when the post leaves it (a diary turned
 * private keeps its count), and its CatRep may still take it back: their like is theirs.
 * The transaction reads only the caller's like document and changes the post's counter with
 * `FieldValue.increment` (a blind update: a post deleted meanwhile fails it), so many CatReps
 * liking at once never contend on the post document. Writes: the like, the counter, the quota.
 * Then the author's 'like' notification (README "Notifications"), in a transaction of its own that
 * first reads the like again, so that a like's transaction holds no other shared document than the
 * post: many likers at once would otherwise contend on two. Taking a like back takes its CatRep out
 * of that notification, unless the like is back by then.
 */
import { Router } from 'express';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/firebase.js';
import { requireVerified } from '../http/caller.js';
import { notFound } from '../http/errors.js';
import { docId } from '../http/validate.js';
import { blockedBetween } from '../store/blocks.js';
import { feeds, likes, users } from '../store/collections.js';
import { readOrNotFound } from '../store/read.js';
import { QUOTAS, useQuota } from '../store/throttles.js';
import { canRead, postVisibility } from '../store/visibility.js';
import { postNotice } from '../notifications/about-posts.js';
import { tellIfStill } from '../notifications/notices.js';
import { pushNotices } from '../notifications/push.js';
import { withdrawActor } from '../notifications/withdraw.js';
import { userSummary } from '../serializers/users.js';
import { dataOf } from '../store/read.js';

export const likesRouter = Router();

/** POST /feeds/{id}/likes: toggles the caller's like; answers the post's like count. */
likesRouter.post('/feeds/:id/likes', async (req, res) => {
  const caller = requireVerified(req);
  const { uid } = caller;
  const ref = feeds.doc(docId(req.params.id));
  const [post, likerDoc] = await Promise.all([readOrNotFound(ref), users.doc(uid).get()]);
  // Where a block stands between the two, the post is not there for the caller.
  const [blocked, visible] = await Promise.all([
    blockedBetween(uid, post.userId),
    canRead(caller, postVisibility(post)),
  ]);
  const readable = !blocked && visible;
  const own = likes.of(ref.id).doc(uid);
  if (!readable && !(await own.get()).exists) throw notFound();
  await useQuota(uid, QUOTAS.likes);
  const liker = userSummary(uid, dataOf(likerDoc));
  let taken = false;
  try {
    await db.runTransaction(async (tx) => {
      const like = await tx.get(own);
      if (!like.exists && !readable) throw notFound();
      taken = like.exists;
      if (like.exists) tx.delete(own);
      else tx.create(own, { userId: uid, feedId: ref.id, createdAt: FieldValue.serverTimestamp() });
      tx.update(ref, { likes: FieldValue.increment(like.exists ? -1 : 1) });
    });
  } catch (e) {
    if ((e as { code?: number }).code === 5) throw notFound(); // NOT_FOUND: no such post
    throw e;
  }
  const likeStands = async (tx: Transaction) => (await tx.get(own)).exists;
  const [after] = await Promise.all([
    ref.get(),
    taken
      ? withdrawActor(post.userId, 'like', ref.id, uid, likeStands)
      : tellIfStill([postNotice(ref.id, post, 'like', liker)], likeStands).then(pushNotices),
  ]);
  res.json(after.data()?.likes);
});
