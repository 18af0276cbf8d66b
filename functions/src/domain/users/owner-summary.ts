/**
 * Keeping the CatRep summary that cats and connection lists display (name, photo, place) in step
 * with the profile: the profile and every cat's copy change in one transaction; the cards in
 * other CatReps' relation documents follow in batches.
 */
import type { UpdateData } from 'firebase-admin/firestore';
import type { UserDoc } from '@catrep/model';
import { commitInBatches } from '../../core/batches.js';
import { db } from '../../core/firebase.js';
import { userCard, userSummary } from '../serializers/users.js';
import { cats, relations, users } from '../../store/collections.js';
import { dataOf } from '../../store/read.js';

/** Commits `changes` to `users/{uid}` and the matching owner summary on each of their cats. */
export async function updateProfileAndSummaries(uid: string, changes: UpdateData<UserDoc>) {
  const ref = users.doc(uid);
  const owned = cats.where('ownerId', '==', uid).select();
  await db.runTransaction(async (tx) => {
    const [snap, ownedSnap] = await Promise.all([tx.get(ref), tx.get(owned)]);
    const next = { ...dataOf(snap), ...(changes as Partial<UserDoc>) };
    tx.update(ref, changes);
    const owner = userSummary(uid, next);
    for (const cat of ownedSnap.docs) tx.update(cat.ref, { owner });
  });
  const [profile, cards] = await Promise.all([
    ref.get(),
    relations.group().where('userId', '==', uid).select().get(),
  ]);
  const user = userCard(profile);
  await commitInBatches(cards.docs.map((d) => ({ op: 'merge', ref: d.ref, data: { user } })));
}
