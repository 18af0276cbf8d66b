/**
 * A CatRep's time zone (README "Care and the cat's days"): the browser sends its own (an IANA
 * name) and it is kept with the CatRep's owner-only account fields, `users/{uid}/private/account`
 * `timeZone`. Their day — reminders, birthdays, remembrance and the digest at 8:00, and "today"
 * for care entries — follows it. Each zone ever sent is also listed in `timeZones/` (a name, no
 * uid), which the hourly daily run reads to know which zones to look for (domain/daily/targets.ts).
 */
import { accountRef, timeZoneRef } from '../../store/collections.js';
import { guarded } from '../guard.js';

/**
 * CatRep `uid` lives in `zone` (a time zone the model's `isTimeZone` accepts) from now on. Writes
 * nothing when it is already so; lists a zone seen for the first time. Throws the guard's refusals.
 */
export async function setTimeZone(uid: string, zone: string): Promise<void> {
  // Read before the transaction: the registry is shared by every CatRep of the zone, and a read
  // in each CatRep's transaction would make them wait on one another.
  const listed = (await timeZoneRef(zone).get()).exists;
  await guarded(uid, async (g) => {
    const account = await g.tx.get(accountRef(uid));
    if (account.data()?.timeZone === zone) return;
    g.tx.set(accountRef(uid), { timeZone: zone }, { merge: true });
    if (!listed) g.tx.set(timeZoneRef(zone), { zone });
  });
}
