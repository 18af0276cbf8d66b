/**
 * Which items of a long list are near the screen (README "Keeping first screens light": a feed's
 * listeners follow the screen): each item's element is observed with one IntersectionObserver
 * whose root margin reaches `margin` px above and below the viewport.
 *
 * Answers `far`, the keys of the items the observer has seen outside that reach (an item not yet
 * rendered or not yet looked at counts as near, and so does every item where the browser has no
 * IntersectionObserver), and `observe(key)`, a ref callback to put on the item's element (the same
 * function for the same key, so rendering again observes nothing anew).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface NearViewport {
  far: ReadonlySet<string>;
  observe: (key: string) => (element: Element | null) => void;
}

export function useNearViewport(margin: number): NearViewport {
  const [far, setFar] = useState<ReadonlySet<string>>(() => new Set());
  const observer = useRef<IntersectionObserver | null>(null);
  const keyOf = useRef(new WeakMap<Element, string>());
  const elements = useRef(new Map<string, Element>());
  const callbacks = useRef(new Map<string, (element: Element | null) => void>());
  const outside = useRef(new Set<string>());

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        let changed = false;
        for (const entry of entries) {
          const key = keyOf.current.get(entry.target);
          if (key === undefined) continue;
          const was = outside.current.has(key);
          if (entry.isIntersecting) outside.current.delete(key);
          else outside.current.add(key);
          changed ||= was !== outside.current.has(key);
        }
        if (changed) setFar(new Set(outside.current));
      },
      { rootMargin: `${margin}px 0px ${margin}px 0px` },
    );
    observer.current = io;
    elements.current.forEach((element) => io.observe(element));
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [margin]);

  const observe = useCallback((key: string) => {
    let callback = callbacks.current.get(key);
    if (!callback) {
      callback = (element: Element | null) => {
        const before = elements.current.get(key);
        if (before === element) return;
        if (before) {
          observer.current?.unobserve(before);
          elements.current.delete(key);
          outside.current.delete(key);
        }
        if (element) {
          keyOf.current.set(element, key);
          elements.current.set(key, element);
          observer.current?.observe(element);
        }
      };
      callbacks.current.set(key, callback);
    }
    return callback;
  }, []);

  return { far, observe };
}
