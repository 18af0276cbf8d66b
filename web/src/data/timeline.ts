/**
 * The 'My CatReps' timeline as the feed pages through it (docs/architecture.md §2 Timelines;
 * model/src/timeline.ts): the references (post id, author, time) the timeline trigger writes, from
 * the head `users/{me}/private/timeline` — one document for its newest 100–150 — then from the page
 * documents `users/{me}/timelinePages`, one read a page, then, in a store from before the pages,
 * from the reference documents `users/{me}/timeline`. `@/data/feeds` listens to the posts they name.
 */
import {
  Timestamp,
  collection,
  doc,
  documentId,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  FEED_FIRST_PAGE_SIZE,
  FEED_PAGE_SIZE,
  headPage,
  pageKey,
  pageStretch,
  referencesStretch,
  type Stretch,
  type TimelineCursor,
  type TimelineDoc,
  type TimelineEntry,
  type TimelineHeadDoc,
  type TimelinePageDoc,
} from '@catrep/model';
import { readConverter, type WithId } from '@/lib/firestore';
import type { PageSource } from '@/lib/usePagedList';

const timeline = (db: Firestore, uid: string) =>
  collection(db, 'users', uid || '-', 'timeline').withConverter(readConverter<TimelineDoc>('feedId'));
const timelinePagesOf = (db: Firestore, uid: string) =>
  collection(db, 'users', uid || '-', 'timelinePages').withConverter(readConverter<TimelinePageDoc>());
const timelineHead = (db: Firestore, uid: string) =>
  doc(db, 'users', uid || '-', 'private', 'timeline').withConverter(readConverter<TimelineHeadDoc>());

/** What both views of the feed page through: a post, or a timeline reference to one (id = the post's). */
export type FeedEntry = WithId<Pick<TimelineDoc, 'userId' | 'createdAt'>>;

/** A timeline entry as the feed pages through it. */
const asEntry = (e: TimelineEntry): FeedEntry => ({ id: e.feedId, userId: e.userId, createdAt: e.createdAt });

/**
 * The pages of uid's 'My CatReps' timeline, each live: from the head while it holds the page (a
 * page that reaches below the head's floor ends with what the head has; the first page is
 * FEED_FIRST_PAGE_SIZE references, the others FEED_PAGE_SIZE); after the head, a page
 * document at a time (the one with the largest key below the cursor's), and after the last page,
 * in a store from before the pages, the reference documents by cursor. The head's late references
 * join the stretch below that covers them (model `pageStretch`, `referencesStretch`), also those
 * that arrive while the stretch is on screen: a page below the head follows the head too.
 */
export function timelinePages(db: Firestore, uid: string): PageSource<FeedEntry, TimelineCursor> {
  return {
    subscribe({ after }, onPage, onError) {
      let below: (() => void) | null = null;
      let head: TimelineHeadDoc | undefined;
      /** Shows the stretch below the head again, with the head as it now is. */
      let redraw: (() => void) | null = null;
      let shown: string | null = null;
      const show = ({ entries, bound }: Stretch) => {
        // The head changes with every new post; the stretch only when a late reference joins it.
        const ids = entries.map((e) => e.feedId).join() + (bound ? pageKey(bound) : '');
        if (ids === shown) return;
        shown = ids;
        onPage(entries.map(asEntry), bound);
      };
      const fromReferences = (from: TimelineCursor | null) => {
        const newest = query(timeline(db, uid), orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc'));
        const start = from
          ? startAfter(new Timestamp(from.createdAt.seconds, from.createdAt.nanoseconds), from.feedId)
          : null;
        return onSnapshot(
          start ? query(newest, start, limit(FEED_PAGE_SIZE)) : query(newest, limit(FEED_PAGE_SIZE)),
          (snap) => {
            const docs = snap.docs.map((d) => ({ ...d.data(), feedId: d.id }));
            redraw = () => show(referencesStretch(head, from, docs, FEED_PAGE_SIZE));
            redraw();
          },
          onError,
        );
      };
      const fromPages = (from: TimelineCursor | null) => {
        const newest = query(timelinePagesOf(db, uid), orderBy('key', 'desc'), limit(1));
        let references: (() => void) | null = null;
        const stopPage = onSnapshot(
          from ? query(newest, where('key', '<', pageKey(from))) : newest,
          (snap) => {
            if (references) return;
            const page = snap.docs[0];
            const stretch = () => page && pageStretch(head, from, page.id, page.data());
            if (!stretch()) {
              redraw = null;
              references = fromReferences(from);
              return;
            }
            redraw = () => {
              const now = stretch();
              if (now) show(now);
            };
            redraw();
          },
          onError,
        );
        return () => {
          stopPage();
          references?.();
        };
      };
      const stopHead = onSnapshot(
        timelineHead(db, uid),
        (snap) => {
          head = snap.data();
          if (below) {
            redraw?.();
            return;
          }
          const page = headPage(head, { after }, after ? FEED_PAGE_SIZE : FEED_FIRST_PAGE_SIZE);
          if (page.below && page.entries.length === 0) {
            below = fromPages(page.below.after);
            return;
          }
          const last = page.entries.at(-1);
          onPage(
            page.entries.map(asEntry),
            page.more && last ? { feedId: last.feedId, createdAt: last.createdAt } : null,
          );
        },
        onError,
      );
      return () => {
        stopHead();
        below?.();
      };
    },
  };
}
