/**
 * Suspending a CatRep (README "Trust and safety"): a moderator's `suspend` on a report, lifted with
 * `PUT /users/{id}/suspension { suspended: false }`.
 *
 *   suspend   the Firebase Auth account is disabled and its sessions revoked (login answers
 *             'suspended'); the profile says `suspended`, so its profile, cats, CatAlog, favorites
 *             and CatBlog are found by nobody (firestore.rules, the API); every post, diary entry and
 *             comment of theirs is held back (domain/moderation/holds.ts)
 *   lift      all of it undone: what reports hold back stays held
 */
import { FieldValue } from 'firebase-admin/firestore';
import { auth } from '../../core/firebase.js';
import { safetyMessages } from '@catrep/model';
import { badRequest, notFound } from '../../core/errors.js';
import { moderationLog, users } from '../../store/collections.js';
import { guarded } from '../guard.js';
import { holdAllOf } from './holds.js';
import { tellReinstated } from '../notifications/from-moderators.js';

/** Suspends CatRep `uid` (see above). Idempotent: a repeated suspension changes nothing more. */
export async function suspend(uid: string): Promise<void> {
  await auth.updateUser(uid, { disabled: true });
  await auth.revokeRefreshTokens(uid);
  await users.doc(uid).update({ suspended: true });
  await holdAllOf(uid);
}

/**
 * Moderator `moderatorId` lifts the suspension of CatRep `uid`: everything returns, and the
 * moderation log says who and when. The flag goes in a transaction guarded for the moderator
 * (domain/guard.ts): 404 when there is no such CatRep, 400 'not-suspended' when there is nothing
 * to lift.
 */
export async function unsuspend(moderatorId: string, uid: string): Promise<void> {
  await guarded(moderatorId, async ({ tx }) => {
    const user = (await tx.get(users.doc(uid))).data();
    if (!user) throw notFound();
    if (!user.suspended) throw badRequest(safetyMessages.notSuspended, 'not-suspended');
    tx.update(users.doc(uid), { suspended: FieldValue.delete() });
  });
  await holdAllOf(uid);
  await auth.updateUser(uid, { disabled: false });
  await tellReinstated(uid);
  await moderationLog.add({
    moderatorId,
    action: 'unsuspend',
    item: null,
    itemKey: null,
    authorId: uid,
    note: '',
    at: FieldValue.serverTimestamp(),
  });
}
