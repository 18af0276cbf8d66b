/**
 * Keeping the CatRep summary that cats and connection lists display (name, photo, place) in step
 * with the profile: the profile and every cat's copy change in one transaction; the cards in
 * other CatReps' relation documents follow in batches.
 */
import type { UpdateData } from 'firebase-admin/firestore';
import type { UserDoc } from '@catrep/model';
import { db } from '../firebase.js';
import { userSummary } from '../serialize.js';
import { commitInBatches } from '../batches.js';
import { userCard } from './relations.js';

/** Commits `changes` to `users/{uid}` and the matching owner summary on each of their cats. */
export async function updateProfileAndSummaries(uid: string, changes: UpdateData<UserDoc>) {
  const userRef = db.collection('users').doc(uid);
  const cats = db.collection('cats').where('ownerId', '==', uid).select();
  await db.runTransaction(async (tx) => {
    const [snap, owned] = await Promise.all([tx.get(userRef), tx.get(cats)]);
    const next = { ...(snap.data() as UserDoc), ...(changes as Partial<UserDoc>) };
    tx.update(userRef, changes);
    const owner = userSummary(uid, next);
    for (const cat of owned.docs) tx.update(cat.ref, { owner });
  });
  const [profile, cards] = await Promise.all([
    userRef.get(),
    db.collectionGroup('relations').where('userId', '==', uid).select().get(),
  ]);
  const user = userCard(profile);
  await commitInBatches(cards.docs.map((d) => ({ ref: d.ref, data: { user } })));
}
