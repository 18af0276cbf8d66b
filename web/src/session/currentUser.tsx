/**
 * The signed-in CatRep (docs/product.md §3 "on load enriched with cats, friends, unreadChats, waiting";
 * §4 "if loading the current user fails, token and status are cleared"). Loads
 * `GET /users/user` once per session; when the API refuses it, signs out and goes to /welcome.
 * A browser that loaded this CatRep before opens the screens with that answer at once while it
 * asks again (docs/architecture.md §1 "Opening"), so the screen's own reads start beside the call
 * instead of after it; the answer then takes its place. Without network (docs/architecture.md §1
 * "Offline") the session stays: the screen keeps the CatRep last loaded in this browser (or the
 * layout alone when none was), and loads it again once the network is back. Guests have no
 * CatRep: `me` is null for them.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { fetchMe, type Me } from '@/data/users';
import { errorMessage, isNetworkFailure } from '@/lib/api';
import { storeLastUser, storedLastUser } from '@/lib/storedSession';
import { Spinner } from '@/ui/Status';
import { endSession, useSession } from './session';

export type { Me } from '@/data/users';

export interface CurrentUser {
  /** Firebase uid (the anonymous uid for guests). */
  uid: string;
  me: Me | null;
  isGuest: boolean;
  unverified: boolean;
  restricted: boolean;
  /**
   * Puts what this session itself just changed of the CatRep (their answer to `PUT /users/{id}`)
   * into `me`, so the shell shows it without listening to the profile for the whole session.
   */
  updateMe: (changed: Partial<Me>) => void;
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

/**
 * The last `GET /users/user` answer this browser kept for `uid` (lib/storedSession.ts), or null
 * when there is none or it lacks what the screens read of a CatRep (kept by an older version).
 */
function keptMe(uid: string): Me | null {
  const kept = storedLastUser<Partial<Me>>(uid);
  const whole =
    kept &&
    typeof kept.id === 'string' &&
    [kept.cats, kept.friends, kept.waiting].every(Array.isArray) &&
    typeof kept.unreadChats === 'number';
  return whole ? (kept as Me) : null;
}

/** The signed-in user; only inside `CurrentUserProvider`. */
export function useCurrentUser(): CurrentUser {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser outside CurrentUserProvider');
  return value;
}

/**
 * Provides the current CatRep to the signed-in part of the app; until it is loaded, `fallback`
 * (the layout without data) or a spinner.
 */
export function CurrentUserProvider({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const session = useSession();
  // react-router's navigate changes identity on every location change; keep it out of the
  // effect's dependencies so /users/user is fetched once per session, not once per screen.
  const navigate = useRef(useNavigate());
  const uid = session.user?.uid ?? '';
  const [loaded, setLoaded] = useState<{ uid: string; me: Me } | null>(null);

  useEffect(() => {
    if (!uid || session.isGuest) return;
    let live = true;
    let retry = 0;
    // What this browser last loaded of the CatRep, while the API is asked again.
    const kept = keptMe(uid);
    if (kept) startTransition(() => setLoaded((now) => (now?.uid === uid ? now : { uid, me: kept })));
    const load = () =>
      fetchMe().then(
        (me) => {
          if (!live) return;
          storeLastUser(uid, me);
          // The first render of the signed-in screens is the largest of a page load: as a
          // transition it yields to the browser every few milliseconds instead of holding the
          // main thread (the skeleton stays until it is done; README "Keeping first screens light").
          startTransition(() => setLoaded({ uid, me }));
        },
        async (e) => {
          if (!live) return;
          if (isNetworkFailure(e) || !navigator.onLine) {
            // Offline: the session stays; the last known CatRep until the network is back.
            // Again when the browser says it is back, or soon when it says it never left.
            if (navigator.onLine) retry = window.setTimeout(load, 5_000);
            else window.addEventListener('online', load, { once: true });
            return;
          }
          toast.error(errorMessage(e));
          await endSession();
          navigate.current('/welcome', { replace: true });
        },
      );
    void load();
    return () => {
      live = false;
      window.clearTimeout(retry);
      window.removeEventListener('online', load);
    };
  }, [uid, session.isGuest]);

  const updateMe = useCallback(
    (changed: Partial<Me>) =>
      setLoaded((now) => {
        if (!now) return now;
        const me = { ...now.me, ...changed };
        storeLastUser(now.uid, me);
        return { uid: now.uid, me };
      }),
    [],
  );

  if (!session.isGuest && loaded?.uid !== uid) return fallback ?? <Spinner label="Loading your CatRep…" />;
  const value: CurrentUser = {
    uid,
    me: session.isGuest ? null : (loaded?.me ?? null),
    isGuest: session.isGuest,
    unverified: session.unverified,
    restricted: session.restricted,
    updateMe,
  };
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}
