/**
 * `useMediaQuery('(min-width: 720px)')`: whether a CSS media query matches, live as the window
 * changes. False where the browser has no `matchMedia` (tests, pre-rendering).
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Whether `query` matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
