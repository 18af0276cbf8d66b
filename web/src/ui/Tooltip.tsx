/** A tooltip that appears TOOLTIP_DELAY_MS (1 s, docs/product.md §9) after hover or keyboard focus. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS } from '@catrep/model';

export function Tooltip({ text, children }: { text: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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
  return (
    <span
      className="tooltip-wrap"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      aria-describedby={shown ? id : undefined}
    >
      {children}
      {shown && (
        <span role="tooltip" id={id} className="tooltip">
          {text}
        </span>
      )}
    </span>
  );
}
