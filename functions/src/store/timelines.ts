/**
 * Pages of a 'My CatReps' timeline for `GET /feeds?view=catreps` (docs/architecture.md §2 Timelines;
 * model/src/timeline.ts): from the timeline's head — one read for all its references — when the head holds
 * the page, else from the reference documents by cursor (or index).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { FEED_PAGE_SIZE, headPage, type TimelineCursor } from '@catrep/model';
import { timelineHeadRef, timelines } from './collections.js';
import { cursorAfter, newestFirstPage, positionOf, type PageRequest } from './pages.js';

/** A page of a timeline: the posts it references, in order, and the cursor of the next page. */
export interface TimelinePage {
  refs: { feedId: string }[];
  next: string | null;
}

/** Page `request` of uid's timeline, `FEED_PAGE_SIZE` references a page. */
export async function timelinePage(uid: string, request: PageRequest): Promise<TimelinePage> {
  const head = (await timelineHeadRef(uid).get()).data();
  const position = positionOf(request.cursor);
  const after: TimelineCursor | null = position && {
    feedId: position.id ?? '',
    createdAt: position.createdAt,
  };
  const page = headPage(head, after ? { after } : { skip: request.index * FEED_PAGE_SIZE }, FEED_PAGE_SIZE);
  if (page) {
    const last = page.entries.at(-1);
    const next =
      page.more && last
        ? cursorAfter(new Timestamp(last.createdAt.seconds, last.createdAt.nanoseconds), last.feedId)
        : null;
    return { refs: page.entries, next };
  }
  const rest = await newestFirstPage(timelines.of(uid), request, FEED_PAGE_SIZE);
  return { refs: rest.docs.map((d) => d.data()), next: rest.next };
}
