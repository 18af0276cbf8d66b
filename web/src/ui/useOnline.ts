/**
 * Whether the browser has a network connection (`navigator.onLine`), following its 'online' and
 * 'offline' events. Rendered at build time (web/prerender.mjs) and while hydrating, it answers
 * true: a pre-rendered page is the online one, and the offline state follows at once.
 */
import { useSyncExternalStore } from 'react';

/** Calls `onChange` whenever the browser goes online or offline; returns the unsubscribe. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser says it is online, false while it is offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
