/**
 * Reacting to a new connection (SPEC §4 Connection): both relation documents of a pair change
 * together, so a trigger on `users/{uid}/relations/{otherUid}` sees each connection twice.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { converters } from '../store/collections.js';

const stateOf = (snap: DocumentSnapshot | undefined) =>
  snap?.exists ? converters.relation.fromFirestore(snap).state : undefined;

/**
 * A Firestore trigger that runs `handler(uid, otherUid)` once per pair (from the side with the
 * smaller uid) when the pair's relation becomes `connected`. `handler`'s rejection fails the
 * trigger run.
 */
export function onConnect(handler: (uid: string, otherUid: string) => Promise<void>) {
  return onDocumentWritten('users/{uid}/relations/{otherUid}', async (event) => {
    const { uid, otherUid } = event.params;
    if (uid > otherUid) return; // both sides change together: handle each pair once
    if (stateOf(event.data?.after) === 'connected' && stateOf(event.data?.before) !== 'connected') {
      await handler(uid, otherUid);
    }
  });
}
