/**
 * Fan-out writes in Firestore batches of at most 500 operations (docs/architecture.md §2). The one batching
 * helper of the functions: CatMates, timelines and owner cards all write through it.
 */
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { db } from './firebase.js';

/**
 * One write of a fan-out:
 * - `set`: the document becomes exactly `data` (fields `data` lacks are gone);
 * - `merge`: `data` is merged into the document (other fields stay);
 * - `update`: `data`'s fields (dotted paths allowed) are written into a document that must exist:
 *   a document deleted meanwhile fails the batch instead of coming back as a fragment;
 * - `delete`: the document goes.
 */
export type BatchedWrite =
  | { op: 'set' | 'merge' | 'update'; ref: DocumentReference; data: DocumentData }
  | { op: 'delete'; ref: DocumentReference };

const BATCH_LIMIT = 500;

/**
 * Commits `writes` in batches of at most 500, in parallel. Each batch is atomic on its own;
 * rejects with the first failing batch's error (the others may have been committed).
 */
export async function commitInBatches(writes: BatchedWrite[]): Promise<void> {
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + BATCH_LIMIT)) {
      if (w.op === 'delete') batch.delete(w.ref);
      else if (w.op === 'merge') batch.set(w.ref, w.data, { merge: true });
      else if (w.op === 'update') batch.update(w.ref, w.data);
      else batch.set(w.ref, w.data);
    }
    batches.push(batch.commit());
  }
  await Promise.all(batches);
}
