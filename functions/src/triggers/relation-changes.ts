/**
 * Reacting to connections that begin and end (docs/product.md §4 Connection): both relation documents of a
 * pair change together, so a trigger on `users/{uid}/relations/{otherUid}` sees each change twice
 * and acts once, from the side with the smaller uid.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { converters, relations } from '../store/collections.js';

const stateOf = (snap: DocumentSnapshot | undefined) =>
  snap?.exists ? converters.relation.fromFirestore(snap).state : undefined;

/** What a trigger keeps in step with a pair's connection: what to do when it holds, and when not. */
export interface PairWork {
  connected: (uid: string, otherUid: string) => Promise<void>;
  ended: (uid: string, otherUid: string) => Promise<void>;
}

/** Whether uid and otherUid are connected now. */
const isConnected = async (uid: string, otherUid: string) =>
  (await relations.of(uid).doc(otherUid).get()).data()?.state === 'connected';

/** More passes than this means the pair keeps connecting and disconnecting: each change has its event. */
const MAX_PASSES = 10;

/**
 * Runs `work` for what the pair is now, then reads the pair again and runs it again for what it
 * has become while it changed meanwhile. A disconnect and a reconnect close together (or their
 * events out of order) therefore end with the work of the pair's last state: the last pass read it.
 */
async function settlePair(uid: string, otherUid: string, work: PairWork) {
  let connected = await isConnected(uid, otherUid);
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    await (connected ? work.connected : work.ended)(uid, otherUid);
    const now = await isConnected(uid, otherUid);
    if (now === connected) return;
    connected = now;
  }
  logger.warn(`Relation ${uid} × ${otherUid} still changing after ${MAX_PASSES} passes`);
}

/**
 * A Firestore trigger that keeps `work` in step with a pair's connection: it runs once per pair
 * when the pair becomes connected or stops being so (disconnect, block), never for requests that
 * come and go. `work`'s rejection fails the trigger run.
 */
export function onRelationChange(work: PairWork) {
  // Retried after a failure: each pass does the work of the pair's state as read then (sets and
  // deletes of documents named for the pair), so a run again after a partial one completes it.
  return onDocumentWritten({ document: 'users/{uid}/relations/{otherUid}', retry: true }, async (event) => {
    const { uid, otherUid } = event.params;
    if (uid > otherUid) return; // both sides change together: handle each pair once
    const was = stateOf(event.data?.before) === 'connected';
    const is = stateOf(event.data?.after) === 'connected';
    if (was !== is) await settlePair(uid, otherUid, work);
  });
}
