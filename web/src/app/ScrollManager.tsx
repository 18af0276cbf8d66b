/**
 * Where a page opens (docs/architecture.md §5 "The web client on a phone"): a page navigated to opens
 * at its top — or at the element its address's `#hash` names, once that has rendered — so that
 * after registering the verification banner is in view and a profile's name and photo are not cut
 * off. Back and Forward return to where the page was scrolled, once its content is there again
 * (the browser's own restoring comes before live data arrives, so it is done here). A change of
 * the query alone (a chat opened in the same screen) moves nothing.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * How long a target (a `#hash` element, or the height a restored scroll needs) may take to render:
 * a slow phone network can take seconds to bring a feed's first page back. The reader scrolling,
 * tapping or pressing a key first ends the wait (`seek`): they have moved on.
 */
const WAIT_MS = 10_000;
/** The reader's own moves, which end a wait for where the page should be. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
/** Where each history entry was scrolled, by its key (this tab's session). */
const STORE_KEY = 'catrep.scroll';

const positions = (): Record<string, number> => {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
};

/**
 * Looks for `found()` each frame until it answers true or WAIT_MS passed (then `otherwise()`);
 * a move of the reader's own (READER_MOVES) ends the look quietly. Answers the cancel.
 */
function seek(found: () => boolean, otherwise: () => void): () => void {
  const deadline = Date.now() + WAIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    READER_MOVES.forEach((move) => window.removeEventListener(move, stop));
  };
  const look = () => {
    if (found()) return stop();
    if (Date.now() < deadline) frame = requestAnimationFrame(look);
    else {
      stop();
      otherwise();
    }
  };
  READER_MOVES.forEach((move) => window.addEventListener(move, stop, { passive: true }));
  look();
  return stop;
}

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remember where this entry is scrolled, as the reader scrolls and when leaving it. A layout
  // effect: its cleanup runs in the commit that puts the next page in, before the browser lays
  // that page out. A passive one may run a frame later, after the browser has clamped the scroll to
  // the next page's (often still short) height and reported it as a scroll: Back would then return
  // to that clamped height instead of where the reader was.
  useLayoutEffect(() => {
    let timer = 0;
    // The last position the reader scrolled to, from the scroll events: never read on leaving, when
    // the next page is in the document already.
    let last = 0;
    const save = () => {
      const all = positions();
      all[key] = last;
      try {
        sessionStorage.setItem(STORE_KEY, JSON.stringify(all));
      } catch {
        // Storage refused: Back then opens at the top.
      }
    };
    const onScroll = () => {
      last = window.scrollY;
      window.clearTimeout(timer);
      timer = window.setTimeout(save, 150);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
      save();
    };
  }, [key]);

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const top = () => window.scrollTo(0, 0);
    if (id) {
      return seek(() => {
        const target = document.getElementById(id);
        target?.scrollIntoView();
        return !!target;
      }, top);
    }
    if (navigationType !== 'POP') {
      top();
      return;
    }
    const saved = positions()[key];
    if (!saved) {
      top();
      return;
    }
    // Back or Forward: once the page is tall enough again, where it was.
    return seek(
      () => {
        const room = document.documentElement.scrollHeight - window.innerHeight;
        if (room < saved) return false;
        window.scrollTo(0, saved);
        return true;
      },
      () => window.scrollTo(0, saved),
    );
    // The query alone (`key` changes with it) moves nothing: only the path and hash count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash, navigationType]);
  return null;
}
