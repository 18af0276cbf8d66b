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
