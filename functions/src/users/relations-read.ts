/**
 * Reading connection state (SPEC §4 Connection). `users/{uid}/relations/{otherUid}` holds
 * `{ state: 'requested' | 'waiting' | 'connected' }` from uid's point of view.
 */
import { db } from '../firebase.js';

export type RelationState = 'requested' | 'waiting' | 'connected';

/** uid's relation to otherUid, or null when they are not connected in any way. */
export async function relationState(uid: string, otherUid: string): Promise<RelationState | null> {
  const snap = await db.collection('users').doc(uid).collection('relations').doc(otherUid).get();
  return snap.exists ? (snap.get('state') as RelationState) : null;
}

/** The ids of the CatReps uid stands in `state` with. */
export async function relationIds(uid: string, state: RelationState): Promise<string[]> {
  const snap = await db
    .collection('users')
    .doc(uid)
    .collection('relations')
    .where('state', '==', state)
    .select()
    .get();
  return snap.docs.map((d) => d.id);
}
