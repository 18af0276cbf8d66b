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
import { users } from '../../store/collections.js';
import { holdAllOf } from './holds.js';
import { tellReinstated } from '../notifications/from-moderators.js';

/** Suspends CatRep `uid` (see above). Idempotent: a repeated suspension changes nothing more. */
export async function suspend(uid: string): Promise<void> {
  await auth.updateUser(uid, { disabled: true });
  await auth.revokeRefreshTokens(uid);
  await users.doc(uid).update({ suspended: true });
  await holdAllOf(uid, true);
}

/** Lifts the suspension of CatRep `uid`: everything returns. */
export async function unsuspend(uid: string): Promise<void> {
  await users.doc(uid).update({ suspended: FieldValue.delete() });
  await holdAllOf(uid, false);
  await auth.updateUser(uid, { disabled: false });
  await tellReinstated(uid);
}
