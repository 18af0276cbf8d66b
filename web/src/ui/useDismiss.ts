/**
 * Closing a popup the way every menu and panel of CatRep closes: while `open`, a mouse press
 * outside `ref`'s element or the Escape key calls `onDismiss` with how it was dismissed (Escape
 * usually gives focus back to the control that opened it).
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (how: 'outside' | 'escape') => void,
): void {
  // The latest callback, so a new function each render does not re-register the listeners.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) dismiss.current('outside');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss.current('escape');
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref]);
}
