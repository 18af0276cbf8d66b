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
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { BATCH_LIMIT, commitInBatches } from '../batches.js';
import { db } from '../firebase.js';

/** How many of a new connection's latest posts are copied into the other's timeline. */
export const BACKFILL_POSTS = 50;

const timelineRef = (uid: string, feedId: string) =>
  db.collection('users').doc(uid).collection('timeline').doc(feedId);

/**
 * Writes whole copies in batches of 500. Not a merge (commitInBatches merges): a merge would keep
 * map fields the post no longer has, e.g. `content.link` and `content.preview` after an edit.
 */
async function overwriteInBatches(writes: { ref: DocumentReference; data: DocumentData }[]) {
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + BATCH_LIMIT)) batch.set(w.ref, w.data);
    batches.push(batch.commit());
  }
  await Promise.all(batches);
}

/** The author and every CatRep connected with them. */
async function audienceOf(authorId: string): Promise<string[]> {
  const friends = await db
    .collection('users')
    .doc(authorId)
    .collection('relations')
    .where('state', '==', 'connected')
    .select()
    .get();
  return [authorId, ...friends.docs.map((d) => d.id)];
}

/** Copies the post as it is now to its audience's timelines; returns how many were written. */
export async function fanOutPost(feedId: string): Promise<number> {
  const post = await db.collection('feeds').doc(feedId).get();
  if (!post.exists) return 0; // deleted meanwhile: the delete trigger cleans up
  const audience = await audienceOf(post.get('userId') as string);
  const copy = { ...post.data(), feedId };
  await overwriteInBatches(audience.map((uid) => ({ ref: timelineRef(uid, feedId), data: copy })));
  return audience.length;
}

/** Removes every timeline copy of a post. */
async function removeCopies(feedId: string) {
  const copies = await db.collectionGroup('timeline').where('feedId', '==', feedId).select().get();
  await commitInBatches(copies.docs.map((d) => ({ ref: d.ref })));
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
  const posts = await db
    .collection('feeds')
    .where('userId', '==', fromUid)
    .orderBy('createdAt', 'desc')
    .limit(BACKFILL_POSTS)
    .get();
  await overwriteInBatches(
    posts.docs.map((p) => ({ ref: timelineRef(toUid, p.id), data: { ...p.data(), feedId: p.id } })),
  );
}

/** users/{uid}/relations/{otherUid} becomes connected: backfill both timelines. */
export const timelineOnConnect = onDocumentWritten('users/{uid}/relations/{otherUid}', async (event) => {
  const { uid, otherUid } = event.params;
  if (uid > otherUid) return; // both sides change together: handle each pair once
  const before = event.data?.before.get('state');
  const after = event.data?.after.get('state');
  if (after === 'connected' && before !== 'connected') {
    await Promise.all([backfill(uid, otherUid), backfill(otherUid, uid)]);
  }
});
