/**
 * CatChat follows the connection of the two owners (docs/product.md §6: only connected CatReps' cats chat):
 * when a connection ends — a disconnect or a block — every chat between their cats is closed
 * (`closed: { reason, at }`): both owners keep reading its history, nobody sends (the API refuses)
 * and the chat says why. When they connect again, the chats open again — except a chat closed
 * because one of its cats was deleted (`removed`, domain/cats/deletion.ts), which stays closed.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { ChatClosed } from '@catrep/model';
import { commitInBatches } from '../core/batches.js';
import { chats } from '../store/collections.js';
import { blockedBetween } from '../store/blocks.js';
import { onRelationChange } from './relation-changes.js';

/** The chats between cats of uid and cats of otherUid, as stored. */
async function chatsBetween(uid: string, otherUid: string) {
  const snap = await chats.where('ownerIds', 'array-contains', uid).get();
  return snap.docs.filter((d) => d.data().ownerIds.includes(otherUid));
}

/** Opens their closed chats when a pair connects; closes their open ones when it stops (once each). */
export const chatsOnRelation = onRelationChange({
  async connected(uid, otherUid) {
    // A chat closed because one of its cats was deleted stays closed (domain/cats/deletion.ts).
    const closed = (await chatsBetween(uid, otherUid)).filter(
      (d) => d.data().closed && d.data().closed?.reason !== 'removed',
    );
    await commitInBatches(
      closed.map((d) => ({ op: 'update', ref: d.ref, data: { closed: FieldValue.delete() } })),
    );
  },
  async ended(uid, otherUid) {
    const open = (await chatsBetween(uid, otherUid)).filter((d) => !d.data().closed);
    if (!open.length) return;
    const closed: ChatClosed = {
      reason: (await blockedBetween(uid, otherUid)) ? 'blocked' : 'disconnected',
      at: FieldValue.serverTimestamp(),
    };
    // Updates, not merges: a chat deleted meanwhile (an account going) fails the run and the retry
    // finds it gone, instead of a merge bringing back a fragment of it.
    await commitInBatches(open.map((d) => ({ op: 'update', ref: d.ref, data: { closed } })));
  },
});
