/**
 * Where a page opens (docs/architecture.md §5 "The web client on a phone"): a page navigated to opens
 * at its top — or at the element its address's `#hash` names, once that has rendered — so that
 * after registering the verification banner is in view and a profile's name and photo are not cut
 * off. Back and Forward leave the scroll to the browser, which restores where the page was (an address
 * with a `#hash` opens there, also when loaded afresh). A change of the query alone (a chat opened
 * in the same screen) moves nothing.
 */
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a `#hash` target may take to render (its data loading) before the page stays at the top. */
const HASH_WAIT_MS = 3_000;

export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (navigationType === 'POP' && !id) return;
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    // The target may arrive with its screen's lazy chunk or data: look until it is there.
    const deadline = Date.now() + HASH_WAIT_MS;
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (Date.now() < deadline) frame = requestAnimationFrame(seek);
      else window.scrollTo(0, 0);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, navigationType]);
  return null;
}
