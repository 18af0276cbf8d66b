/**
 * The session (docs/product.md §4 Session, §6 Roles): who is signed in to Firebase Auth, whether they are a
 * guest (anonymous user) or unverified (status 0), and the transitions — start a session from a
 * register/login/validate answer, look around as a guest, sign out, Site Tour, and the admin claim.
 * Lives in the main bundle, so it uses firebase/auth directly (no reactfire, no Firestore).
 *
 * Firebase Auth is not in the main bundle (first paint, README "Keeping first screens light"): `loadAuth()`
 * imports it. A browser that stored a session (docs/product.md §4 token) loads it at start-up and stays
 * 'loading' until Auth has restored its user — the layout renders meanwhile, not a spinner. A browser without
 * one is 'signedOut' at once and loads Auth only when it signs in, looks around or registers.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User } from '@/lib/firebase';
import { GUEST_TOKEN, type RegisterRequest } from '@catrep/model';
import { forgetIntroShown } from '@/lib/introCookie';
import type { ApiResponse } from '@/lib/api';
import { STATUS_KEY, TOKEN_KEY, clearStoredSession, storeSession } from '@/lib/storedSession';

type AuthSdk = typeof import('@/lib/firebase');
let authLoading: Promise<AuthSdk> | null = null;
let authLoaded: (sdk: AuthSdk) => void = () => undefined;
/** Resolves once Auth is loaded, by whoever asked first; SessionProvider subscribes then. */
const authReady = new Promise<AuthSdk>((resolve) => (authLoaded = resolve));

/** Firebase Auth (lib/firebase creates it), imported the first time anything needs it. */
export function loadAuth(): Promise<AuthSdk> {
  authLoading ??= import('@/lib/firebase').then((sdk) => {
    authLoaded(sdk);
    return sdk;
  });
  return authLoading;
}

/** Whether this browser holds a session (docs/product.md §4: the token in local storage). */
const hasStoredSession = () =>
  typeof localStorage !== 'undefined' && localStorage.getItem(TOKEN_KEY) !== null;

export interface Session {
  /** 'loading' until Firebase Auth has restored its persisted user. */
  state: 'loading' | 'signedOut' | 'signedIn';
  user: User | null;
  isGuest: boolean;
  /** Registered but the email is not verified yet (status 0). */
  unverified: boolean;
  /** Guest or unverified: restricted functions show the 'Guest user' (or 'Verify your email') modal. */
  restricted: boolean;
}

const initial: Session = {
  state: 'loading',
  user: null,
  isGuest: false,
  unverified: false,
  restricted: true,
};
const SessionContext = createContext<Session>(initial);

function toSession(user: User | null): Session {
  if (!user) return { ...initial, state: 'signedOut' };
  const isGuest = user.isAnonymous;
  const unverified = !isGuest && !user.emailVerified;
  return { state: 'signedIn', user, isGuest, unverified, restricted: isGuest || unverified };
}

/**
 * Provides the live session to the whole app. Pre-rendered pages (build time, no storage) are
 * rendered 'loading', which public pages show exactly as 'signedOut'.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(() =>
    typeof window === 'undefined' || hasStoredSession() ? initial : toSession(null),
  );
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    const stored = hasStoredSession();
    let restoring = stored;
    void authReady.then(({ auth, onIdTokenChanged }) => {
      if (!live) return;
      unsubscribe = onIdTokenChanged(auth, (user) => {
        // The session stored in this browser, restored at start-up, renders the signed-in app as a
        // transition (in slices, README "Keeping first screens light"); any later change (sign-in,
        // sign-out) at once, before the screen it navigates to.
        if (restoring) startTransition(() => setSession(toSession(user)));
        else setSession(toSession(user));
        restoring = false;
      });
    });
    if (stored) void loadAuth();
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session. */
export function useSession(): Session {
  return useContext(SessionContext);
}

/**
 * Starts a session from a `POST /users`, `/users/login` or `/users/validate` answer: the body is
 * the token, `X-Custom-Token` signs the browser in so Firestore sees the same CatRep.
 */
export async function startSession(res: ApiResponse<string>): Promise<User> {
  const custom = res.headers.get('X-Custom-Token');
  if (!custom) throw new Error('The server did not send a session');
  const { auth, signInWithCustomToken } = await loadAuth();
  const { user } = await signInWithCustomToken(auth, custom);
  storeSession(res.data, user.emailVerified ? '1' : '0');
  return user;
}

// The account calls come with the forms that make them, not with the first screen.
const accountApi = () => import('@/data/account');

/** Register (docs/product.md §7 `POST /users`), then sign in. */
export const registerAccount = async (body: RegisterRequest) =>
  startSession(await (await accountApi()).postRegister(body));

/** Login (docs/product.md §7 `POST /users/login`), then sign in. */
export const login = async (body: { email: string; password: string }) =>
  startSession(await (await accountApi()).postLogin(body));

/** Account validation (docs/product.md §7 `POST /users/validate`), then sign in (status becomes 1). */
export const validateAccount = async (statusToken: string) =>
  startSession(await (await accountApi()).postValidate(statusToken));

/** Looks around as a guest: an anonymous Firebase user and the fixed guest token (docs/product.md §6). */
export async function startGuestSession(): Promise<void> {
  const { auth, signInAnonymously } = await loadAuth();
  await signInAnonymously(auth);
  storeSession(GUEST_TOKEN, GUEST_TOKEN);
}

/**
 * Sign Out: clears the user, token and status. This browser's push token goes first
 * (README "Notifications"), so the next CatRep to sign in here gets none of this one's pushes.
 */
export async function endSession(): Promise<void> {
  const { auth, signOut } = await loadAuth();
  const uid = auth.currentUser?.uid;
  if (uid) {
    const { unregisterThisDevice } = await import('@/data/notifications');
    await unregisterThisDevice(uid).catch(() => undefined);
  }
  clearStoredSession();
  await signOut(auth);
}

/**
 * Site Tour (docs/product.md §2): clears local storage and the intro-shown cookie (so the intro tour plays
 * again on /welcome) and signs out; the caller then goes to /welcome.
 */
export async function siteTour(): Promise<void> {
  localStorage.clear();
  forgetIntroShown();
  const { auth, signOut } = await loadAuth();
  await signOut(auth);
}

/** Re-reads the user after the account was validated elsewhere, so the token says verified. */
export async function refreshVerification(): Promise<void> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  if (!user || user.isAnonymous || user.emailVerified) return;
  await user.reload();
  await user.getIdToken(true);
  if (auth.currentUser?.emailVerified) localStorage.setItem(STATUS_KEY, '1');
}

/**
 * Whether the signed-in user carries the `admin` claim (edit and delete anyone's posts,
 * docs/product.md §6).
 */
export function useIsAdmin(): boolean {
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    let live = true;
    loadAuth()
      .then(({ auth }) => auth.currentUser?.getIdTokenResult())
      .then((r) => live && r && setAdmin(r.claims.admin === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return admin;
}
