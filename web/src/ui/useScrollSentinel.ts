/**
 * "The next page loads when the window scroll reaches the bottom" (docs/product.md §4 Lists, §9).
 * `useScrollSentinel`: put the returned ref on an element after the last item; `atBottom` is true
 * while it is in view. `useNextPageOnScroll(list)`: the same, asking a paged list for its next page.
 */
import { useEffect, useRef, useState } from 'react';

export function useScrollSentinel<T extends Element = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [atBottom, setAtBottom] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => setAtBottom(entries.some((e) => e.isIntersecting)));
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return { ref, atBottom };
}

/** What `useNextPageOnScroll` needs of a paged list (`@/lib/usePagedList`). */
export interface NextPageList {
  items: unknown[];
  status: 'loading' | 'success' | 'error';
  loadingMore: boolean;
  done: boolean;
  loadMore: () => void;
}

/** Asks `list` for its next page whenever the sentinel (the returned ref) comes into view. */
export function useNextPageOnScroll(list: NextPageList) {
  const { ref, atBottom } = useScrollSentinel();
  const { status, loadingMore, done, loadMore, items } = list;
  useEffect(() => {
    if (!atBottom || status !== 'success' || loadingMore || done) return;
    // The observer may still report the sentinel as it was before the items rendered, and some
    // lists lay out a frame later (the album grid measures its width first): look again after
    // two frames, when the new items have their size.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const near = (ref.current?.getBoundingClientRect().top ?? Infinity) < window.innerHeight + 100;
        if (near) loadMore();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [atBottom, ref, status, loadingMore, done, loadMore, items.length]);
  return ref;
}
