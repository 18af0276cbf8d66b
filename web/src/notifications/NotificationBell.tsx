/**
 * The bell of the top bar (README "Notifications"), for signed-in CatReps on every screen: the
 * live number of unread notifications ("9+" above 9; none at 0), named for screen readers
 * ("Notifications, 3 unread"). On a wide screen (720 px and more) it opens the centre in a panel
 * under it — focus moves into the panel; Escape, a click outside, leaving it with Tab or
 * following a notification close it, Escape giving focus back to the bell. On a phone it leads to
 * the page /notifications. The centre's code loads when first opened.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { UNREAD_LIMIT, useUnreadCount } from '@/data/notifications';
import { Spinner } from '@/ui/Status';
import { useDismiss } from '@/ui/useDismiss';
import { useMediaQuery } from '@/ui/useMediaQuery';
import './notifications.css';

const NotificationCenter = lazy(() => import('./NotificationCenter'));

/** The width from which the bell opens a panel instead of the page. */
export const PANEL_QUERY = '(min-width: 720px)';

/** The count as the badge shows it: "1" … "9", then "9+". */
export const unreadBadge = (count: number) =>
  count >= UNREAD_LIMIT ? `${UNREAD_LIMIT - 1}+` : String(count);

/** The bell's accessible name: "Notifications", "Notifications, 3 unread", "…, more than 9 unread". */
export function bellLabel(count: number): string {
  if (count <= 0) return 'Notifications';
  return `Notifications, ${count >= UNREAD_LIMIT ? `more than ${UNREAD_LIMIT - 1}` : count} unread`;
}

/** A bell drawn in the text colour. */
function BellIcon() {
  return (
    <svg
      className="bell-icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 2.5a1.5 1.5 0 0 0-1.5 1.5v.7A6 6 0 0 0 6 10.5v3.7l-1.7 2.1a1 1 0 0 0 .8 1.7h13.8a1 1 0 0 0 .8-1.7L18 14.2v-3.7a6 6 0 0 0-4.5-5.8V4A1.5 1.5 0 0 0 12 2.5zM9.5 19a2.5 2.5 0 0 0 5 0z"
      />
    </svg>
  );
}

/** The bell and its count; the panel on wide screens, a link to /notifications on phones. */
export function NotificationBell({ uid }: { uid: string }) {
  const { count } = useUnreadCount(uid);
  const wide = useMediaQuery(PANEL_QUERY);
  const label = bellLabel(count);
  const content = (
    <>
      <BellIcon />
      {count > 0 && (
        <span className="badge bell-count" aria-hidden="true">
          {unreadBadge(count)}
        </span>
      )}
    </>
  );
  if (!wide) {
    return (
      <Link className="bell" to="/notifications" aria-label={label}>
        {content}
      </Link>
    );
  }
  return (
    <BellPanel uid={uid} label={label}>
      {content}
    </BellPanel>
  );
}

/** The wide screen's bell: a button opening the centre in a non-modal dialog below it. */
function BellPanel({ uid, label, children }: { uid: string; label: string; children: ReactNode }) {
  const location = useLocation();
  // Open for one location only: following a notification (any navigation) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const close = () => setOpenAt(null);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  useDismiss(wrap, open, (how) => {
    setOpenAt(null);
    if (how === 'escape') button.current?.focus();
  });

  return (
    <div
      className="bell-menu"
      ref={wrap}
      onBlur={(e) => {
        // Tab (or a click) moved focus out of the bell and its panel.
        if (open && e.relatedTarget && !wrap.current?.contains(e.relatedTarget as Node)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="bell"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {children}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="notif-panel"
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <div className="notif-panel-head">
            <h2 id={titleId}>Notifications</h2>
            <button
              type="button"
              className="icon-button"
              aria-label="Close notifications"
              onClick={() => {
                close();
                button.current?.focus();
              }}
            >
              ×
            </button>
          </div>
          <Suspense fallback={<Spinner label="Loading notifications…" />}>
            <NotificationCenter uid={uid} onOpen={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
