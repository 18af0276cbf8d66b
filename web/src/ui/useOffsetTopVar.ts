/**
 * `useOffsetTopVar(ref)`: keeps the CSS custom property `--offset-top` on the element `ref` points
 * at — its distance from the top of the document, in px — so that a stylesheet can size it to
 * what is left of the screen below it (docs/architecture.md §5 "The tab bar": CatChat's pane on a
 * phone ends above the tab bar). Measured as it mounts, and again whenever the document or the
 * window changes size (what stands above it may wrap, load or go). Writes the property directly:
 * no re-render. Nothing where the browser has no `ResizeObserver` (jsdom).
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useOffsetTopVar(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      element.style.setProperty('--offset-top', `${top}px`);
    };
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(later);
    observer.observe(document.documentElement);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [ref]);
}
