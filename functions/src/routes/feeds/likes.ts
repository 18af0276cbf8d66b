/**
 * Likes (docs/product.md §7 `POST /feeds/{id}/likes`, §8 'Problem occured during adding like.'): one like
 * per CatRep, a second call takes it back; answers the new count.
 *
 * Only someone who may read the post likes it (`canRead`; 404 otherwise, as for a missing post).
 * A like given while the post was in reach stays counted when the post leaves it (a diary turned
 * private keeps its count), and its CatRep may still take it back: their like is theirs.
 * The like and its count go in one batch (`toggle`) whose precondition is the caller's like as
 * read, and the count goes on the caller's counter shard (store/counters.ts, a blind increment):
 * no transaction, no lock, the post document neither read nor written, so many CatReps liking at
 * once never queue on anything and no trigger wakes. A like racing the post's deletion cannot
 * outlive it: the post is read again once the like is stored, and if it is gone by then,
 * everything under it goes again (404); if it was deleted later, its own deletion finds this like
 * (domain/feeds/remove.ts). Writes: the like, the shard, the quota.
 * Then the author's 'like' notification (README "Notifications"), written while the like stands
 * (`tellIfStill`). Taking a like back takes its CatRep out of that notification, unless the like
 * is back by then.
 */
import { Router } from 'express';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { isBeingDeleted, LIKERS_PAGE_SIZE, type FeedDoc } from '@catrep/model';
import { z } from 'zod';
import { db } from '../../core/firebase.js';
import type { Viewer } from '../../core/viewer.js';
import { requireVerified, requireViewer } from '../../http/caller.js';
import { notFound } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { blockedBetween, hiddenForViewer } from '../../store/blocks.js';
import { cats, feeds, likes, users, type LikeDoc } from '../../store/collections.js';
import { countIn, countsOf } from '../../store/counters.js';
import { readOrNotFound } from '../../store/read.js';
import { QUOTAS, useQuota } from '../../store/throttles.js';
import { canRead, postVisibility } from '../../store/visibility.js';
import { postNotice } from '../../domain/notifications/about-posts.js';
import { tellIfStill } from '../../domain/notifications/notices.js';
import { pushNotices } from '../../domain/notifications/push.js';
import { withdrawActor } from '../../domain/notifications/withdraw.js';
import { userCard, userSummary } from '../../domain/serializers/users.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { dataOf } from '../../store/read.js';

export const likesRouter = Router();

/** gRPC codes of a precondition the caller's own other request broke meanwhile. */
const RACED = new Set([5, 6, 9]); // NOT_FOUND, ALREADY_EXISTS, FAILED_PRECONDITION

/**
 * Toggles the like `own` (of CatRep `uid` on post `feedId`) with its count, in one batch whose
 * precondition is the like as read: created if it was not there, deleted if it still is. The
 * caller's own simultaneous toggle breaks the precondition and this one reads again. Only a
 * `readable` post takes a new like (404). Resolves whether the like was taken back.
 */
async function toggle(own: DocumentReference<LikeDoc>, feedId: string, uid: string, readable: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const like = await own.get();
    if (!like.exists && !readable) throw notFound();
    const batch = db.batch();
    if (like.exists) batch.delete(own, { lastUpdateTime: like.updateTime! });
    else batch.create(own, { userId: uid, feedId, createdAt: FieldValue.serverTimestamp() });
    countIn(batch, feedId, uid, 'likes', like.exists ? -1 : 1);
    try {
      await batch.commit();
      return like.exists;
    } catch (e) {
      if (!RACED.has((e as { code?: number }).code ?? 0) || attempt === 5) throw e;
    }
  }
}

/** Whether cat `catId` is gone or being deleted (one read, for diary items only). */
async function catBeingDeleted(catId: string): Promise<boolean> {
  const cat = (await cats.doc(catId).get()).data();
  return !cat || isBeingDeleted(cat);
}

/**
 * Whether the post is there for `caller`: they may read it (`canRead`), no block stands between
 * them and its author, and it is not the diary item of a cat being deleted (DELETE /cats/{id}),
 * whose cleanup removes it with its likes.
 */
async function isThereFor(caller: Viewer, post: FeedDoc): Promise<boolean> {
  const [blocked, visible, catGone] = await Promise.all([
    caller.kind === 'catrep' ? blockedBetween(caller.uid, post.userId) : false,
    canRead(caller, postVisibility(post)),
    post.catId ? catBeingDeleted(post.catId) : false,
  ]);
  return !blocked && visible && !catGone;
}

/** POST /feeds/{id}/likes: toggles the caller's like; answers the post's like count. */
likesRouter.post('/feeds/:id/likes', async (req, res) => {
  const caller = requireVerified(req);
  const { uid } = caller;
  const ref = feeds.doc(docId(req.params.id));
  const [post, likerDoc] = await Promise.all([readOrNotFound(ref), users.doc(uid).get()]);
  const readable = await isThereFor(caller, post);
  const own = likes.of(ref.id).doc(uid);
  if (!readable && !(await own.get()).exists) throw notFound();
  await useQuota(uid, QUOTAS.likes);
  const liker = userSummary(uid, dataOf(likerDoc));
  const taken = await toggle(own, ref.id, uid, readable);
  // The post deleted meanwhile: this like goes with the rest of it.
  if (!(await ref.get()).exists) {
    await db.recursiveDelete(ref);
    throw notFound();
  }
  const likeStands = async () => (await own.get()).exists;
  const [counts] = await Promise.all([
    countsOf(ref.id),
    taken
      ? withdrawActor(post.userId, 'like', ref.id, uid, likeStands)
      : tellIfStill([postNotice(ref.id, post, 'like', liker)], likeStands).then(pushNotices),
  ]);
  res.json(counts.likes);
});

const likersQuery = z.object(pageParams);

/**
 * GET /feeds/{id}/likes?index={n} (or `cursor`): who liked the post, newest like first,
 * LIKERS_PAGE_SIZE a page, as CatRep cards (photo, name, place); `X-Next-Cursor` for the next page.
 * For everyone who may read the post (guests too); 404 otherwise, as for a missing post. CatReps a
 * block stands between with the caller, and suspended or leaving ones, are left out (a page may
 * then be shorter than the page size while more follow). Reads: the post, the page's likes, their
 * profiles (at once).
 */
likesRouter.get('/feeds/:id/likes', async (req, res) => {
  const caller = requireViewer(req);
  const ref = feeds.doc(docId(req.params.id));
  const q = parse(likersQuery, req.query);
  if (!(await isThereFor(caller, await readOrNotFound(ref)))) throw notFound();
  const [page, hidden] = await Promise.all([
    newestFirstPage(likes.of(ref.id), q, LIKERS_PAGE_SIZE),
    hiddenForViewer(caller),
  ]);
  if (page.next) res.set('X-Next-Cursor', page.next);
  const likers = page.docs.map((d) => d.id).filter((uid) => !hidden.uids.has(uid));
  const profiles = await Promise.all(likers.map((uid) => users.doc(uid).get()));
  const shown = profiles.filter((p) => {
    const profile = p.data();
    return profile && profile.suspended !== true && profile.deleting !== true;
  });
  res.json(shown.map((p) => userCard(p)));
});
