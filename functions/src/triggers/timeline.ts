/**
 * The 'My CatReps' timelines (docs/architecture.md §2 Timelines): `users/{uid}/timeline/{feedId}` holds
 * a reference to every post by uid and by the CatReps uid is connected with — the post's id,
 * author and time, never its content — so a like, an edit or a comment changes the post alone.
 * Each reference is also written to, and removed from, the timeline's head
 * (`users/{uid}/private/timeline`, model/src/timeline.ts) in the same batch, so the first pages
 * of that view read one document of references plus the posts; heads that grew past
 * `TIMELINE_HEAD.trimAbove` are trimmed after each fan-out.
 *
 *   a post is created in a timeline's reach   → a reference in the author's and each connection's
 *   (visibility 1 or 2)                          timeline (in batches of 500)
 *   a diary item leaves that reach (→ 3)      → every reference goes
 *   or comes back into it (3 → 1 or 2)        → the references come back
 *   a moderation hold keeps a post back       → every reference but its author's goes
 *   an author being deleted                   → nothing is written (domain/users/deletion.ts)
 *   a post is deleted                         → every reference goes
 *   two CatReps connect                       → each timeline gets references to the other's
 *                                               latest posts
 *   their connection ends                     → each timeline loses the other's posts that are
 *                                               not public
 * Any other change (likes, comments, edits) writes nothing here.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  DiaryVisibility,
  TIMELINE_HEAD,
  isHeldBack,
  trimHead,
  type FeedDoc,
  type TimelineDoc,
} from '@catrep/model';
import { commitInBatches, type BatchedWrite } from '../core/batches.js';
import { db } from '../core/firebase.js';
import {
  converters,
  feeds,
  timelineHeadRef,
  timelineHeadsOver,
  timelines,
  users,
} from '../store/collections.js';
import { relationIds } from '../store/relations.js';
import { onRelationChange } from './relation-changes.js';

/** How many of a new connection's latest posts are referenced in the other's timeline. */
export const BACKFILL_POSTS = 50;

/** Whether a post belongs in 'My CatReps' timelines: visibility 1 or 2, not 'only me'. */
const inTimelines = (post: FeedDoc | undefined): post is FeedDoc =>
  post !== undefined && post.visibility !== DiaryVisibility.onlyMe;

/**
 * Whose timelines a post belongs in: everyone's in reach (`inTimelines`); its author's alone while
 * a moderation hold keeps it back (README "Trust and safety": the author still finds it, marked as
 * held for review); nobody's otherwise — a photo post still waiting for its first photo.
 */
type Reach = 'all' | 'author' | 'none';
const reachOf = (post: FeedDoc | undefined): Reach =>
  inTimelines(post) ? 'all' : post && isHeldBack(post) ? 'author' : 'none';

/** The reference to post `feedId` (what a timeline entry holds). */
const referenceTo = (feedId: string, post: FeedDoc): TimelineDoc => ({
  feedId,
  userId: post.userId,
  createdAt: post.createdAt,
});

/**
 * The two writes that put `references` into uid's timeline: their documents, then the head (a
 * blind merge). Kept next to each other so that a batch of 500 never splits them.
 */
function addToTimeline(uid: string, references: TimelineDoc[]): BatchedWrite[] {
  const head = {
    refs: Object.fromEntries(references.map((r) => [r.feedId, { userId: r.userId, createdAt: r.createdAt }])),
    size: FieldValue.increment(references.length),
  };
  return [
    ...references.map((data): BatchedWrite => ({ op: 'set', ref: timelines.of(uid).doc(data.feedId), data })),
    { op: 'merge', ref: timelineHeadRef(uid), data: head },
  ];
}

/** The writes that take the references to `feedIds` out of uid's timeline and its head. */
function removeFromTimeline(uid: string, feedIds: string[]): BatchedWrite[] {
  return [
    ...feedIds.map((feedId): BatchedWrite => ({ op: 'delete', ref: timelines.of(uid).doc(feedId) })),
    {
      op: 'merge',
      ref: timelineHeadRef(uid),
      data: { refs: Object.fromEntries(feedIds.map((feedId) => [feedId, FieldValue.delete()])) },
    },
  ];
}

/** Trims every head past `TIMELINE_HEAD.trimAbove` references (one query; usually none). */
async function trimHeads() {
  const over = await timelineHeadsOver(TIMELINE_HEAD.trimAbove).select().get();
  for (const found of over.docs) {
    const ref = timelineHeadRef(found.ref.parent.parent!.id);
    await db.runTransaction(async (tx) => {
      const head = (await tx.get(ref)).data();
      if (!head || head.size <= TIMELINE_HEAD.trimAbove) return;
      const { drop, floor } = trimHead(head);
      const refs = { ...head.refs };
      for (const feedId of drop) delete refs[feedId];
      tx.set(ref, { refs, size: Object.keys(refs).length, floor });
    });
  }
}

/**
 * Writes the reference to post `feedId` into its author's own timeline, in a transaction that
 * reads the author's profile: nothing is written for an author who is gone or being deleted (the
 * deletion emptied that timeline and must find it empty). Resolves whether it was written.
 */
async function referenceForAuthor(feedId: string, post: FeedDoc): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const author = (await tx.get(users.doc(post.userId))).data();
    if (!author || author.deleting === true) return false;
    for (const write of addToTimeline(post.userId, [referenceTo(feedId, post)])) {
      if (write.op === 'set') tx.set(write.ref, write.data);
      else if (write.op === 'merge') tx.set(write.ref, write.data, { merge: true });
    }
    return true;
  });
}

/**
 * Writes references to the post to its author's timeline and, when `reach` is 'all', to their
 * connections'; returns how many timelines. Nothing for an author being deleted.
 */
async function fanOutPost(feedId: string, post: FeedDoc, reach: Reach): Promise<number> {
  if (!(await referenceForAuthor(feedId, post))) return 0;
  if (reach === 'author') return 1;
  const audience = await relationIds(post.userId, 'connected');
  const reference = referenceTo(feedId, post);
  await commitInBatches(audience.flatMap((uid) => addToTimeline(uid, [reference])));
  await trimHeads();
  return audience.length + 1;
}

/**
 * Removes every timeline reference to a post, from the reference documents and the heads — but
 * the one in `keep`'s timeline when given.
 */
async function removeReferences(feedId: string, keep?: string) {
  const refs = await timelines.group().where('feedId', '==', feedId).select().get();
  if (!refs.empty) logger.info(`Timeline: post ${feedId} taken out of ${refs.size} timelines`);
  const gone = { refs: { [feedId]: FieldValue.delete() } };
  await commitInBatches(
    refs.docs
      .filter((d) => d.ref.parent.parent!.id !== keep)
      .flatMap((d): BatchedWrite[] => [
        { op: 'delete', ref: d.ref },
        { op: 'merge', ref: timelineHeadRef(d.ref.parent.parent!.id), data: gone },
      ]),
  );
}

const postOf = (snap: DocumentSnapshot | undefined) =>
  snap?.exists ? converters.feed.fromFirestore(snap) : undefined;

/** More passes than this over one post means it keeps changing: each change has its own event. */
const MAX_SETTLE_PASSES = 20;

/**
 * Brings the references to post `feedId` in line with the post as it is now: written to the
 * author's and connections' timelines while it is in reach, removed everywhere when it is not.
 * After each pass the post is read again, and while it moved in or out of reach meanwhile the pass
 * is made again for what it is now. Events arrive late, twice or out of order, and passes for one
 * post may run side by side; this cannot lose, because every pass ends with a read that follows its
 * writes: whichever pass writes last sees the post's last state and leaves its references so, and
 * a later change starts an event of its own (README, "Diary visibility under races").
 */
async function settleReferences(feedId: string) {
  let post = (await feeds.doc(feedId).get()).data();
  for (let pass = 1; pass <= MAX_SETTLE_PASSES; pass += 1) {
    const reach = reachOf(post);
    if (reach === 'none' || !post) {
      await removeReferences(feedId);
    } else {
      if (reach === 'author') await removeReferences(feedId, post.userId);
      const count = await fanOutPost(feedId, post, reach);
      logger.info(`Timeline: post ${feedId} referenced in ${count} timelines`);
    }
    const now = (await feeds.doc(feedId).get()).data();
    if (reachOf(now) === reach) return;
    post = now;
  }
  logger.warn(`Timeline: post ${feedId} still changing after ${MAX_SETTLE_PASSES} passes`);
}

/**
 * feeds/{feedId} written: reference a post that came into reach, drop one that left it. A failed
 * run is retried (`retry`): each run settles the post as it is then, and every write is a set or a
 * delete of a document named for the post, so a second run, or one after a run that stopped
 * midway, writes no reference twice (tests/api/fan-out.test.ts). A head's `size` may count a
 * re-written reference twice; it only decides when the head is trimmed, which recounts it.
 */
export const timelineOnFeed = onDocumentWritten(
  { document: 'feeds/{feedId}', retry: true },
  async (event) => {
    const before = postOf(event.data?.before);
    const after = postOf(event.data?.after);
    if (reachOf(before) === reachOf(after)) return; // a like, a comment, an edit: nothing
    await settleReferences(event.params.feedId);
  },
);

/** References `fromUid`'s latest posts (those in timelines' reach) in `toUid`'s timeline. */
async function backfill(fromUid: string, toUid: string) {
  const posts = await feeds
    .where('userId', '==', fromUid)
    .orderBy('createdAt', 'desc')
    .limit(BACKFILL_POSTS)
    .get();
  const references = posts.docs.filter((p) => inTimelines(p.data())).map((p) => referenceTo(p.id, p.data()));
  if (!references.length) return;
  await commitInBatches(addToTimeline(toUid, references));
  // A post that left reach while these were written: its own event may have removed its
  // references before this wrote one, so read each again and take back those no longer in reach.
  const now = await db.getAll(...references.map((r) => feeds.doc(r.feedId)));
  const gone = now.filter((snap) => !inTimelines(postOf(snap))).map((snap) => snap.id);
  if (gone.length) await commitInBatches(removeFromTimeline(toUid, gone));
}

/**
 * Takes out of `toUid`'s timeline the references to `fromUid`'s posts that are not public (or are
 * gone): once they are no longer connected, toUid may not read them. Public posts stay.
 */
async function dropNotPublic(fromUid: string, toUid: string) {
  const refs = await timelines.of(toUid).where('userId', '==', fromUid).select().get();
  if (refs.empty) return;
  const posts = await db.getAll(...refs.docs.map((r) => feeds.doc(r.id)));
  const gone = posts.filter((snap) => postOf(snap)?.visibility !== DiaryVisibility.everyone).map((s) => s.id);
  if (gone.length) await commitInBatches(removeFromTimeline(toUid, gone));
}

/**
 * A pair connects: each timeline gets references to the other's latest posts in reach; the
 * connection ends: each timeline loses the other's posts that are not public.
 */
export const timelineOnRelation = onRelationChange({
  async connected(uid, otherUid) {
    await Promise.all([backfill(uid, otherUid), backfill(otherUid, uid)]);
    await trimHeads();
  },
  async ended(uid, otherUid) {
    await Promise.all([dropNotPublic(uid, otherUid), dropNotPublic(otherUid, uid)]);
  },
});
