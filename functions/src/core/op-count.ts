/**
 * Counting this process's Firestore operations as Firestore bills them, for the day bench
 * (`CATREP_BENCH=day`, scripts/bench-day.mjs; the bill in docs/scaling.md). core/firebase.ts
 * installs it only on the emulators and only with `CATREP_COUNT_OPS=1` (scripts/emulators.mjs sets
 * that for the day bench alone), so in production none of this runs.
 *
 * It wraps the Admin SDK's read and write entry points:
 *  - reads: `Firestore.getAll` (which `DocumentReference.get` goes through) and
 *    `Transaction.getAll`, 1 per document asked for, found or not; `Query.get`, `Query.stream` and
 *    `Transaction.get` of a query, 1 per document returned and 1 for an empty result;
 *    `AggregateQuery.get` and `Transaction.get` of one, 1 per 1,000 index entries counted, at
 *    least 1; `Transaction.get` of a document, 1;
 *  - writes and deletes: the one place every commit passes through — a batch, a single
 *    `DocumentReference` write, a transaction's commit and BulkWriter's `batchWrite` alike — the
 *    SDK's internal `WriteBatch._commit`, whose operation list says what each operation is: a
 *    delete counts as a delete, a set, update or create as a write. Counted once committed; a
 *    transaction attempt that failed to commit writes nothing (its reads still count).
 *
 * After every change it logs the process's running totals as one structured line,
 *   `{"severity":"INFO","message":"firestore ops","opCount":{"pid":…,"reads":…,"writes":…,"deletes":…}}`.
 * Cumulative totals per process rather than a line per execution: the Functions emulator runs
 * each execution in a worker process that runs one execution at a time, but nothing in this
 * module sees where an execution ends (and work may finish after the response). A reader keeps
 * the last line of each pid and takes differences across an action, which stays right whatever
 * runs at the same time and however many workers start meanwhile.
 */
import { Transform, type Readable } from 'node:stream';
import { DocumentReference, Firestore, Query, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

/** Billed Firestore operations: documents read, written and deleted. */
export interface OpCount {
  reads: number;
  writes: number;
  deletes: number;
}

const totals: OpCount = { reads: 0, writes: 0, deletes: 0 };

/** Adds `ops` to this process's totals and logs them when anything changed. */
function add(ops: Partial<OpCount>) {
  let changed = false;
  for (const kind of ['reads', 'writes', 'deletes'] as const) {
    const n = ops[kind] ?? 0;
    if (n > 0) {
      totals[kind] += n;
      changed = true;
    }
  }
  if (changed) logger.info('firestore ops', { opCount: { pid: process.pid, ...totals } });
}

/** Reads billed for a query that returned `size` documents: each one, at least 1. */
const queryReads = (size: number) => Math.max(1, size);

/** Reads billed for an aggregation: 1 per 1,000 index entries it counted, at least 1. */
function aggregateReads(snapshot: unknown): number {
  const data = (snapshot as { data?: () => Record<string, unknown> }).data?.();
  const count = data?.count;
  return typeof count === 'number' ? Math.max(1, Math.ceil(count / 1000)) : 1;
}

type AnyMethod = (...args: unknown[]) => unknown;

/**
 * Replaces the async method `name` of `proto` with one that, once it resolved, adds what
 * `count(result, args)` answers. Warns (and counts nothing) when the SDK has no such method.
 */
function wrapAsync(
  proto: object,
  name: string,
  count: (result: unknown, args: unknown[]) => Partial<OpCount>,
) {
  const target = proto as Record<string, unknown>;
  const original = target[name];
  if (typeof original !== 'function') {
    logger.warn(`op-count: the Admin SDK has no ${name} to count`);
    return;
  }
  target[name] = async function (this: unknown, ...args: unknown[]) {
    const result = await (original as AnyMethod).apply(this, args);
    add(count(result, args));
    return result;
  };
}

const sizeOf = (result: unknown) => (result as { size: number }).size;
const lengthOf = (result: unknown) => (result as unknown[]).length;

/** The reads of `Transaction.get(refOrQuery)`; `aggregates` is AggregateQuery's prototype. */
const transactionGetReads =
  (aggregates: object) =>
  (result: unknown, [target]: unknown[]): Partial<OpCount> => {
    if (target instanceof Object && Object.prototype.isPrototypeOf.call(aggregates, target))
      return { reads: aggregateReads(result) };
    if (target instanceof Query) return { reads: queryReads(sizeOf(result)) };
    return { reads: 1 };
  };

/** What a batch about to commit holds: its deletes and its other writes (internal `_ops`). */
function pendingOps(batch: unknown): Partial<OpCount> {
  const ops = (batch as { _ops?: { op: () => object }[] })._ops ?? [];
  let deletes = 0;
  for (const entry of ops) if ('delete' in entry.op()) deletes += 1;
  return { writes: ops.length - deletes, deletes };
}

let installed = false;

/**
 * Installs the counters (see the module comment) on the Admin SDK's classes, once per process.
 * `db` is any Firestore instance (AggregateQuery, which the SDK does not export, is found through
 * it; nothing is read). No result: from then on each change is logged as the running totals.
 */
export function countFirestoreOps(db: Firestore): void {
  if (installed) return;
  installed = true;

  wrapAsync(Firestore.prototype, 'getAll', (result) => ({ reads: lengthOf(result) }));
  // DocumentReference.get is Firestore.getAll of one in this SDK; count it itself if that changes.
  if (!String(DocumentReference.prototype.get).includes('getAll')) {
    wrapAsync(DocumentReference.prototype, 'get', () => ({ reads: 1 }));
  }
  wrapAsync(Query.prototype, 'get', (result) => ({ reads: queryReads(sizeOf(result)) }));
  const aggregates = Object.getPrototypeOf(db.collection('op-count').count()) as object;
  wrapAsync(aggregates, 'get', (result) => ({ reads: aggregateReads(result) }));
  wrapAsync(Transaction.prototype, 'get', transactionGetReads(aggregates));
  wrapAsync(Transaction.prototype, 'getAll', (result) => ({ reads: lengthOf(result) }));

  // Query.stream (recursiveDelete reads what it deletes this way): count documents as they pass.
  const stream = Query.prototype.stream;
  Query.prototype.stream = function (this: Query) {
    const source = stream.call(this) as Readable;
    let documents = 0;
    const counted = new Transform({
      objectMode: true,
      transform(doc, _encoding, done) {
        documents += 1;
        done(null, doc);
      },
      flush(done) {
        add({ reads: queryReads(documents) });
        done();
      },
    });
    source.on('error', (error) => counted.destroy(error));
    return source.pipe(counted);
  };

  const batch = WriteBatch.prototype as unknown as Record<string, unknown>;
  const commit = batch._commit;
  if (typeof commit !== 'function') {
    logger.warn('op-count: the Admin SDK has no WriteBatch._commit; writes are not counted');
    return;
  }
  batch._commit = async function (this: unknown, ...args: unknown[]) {
    const ops = pendingOps(this);
    const result = await (commit as AnyMethod).apply(this, args);
    add(ops);
    return result;
  };
}
