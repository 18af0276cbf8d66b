/**
 * Asking a signed-in CatRep for their password again (README "Security"): changing the password
 * in the profile and deleting the account need more than a session, which may be a stolen one.
 * The attempt goes through the login's failure throttle (the account's and the client address's
 * counts), so these endpoints are no way around it for guessing.
 */
import { leavingMessages, serverMessages } from '@catrep/model';
import { badRequest, HttpError } from '../../core/errors.js';
import { accountRef } from '../../store/collections.js';
import { failureThrottled } from '../../store/throttles.js';
import { LOGIN_FREE_FAILURES, accountKey } from './login-throttle.js';
import { signInWithPassword } from './identity.js';

/** The 400 of a password that is not the account's: `wrong-password`, 'The password is not correct'. */
const wrongPassword = () => badRequest(leavingMessages.wrongPassword, 'wrong-password');

/**
 * Resolves the email (lower case) of CatRep `uid` once `password` is proven to be theirs, asked
 * from the client `address` (its IP, http/client.ts). Throws
 * 400 `wrong-password` when it is not (or the account has no email), 429 while the login throttle
 * holds the account or the caller's address back.
 */
export async function proveOwnPassword(address: string, uid: string, password: string): Promise<string> {
  const email = (await accountRef(uid).get()).data()?.email ?? null;
  if (!email) throw wrongPassword();
  await failureThrottled(
    'login',
    [
      { key: accountKey(email), free: LOGIN_FREE_FAILURES.account, clearOnSuccess: false },
      { key: `address:${address}`, free: LOGIN_FREE_FAILURES.address, clearOnSuccess: false },
    ],
    serverMessages.loginThrottled,
    (e) => e instanceof HttpError && e.code === 'wrong-password',
    async () => {
      const signedIn = await signInWithPassword(email, password).catch((e: unknown) => {
        if (e instanceof HttpError && e.code === 'invalid-credentials') throw wrongPassword();
        throw e;
      });
      if (signedIn.uid !== uid) throw wrongPassword();
    },
  );
  return email;
}
