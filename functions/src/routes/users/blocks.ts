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
 * Blocking ends any connection or request between the two in the same transaction (the relation
 * triggers undo what connecting did) and puts each in the other's `users/{uid}/private/hidden`;
 * from then on neither finds, reaches or acts on the other (store/blocks.ts), and the blocked
 * CatRep is not told. Muting hides the muted CatRep's posts and comments from the caller's screens
 * and notifications; nothing else changes and they are not told either. Either takes the other
 * CatRep out of the caller's notifications (a block: of both CatReps' notifications) once it is
 * committed; a notification racing it reads `private/hidden` in its own transaction, so none
 * arrives after. Any CatRep with
 * a profile may block and mute, verified or not: it protects them.
 */
import { Router, type Request } from 'express';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { safetyMessages, type BlockDoc } from '@catrep/model';
import { db } from '../../core/firebase.js';
import { requireCatRep } from '../../http/caller.js';
import { badRequest, notFound } from '../../core/errors.js';
import { docId } from '../../core/validate.js';
import { userCard } from '../../domain/serializers/users.js';
import { blocks, hiddenRef, mutes, users } from '../../store/collections.js';
import { QUOTAS, useQuota } from '../../store/throttles.js';
import { endRelation } from '../../domain/users/end-relation.js';
import { withdrawActorFromAll } from '../../domain/notifications/withdraw.js';

export const blocksRouter = Router();

/** The caller and the CatRep `{id}` of a block or mute request: 400 for oneself. */
function pairOf(req: Request, self: string) {
  const { uid } = requireCatRep(req);
  const otherUid = docId(req.params.id as string);
  if (otherUid === uid) throw badRequest(self, 'self');
  return { uid, otherUid };
}

/** The card of CatRep `otherUid` read in `tx`: 404 when there is no such CatRep. */
async function cardIn(tx: Transaction, otherUid: string): Promise<BlockDoc> {
  const other = await tx.get(users.doc(otherUid));
  if (!other.exists) throw notFound();
  return { userId: otherUid, user: userCard(other), createdAt: FieldValue.serverTimestamp() };
}

blocksRouter.post('/users/:id/blocks', async (req, res) => {
  const { uid, otherUid } = pairOf(req, safetyMessages.blockSelf);
  await useQuota(uid, QUOTAS.blocks);
  const created = await db.runTransaction(async (tx) => {
    const mine = blocks.of(uid).doc(otherUid);
    const [card, existing] = await Promise.all([cardIn(tx, otherUid), tx.get(mine)]);
    await endRelation(tx, uid, otherUid);
    if (existing.exists) return false;
    tx.create(mine, card);
    tx.set(hiddenRef(uid), { uids: FieldValue.arrayUnion(otherUid) }, { merge: true });
    tx.set(hiddenRef(otherUid), { uids: FieldValue.arrayUnion(uid) }, { merge: true });
    return true;
  });
  await Promise.all([withdrawActorFromAll(uid, otherUid), withdrawActorFromAll(otherUid, uid)]);
  res.status(created ? 201 : 200).json({ message: safetyMessages.blocked });
});

blocksRouter.delete('/users/:id/blocks', async (req, res) => {
  const { uid, otherUid } = pairOf(req, safetyMessages.blockSelf);
  await db.runTransaction(async (tx) => {
    const mine = blocks.of(uid).doc(otherUid);
    const [existing, theirs] = await Promise.all([tx.get(mine), tx.get(blocks.of(otherUid).doc(uid))]);
    if (!existing.exists) throw notFound();
    tx.delete(mine);
    // While they still block the caller, the two stay hidden from each other.
    if (!theirs.exists) {
      tx.set(hiddenRef(uid), { uids: FieldValue.arrayRemove(otherUid) }, { merge: true });
      tx.set(hiddenRef(otherUid), { uids: FieldValue.arrayRemove(uid) }, { merge: true });
    }
  });
  res.json({ message: safetyMessages.unblocked });
});

blocksRouter.post('/users/:id/mutes', async (req, res) => {
  const { uid, otherUid } = pairOf(req, safetyMessages.muteSelf);
  await useQuota(uid, QUOTAS.blocks);
  const created = await db.runTransaction(async (tx) => {
    const mine = mutes.of(uid).doc(otherUid);
    const [card, existing] = await Promise.all([cardIn(tx, otherUid), tx.get(mine)]);
    if (existing.exists) return false;
    tx.create(mine, card);
    tx.set(hiddenRef(uid), { muted: FieldValue.arrayUnion(otherUid) }, { merge: true });
    return true;
  });
  await withdrawActorFromAll(uid, otherUid);
  res.status(created ? 201 : 200).json({ message: safetyMessages.muted });
});

blocksRouter.delete('/users/:id/mutes', async (req, res) => {
  const { uid, otherUid } = pairOf(req, safetyMessages.muteSelf);
  await db.runTransaction(async (tx) => {
    const mine = mutes.of(uid).doc(otherUid);
    if (!(await tx.get(mine)).exists) throw notFound();
    tx.delete(mine);
    tx.set(hiddenRef(uid), { muted: FieldValue.arrayRemove(otherUid) }, { merge: true });
  });
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
