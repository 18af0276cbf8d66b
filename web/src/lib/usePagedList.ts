/**
 * The one paged list of the web client (docs/product.md §4 Lists, §9): the first page is asked for on mount,
 * each further page with the cursor its predecessor gave, each page (index 0, 1, 2, …) exactly
 * once. Pages come from a `PageSource`: live Firestore queries (`firestorePages`, every page stays
 * live so likes, edits and deletes show at once) or REST pages (`restPages`, fetched once).
 *
 * Options for live lists whose newest items arrive at the top of the first page (CatShare; the
 * album, diary and chat next):
 * - `order`: an item's sort value, larger = newer. An item that leaves a full first page because
 *   newer ones arrived (rather than being deleted) keeps its place on screen.
 * - `holdNew`: new items by others wait behind `revealNew` unless `isAtTop()`; own ones show at once.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  limit,
  onSnapshot,
  query,
  queryEqual,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { millisOf } from './time';

/** Where pages come from. `C` is the cursor type. */
export interface PageSource<T, C> {
  /**
   * Starts delivering page `index` (0-based), which begins after `after` (null for the first).
   * `onPage(items, next)` may be called again when the page changes (live sources); `next` is the
   * cursor of the following page, null when this is the last one. Returns the unsubscribe.
   */
  subscribe(
    page: { index: number; after: C | null },
    onPage: (items: T[], next: C | null) => void,
    onError: (e: unknown) => void,
  ): () => void;
}

export interface PagedListOptions<T> {
  /** An item's identity: an item on two pages is shown once. */
  key: (item: T) => string;
  /** Sort value, larger = newer (to tell an item pushed off the live first page from a deleted one). */
  order?: (item: T) => number;
  /** Hold new first-page items by others until `revealNew()` unless the reader is at the top. */
  holdNew?: { isAtTop: () => boolean; isOwn: (item: T) => boolean };
}

export interface PagedList<T> {
  /** Items to show, in page order (newest first for feeds), each once. */
  items: T[];
  status: 'loading' | 'success' | 'error';
  /** The message of the failure that stopped the list, if any. */
  error: string | null;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The last page arrived. */
  done: boolean;
  /** Asks for the next page: a no-op while one loads, after the last one or after an error. */
  loadMore: () => void;
  /** New items held back (`holdNew`). */
  newCount: number;
  /** Shows the held-back items. */
  revealNew: () => void;
}

interface PageState<T, C> {
  index: number;
  after: C | null;
  /** null until the page first arrives. */
  items: T[] | null;
  next: C | null;
}

const NONE_FAR: ReadonlySet<string> = new Set();

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * A paged list from `source`. `source` and `options` must keep their identity (memoise them);
 * mount the list with a React `key` to start it afresh (a new view, a new cat).
 *
 * `far` names items (by `key`) far off screen: a page all of whose items are far stops its
 * listener but keeps the items it had, and listens again, from the same cursor, once one of them
 * is near again. The first page (where new items arrive) and the last one (still loading, or the
 * end) always listen.
 */
export function usePagedList<T, C>(
  source: PageSource<T, C>,
  options: PagedListOptions<T>,
  far: ReadonlySet<string> = NONE_FAR,
): PagedList<T> {
  const { key, order, holdNew } = options;
  const [pages, setPages] = useState<PageState<T, C>[]>([{ index: 0, after: null, items: null, next: null }]);
  /** Items pushed off the live first page by newer ones: kept where they were. */
  const [spill, setSpill] = useState<T[]>([]);
  /** Keys of first-page items already shown (holdNew); others wait. */
  const [seen, setSeen] = useState<Set<string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subscriptions = useRef(new Map<number, () => void>());
  const firstItems = useRef<T[] | null>(null);

  // A page that arrives is rendered as a transition (in slices, so taps and keystrokes are
  // answered between them, `useLiveEach`).
  const receive = useCallback(
    (index: number, items: T[], next: C | null) =>
      startTransition(() => {
        if (index === 0) {
          const old = firstItems.current;
          if (old && order && items.length > 0 && next !== null) {
            // Pushed out (not deleted): the page is full and the item is older than all in it.
            const oldest = order(items[items.length - 1]);
            const kept = new Set(items.map(key));
            const evicted = old.filter((i) => !kept.has(key(i)) && order(i) < oldest);
            if (evicted.length) setSpill((s) => [...evicted, ...s]);
          }
          firstItems.current = items;
        }
        setPages((all) => all.map((p) => (p.index === index ? { ...p, items, next } : p)));
        if (index === 0 && holdNew) {
          setSeen((s) => {
            if (s === null) return new Set(items.map(key));
            const show = items.filter((i) => !s.has(key(i)) && (holdNew.isOwn(i) || holdNew.isAtTop()));
            return show.length ? new Set([...s, ...show.map(key)]) : s;
          });
        }
      }),
    [key, order, holdNew],
  );

  // Subscribe every page kept, once, as it is added or kept again; stop the others (they keep
  // their items); unsubscribe all when the list goes.
  const lastIndex = pages[pages.length - 1].index;
  const released = pages
    .filter(
      (p) =>
        p.index !== 0 &&
        p.index !== lastIndex &&
        p.items !== null &&
        p.items.length > 0 &&
        p.items.every((i) => far.has(key(i))),
    )
    .map((p) => p.index)
    .join(',');
  useEffect(() => {
    const off = new Set(released.split(',').filter(Boolean).map(Number));
    for (const page of pages) {
      const running = subscriptions.current.get(page.index);
      if (off.has(page.index)) {
        running?.();
        subscriptions.current.delete(page.index);
        continue;
      }
      if (running) continue;
      subscriptions.current.set(
        page.index,
        source.subscribe(
          { index: page.index, after: page.after },
          (items, next) => receive(page.index, items, next),
          (e) => setError(messageOf(e)),
        ),
      );
    }
  }, [pages, source, receive, released]);
  useEffect(() => {
    const subs = subscriptions.current;
    return () => {
      subs.forEach((unsubscribe) => unsubscribe());
      subs.clear();
    };
  }, [source]);

  const first = pages[0].items;
  const hidden = useMemo(
    () => (holdNew && first && seen ? new Set(first.filter((i) => !seen.has(key(i))).map(key)) : new Set()),
    [holdNew, first, seen, key],
  );

  const revealNew = useCallback(() => {
    setSeen((s) => new Set([...(s ?? []), ...(first ?? []).map(key)]));
  }, [first, key]);

  const items = useMemo(() => {
    const shown = new Set<string>();
    const all: T[] = [];
    const add = (i: T) => {
      const k = key(i);
      if (shown.has(k) || hidden.has(k)) return;
      shown.add(k);
      all.push(i);
    };
    (first ?? []).forEach(add);
    spill.forEach(add);
    pages.slice(1).forEach((p) => (p.items ?? []).forEach(add));
    return all;
  }, [first, spill, pages, hidden, key]);

  const last = pages[pages.length - 1];
  const loadMore = useCallback(() => {
    if (error) return;
    setPages((all) => {
      const tail = all[all.length - 1];
      if (tail.items === null || tail.next === null) return all;
      return [...all, { index: tail.index + 1, after: tail.next, items: null, next: null }];
    });
  }, [error]);

  return {
    items,
    status: error ? 'error' : first === null ? 'loading' : 'success',
    error,
    loadingMore: pages.length > 1 && last.items === null && !error,
    done: last.items !== null && last.next === null,
    loadMore,
    newCount: hidden.size,
    revealNew,
  };
}

/**
 * Pages of a Firestore query (which holds its `orderBy`), `pageSize` documents each — the first
 * `firstPageSize` (by default `pageSize` too) — every page a live listener. The cursor is the last
 * document of the page before.
 */
export function firestorePages<T>(
  base: Query<T>,
  pageSize: number,
  firstPageSize = pageSize,
): PageSource<T, QueryDocumentSnapshot<T>> {
  return {
    subscribe({ after }, onPage, onError) {
      const size = after ? pageSize : firstPageSize;
      const q = after ? query(base, startAfter(after), limit(size)) : query(base, limit(size));
      return onSnapshot(
        q,
        (snap) =>
          onPage(
            snap.docs.map((d) => d.data()),
            snap.docs.length === size ? snap.docs[snap.docs.length - 1] : null,
          ),
        onError,
      );
    },
  };
}

/** One REST page: its items and the cursor of the next (null after the last). */
export type RestPage<T> = { items: T[]; next: string | null };

/** Pages fetched once each from a REST endpoint (docs/product.md §4 Lists: index from 0, plus a cursor). */
export function restPages<T>(
  fetchPage: (index: number, cursor: string | null) => Promise<RestPage<T>>,
): PageSource<T, string> {
  return {
    subscribe({ index, after }, onPage, onError) {
      let live = true;
      fetchPage(index, after).then(
        (page) => live && onPage(page.items, page.next),
        (e) => live && onError(e),
      );
      return () => {
        live = false;
      };
    },
  };
}

/** Options for documents with an `id` and a `createdAt`, newest first (albums, diaries, chats, feeds). */
export const newestFirst = {
  key: (item: { id: string }) => item.id,
  order: (item: { createdAt: unknown }) => millisOf(item.createdAt),
};

/**
 * A live Firestore query (holding its `orderBy`) paged by cursor, `pageSize` documents a page: the
 * page source stays the same while the query is equal (`queryEqual`), so callers may build the
 * query on every render. `options` default to `newestFirst`.
 */
export function usePagedQuery<T extends { id: string; createdAt: unknown }>(
  q: Query<T>,
  pageSize: number,
  options: PagedListOptions<T> = newestFirst,
): PagedList<T> {
  const [current, setCurrent] = useState(() => ({ q, source: firestorePages(q, pageSize) }));
  let { source } = current;
  if (!queryEqual(current.q, q)) {
    // A different query: a new source (React's "adjust state while rendering" pattern).
    source = firestorePages(q, pageSize);
    setCurrent({ q, source });
  }
  return usePagedList(source, options);
}
