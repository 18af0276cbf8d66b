/**
 * Connections between CatReps (docs/product.md §4 Connection, §7 relations and lists, §8 toasts).
 *
 *   POST   /users/{id}/relations              send a request to {id} (crossing requests connect)
 *   PUT    /users/{id}/relations {approved}   approve {id}'s request
 *   DELETE /users/{id}/relations              withdraw my request, decline theirs, or disconnect
 *   GET  /users/{id}/friends                {id}'s connections (anyone signed in)
 *   GET  /users/{id}/requested | /waiting   own pending requests only
 *
 * Both sides of a relation are written (and deleted) in one transaction; the triggers of
 * triggers/relation-changes.ts react when a pair becomes connected or stops being so (CatMates,
 * timelines, CatChat). A request tells its recipient ('request'), an approval the CatRep who asked
 * ('approved'), in the same transaction; a request that ends takes its notification with it.
 */
import { Router } from 'express';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  failure,
  safetyMessages,
  serverMessages,
  success,
  type RelationDoc,
  type RelationState,
  type UserDoc,
} from '@catrep/model';
import { z } from 'zod';
import { db } from '../../core/firebase.js';
import { requireCatRep, requireVerified, requireViewer } from '../../http/caller.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { userCard } from '../../domain/serializers/users.js';
import { hiddenForViewer, requireReachable } from '../../store/blocks.js';
import { blocks, relations, users } from '../../store/collections.js';
import { relationCards } from '../../store/relations.js';
import { QUOTAS, useQuota } from '../../store/throttles.js';
import { endRelation } from '../../domain/users/end-relation.js';
import { tellInTransaction, type AdmittedNotice } from '../../domain/notifications/notices.js';
import { pushNotices } from '../../domain/notifications/push.js';
import { dropNotice } from '../../domain/notifications/withdraw.js';
import { userSummary } from '../../domain/serializers/users.js';
import { dataOf } from '../../store/read.js';

export const relationsRouter = Router();

/** Writes both sides of a relation in `tx`: `me` gets `mine`, `other` gets `theirs`. */
function writePair(
  tx: Transaction,
  me: DocumentSnapshot<UserDoc>,
  other: DocumentSnapshot<UserDoc>,
  mine: RelationState,
  theirs: RelationState,
  isNew: boolean,
) {
  const now = FieldValue.serverTimestamp();
  const side = (state: RelationState, about: DocumentSnapshot<UserDoc>): Partial<RelationDoc> => ({
    state,
    userId: about.id,
    user: userCard(about),
    updatedAt: now,
    ...(isNew ? { createdAt: now } : {}),
  });
  tx.set(relations.of(me.id).doc(other.id), side(mine, other), { merge: true });
  tx.set(relations.of(other.id).doc(me.id), side(theirs, me), { merge: true });
}

/**
 * Reads both profiles and the blocks between them in `tx`; 404 when the other CatRep does not
 * exist or has blocked the caller (they are not told apart), 409 when the caller blocked them.
 * Read in the transaction, so a block and a request at the same moment cannot both succeed.
 */
async function readPair(tx: Transaction, uid: string, otherUid: string) {
  const [me, other, mine, iBlocked, theyBlocked] = await Promise.all([
    tx.get(users.doc(uid)),
    tx.get(users.doc(otherUid)),
    tx.get(relations.of(uid).doc(otherUid)),
    tx.get(blocks.of(uid).doc(otherUid)),
    tx.get(blocks.of(otherUid).doc(uid)),
  ]);
  if (!other.exists || theyBlocked.exists) throw notFound(serverMessages.userNotFound);
  if (!me.exists) throw notFound();
  if (iBlocked.exists) throw conflict(safetyMessages.youBlocked, 'blocked');
  return { me, other, state: mine.data()?.state ?? null };
}

/**
 * Tells `other`, in `tx`, of the notice `me` causes them — their request to me approved, or my
 * request to them — when they let it through. Runs after the transaction's other reads.
 */
function tellOther(
  tx: Transaction,
  pair: { me: DocumentSnapshot<UserDoc>; other: DocumentSnapshot<UserDoc> },
  kind: 'request' | 'approved',
) {
  const actor = userSummary(pair.me.id, dataOf(pair.me));
  const link = kind === 'request' ? '/cat-rep-requests' : `/cat-rep/${pair.me.id}`;
  return tellInTransaction(tx, [{ recipient: pair.other.id, kind, subjectId: pair.me.id, link, actor }]);
}

/**
 * POST /users/{id}/relations: the caller asks {id} to connect. 201 `{ state: 'requested' }`, or
 * 200 `{ state: 'connected' }` when {id} had already asked the caller. A repeated request is a
 * 409 with 'Friend request waiting approvement.'.
 */
relationsRouter.post('/users/:id/relations', async (req, res) => {
  const { uid } = requireVerified(req);
  const otherUid = docId(req.params.id);
  if (otherUid === uid) throw badRequest(serverMessages.connectSelf, 'self');
  await useQuota(uid, QUOTAS.connections);
  let told: AdmittedNotice[] = [];
  const state = await db.runTransaction(async (tx) => {
    const pair = await readPair(tx, uid, otherUid);
    if (pair.state === 'requested') throw conflict(failure.friendRequestWaiting, 'already-requested');
    if (pair.state === 'connected') throw conflict(serverMessages.alreadyConnected, 'already-connected');
    told = await tellOther(tx, pair, pair.state === 'waiting' ? 'approved' : 'request');
    if (pair.state === 'waiting') {
      dropNotice(tx, uid, 'request', otherUid);
      writePair(tx, pair.me, pair.other, 'connected', 'connected', false);
      return 'connected' as const;
    }
    writePair(tx, pair.me, pair.other, 'requested', 'waiting', true);
    return 'requested' as const;
  });
  await pushNotices(told);
  res
    .status(state === 'requested' ? 201 : 200)
    .json({ state, message: state === 'requested' ? success.friendRequestSent : success.becameFriends });
});

const approveRequest = z.object({ approved: z.literal(true, { error: failure.approve }) });

/** PUT /users/{id}/relations `{ approved: true }`: the caller approves {id}'s request. */
relationsRouter.put('/users/:id/relations', async (req, res) => {
  const { uid } = requireVerified(req);
  parse(approveRequest, req.body);
  const otherUid = docId(req.params.id);
  if (otherUid === uid) throw badRequest(serverMessages.connectSelf, 'self');
  await useQuota(uid, QUOTAS.connections);
  let told: AdmittedNotice[] = [];
  await db.runTransaction(async (tx) => {
    const pair = await readPair(tx, uid, otherUid);
    if (pair.state !== 'waiting') throw conflict(failure.approve, 'nothing-to-approve');
    told = await tellOther(tx, pair, 'approved');
    dropNotice(tx, uid, 'request', otherUid);
    writePair(tx, pair.me, pair.other, 'connected', 'connected', false);
  });
  await pushNotices(told);
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
  const { uid } = requireVerified(req);
  const otherUid = docId(req.params.id);
  if (otherUid === uid) throw badRequest(serverMessages.connectSelf, 'self');
  const state = await db.runTransaction((tx) => endRelation(tx, uid, otherUid));
  if (!state) throw notFound(serverMessages.notRelated);
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
