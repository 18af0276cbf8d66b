/**
 * PUT /users/{id}/suspension { suspended: false } (README "Trust and safety"): a moderator lifts
 * a suspension (domain/moderation/suspend.ts).
 */
import { Router } from 'express';
import { safetyMessages, suspensionRequest } from '@catrep/model';
import { requireAdmin } from '../../http/roles.js';
import { docId, parse } from '../../core/validate.js';
import { unsuspend } from '../../domain/moderation/suspend.js';

export const suspensionRouter = Router();

/** PUT /users/{id}/suspension { suspended: false } (moderators): lifts a suspension; 400 when there is none. */
suspensionRouter.put('/users/:id/suspension', async (req, res) => {
  const moderator = requireAdmin(req);
  parse(suspensionRequest, req.body);
  await unsuspend(moderator.uid, docId(req.params.id));
  res.json({ message: safetyMessages.unsuspended });
});
