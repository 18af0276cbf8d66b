/**
 * A "More" menu button (WAI-ARIA menu button pattern) for actions that do not deserve a button of
 * their own: Block, Mute, Report… Give it `items`; each runs its `onSelect` and closes the menu.
 *
 * Keyboard: Enter, Space or ArrowDown on the button opens the menu on its first item (ArrowUp on
 * the last); ArrowDown/ArrowUp move round the items, Home/End jump, Escape closes and returns to
 * the button, Tab closes. A click outside closes. Choosing an item returns the focus to the button
 * first, so a modal the item opens gives it back there when it closes. Presentational.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MoreMenuItem {
  /** Stable key (e.g. 'block'). */
  id: string;
  /** The item's text, also its accessible name. */
  label: string;
  onSelect: () => void;
  /** Shown in the danger colour (Block, Report). */
  danger?: boolean;
  disabled?: boolean;
}

export interface MoreMenuProps {
  items: MoreMenuItem[];
  /** The button's visible text. */
  label?: string;
  /** The label is an icon (⋯): no ▾ beside it, and `ariaLabel` names the button. */
  icon?: boolean;
  /** The button's accessible name when the visible text is not enough (it should contain it). */
  ariaLabel?: string;
  className?: string;
}

export function MoreMenu({ items, label = 'More', icon = false, ariaLabel, className }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Which item takes the focus when the menu opens: 'first' or 'last'.
  const [start, setStart] = useState<'first' | 'last'>('first');

  const enabled = () => itemRefs.current.filter((el): el is HTMLButtonElement => !!el && !el.disabled);

  useEffect(() => {
    if (!open) return;
    const all = enabled();
    (start === 'last' ? all[all.length - 1] : all[0])?.focus();
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, start]);

  const openAt = (where: 'first' | 'last') => {
    setStart(where);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = enabled();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const move = (i: number) => {
      e.preventDefault();
      all[(i + all.length) % all.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at < 0 ? all.length - 1 : at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    <div className={className ? `more-menu ${className}` : 'more-menu'} ref={root}>
      <button
        ref={button}
        type="button"
        className={icon ? 'icon-button more-button' : 'button small more-button'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKey}
      >
        {icon ? <span aria-hidden="true">{label}</span> : label}
        {!icon && <span aria-hidden="true"> ▾</span>}
      </button>
      {open && (
        <ul
          id={menuId}
          className="more-list"
          role="menu"
          aria-label={ariaLabel ?? label}
          onKeyDown={onMenuKey}
        >
          {items.map((item, i) => (
            <li key={item.id} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item.danger ? 'more-item danger' : 'more-item'}
                disabled={item.disabled}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
