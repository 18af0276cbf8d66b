/**
 * Likes (docs/product.md §7 `POST /feeds/{id}/likes`; README "Notifications", "Counters"): one
 * like per CatRep, a second call takes it back.
 *
 * The toggle is one guarded transaction (domain/guard.ts). Beside it, outside any transaction so
 * it locks nothing, the post's counter shards are read once: they answer the count and tell which
 * shard a new like counts on (store/counters.ts: the first shard for an ordinary post, the liker's
 * own of ten once the post runs hot). In the transaction: the liker's profile (active), the post,
 * the liker's like and — for a new like — what makes the post there for them: its author's
 * `private/hidden` (a block either way, and whether the author muted the liker: one read for both),
 * `canRead` (the relation, for a post for connections), not the diary item of a cat being deleted;
 * then the author's notification settings. It creates the like (recording its shard, and whether
 * its notification names the liker or counts them) or deletes it, and moves the count on the
 * recorded shard with a blind increment: the post document is never written, so many CatReps
 * liking at once queue on nothing but their own documents.
 *
 * The author's 'like' notification is written in the same transaction for an ordinary post; for a
 * post that runs hot (its likes spread over shards) after the commit, blind, and checked again
 * (`tellIfStill`), so a burst of likes holds no lock on the one notification they share. Beyond
 * MAX_NOTICE_ACTORS likes the notification counts its likers rather than naming them, and only a
 * like that brings the post's count to a milestone (model `isNoticeMilestone`: every 10, then every
 * tenth of a power of ten) writes it, setting the count, and pushes: a post liked ten thousand times
 * tells its author 235 times, not ten thousand, and its notification never runs hot. Taking
 * a named like back withdraws the liker from it; taking a counted one back sets the count again
 * when the post's count lands on a milestone.
 *
 * The likes quota is counted by the likes themselves (store/throttles.ts `own`): after the commit,
 * the liker's likes of the hour are counted; past 300 the like is taken back again (nothing is
 * counted for it) and 429 answered. A block, a suspension, an account deletion or the post's
 * deletion that commits first is seen; one that commits later finds the like (and removes it where
 * it must). A like given while the post was in reach stays counted when the post leaves it (a diary
 * turned private keeps its count), and its CatRep may still take it back: their like is theirs.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  FIRST_SHARD,
  MAX_NOTICE_ACTORS,
  isBeingDeleted,
  isNoticeMilestone,
  shardOf,
  type FeedDoc,
} from '@catrep/model';
import type { Caller, Viewer } from '../../core/viewer.js';
import { db } from '../../core/firebase.js';
import { notFound } from '../../core/errors.js';
import { cats, feeds, hiddenRef, likes, type LikeDoc } from '../../store/collections.js';
import { countIn, readShards } from '../../store/counters.js';
import { QUOTAS, countTakenBack } from '../../store/throttles.js';
import { canRead, postVisibility } from '../../store/visibility.js';
import { guarded, settleOwnQuota } from '../guard.js';
import { blockedBetween } from '../../store/blocks.js';
import { postNotice } from '../notifications/about-posts.js';
import {
  admitWith,
  tellIfStill,
  writeNotice,
  type AdmittedNotice,
  type Counting,
} from '../notifications/notices.js';
import { pushNotices } from '../notifications/push.js';
import { recountLikers, withdrawActor } from '../notifications/withdraw.js';
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
 * (DELETE /cats/{id}), whose cleanup removes it with its likes. For the list of who liked, and for
 * a guarded write, which passes its guard's `blockedWith` so the caller's `private/hidden` is read
 * once in its transaction.
 */
export async function isThereFor(
  caller: Viewer,
  post: FeedDoc,
  tx?: Transaction,
  blockedWith?: (other: string) => Promise<boolean>,
): Promise<boolean> {
  // A guest has nobody to be blocked by; a CatRep's check is the caller's own or a read here.
  const blockedFor =
    caller.kind === 'catrep'
      ? (blockedWith ?? ((other: string) => blockedBetween(caller.uid, other, tx)))
      : null;
  const [blocked, visible, gone] = await Promise.all([
    blockedFor?.(post.userId) ?? false,
    canRead(caller, postVisibility(post), tx),
    post.catId ? catGone(post.catId, tx) : false,
  ]);
  return !blocked && visible && !gone;
}

/** What one toggle did, for what follows its commit. */
type Toggled =
  | { taken: true; post: FeedDoc; like: LikeDoc; count: number }
  | {
      taken: false;
      post: FeedDoc;
      count: number;
      at: Timestamp;
      shard: string;
      /** Admitted in the transaction and written there (an ordinary post). */
      told: AdmittedNotice[];
      /** To write after the commit (a hot post). */
      later: AdmittedNotice[];
      /** How they count the liker: named, or counted beyond the named. */
      counting: Counting;
    };

/**
 * `caller` likes post `postId`, or takes their like back when they had given it. Resolves the
 * post's like count after it (the shards as read with it, and this like). 404 when there is no post
 * or (for a new like) it is not there for the caller; the guard's refusals; 429 past the likes
 * quota. See the module's comment for the notification.
 */
export async function toggleLike(caller: Caller & { kind: 'catrep' }, postId: string): Promise<number> {
  const { uid } = caller;
  const ref = feeds.doc(postId);
  const own = likes.of(postId).doc(uid);
  const shardsRead = readShards(postId);
  // Awaited in the transaction; a transaction that fails first must not leave it unhandled.
  shardsRead.catch(() => undefined);
  const done: Toggled = await guarded(uid, async (g) => {
    const [postSnap, likeSnap, shards] = await Promise.all([g.tx.get(ref), g.tx.get(own), shardsRead]);
    const post = postSnap.data();
    if (!post) throw notFound();
    const like = likeSnap.data();
    if (like) {
      g.tx.delete(own);
      countIn(g.tx, postId, shardOf(like, uid), 'likes', -1, post);
      countTakenBack(g.tx, uid, QUOTAS.likes, like.createdAt);
      return { taken: true, post, like, count: Math.max(0, shards.counts.likes - 1) };
    }
    // The author's hidden list, read once: a block either way, and whether they muted the liker.
    const [authorHidden, visible, gone] = await Promise.all([
      g.tx.get(hiddenRef(post.userId)),
      canRead(caller, postVisibility(post), g.tx),
      post.catId ? catGone(post.catId, g.tx) : false,
    ]);
    if ((authorHidden.data()?.uids ?? []).includes(uid) || !visible || gone) throw notFound();
    const shard = shards.shardFor(uid);
    const hot = shard !== FIRST_SHARD;
    const likesAfter = shards.counts.likes + 1;
    const counted = likesAfter > MAX_NOTICE_ACTORS;
    const admitted = await admitWith(
      (r) => (r.path === authorHidden.ref.path ? Promise.resolve(authorHidden as never) : g.tx.get(r)),
      [postNotice(postId, post, 'like', userSummary(uid, g.profile))],
    );
    const at = Timestamp.now();
    g.tx.create(own, {
      userId: uid,
      feedId: postId,
      createdAt: at,
      shard,
      ...(admitted.length ? { told: counted ? 'counted' : 'named' } : {}),
    });
    countIn(g.tx, postId, shard, 'likes', 1, post);
    // Beyond the named likers, only a milestone tells the author again.
    const telling = !counted
      ? admitted
      : isNoticeMilestone(likesAfter)
        ? admitted.map((n) => ({ ...n, others: likesAfter - 1 }))
        : [];
    const counting = counted ? { moreActors: likesAfter - MAX_NOTICE_ACTORS } : {};
    if (!hot) for (const notice of telling) writeNotice(g.tx, notice, counting);
    return {
      taken: false,
      post,
      count: likesAfter,
      at,
      shard,
      told: hot ? [] : telling,
      later: hot ? telling : [],
      counting,
    };
  });

  if (done.taken) {
    const likeStands = async () => (await own.get()).exists;
    if (done.like.told !== 'counted') await withdrawActor(done.post.userId, 'like', postId, uid, likeStands);
    else if (isNoticeMilestone(done.count)) await recountLikers(done.post.userId, postId, done.count);
    return done.count;
  }
  await settleOwnQuota(uid, QUOTAS.likes, done.at, () => takeBackRefused(postId, uid, done));
  const told = done.later.length
    ? await tellIfStill(done.later, async () => (await own.get()).exists, done.counting)
    : done.told;
  await pushNotices(told);
  return done.count;
}

/**
 * Takes back a like refused past the quota, counting nothing for it: the like goes, its shard is
 * decremented, and a notification naming it is withdrawn (one counting it is set again at the
 * post's next milestone).
 */
async function takeBackRefused(postId: string, uid: string, like: Toggled & { taken: false }) {
  const own = likes.of(postId).doc(uid);
  const gone = await db.runTransaction(async (tx) => {
    const stored = (await tx.get(own)).data();
    if (!stored || !(stored.createdAt instanceof Timestamp) || !stored.createdAt.isEqual(like.at))
      return false;
    tx.delete(own);
    countIn(tx, postId, like.shard, 'likes', -1);
    return true;
  });
  if (gone && like.told.length && like.counting.moreActors === undefined)
    await withdrawActor(like.post.userId, 'like', postId, uid);
}
