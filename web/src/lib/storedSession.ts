/**
 * The locally stored session of SPEC §4: the token and the account status. A status of '0' or
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
