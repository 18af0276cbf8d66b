/**
 * Guest expiry (README "Leaving CatRep"): a guest is an anonymous Firebase user (docs/product.md
 * §6) made each time someone looks around without an account. Those nobody used for
 * GUEST_MAX_AGE_DAYS are deleted through the account deletion job, like any account, so whatever
 * a guest left behind (throttle stamps, notification settings) goes with them.
 */
import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../../core/firebase.js';
import { startAccountDeletion } from './deletion-request.js';

/** Days after its last sign-in a guest account expires. */
export const GUEST_MAX_AGE_DAYS = 30;

/** Users listed per page of the Auth user list (its maximum). */
const PAGE = 1000;

/** Whether `user` is a guest last signed in before `before` (ms): no provider, no email. */
const isExpiredGuest = (user: UserRecord, before: number) =>
  user.providerData.length === 0 &&
  !user.email &&
  Date.parse(user.metadata.lastSignInTime ?? user.metadata.creationTime) < before;

/**
 * Starts the deletion of every guest account last signed in before `now` minus `maxAgeDays` (a
 * registered CatRep has a provider and an email and is never touched). `among` limits it to those
 * uids (an operator expiring some guests at once; the tests, which share one Auth emulator);
 * without it the whole Auth user list is read a page at a time. Resolves how many jobs were
 * started; rejects on an Auth or Firestore error (the next day's run picks up what is left).
 */
export async function expireGuests(
  now = Date.now(),
  maxAgeDays = GUEST_MAX_AGE_DAYS,
  among?: readonly string[],
): Promise<number> {
  const before = now - maxAgeDays * 24 * 60 * 60 * 1000;
  let started = 0;
  const expire = async (users: UserRecord[]) => {
    for (const guest of users.filter((u) => isExpiredGuest(u, before))) {
      if (await startAccountDeletion(guest.uid, 'expiry', null)) started += 1;
    }
  };
  if (among) {
    for (let i = 0; i < among.length; i += 100) {
      await expire((await auth.getUsers(among.slice(i, i + 100).map((uid) => ({ uid })))).users);
    }
    return started;
  }
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(PAGE, pageToken);
    await expire(page.users);
    pageToken = page.pageToken;
  } while (pageToken);
  return started;
}
