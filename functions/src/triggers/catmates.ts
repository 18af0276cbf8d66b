/**
 * The CatMates triggers (SPEC §1: "when two CatReps connect, all their living cats become
 * friends"; §4: cats that pass away leave CatMates). Writes go in batches of at most 500 and
 * use deterministic document ids, so a retried trigger writes the same documents again.
 *
 *   relation becomes `connected`      → every living cat of one owner × every living cat of the other
 *   a living cat is created           → it × every living cat of each connected owner
 *   a cat passes away                 → its mates documents go, in both directions
 *   a cat's name or photo changes     → its card is refreshed in its mates' lists
 */
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../firebase.js';
import { catCard } from '../cats/mates.js';
import { commitInBatches, type FanOutWrite } from '../batches.js';

type Write = FanOutWrite;

const livingCats = (ownerId: string) =>
  db.collection('cats').where('ownerId', '==', ownerId).where('alive', '==', true).get();

const mateRef = (catId: string, mateId: string) =>
  db.collection('cats').doc(catId).collection('mates').doc(mateId);

/** The writes that make every cat of `a` a mate of every cat of `b`, both ways. */
export function mateWrites(a: DocumentSnapshot[], b: DocumentSnapshot[]): Write[] {
  const createdAt = FieldValue.serverTimestamp();
  const writes: Write[] = [];
  for (const x of a) {
    for (const y of b) {
      writes.push({ ref: mateRef(x.id, y.id), data: { catId: x.id, mate: catCard(y), createdAt } });
      writes.push({ ref: mateRef(y.id, x.id), data: { catId: y.id, mate: catCard(x), createdAt } });
    }
  }
  return writes;
}

/** Makes the living cats of two connected CatReps CatMates. */
export async function linkOwners(uid: string, otherUid: string): Promise<number> {
  const [mine, theirs] = await Promise.all([livingCats(uid), livingCats(otherUid)]);
  const writes = mateWrites(mine.docs, theirs.docs);
  await commitInBatches(writes);
  return writes.length;
}

/** Makes a newly added living cat a CatMate of the living cats of its owner's connections. */
async function linkNewCat(cat: DocumentSnapshot) {
  const friends = await db
    .collection('users')
    .doc(cat.get('ownerId') as string)
    .collection('relations')
    .where('state', '==', 'connected')
    .select()
    .get();
  const catsOfFriends = await Promise.all(friends.docs.map((f) => livingCats(f.id)));
  await commitInBatches(
    mateWrites(
      [cat],
      catsOfFriends.flatMap((s) => s.docs),
    ),
  );
}

/** Removes a cat from CatMates lists, both its own and the ones it appears in. */
async function unlinkCat(catId: string) {
  const [own, appearances] = await Promise.all([
    db.collection('cats').doc(catId).collection('mates').select().get(),
    db.collectionGroup('mates').where('mate.id', '==', catId).select().get(),
  ]);
  await commitInBatches([...own.docs, ...appearances.docs].map((d) => ({ ref: d.ref })));
}

/** Refreshes a cat's card in every mates list it appears in. */
async function refreshCard(cat: DocumentSnapshot) {
  const appearances = await db.collectionGroup('mates').where('mate.id', '==', cat.id).select().get();
  const mate = catCard(cat);
  await commitInBatches(appearances.docs.map((d) => ({ ref: d.ref, data: { mate } })));
}

/** users/{uid}/relations/{otherUid} written: link cats when the pair becomes connected. */
export const catMatesOnConnect = onDocumentWritten('users/{uid}/relations/{otherUid}', async (event) => {
  const { uid, otherUid } = event.params;
  if (uid > otherUid) return; // both sides change together: handle each pair once
  const before = event.data?.before.get('state');
  const after = event.data?.after.get('state');
  if (after === 'connected' && before !== 'connected') {
    const count = await linkOwners(uid, otherUid);
    logger.info(`CatMates: ${count} mate documents for ${uid} × ${otherUid}`);
  }
});

/** cats/{catId} written: link new living cats, unlink cats that passed away, refresh cards. */
export const catMatesOnCat = onDocumentWritten('cats/{catId}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const wasAlive = before?.exists ? before.get('alive') === true : false;
  const isAlive = after?.exists ? after.get('alive') === true : false;
  if (after?.exists && isAlive && !wasAlive) await linkNewCat(after);
  else if (wasAlive && !isAlive) await unlinkCat(event.params.catId);
  else if (
    isAlive &&
    before &&
    after &&
    (before.get('name') !== after.get('name') ||
      JSON.stringify(before.get('profilePhoto')) !== JSON.stringify(after.get('profilePhoto')))
  ) {
    await refreshCard(after);
  }
});
