/**
 * Fan-out writes in Firestore batches of at most 500 operations (docs/architecture.md §2). The batching
 * helpers of the functions: CatMates and timelines write through `commitInBatches`; cards copied
 * into documents others keep (an owner's in relation documents, a cat's in CatMates lists) through
 * `updateWhereStill` (docs/architecture.md §1 "Write guards").
 */
import type { DocumentData, DocumentReference, UpdateData } from 'firebase-admin/firestore';
import { failedWith, GRPC } from './errors.js';
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

/**
 * Writes each `data` (dotted paths allowed) into its document `ref` while that document still
 * exists, through one BulkWriter (batched, retried on contention): a document deleted meanwhile —
 * a relation ended or blocked after its card was looked up — is skipped, never brought back as a
 * fragment, and fails none of the others. Resolves how many were written; rejects with the first
 * error other than a missing document.
 */
export async function updateWhereStill(
  writes: { ref: DocumentReference; data: UpdateData<DocumentData> }[],
): Promise<number> {
  if (!writes.length) return 0;
  const writer = db.bulkWriter();
  writer.onWriteError((e) => e.code !== GRPC.NOT_FOUND && e.failedAttempts < 5);
  const done = writes.map(({ ref, data }) =>
    writer.update(ref, data).then(
      () => 1,
      (e: unknown) => {
        if (failedWith(e, GRPC.NOT_FOUND)) return 0;
        throw e;
      },
    ),
  );
  const [written] = await Promise.all([Promise.all(done), writer.close()]);
  return written.reduce<number>((a, b) => a + b, 0);
}
