/**
 * The account deletion job and its three ways in (README "Leaving CatRep"):
 *
 * - `accountDeletionOnRequest`: a to-do `accountDeletions/{uid}` stored (by DELETE /users/user or
 *   the two below) runs `removeAccount` (domain/users/deletion.ts). A trigger rather than the request, so
 *   the work survives a crash: a run that fails or times out is retried (`retry: true`) until one
 *   finishes, each removing only what is left, the to-do last.
 * - `accountDeletionOnAuthDelete`: an operator deleting the user in the Firebase console (or any
 *   Admin SDK call) stores the to-do, so the console is a safe place to remove someone. Firebase
 *   Authentication's user-deleted event exists for 1st-gen functions only, hence `v1` here. The
 *   job's own deletion of the Auth user carries LEAVING_CLAIMS and is left alone.
 * - `guestExpiryDaily`: guest (anonymous) accounts unused for GUEST_MAX_AGE_DAYS are deleted the
 *   same way (domain/users/guests.ts). The Emulator Suite does not run schedules: tests call
 *   `expireGuests` themselves.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as v1 from 'firebase-functions/v1';
import { removeAccount } from '../domain/users/deletion.js';
import { expireGuests } from '../domain/users/guests.js';
import { startAccountDeletion } from '../domain/users/deletion-request.js';

/** accountDeletions/{uid} written and still there: remove everything of the account. */
export const accountDeletionOnRequest = onDocumentWritten(
  { document: 'accountDeletions/{uid}', retry: true, timeoutSeconds: 540, memory: '1GiB' },
  async (event) => {
    if (!event.data?.after?.exists) return;
    const outcome = await removeAccount(event.params.uid);
    logger.info(`Account deletion: ${event.params.uid} ${outcome}`);
  },
);

/** An Auth user deleted by anyone but the job: start the job for it. */
export const accountDeletionOnAuthDelete = v1
  .region('us-central1')
  .auth.user()
  .onDelete(async (user) => {
    if (user.customClaims?.leaving === true) return;
    const started = await startAccountDeletion(user.uid, 'operator', user.email?.toLowerCase() ?? null);
    logger.info(
      `Account deletion: ${user.uid} deleted in Authentication, job ${started ? 'started' : 'already under way'}`,
    );
  });

/** Every day at 03:00 UTC: delete guest accounts nobody used for a while. */
export const guestExpiryDaily = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC', region: 'us-central1' },
  async () => {
    const expired = await expireGuests();
    logger.info(`Guest expiry: ${expired} guest accounts to delete`);
  },
);
