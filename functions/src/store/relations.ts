/**
 * Reading connections between CatReps (docs/product.md §4 Connection): `users/{uid}/relations/{otherUid}`
 * holds uid's side, in state requested · waiting · connected. The one place the functions ask
 * "whom is this CatRep connected with". Each CatRep's `private/account` also keeps the uids of
 * their connected and waiting sides (`relationIds`, docs/architecture.md §1 "Relation lists"): every
 * write of a relation document notes it there (`noteRelation`), and the session call reads the
 * lists from there (`sessionRelationIds`) instead of one document per relation.
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { AccountDoc, RelationState } from '@catrep/model';
import { db } from '../core/firebase.js';
import { accountRef, converters, relations } from './collections.js';

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

/** The connected and waiting sides of a CatRep, by the other's uid. */
export interface RelationIds {
  connected: string[];
  waiting: string[];
}

/**
 * Notes in `writer`, blind, that uid's side of the relation with `other` is now `state` (null when
 * it ended): `other` joins uid's `relationIds.connected` or `.waiting`, and leaves the other list.
 * Every write of a relation document calls it for the side it writes, in the same transaction or
 * batch, so the lists and the documents change together.
 */
export function noteRelation(
  writer: Transaction | WriteBatch,
  uid: string,
  other: string,
  state: RelationState | null,
): void {
  const inList = (list: RelationState) =>
    state === list ? FieldValue.arrayUnion(other) : FieldValue.arrayRemove(other);
  (writer as WriteBatch).set(
    accountRef(uid),
    { relationIds: { connected: inList('connected'), waiting: inList('waiting') } },
    { merge: true },
  );
}

/** The lists sorted as the relation documents' ids are, whatever order they were noted in. */
const sortedIds = (ids: Partial<RelationIds>): RelationIds => ({
  connected: [...(ids.connected ?? [])].sort(),
  waiting: [...(ids.waiting ?? [])].sort(),
});

/**
 * uid's connected and waiting sides for the session call: from `account` (uid's `private/account`
 * as just read) once its lists are built; else made from the relation documents (one read each)
 * and stored, in one transaction that reads the account again, so a relation noted meanwhile
 * either lands before (and is in the documents read) or after (and is added to what is stored).
 * An account that is not there stores nothing.
 */
export async function sessionRelationIds(uid: string, account: AccountDoc | undefined): Promise<RelationIds> {
  if (account?.relationIds?.built) return sortedIds(account.relationIds);
  return db.runTransaction(async (tx) => {
    const [stored, found] = await Promise.all([
      tx.get(accountRef(uid)),
      tx.get(
        relations
          .of(uid)
          .where('state', 'in', ['connected', 'waiting'])
          .select('state')
          .withConverter(converters.relation),
      ),
    ]);
    const kept = stored.data()?.relationIds;
    if (kept?.built) return sortedIds(kept);
    const ids: RelationIds = { connected: [], waiting: [] };
    for (const d of found.docs) ids[d.data().state as keyof RelationIds].push(d.id);
    if (stored.exists) tx.set(accountRef(uid), { relationIds: { ...ids, built: true } }, { merge: true });
    return sortedIds(ids);
  });
}
