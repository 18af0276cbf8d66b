/**
 * Ending a relation between two CatReps, both sides at once (docs/product.md §7 Users): shared by
 * DELETE /users/{id}/relations and blocking (routes/users/relations.ts, routes/users/blocks.ts).
 */
import type { RelationState } from '@catrep/model';
import type { Transaction } from 'firebase-admin/firestore';
import { relations } from '../../store/collections.js';
import { noteRelation } from '../../store/relations.js';
import { dropNotice } from '../notifications/withdraw.js';

/**
 * Ends whatever relation uid has with otherUid, both sides and their account lists, in `tx`, and
 * the request notification either side had; answers the state it ended (uid's side) or null when
 * there was none. Shared by DELETE /users/{id}/relations and blocking.
 */
export async function endRelation(
  tx: Transaction,
  uid: string,
  otherUid: string,
): Promise<RelationState | null> {
  const mine = relations.of(uid).doc(otherUid);
  const state = (await tx.get(mine)).data()?.state ?? null;
  if (state) {
    tx.delete(mine);
    tx.delete(relations.of(otherUid).doc(uid));
    noteRelation(tx, uid, otherUid, null);
    noteRelation(tx, otherUid, uid, null);
    dropNotice(tx, uid, 'request', otherUid);
    dropNotice(tx, otherUid, 'request', uid);
  }
  return state;
}
