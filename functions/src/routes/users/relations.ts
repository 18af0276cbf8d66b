/**
 * Connections between CatReps (docs/product.md §4 Connection, §7 relations and lists, §8 toasts).
 *
 *   POST   /users/{id}/relations              send a request to {id} (crossing requests connect)
 *   PUT    /users/{id}/relations {approved}   approve {id}'s request
 *   DELETE /users/{id}/relations              withdraw my request, decline theirs, or disconnect
 *   GET  /users/{id}/friends                {id}'s connections (anyone signed in)
 *   GET  /users/{id}/requested | /waiting   own pending requests only
 *
 * The writes are domain/users/relations.ts (both sides in one guarded transaction).
 */
import { Router, type Request } from 'express';
import { failure, serverMessages, success, type RelationState } from '@catrep/model';
import { z } from 'zod';
import { requireCatRep, requireVerified, requireViewer } from '../../http/caller.js';
import { badRequest, forbidden } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { hiddenForViewer, requireReachable } from '../../store/blocks.js';
import { relationCards } from '../../store/relations.js';
import { approveConnection, endConnection, requestConnection } from '../../domain/users/relations.js';

export const relationsRouter = Router();

/** The caller and the CatRep `{id}` of a relation request: 400 for oneself. */
function pairOf(req: Request) {
  const { uid } = requireVerified(req);
  const otherUid = docId(req.params.id as string);
  if (otherUid === uid) throw badRequest(serverMessages.connectSelf, 'self');
  return { uid, otherUid };
}

/**
 * POST /users/{id}/relations: the caller asks {id} to connect. 201 `{ state: 'requested' }`, or
 * 200 `{ state: 'connected' }` when {id} had already asked the caller. A repeated request is a
 * 409 with 'Friend request waiting approvement.'.
 */
relationsRouter.post('/users/:id/relations', async (req, res) => {
  const { uid, otherUid } = pairOf(req);
  const state = await requestConnection(uid, otherUid);
  res
    .status(state === 'requested' ? 201 : 200)
    .json({ state, message: state === 'requested' ? success.friendRequestSent : success.becameFriends });
});

const approveRequest = z.object({ approved: z.literal(true, { error: failure.approve }) });

/** PUT /users/{id}/relations `{ approved: true }`: the caller approves {id}'s request. */
relationsRouter.put('/users/:id/relations', async (req, res) => {
  requireVerified(req);
  parse(approveRequest, req.body);
  const { uid, otherUid } = pairOf(req);
  await approveConnection(uid, otherUid);
  res.json({ state: 'connected', message: success.becameFriends });
});

/** What the caller hears when a relation in `state` (their side) ended. */
const ended = {
  requested: success.requestWithdrawn,
  waiting: success.requestDeclined,
  connected: success.disconnected,
} as const satisfies Record<RelationState, string>;

/**
 * DELETE /users/{id}/relations: withdraws the caller's request to {id}, declines {id}'s request,
 * or ends their connection — both sides in one transaction. 200 `{ state: null, ended, message }`
 * with the state that ended; 404 when there was none. Ending a connection undoes what connecting
 * did (triggers/relation-changes.ts).
 */
relationsRouter.delete('/users/:id/relations', async (req, res) => {
  const { uid, otherUid } = pairOf(req);
  const state = await endConnection(uid, otherUid);
  res.json({ state: null, ended: state, message: ended[state] });
});

/** GET /users/{id}/friends: anyone signed in (guests too) may see whom a CatRep is connected with. */
relationsRouter.get('/users/:id/friends', async (req, res) => {
  const caller = requireViewer(req);
  const uid = docId(req.params.id);
  await requireReachable(caller, uid);
  const { uids } = await hiddenForViewer(caller);
  res.json((await relationCards(uid, 'connected')).filter((card) => !uids.has(card.id)));
});

for (const state of ['requested', 'waiting'] as const) {
  /** GET /users/{id}/requested and /waiting: one's own pending requests only. */
  relationsRouter.get(`/users/:id/${state}`, async (req, res) => {
    const { uid } = requireCatRep(req);
    if (req.params.id !== uid) throw forbidden();
    res.json(await relationCards(uid, state));
  });
}
