/**
 * A tooltip that appears TOOLTIP_DELAY_MS (1 s, docs/product.md §9) after hover or keyboard focus,
 * and goes when the pointer or the focus leaves or Escape is pressed. It sits below its control,
 * with an arrow pointing at it, so it never covers the line of text above (the location under a
 * profile's name); it flips above when there is no room below — the window's edge, or a fixed bar
 * such as the phone's tab bar or the guest banner — and shifts sideways to stay within the window.
 * The pointer may move onto it without it going (WCAG 1.4.13).
 */
import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TOOLTIP_DELAY_MS } from '@catrep/model';

/** The space between the control and the tooltip (room for the arrow), in px. */
export const TOOLTIP_GAP = 10;
/** The least space kept between the tooltip and the window's sides, in px. */
export const TOOLTIP_MARGIN = 8;

/** Where the tooltip goes: which side of its control, and how far it moves sideways to fit. */
export interface TooltipPlacement {
  side: 'below' | 'above';
  shift: number;
}

type Box = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'width'>;

/**
 * Places a `tip` (its size) for a control at `anchor` (both in window coordinates) in a window of
 * `view` size: below when it fits there and `free` says nothing fixed covers that place, else above
 * when that fits, else on the roomier side; centred on the control, shifted to keep `TOOLTIP_MARGIN`
 * from the window's sides.
 */
export function placeTooltip(
  anchor: Box,
  tip: { width: number; height: number },
  view: { width: number; height: number },
  free: (rect: { top: number; left: number; width: number; height: number }) => boolean = () => true,
): TooltipPlacement {
  const centre = anchor.left + anchor.width / 2;
  const wanted = centre - tip.width / 2;
  const left = Math.max(TOOLTIP_MARGIN, Math.min(wanted, view.width - TOOLTIP_MARGIN - tip.width));
  const shift = Math.round(left - wanted);
  const below = anchor.bottom + TOOLTIP_GAP;
  const above = anchor.top - TOOLTIP_GAP - tip.height;
  const fits = (top: number) =>
    top >= 0 && top + tip.height <= view.height && free({ top, left, width: tip.width, height: tip.height });
  if (fits(below)) return { side: 'below', shift };
  if (fits(above)) return { side: 'above', shift };
  return { side: view.height - anchor.bottom >= anchor.top ? 'below' : 'above', shift };
}

/**
 * Whether no bar pinned to the window (anything fixed or sticky: the top bar, the phone's tab bar,
 * the guest banner) is drawn over `rect`. `own` is the control's wrapper, tooltip included: what
 * holds it (a dialog, say) is no obstacle.
 */
function clearOfFixedBars(own: Element) {
  return (rect: { top: number; left: number; width: number; height: number }) => {
    if (typeof document.elementsFromPoint !== 'function') return true;
    const xs = [rect.left + 1, rect.left + rect.width / 2, rect.left + rect.width - 1];
    const ys = [rect.top + 1, rect.top + rect.height - 1];
    for (const x of xs) {
      for (const y of ys) {
        const hit = document.elementsFromPoint(x, y).find((el) => !own.contains(el));
        for (let el = hit ?? null; el && el !== document.body && !el.contains(own); el = el.parentElement) {
          const { position } = getComputedStyle(el);
          if (position === 'fixed' || position === 'sticky') return false;
        }
      }
    }
    return true;
  };
}

/** Wraps a control (one element: it gets `aria-describedby`) with the tooltip `text`. */
export function Tooltip({ text, children }: { text: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const [placement, setPlacement] = useState<TooltipPlacement>({ side: 'below', shift: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrap = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const id = useId();
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // Placed before it is painted: measured where it first renders, then moved if need be.
  useLayoutEffect(() => {
    if (!shown || !wrap.current || !tip.current) return;
    const { width, height } = tip.current.getBoundingClientRect();
    setPlacement(
      placeTooltip(
        wrap.current.getBoundingClientRect(),
        { width, height },
        { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight },
        clearOfFixedBars(wrap.current),
      ),
    );
  }, [shown]);

  // Escape dismisses it, and only it: a dialog or menu around the control stays open.
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      hide();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [shown]);

  const control = isValidElement<{ 'aria-describedby'?: string }>(children)
    ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, {
        'aria-describedby':
          [children.props['aria-describedby'], shown ? id : undefined].filter(Boolean).join(' ') || undefined,
      })
    : children;
  return (
    <span
      className="tooltip-wrap"
      ref={wrap}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {control}
      {shown && (
        <span
          role="tooltip"
          id={id}
          ref={tip}
          className={`tooltip tooltip-${placement.side}`}
          data-placement={placement.side}
          style={{ '--tooltip-shift': `${placement.shift}px` } as CSSProperties}
        >
          {text}
        </span>
      )}
    </span>
  );
}
