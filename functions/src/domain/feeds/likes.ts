/**
 * Likes (docs/product.md §7 `POST /feeds/{id}/likes`; README "Notifications"): one like per
 * CatRep, a second call takes it back.
 *
 * The toggle is one guarded transaction (domain/guard.ts): it reads the liker's profile (active),
 * the post, the liker's like and — for a new like — what makes the post there for them (`canRead`
 * with the relation read in the transaction, no block between them and the author, not the diary
 * item of a cat being deleted), then creates or deletes the like and moves the count on the
 * liker's counter shard (store/counters.ts, a blind increment: the post document is never written,
 * so many CatReps liking at once queue on nothing but their own documents). A block, a suspension,
 * an account deletion or the post's deletion that commits first is seen; one that commits later
 * finds the like (and removes it where it must). A like given while the post was in reach stays
 * counted when the post leaves it (a diary turned private keeps its count), and its CatRep may
 * still take it back: their like is theirs.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { isBeingDeleted, type FeedDoc } from '@catrep/model';
import type { Caller, Viewer } from '../../core/viewer.js';
import { notFound } from '../../core/errors.js';
import { cats, feeds, likes } from '../../store/collections.js';
import { countIn, countsOf } from '../../store/counters.js';
import { QUOTAS } from '../../store/throttles.js';
import { canRead, postVisibility } from '../../store/visibility.js';
import { guarded } from '../guard.js';
import { blockedBetween } from '../../store/blocks.js';
import { postNotice } from '../notifications/about-posts.js';
import { tellIfStill } from '../notifications/notices.js';
import { pushNotices } from '../notifications/push.js';
import { withdrawActor } from '../notifications/withdraw.js';
import { userSummary } from '../serializers/users.js';

/** Whether cat `catId` is gone or being deleted (diary items only), read in `tx` when given. */
async function catGone(catId: string, tx?: Transaction): Promise<boolean> {
  const ref = cats.doc(catId);
  const cat = (tx ? await tx.get(ref) : await ref.get()).data();
  return !cat || isBeingDeleted(cat);
}

/**
 * Whether `post` is there for `caller`, read in `tx` when given: they may read it (`canRead`), no
 * block stands between them and its author, and it is not the diary item of a cat being deleted
 * (DELETE /cats/{id}), whose cleanup removes it with its likes. For a new like and for the list
 * of who liked.
 */
export async function isThereFor(caller: Viewer, post: FeedDoc, tx?: Transaction): Promise<boolean> {
  const [blocked, visible, gone] = await Promise.all([
    caller.kind === 'catrep' ? blockedBetween(caller.uid, post.userId, tx) : false,
    canRead(caller, postVisibility(post), tx),
    post.catId ? catGone(post.catId, tx) : false,
  ]);
  return !blocked && visible && !gone;
}

/**
 * `caller` likes post `postId`, or takes their like back when they had given it. Resolves the
 * post's like count after it. 404 when there is no post or (for a new like) it is not there for
 * the caller; the guard's refusals; 429 past the likes quota. Then the author's 'like'
 * notification, written while the like stands (`tellIfStill`), or the liker's withdrawal from it.
 */
export async function toggleLike(caller: Caller & { kind: 'catrep' }, postId: string): Promise<number> {
  const { uid } = caller;
  const ref = feeds.doc(postId);
  const own = likes.of(postId).doc(uid);
  const { taken, post, liker } = await guarded(
    uid,
    async (g) => {
      const [postSnap, like] = await Promise.all([g.tx.get(ref), g.tx.get(own)]);
      const post = postSnap.data();
      if (!post) throw notFound();
      if (!like.exists && !(await isThereFor(caller, post, g.tx))) throw notFound();
      if (like.exists) g.tx.delete(own);
      else g.tx.create(own, { userId: uid, feedId: postId, createdAt: FieldValue.serverTimestamp() });
      countIn(g.tx, postId, uid, 'likes', like.exists ? -1 : 1);
      return { taken: like.exists, post, liker: userSummary(uid, g.profile) };
    },
    { quota: QUOTAS.likes },
  );
  const likeStands = async () => (await own.get()).exists;
  const [counts] = await Promise.all([
    countsOf(postId),
    taken
      ? withdrawActor(post.userId, 'like', postId, uid, likeStands)
      : tellIfStill([postNotice(postId, post, 'like', liker)], likeStands).then(pushNotices),
  ]);
  return counts.likes;
}
