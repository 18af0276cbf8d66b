/**
 * Pages of a 'My CatReps' timeline for `GET /feeds?view=catreps` (docs/architecture.md §2 Timelines;
 * model/src/timeline.ts): from the timeline's head — one read for all its references — and below it
 * one read a page: the page document after the cursor, then, for a store from before the pages,
 * the reference documents by cursor (or index).
 */
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import {
  FEED_PAGE_SIZE,
  belowPage,
  headPage,
  keyCursor,
  pageEntries,
  pageKey,
  type TimelineCursor,
  type TimelineEntry,
  type TimelineHeadDoc,
} from '@catrep/model';
import { timelineHeadRef, timelinePages, timelines } from './collections.js';
import { cursorAfter, positionOf, type PageRequest } from './pages.js';

/** A page of a timeline: the posts it references, in order, and the cursor of the next page. */
export interface TimelinePage {
  refs: { feedId: string }[];
  next: string | null;
}

/** A stretch below the head: its references after the cursor, and where the next one starts (null: the end). */
interface Stretch {
  entries: TimelineEntry[];
  next: TimelineCursor | null;
}

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
  if (page) {
    const bound = keyCursor(page.id);
    return { entries: belowPage(head, after, pageEntries(page.data()), bound), next: bound };
  }
  let legacy = timelines
    .of(uid)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(size);
  if (after) legacy = legacy.startAfter(asTimestamp(after), after.feedId);
  const docs = (await legacy.get()).docs.map((d) => d.data());
  const found = docs.flatMap((d): TimelineEntry[] =>
    d.createdAt instanceof Timestamp ? [{ feedId: d.feedId, userId: d.userId, createdAt: d.createdAt }] : [],
  );
  const last = found.at(-1);
  const bound = docs.length === size && last ? { feedId: last.feedId, createdAt: last.createdAt } : null;
  return { entries: belowPage(head, after, found, bound), next: bound };
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
      more = stretch.next !== null;
      if (!stretch.next) break;
      from = stretch.next;
    }
    // A full page read part of a stretch: the next one starts after its last reference.
    more ||= refs.length === FEED_PAGE_SIZE;
  }
  const last = refs.at(-1);
  const next =
    more && last
      ? cursorAfter(new Timestamp(last.createdAt.seconds, last.createdAt.nanoseconds), last.feedId)
      : null;
  return { refs, next };
}
