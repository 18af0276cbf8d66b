/**
 * Blocks and mutes (README "Trust and safety"):
 *
 *   POST   /users/{id}/blocks    block {id}: 201 (200 when already blocked)
 *   DELETE /users/{id}/blocks    unblock {id}: 200; 404 when not blocked
 *   GET    /users/user/blocks    the caller's blocked CatReps, newest first (CatRep Settings)
 *   POST   /users/{id}/mutes     mute {id}
 *   DELETE /users/{id}/mutes     unmute {id}
 *   GET    /users/user/mutes     the caller's muted CatReps
 *
 * Each is one guarded transaction in domain/users/blocks.ts, which says what a block does. Any
 * CatRep with a profile may block and mute, verified or not: it protects them.
 */
import { Router, type Request } from 'express';
import { safetyMessages } from '@catrep/model';
import { requireCatRep } from '../../http/caller.js';
import { badRequest } from '../../core/errors.js';
import { docId } from '../../core/validate.js';
import { block, mute, unblock, unmute } from '../../domain/users/blocks.js';
import { blocks, mutes } from '../../store/collections.js';

export const blocksRouter = Router();

/** The caller and the CatRep `{id}` of a block or mute request: 400 for oneself. */
function pairOf(req: Request, self: string) {
  const { uid } = requireCatRep(req);
  const otherUid = docId(req.params.id as string);
  if (otherUid === uid) throw badRequest(self, 'self');
  return { uid, otherUid };
}

blocksRouter.post('/users/:id/blocks', async (req, res) => {
  const { uid, otherUid } = pairOf(req, safetyMessages.blockSelf);
  const created = await block(uid, otherUid);
  res.status(created ? 201 : 200).json({ message: safetyMessages.blocked });
});

blocksRouter.delete('/users/:id/blocks', async (req, res) => {
  const { uid, otherUid } = pairOf(req, safetyMessages.blockSelf);
  await unblock(uid, otherUid);
  res.json({ message: safetyMessages.unblocked });
});

blocksRouter.post('/users/:id/mutes', async (req, res) => {
  const { uid, otherUid } = pairOf(req, safetyMessages.muteSelf);
  const created = await mute(uid, otherUid);
  res.status(created ? 201 : 200).json({ message: safetyMessages.muted });
});

blocksRouter.delete('/users/:id/mutes', async (req, res) => {
  const { uid, otherUid } = pairOf(req, safetyMessages.muteSelf);
  await unmute(uid, otherUid);
  res.json({ message: safetyMessages.unmuted });
});

for (const [path, list] of [
  ['/users/user/blocks', blocks],
  ['/users/user/mutes', mutes],
] as const) {
  /** GET /users/user/blocks | /mutes: the caller's list, newest first, as cards. */
  blocksRouter.get(path, async (req, res) => {
    const { uid } = requireCatRep(req);
    const snap = await list.of(uid).orderBy('createdAt', 'desc').get();
    res.json(snap.docs.map((d) => d.data().user));
  });
}
