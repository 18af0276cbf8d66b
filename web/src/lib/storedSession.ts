/**
 * The locally stored session of docs/product.md §4: the token and the account status. A status of '0' or
 * the guest token means restricted.
 */
export const TOKEN_KEY = 'catrep.token';
export const STATUS_KEY = 'catrep.status';

export function storeSession(token: string, status: string) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(STATUS_KEY, status);
}

export function clearStoredSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(STATUS_KEY);
  localStorage.removeItem(LAST_USER_KEY);
}

/**
 * The signed-in CatRep as `GET /users/user` last answered (docs/architecture.md §1 "Offline"):
 * kept so that a reload without network opens the screen it was on, with the session, instead of
 * signing out. Stored with its uid; cleared with the session.
 */
const LAST_USER_KEY = 'catrep.lastUser';

/** Keeps `user` (the JSON of `GET /users/user`) as the last one known for `uid`. */
export function storeLastUser(uid: string, user: unknown) {
  try {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify({ uid, user }));
  } catch {
    // Storage full or refused: a reload offline then waits for the network, nothing worse.
  }
}

/** The last `GET /users/user` answer kept for `uid`, or null. */
export function storedLastUser<T>(uid: string): T | null {
  try {
    const kept = JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') as { uid: string; user: T } | null;
    return kept?.uid === uid ? kept.user : null;
  } catch {
    return null;
  }
}

/**
 * This browser's device token for logins (README "Security", login throttle): answered by a
 * successful login, sent with the next ones, kept when the CatRep signs out — it names the
 * browser, not the session.
 */
export const DEVICE_KEY = 'catrep.device';
export const storedDeviceToken = () => localStorage.getItem(DEVICE_KEY);
export function storeDeviceToken(token: string | null) {
  if (token) localStorage.setItem(DEVICE_KEY, token);
}
