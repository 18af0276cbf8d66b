/**
 * PUT /users/{id}/suspension { suspended: false } (README "Trust and safety"): a moderator lifts
 * a suspension (domain/moderation/suspend.ts).
 */
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { safetyMessages, suspensionRequest } from '@catrep/model';
import { badRequest } from '../../core/errors.js';
import { requireAdmin } from '../../http/roles.js';
import { docId, parse } from '../../core/validate.js';
import { moderationLog, users } from '../../store/collections.js';
import { readOrNotFound } from '../../store/read.js';
import { unsuspend } from '../../domain/moderation/suspend.js';

export const suspensionRouter = Router();

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
