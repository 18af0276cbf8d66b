/**
 * Pages of a 'My CatReps' timeline for `GET /feeds?view=catreps` (docs/architecture.md §2 Timelines;
 * model/src/timeline.ts): from the timeline's head — one read for all its references — and below it
 * one read a page: the page document after the cursor, then, for a store from before the pages,
 * the reference documents by cursor (or index).
 */
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import {
  FEED_PAGE_SIZE,
  headPage,
  pageKey,
  pageStretch,
  referencesStretch,
  type Stretch,
  type TimelineCursor,
  type TimelineHeadDoc,
} from '@catrep/model';
import { timelineHeadRef, timelinePages, timelines } from './collections.js';
import { cursorAfter, positionOf, type PageRequest } from './pages.js';

/** A page of a timeline: the posts it references, in order, and the cursor of the next page. */
export interface TimelinePage {
  refs: { feedId: string }[];
  next: string | null;
}

/** A Timestamp for the time of a cursor (a reference's), for a query's start or the next cursor. */
const asTimestamp = (c: TimelineCursor) => new Timestamp(c.createdAt.seconds, c.createdAt.nanoseconds);

/**
 * The stretch of uid's timeline after `after` below the head: the page document with the largest
 * key below the cursor's (1 read), else `size` reference documents after it (a store from before
 * the pages), with the head's late references of the same stretch merged in.
 */
async function stretchBelow(
  uid: string,
  head: TimelineHeadDoc | undefined,
  after: TimelineCursor | null,
  size: number,
): Promise<Stretch> {
  let pages = timelinePages.of(uid).orderBy('key', 'desc').limit(1);
  if (after) pages = pages.where('key', '<', pageKey(after));
  const page = (await pages.get()).docs[0];
  const fromPage = page && pageStretch(head, after, page.id, page.data());
  if (fromPage) return fromPage;
  let legacy = timelines
    .of(uid)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(size);
  if (after) legacy = legacy.startAfter(asTimestamp(after), after.feedId);
  return referencesStretch(
    head,
    after,
    (await legacy.get()).docs.map((d) => d.data()),
    size,
  );
}

/** Page `request` of uid's timeline, `FEED_PAGE_SIZE` references a page. */
export async function timelinePage(uid: string, request: PageRequest): Promise<TimelinePage> {
  const head = (await timelineHeadRef(uid).get()).data();
  const position = positionOf(request.cursor);
  const after: TimelineCursor | null = position && {
    feedId: position.id ?? '',
    createdAt: position.createdAt,
  };
  const fromHead = headPage(
    head,
    after ? { after } : { skip: request.index * FEED_PAGE_SIZE },
    FEED_PAGE_SIZE,
  );
  const refs = [...fromHead.entries];
  let more = fromHead.more;
  if (fromHead.below) {
    let { after: from, skip } = fromHead.below;
    while (refs.length < FEED_PAGE_SIZE) {
      const stretch = await stretchBelow(uid, head, from, FEED_PAGE_SIZE);
      const skipped = Math.min(skip, stretch.entries.length);
      skip -= skipped;
      refs.push(...stretch.entries.slice(skipped, skipped + FEED_PAGE_SIZE - refs.length));
      more = stretch.bound !== null;
      if (!stretch.bound) break;
      from = stretch.bound;
    }
    // A full page read part of a stretch: the next one starts after its last reference.
    more ||= refs.length === FEED_PAGE_SIZE;
  }
  const last = refs.at(-1);
  return { refs, next: more && last ? cursorAfter(asTimestamp(last), last.feedId) : null };
}
