/**
 * "The next page loads when the window scroll reaches the bottom" (SPEC §4 Lists, §9): put the
 * returned ref on an element after the last item; `atBottom` is true while it is in view.
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
