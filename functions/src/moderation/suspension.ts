/**
 * Suspending a CatRep (README "Trust and safety"): a moderator's `suspend` on a report, lifted with
 * `PUT /users/{id}/suspension { suspended: false }`.
 *
 *   suspend   the Firebase Auth account is disabled and its sessions revoked (login answers
 *             'suspended'); the profile says `suspended`, so its profile, cats, CatAlog, favorites
 *             and CatBlog are found by nobody (firestore.rules, the API); every post, diary entry and
 *             comment of theirs is held back (moderation/holds.ts)
 *   lift      all of it undone: what reports hold back stays held
 */
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { safetyMessages, suspensionRequest } from '@catrep/model';
import { auth } from '../core/firebase.js';
import { badRequest } from '../http/errors.js';
import { requireAdmin } from '../http/roles.js';
import { docId, parse } from '../http/validate.js';
import { moderationLog, users } from '../store/collections.js';
import { readOrNotFound } from '../store/read.js';
import { holdAllOf } from './holds.js';
import { tellReinstated } from '../notifications/from-moderators.js';

export const suspensionRouter = Router();

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

/** PUT /users/{id}/suspension { suspended: false } (moderators): lifts a suspension; 400 when there is none. */
suspensionRouter.put('/users/:id/suspension', async (req, res) => {
  const moderator = requireAdmin(req);
  parse(suspensionRequest, req.body);
  const uid = docId(req.params.id);
  const user = await readOrNotFound(users.doc(uid));
  if (!user.suspended) throw badRequest(safetyMessages.notSuspended, 'not-suspended');
  await unsuspend(uid);
  await moderationLog.add({
    moderatorId: moderator.uid,
    action: 'unsuspend',
    item: null,
    itemKey: null,
    authorId: uid,
    note: '',
    at: FieldValue.serverTimestamp(),
  });
  res.json({ message: safetyMessages.unsuspended });
});
