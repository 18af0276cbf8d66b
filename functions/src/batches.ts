/**
 * Fan-out writes in Firestore batches of at most 500 operations (DESIGN §2).
 */
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { db } from './firebase.js';

/** A merge-set when `data` is given, a delete otherwise. */
export interface FanOutWrite {
  ref: DocumentReference;
  data?: DocumentData;
}

export const BATCH_LIMIT = 500;

/** Commits `writes` in batches of at most 500, in parallel. Each batch is atomic on its own. */
export async function commitInBatches(writes: FanOutWrite[]): Promise<void> {
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + BATCH_LIMIT)) {
      if (w.data) batch.set(w.ref, w.data, { merge: true });
      else batch.delete(w.ref);
    }
    batches.push(batch.commit());
  }
  await Promise.all(batches);
}
