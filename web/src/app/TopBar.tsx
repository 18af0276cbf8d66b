/**
 * The top bar (docs/product.md §2 Chrome): Site Tour (guest), My Profile, CatShare, New CatReps, the
 * waiting-requests badge (hidden at 0), Chats with its unread badge (always there), the
 * notifications bell (README "Notifications") and the Me menu (My Cats, Catchies, Sign Out). Guests
 * see Login and Register instead of New CatReps, requests, chats, the bell and the Me menu. The
 * header search 'Search Cat/CatRep' comes in through `search`. Presentational: the layout passes the
 * session facts.
 *
 * One row at every width (docs/product.md §2 Chrome): below 860 px the navigation (`.tabbar`) leaves
 * the row for a tab bar fixed at the bottom of the window, so every badge stays one tap away and the
 * screen starts right under a compact bar of logo, search, bell and Me. The bar stays at the top of
 * the window while the page scrolls; past FIXED_BANNER_SCROLL_PX it is the fixed banner: a shadow
 * and a Back to top button join it, and navigation, search and badges stay.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { LOST_NEAR_PATH } from '@catrep/model';
import { useIsAdmin } from '@/session/session';
import { JoinActions } from '@/ui/JoinActions';
import { useDismiss } from '@/ui/useDismiss';
import { SiteTourButton } from './SiteTour';
import { Brand } from './Brand';
import { BackToTop, useScrolledPast } from './Banners';

export interface TopBarProps {
  isGuest: boolean;
  /** Current CatRep's id and route slug (absent for guests). */
  userId?: string;
  userSlug?: string;
  /** Live count of requests waiting for my approval (docs/product.md §4 badge). */
  waitingCount: number;
  /** Chats and their unread badge (docs/product.md §2 Chrome), for signed-in CatReps. */
  chats?: ReactNode;
  /** The notifications bell, for signed-in CatReps. */
  notifications?: ReactNode;
  onSignOut: () => void;
  /** The header search box. */
  search?: ReactNode;
}

/** The bar itself; the layout passes the session facts and the live parts. */
export function TopBar({
  isGuest,
  userId,
  userSlug,
  waitingCount,
  chats,
  notifications,
  onSignOut,
  search,
}: TopBarProps) {
  const scrolled = useScrolledPast();
  return (
    <header className={scrolled ? 'topbar scrolled' : 'topbar'}>
      <Brand />
      {search}
      <nav aria-label="Main" className="topnav tabbar">
        {isGuest && <SiteTourButton className="navlink" />}
        <NavLink className="navlink" to="/information">
          My Profile
        </NavLink>
        <NavLink className="navlink" to="/cat-share">
          CatShare
        </NavLink>
        {!isGuest && (
          <>
            <NavLink className="navlink" to="/new-cat-reps/all">
              New CatReps
            </NavLink>
            {waitingCount > 0 && (
              <NavLink
                className="navlink badge-link"
                to="/cat-rep-requests"
                aria-label={`CatRep requests: ${waitingCount}`}
              >
                Requests <span className="badge">{waitingCount}</span>
              </NavLink>
            )}
            {chats}
          </>
        )}
      </nav>
      <div className="topbar-tools">
        {/* First, so that the bell and Me stay where they are when it comes and goes: a tap on them
            as the page crosses the threshold must not land on something else. */}
        {scrolled && <BackToTop />}
        {isGuest ? (
          <span className="topbar-join">
            <JoinActions as="nav" />
          </span>
        ) : (
          <>
            {notifications}
            {userId && <MeMenu userId={userId} userSlug={userSlug ?? ''} onSignOut={onSignOut} />}
          </>
        )}
      </div>
    </header>
  );
}

/**
 * The Me menu: a disclosure with My Cats, Catchies, Saved (README "Find cats like yours"), Lost
 * cats near you (and, for moderators, the moderation desk) and
 * Sign Out; Escape or a click outside closes it.
 */
export function MeMenu({
  userId,
  userSlug,
  onSignOut,
}: {
  userId: string;
  userSlug: string;
  onSignOut: () => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  const close = () => setOpen(false);
  const isAdmin = useIsAdmin();
  return (
    <div className="me-menu" ref={ref}>
      <button
        type="button"
        className="navlink me-button"
        aria-expanded={open}
        aria-controls="me-menu-list"
        onClick={() => setOpen((o) => !o)}
      >
        Me ▾
      </button>
      {open && (
        <ul id="me-menu-list" className="me-list">
          <li>
            <Link to={`/my-cats/${userId}/${userSlug}`} onClick={close}>
              My Cats
            </Link>
          </li>
          <li>
            <Link to={`/catchies/${userId}/${userSlug}`} onClick={close}>
              Catchies
            </Link>
          </li>
          <li>
            <Link to="/saved" onClick={close}>
              Saved
            </Link>
          </li>
          <li>
            <Link to={LOST_NEAR_PATH} onClick={close}>
              Lost cats near you
            </Link>
          </li>
          {isAdmin && (
            <li>
              <Link to="/moderation" onClick={close}>
                Moderation
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className="link"
              onClick={() => {
                close();
                onSignOut();
              }}
            >
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
