/**
 * The CatMates triggers (docs/product.md §1: "when two CatReps connect, all their living cats become
 * friends"; §4: cats that pass away leave CatMates). Writes go in batches of at most 500 and
 * use deterministic document ids, so a retried trigger writes the same documents again.
 * Connecting tells each CatRep which of their cats got which CatMates in one notification
 * ('catmates', README "Notifications"); disconnecting takes it back.
 *
 *   relation becomes `connected`      → every living cat of one owner × every living cat of the other
 *   a connection ends (or a block)    → those pairs go again, both ways
 *   a living cat is created           → it × every living cat of each connected owner
 *   a cat passes away                 → its mates documents go, in both directions
 *   a cat's name or photo changes     → its card is refreshed in its mates' lists
 */
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isBeingDeleted, type CatCard, type UserDoc } from '@catrep/model';
import { commitInBatches, updateWhereStill, type BatchedWrite } from '../core/batches.js';
import { catCard } from '../domain/serializers/cats.js';
import { cats, converters, mates, relations, users } from '../store/collections.js';
import { dataOf } from '../store/read.js';
import { relationIds } from '../store/relations.js';
import { onRelationChange } from './relation-changes.js';
import { db } from '../core/firebase.js';
import { tellIfStill } from '../domain/notifications/notices.js';
import { pushNotices } from '../domain/notifications/push.js';
import { dropNotice } from '../domain/notifications/withdraw.js';
import { userSummary } from '../domain/serializers/users.js';

/** The cards of an owner's living cats (a cat being deleted is none of them). */
async function livingCats(ownerId: string): Promise<CatCard[]> {
  const snap = await cats.where('ownerId', '==', ownerId).where('alive', '==', true).get();
  return snap.docs.filter((d) => !isBeingDeleted(d.data())).map((d) => catCard(d.id, d.data()));
}

/** The writes that make every cat of `a` a mate of every cat of `b`, both ways (merged). */
export function mateWrites(a: CatCard[], b: CatCard[]): BatchedWrite[] {
  const createdAt = FieldValue.serverTimestamp();
  const pair = (cat: CatCard, mate: CatCard): BatchedWrite => ({
    op: 'merge',
    ref: mates.of(cat.id).doc(mate.id),
    data: { catId: cat.id, mate, createdAt },
  });
  return a.flatMap((x) => b.flatMap((y) => [pair(x, y), pair(y, x)]));
}

/** Makes the living cats of two connected CatReps CatMates; returns how many documents. */
export async function linkOwners(uid: string, otherUid: string): Promise<number> {
  const [mine, theirs] = await Promise.all([livingCats(uid), livingCats(otherUid)]);
  const writes = mateWrites(mine, theirs);
  await commitInBatches(writes);
  if (writes.length) await tellNewMates(uid, mine, otherUid, theirs);
  return writes.length;
}

/** Tells each of two CatReps whose cats just became CatMates which cats of the other's they are. */
async function tellNewMates(uid: string, mine: CatCard[], otherUid: string, theirs: CatCard[]) {
  const [me, other] = await Promise.all([users.doc(uid).get(), users.doc(otherUid).get()]);
  if (!me.exists || !other.exists) return;
  const notice = (
    recipient: string,
    own: CatCard[],
    actor: DocumentSnapshot<UserDoc>,
    theirCats: CatCard[],
  ) => ({
    recipient,
    kind: 'catmates' as const,
    subjectId: actor.id,
    link: `/cat-mates/${own[0].id}`,
    actor: userSummary(actor.id, dataOf(actor)),
    cats: own.map((c) => c.name),
    mates: theirCats.map((c) => c.name),
  });
  // Told only while the two are still connected (read again after the write: `tellIfStill`).
  const stillConnected = async () =>
    (await relations.of(uid).doc(otherUid).get()).data()?.state === 'connected';
  const told = await tellIfStill(
    [notice(uid, mine, other, theirs), notice(otherUid, theirs, me, mine)],
    stillConnected,
  );
  await pushNotices(told);
}

/** Takes back the 'catmates' notifications two CatReps got when they connected. */
async function untellMates(uid: string, otherUid: string) {
  await db.runTransaction(async (tx) => {
    dropNotice(tx, uid, 'catmates', otherUid);
    dropNotice(tx, otherUid, 'catmates', uid);
  });
}

/** Makes a newly added living cat a CatMate of the living cats of its owner's connections. */
async function linkNewCat(cat: CatCard) {
  const friends = await relationIds(cat.ownerId, 'connected');
  const catsOfFriends = await Promise.all(friends.map(livingCats));
  await commitInBatches(mateWrites([cat], catsOfFriends.flat()));
}

/** Removes a cat from CatMates lists, both its own and the ones it appears in. */
async function unlinkCat(catId: string) {
  const [own, appearances] = await Promise.all([
    mates.of(catId).select().get(),
    mates.group().where('mate.id', '==', catId).select().get(),
  ]);
  await commitInBatches([...own.docs, ...appearances.docs].map((d) => ({ op: 'delete', ref: d.ref })));
}

/**
 * Refreshes a cat's card in every mates list it appears in — each while it is still there: one
 * unlinked meanwhile (its owners disconnected, a block) stays gone rather than coming back as a
 * card without its list entry.
 */
async function refreshCard(mate: CatCard) {
  const appearances = await mates.group().where('mate.id', '==', mate.id).select().get();
  await updateWhereStill(appearances.docs.map((d) => ({ ref: d.ref, data: { mate } })));
}

/** The ids of every cat of `ownerId`, living or not. */
async function catIdsOf(ownerId: string): Promise<string[]> {
  return (await cats.where('ownerId', '==', ownerId).select().get()).docs.map((d) => d.id);
}

/**
 * Undoes `linkOwners`: no cat of one owner is a CatMate of a cat of the other any more, both ways.
 * The mates documents have deterministic ids, so every pair is deleted by its id (a missing one is
 * nothing to delete) and no other CatMate is touched. Returns how many pairs were cleared.
 */
export async function unlinkOwners(uid: string, otherUid: string): Promise<number> {
  const [mine, theirs] = await Promise.all([catIdsOf(uid), catIdsOf(otherUid)]);
  const writes = mine.flatMap((a) =>
    theirs.flatMap((b): BatchedWrite[] => [
      { op: 'delete', ref: mates.of(a).doc(b) },
      { op: 'delete', ref: mates.of(b).doc(a) },
    ]),
  );
  await commitInBatches(writes);
  return writes.length / 2;
}

/** A pair connects: their living cats become CatMates; it disconnects: they stop being so. */
export const catMatesOnRelation = onRelationChange({
  async connected(uid, otherUid) {
    const count = await linkOwners(uid, otherUid);
    logger.info(`CatMates: ${count} mate documents for ${uid} × ${otherUid}`);
  },
  async ended(uid, otherUid) {
    const count = await unlinkOwners(uid, otherUid);
    await untellMates(uid, otherUid);
    logger.info(`CatMates: ${count} cat pairs of ${uid} × ${otherUid} unlinked`);
  },
});

/** cats/{catId} written: link new living cats, unlink cats that passed away, refresh cards. */
export const catMatesOnCat = onDocumentWritten('cats/{catId}', async (event) => {
  const { catId } = event.params;
  const before = event.data?.before;
  const after = event.data?.after;
  const was = before?.exists ? converters.cat.fromFirestore(before) : undefined;
  const is = after?.exists ? converters.cat.fromFirestore(after) : undefined;
  const wasAlive = was?.alive === true;
  const isAlive = is?.alive === true;
  if (is && isBeingDeleted(is)) return; // its deletion unlinks it (domain/cats/deletion.ts)
  if (is && isAlive && !wasAlive) await linkNewCat(catCard(catId, is));
  else if (wasAlive && !isAlive) await unlinkCat(catId);
  else if (
    is &&
    isAlive &&
    was &&
    (was.name !== is.name || JSON.stringify(was.profilePhoto) !== JSON.stringify(is.profilePhoto))
  ) {
    await refreshCard(catCard(catId, is));
  }
});
