/**
 * The 'My CatReps' timelines (issue 4): `users/{uid}/timeline/{feedId}` holds a copy of every post
 * by uid and by the CatReps uid is connected with, so a page of that view is one query.
 *
 *   a post is created or changes   → its copy is written to the author's and each connection's
 *                                    timeline (in batches of 500), from the post as it is now
 *   a post is deleted              → every copy goes
 *   two CatReps connect            → each timeline is backfilled with the other's latest posts
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { commitInBatches } from '../core/batches.js';
import { feeds, timelines } from '../store/collections.js';
import { relationIds } from '../store/relations.js';
import { onConnect } from './on-connect.js';

/** How many of a new connection's latest posts are copied into the other's timeline. */
export const BACKFILL_POSTS = 50;

/** The author and every CatRep connected with them. */
async function audienceOf(authorId: string): Promise<string[]> {
  return [authorId, ...(await relationIds(authorId, 'connected'))];
}

/** Copies the post as it is now to its audience's timelines; returns how many were written. */
export async function fanOutPost(feedId: string): Promise<number> {
  const post = (await feeds.doc(feedId).get()).data();
  if (!post) return 0; // deleted meanwhile: the delete trigger cleans up
  const audience = await audienceOf(post.userId);
  const copy = { ...post, feedId };
  // A whole copy, not a merge: a merge would keep map fields the post no longer has, e.g.
  // `content.link` and `content.preview` after an edit.
  await commitInBatches(
    audience.map((uid) => ({ op: 'set', ref: timelines.of(uid).doc(feedId), data: copy })),
  );
  return audience.length;
}

/** Removes every timeline copy of a post. */
async function removeCopies(feedId: string) {
  const copies = await timelines.group().where('feedId', '==', feedId).select().get();
  await commitInBatches(copies.docs.map((d) => ({ op: 'delete', ref: d.ref })));
}

/** feeds/{feedId} written: fan the post out, or clean up after it. */
export const timelineOnFeed = onDocumentWritten('feeds/{feedId}', async (event) => {
  const { feedId } = event.params;
  if (!event.data?.after.exists) {
    await removeCopies(feedId);
    return;
  }
  const count = await fanOutPost(feedId);
  if (!event.data.before.exists) logger.info(`Timeline: post ${feedId} copied to ${count} timelines`);
});

/** Copies `fromUid`'s latest posts into `toUid`'s timeline. */
async function backfill(fromUid: string, toUid: string) {
  const posts = await feeds
    .where('userId', '==', fromUid)
    .orderBy('createdAt', 'desc')
    .limit(BACKFILL_POSTS)
    .get();
  await commitInBatches(
    posts.docs.map((p) => ({
      op: 'set',
      ref: timelines.of(toUid).doc(p.id),
      data: { ...p.data(), feedId: p.id },
    })),
  );
}

/** users/{uid}/relations/{otherUid} becomes connected: backfill both timelines. */
export const timelineOnConnect = onConnect(async (uid, otherUid) => {
  await Promise.all([backfill(uid, otherUid), backfill(otherUid, uid)]);
});
