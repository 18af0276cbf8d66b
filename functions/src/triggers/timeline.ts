/**
 * The 'My CatReps' timelines (docs/architecture.md §2 Timelines): uid's timeline references every
 * post by uid and by the CatReps uid is connected with — the post's id, author and time, never its
 * content — so a like, an edit or a comment changes the post alone. A reference is written into the
 * timeline's head (`users/{uid}/private/timeline`, model/src/timeline.ts), one write per timeline;
 * heads that grew past `TIMELINE_HEAD.trimAbove` are trimmed after each fan-out, and what a trim
 * drops moves into the timeline's pages (`users/{uid}/timelinePages`) in the trim's transaction.
 * A reference is taken out of wherever it is: the head, a page, or a reference document of a store
 * from before the pages (`users/{uid}/timeline/{feedId}`).
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
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  DiaryVisibility,
  FEED_PAGE_SIZE,
  TIMELINE_HEAD,
  isHeldBack,
  pageDocOf,
  pageEntries,
  pageKey,
  pagesOf,
  refsOf,
  trimHead,
  type FeedDoc,
  type HeadRef,
  type TimelineDoc,
  type TimelineEntry,
  type TimelinePageDoc,
} from '@catrep/model';
import { commitInBatches, type BatchedWrite } from '../core/batches.js';
import { db } from '../core/firebase.js';
import {
  converters,
  feeds,
  timelineHeadRef,
  timelineHeadsHolding,
  timelineHeadsOver,
  timelinePages,
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

/** The merge that takes `feedIds` out of a head. */
const without = (feedIds: string[]) => ({
  refs: Object.fromEntries(feedIds.map((feedId) => [feedId, FieldValue.delete()])),
  ids: FieldValue.arrayRemove(...feedIds),
});

/** The write that puts `references` into uid's timeline: a blind merge into its head. */
function addToTimeline(uid: string, references: TimelineDoc[]): BatchedWrite & { op: 'merge' } {
  return {
    op: 'merge',
    ref: timelineHeadRef(uid),
    data: {
      refs: refsOf(references),
      ids: FieldValue.arrayUnion(...references.map((r) => r.feedId)),
      size: FieldValue.increment(references.length),
    },
  };
}

/** Firestore's limit of values for one `array-contains-any`. */
const ANY_LIMIT = 30;

/**
 * Takes `feedIds` out of the page `page` (read in `tx`), in `tx`. The page keeps its authors exact
 * (`userIds`) and stays keyed by its oldest reference: when that one goes, the rest moves to the key
 * of the oldest left (the page below then stands for the stretch between); an empty page goes.
 */
function pageWithout(tx: Transaction, page: DocumentSnapshot<TimelinePageDoc>, feedIds: string[]): void {
  const entries = pageEntries(page.data()).filter((e) => !feedIds.includes(e.feedId));
  const oldest = entries.at(-1);
  const key = oldest && pageKey(oldest);
  if (key !== page.id) tx.delete(page.ref);
  if (key) tx.set(timelinePages.of(page.ref.parent.parent!.id).doc(key), pageDocOf(entries));
}

/**
 * Takes the references to `feedIds` out of uid's timeline, in one transaction that reads the head
 * and the pages holding them, so a trim moving them from the head into a page meanwhile is seen;
 * `legacy` names those that also have a reference document (found by the caller's query).
 */
async function removeFromTimeline(uid: string, feedIds: string[], legacy: string[] = []): Promise<void> {
  if (!feedIds.length && !legacy.length) return;
  const headRef = timelineHeadRef(uid);
  await db.runTransaction(async (tx) => {
    const head = await tx.get(headRef);
    const found = await Promise.all(
      Array.from({ length: Math.ceil(feedIds.length / ANY_LIMIT) }, (_, i) =>
        tx.get(
          timelinePages
            .of(uid)
            .where('ids', 'array-contains-any', feedIds.slice(i * ANY_LIMIT, (i + 1) * ANY_LIMIT)),
        ),
      ),
    );
    const pages = new Map(found.flatMap((snap) => snap.docs).map((d) => [d.id, d]));
    if (head.exists && feedIds.length) tx.set(headRef, without(feedIds), { merge: true });
    for (const page of pages.values()) pageWithout(tx, page, feedIds);
    for (const feedId of legacy) tx.delete(timelines.of(uid).doc(feedId));
  });
}

/**
 * Trims uid's head when it holds more than `TIMELINE_HEAD.trimAbove` references, in one
 * transaction: the head keeps the newest (model `trimHead`); the stretch it drops becomes new
 * pages; a late reference (older than the old floor) joins the page that covers its time, or gets
 * a reference document when it is older than every page.
 */
async function trimTimeline(uid: string): Promise<void> {
  const ref = timelineHeadRef(uid);
  await db.runTransaction(async (tx) => {
    const head = (await tx.get(ref)).data();
    if (!head || head.size <= TIMELINE_HEAD.trimAbove) return;
    const trim = trimHead(head);
    const covering = await Promise.all(
      trim.late.map((entry) =>
        tx.get(timelinePages.of(uid).where('key', '<=', pageKey(entry)).orderBy('key', 'desc').limit(1)),
      ),
    );
    const kept = Object.keys(trim.refs);
    tx.set(ref, { refs: trim.refs, ids: kept, size: kept.length, floor: trim.floor });
    const joining = new Map<string, TimelineEntry[]>();
    trim.late.forEach((entry, i) => {
      const page = covering[i].docs[0];
      if (page) joining.set(page.id, [...(joining.get(page.id) ?? []), entry]);
      else tx.set(timelines.of(uid).doc(entry.feedId), { ...entry });
    });
    // New pages and late joins alike are merged, so a page that holds references keeps them.
    const pages = [
      ...pagesOf(trim.spill, FEED_PAGE_SIZE),
      ...[...joining].map(([key, entries]) => ({ key, page: pageDocOf(entries) })),
    ];
    for (const { key, page } of pages) {
      tx.set(
        timelinePages.of(uid).doc(key),
        {
          key,
          refs: page.refs,
          ids: FieldValue.arrayUnion(...page.ids),
          userIds: FieldValue.arrayUnion(...page.userIds),
        },
        { merge: true },
      );
    }
  });
}

/** Trims every head past `TIMELINE_HEAD.trimAbove` references (one query; usually none). */
async function trimHeads() {
  const over = await timelineHeadsOver(TIMELINE_HEAD.trimAbove).select().get();
  for (const found of over.docs) await trimTimeline(found.ref.parent.parent!.id);
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
    const write = addToTimeline(post.userId, [referenceTo(feedId, post)]);
    tx.set(write.ref, write.data, { merge: true });
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
  await commitInBatches(audience.map((uid) => addToTimeline(uid, [reference])));
  await trimHeads();
  return audience.length + 1;
}

/** More passes than this over one post's references means something keeps writing them. */
const MAX_REMOVAL_PASSES = 5;

/**
 * Removes every timeline reference to a post — from the heads, the pages and the reference
 * documents that hold it — but the one in `keep`'s timeline when given. Found by three queries and
 * taken out by blind writes; the queries are asked again after the writes, and what a trim moved
 * from a head into a page meanwhile is taken out by the next pass.
 */
async function removeReferences(feedId: string, keep?: string) {
  for (let pass = 1; pass <= MAX_REMOVAL_PASSES; pass += 1) {
    const [heads, pages, legacy] = await Promise.all([
      timelineHeadsHolding(feedId).select().get(),
      timelinePages.group().where('ids', 'array-contains', feedId).select().get(),
      timelines.group().where('feedId', '==', feedId).select().get(),
    ]);
    const owner = (d: { ref: { parent: { parent: { id: string } | null } } }) => d.ref.parent.parent!.id;
    const theirs = <T extends { ref: { parent: { parent: { id: string } | null } } }>(docs: T[]) =>
      docs.filter((d) => owner(d) !== keep);
    // A head from before `ids` holds the reference without naming it there: its owner's reference
    // document names it, and the head is written with it.
    const headOwners = new Set([...theirs(heads.docs), ...theirs(legacy.docs)].map(owner));
    const writes = [
      ...[...headOwners].map((uid): BatchedWrite => ({
        op: 'merge',
        ref: timelineHeadRef(uid),
        data: without([feedId]),
      })),
      ...theirs(legacy.docs).map((d): BatchedWrite => ({ op: 'delete', ref: d.ref })),
    ];
    const inPages = theirs(pages.docs);
    if (!writes.length && !inPages.length) return;
    if (pass === 1) {
      logger.info(
        `Timeline: post ${feedId} taken out of ${writes.length + inPages.length} timeline documents`,
      );
    }
    await Promise.all([
      commitInBatches(writes),
      // A page is rewritten from what it holds (its key and authors follow), so each in a transaction.
      ...inPages.map((d) =>
        db.runTransaction(async (tx) => {
          const page = await tx.get(timelinePages.of(owner(d)).doc(d.id));
          if (page.exists) pageWithout(tx, page, [feedId]);
        }),
      ),
    ]);
  }
  logger.warn(`Timeline: post ${feedId} still referenced after ${MAX_REMOVAL_PASSES} passes`);
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
 * run is retried (`retry`): each run settles the post as it is then, and every write of a reference
 * is keyed by the post's id (a head's `refs.{feedId}` and `ids`), so a second run, or one after a
 * run that stopped midway, writes no reference twice (tests/api/fan-out.test.ts). A reference a
 * trim already moved into a page may come back into the head as a late one; readers and the next
 * trim take the page's copy for the same post (`belowPage` keeps one). A head's `size` may count a
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
  await commitInBatches([addToTimeline(toUid, references)]);
  // A post that left reach while these were written: its own event may have removed its
  // references before this wrote one, so read each again and take back those no longer in reach.
  const now = await db.getAll(...references.map((r) => feeds.doc(r.feedId)));
  const gone = now.filter((snap) => !inTimelines(postOf(snap))).map((snap) => snap.id);
  await removeFromTimeline(toUid, gone);
}

/**
 * Takes out of `toUid`'s timeline the references to `fromUid`'s posts that are not public (or are
 * gone): once they are no longer connected, toUid may not read them. Public posts stay.
 */
async function dropNotPublic(fromUid: string, toUid: string) {
  const [head, pages, legacy] = await Promise.all([
    timelineHeadRef(toUid).get(),
    timelinePages.of(toUid).where('userIds', 'array-contains', fromUid).get(),
    timelines.of(toUid).where('userId', '==', fromUid).select().get(),
  ]);
  const byAuthor = (refs: Record<string, HeadRef> | undefined) =>
    Object.entries(refs ?? {})
      .filter(([, ref]) => ref.userId === fromUid)
      .map(([feedId]) => feedId);
  const held = [...byAuthor(head.data()?.refs), ...pages.docs.flatMap((p) => byAuthor(p.data().refs))];
  const ids = [...new Set([...held, ...legacy.docs.map((d) => d.id)])];
  if (!ids.length) return;
  const posts = await db.getAll(...ids.map((id) => feeds.doc(id)));
  const gone = new Set(
    posts.filter((snap) => postOf(snap)?.visibility !== DiaryVisibility.everyone).map((s) => s.id),
  );
  await removeFromTimeline(
    toUid,
    [...gone],
    legacy.docs.map((d) => d.id).filter((id) => gone.has(id)),
  );
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
