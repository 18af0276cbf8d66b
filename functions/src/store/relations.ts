/**
 * Reading connections between CatReps (docs/product.md §4 Connection): `users/{uid}/relations/{otherUid}`
 * holds uid's side, in state requested · waiting · connected. The one place the functions ask
 * "whom is this CatRep connected with".
 */
import type { RelationState } from '@catrep/model';
import { converters, relations } from './collections.js';

/** uid's relation to otherUid, or null when they are not connected in any way. */
export async function relationState(uid: string, otherUid: string): Promise<RelationState | null> {
  const snap = await relations.of(uid).doc(otherUid).get();
  return snap.data()?.state ?? null;
}

/** uid's relation to every CatRep they have one with, by the other's uid. */
export async function relationStates(uid: string): Promise<Map<string, RelationState>> {
  // Only `state` is read: the projection is typed back as relations for that one field.
  const snap = await relations.of(uid).select('state').withConverter(converters.relation).get();
  return new Map(snap.docs.map((d) => [d.id, d.data().state]));
}

/**
 * The uids of the CatReps uid stands in `state` with, e.g. `relationIds(uid, 'connected')`:
 * the CatReps uid is connected with (CatMates, timelines and the profile's friends use it).
 */
export async function relationIds(uid: string, state: RelationState): Promise<string[]> {
  const snap = await relations.of(uid).where('state', '==', state).select().get();
  return snap.docs.map((d) => d.id);
}

/** The cards of the CatReps uid stands in `state` with, most recently changed first. */
export async function relationCards(uid: string, state: RelationState) {
  const snap = await relations.of(uid).where('state', '==', state).orderBy('updatedAt', 'desc').get();
  return snap.docs.map((d) => ({ ...d.data().user, state }));
}

/**
 * The uids of the CatReps uid stands in each of `states` with, by state, from one query: the
 * session call's friends and waiting requests pay one read for none of either, not one each.
 */
export async function relationIdsIn<S extends RelationState>(
  uid: string,
  states: readonly S[],
): Promise<Record<S, string[]>> {
  const snap = await relations
    .of(uid)
    .where('state', 'in', [...states])
    .select('state')
    .withConverter(converters.relation)
    .get();
  const byState = Object.fromEntries(states.map((s) => [s, [] as string[]])) as Record<S, string[]>;
  for (const d of snap.docs) byState[d.data().state as S]?.push(d.id);
  return byState;
}
