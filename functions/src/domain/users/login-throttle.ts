/**
 * The login's failure throttle (README "Security"), shared by login and by every request that
 * asks for the password again (domain/users/password-proof.ts).
 */
import { clearFailures } from '../../store/throttles.js';

/**
 * The login throttle: failures an account (or a known browser of it) and a client address may
 * have before further attempts wait (30 s, doubling up to 15 min; store/throttles.ts). A success
 * clears the account's, and so does a password reset through the mailed link.
 */
export const LOGIN_FREE_FAILURES = { account: 5, address: 20 } as const;

/** The login throttle's key of an account: its email in lower case. */
export const accountKey = (email: string) => `account:${email.toLowerCase()}`;

/** Forgets the failed logins of the account `email` (its owner proved it through the mail). */
export const clearLoginFailures = (email: string) => clearFailures('login', accountKey(email));
