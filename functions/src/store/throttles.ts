/**
 * Server-side throttles and quotas, one mechanism for all (docs/product.md §8, §9; README "Security"). One
 * document per (kind, key) in `throttles/`, read and written in a transaction so simultaneous requests
 * cannot all slip through. Keys are hashed: no email or client address is stored here. Each
 * document expires once it can no longer hold anything back (`expiresAt`, store/expiry.ts).
 *
 * - `throttled`: one action per 10 minutes per key (mails, contact messages), on several keys
 *   at once (e.g. the typed email and the sender).
 * - `failureThrottled`: growing waits after repeated failures (login), per key.
 * - quotas: at most N costly writes per CatRep per clock hour (cats, connections, posts, comments,
 *   likes, uploads); QUOTAS holds the numbers (README "Security"). Counted by blind increments
 *   read back afterwards (`countQuota`, `settleQuota`), so a burst contends on nothing and only
 *   real actions count; a CatRep's writes count through domain/guard.ts. The likes and comments
 *   quotas need no increment of their own: each like or comment is itself the increment — its
 *   document, with its author and time — and the read-back counts the CatRep's documents of the
 *   hour (`ownQuotaUsed`); only a like or comment its CatRep takes back within its hour is added to
 *   the hour's quota document (`countTakenBack`), so taking back and giving again still counts.
 */
import { createHash } from 'node:crypto';
import { THROTTLE_MS, serverMessages } from '@catrep/model';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../core/firebase.js';
import { failedWith, GRPC, tooManyRequests } from '../core/errors.js';
import { comments, likes, throttles, type ThrottleDoc } from './collections.js';
import { expiresAfter } from './expiry.js';

/**
 * Runs a throttle transaction. When so many simultaneous requests contend for one throttle
 * document that Firestore gives up (ABORTED), the caller is simply making too many requests: 429
 * with `message`, never a 500.
 */
async function throttleTransaction(message: string, fn: (tx: Transaction) => Promise<void>): Promise<void> {
  try {
    await db.runTransaction(fn);
  } catch (e) {
    if (failedWith(e, GRPC.ABORTED)) throw tooManyRequests(message);
    throw e;
  }
}

/** The document of `kind` for `key` (hashed; callers lower-case keys that ignore case, e.g. emails). */
function throttleRef(kind: string, key: string): DocumentReference<ThrottleDoc> {
  return throttles.doc(`${kind}-${createHash('sha256').update(key).digest('hex')}`);
}

/**
 * Lets one `kind` action through every 10 minutes for each of `keys`: when any key acted within
 * the last 10 minutes, throws 429 with `message`. Runs `action` once every key's stamp is
 * written; if `action` fails the stamps are taken back (so a mail server hiccup does not lock
 * anyone out for ten minutes) and the error is rethrown.
 */
export async function throttled<T>(
  kind: string,
  keys: string | string[],
  message: string,
  action: () => Promise<T>,
): Promise<T> {
  const refs = [...new Set([keys].flat().map((k) => k.toLowerCase()))].map((k) => throttleRef(kind, k));
  const at = Timestamp.now();
  await throttleTransaction(message, async (tx) => {
    const stamps = await Promise.all(refs.map((ref) => tx.get(ref)));
    for (const stamp of stamps) {
      const last = stamp.data()?.at;
      if (last && Date.now() - last.toMillis() < THROTTLE_MS) throw tooManyRequests(message);
    }
    for (const ref of refs) tx.set(ref, { at, kind, ...expiresAfter(THROTTLE_MS, at.toMillis()) });
  });
  try {
    return await action();
  } catch (e) {
    await db
      .runTransaction(async (tx) => {
        const stamps = await Promise.all(refs.map((ref) => tx.get(ref)));
        for (const stamp of stamps) if (stamp.data()?.at.isEqual(at)) tx.delete(stamp.ref);
      })
      .catch(() => undefined);
    throw e;
  }
}

// ---------------------------------------------------------------- growing waits after failures

/** A key of a failure throttle and how many failures it may have before attempts wait. */
export interface FailureKey {
  key: string;
  free: number;
  /** Whether a success clears the key's failures (an account: yes; a shared address: no). */
  clearOnSuccess: boolean;
}

/** The first wait, after the `free`-th failure; each further failure doubles it, up to the cap. */
const FAILURE_FIRST_WAIT_MS = 30_000;
const FAILURE_MAX_WAIT_MS = 15 * 60_000;
/** Failures older than this (counted from the last one) are forgotten. */
const FAILURE_MEMORY_MS = 60 * 60_000;

/** How long attempts wait after `failures` failures of a key allowed `free` of them. */
export function failureWait(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(FAILURE_FIRST_WAIT_MS * 2 ** Math.min(failures - free, 10), FAILURE_MAX_WAIT_MS);
}

/** '30 seconds', '2 minutes': a wait as the 429 message says it. */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Runs `attempt` unless one of `keys` is waiting after too many failures (then 429 with
 * `message(wait)`). Each attempt counts as a failure up front, inside the same transaction that
 * checks the wait, so simultaneous attempts cannot all get in before the count catches up; when
 * `isFailure(error)` is false (a success, or an error that is not the caller's fault) the count
 * is taken back, and a success clears the keys marked `clearOnSuccess`.
 */
export async function failureThrottled<T>(
  kind: string,
  keys: FailureKey[],
  message: (wait: string) => string,
  isFailure: (error: unknown) => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  const refs = keys.map((k) => throttleRef(kind, k.key));
  await throttleTransaction(message(waitText(FAILURE_FIRST_WAIT_MS)), async (tx) => {
    const docs = await Promise.all(refs.map((ref) => tx.get(ref)));
    const now = Date.now();
    for (const doc of docs) {
      const until = doc.data()?.until;
      if (until && until.toMillis() > now) throw tooManyRequests(message(waitText(until.toMillis() - now)));
    }
    docs.forEach((doc, i) => {
      const last = doc.data();
      const fresh = !last || now - last.at.toMillis() > FAILURE_MEMORY_MS;
      const count = (fresh ? 0 : (last.count ?? 0)) + 1;
      const wait = failureWait(count, keys[i].free);
      tx.set(refs[i], {
        kind,
        at: Timestamp.fromMillis(now),
        count,
        until: wait ? Timestamp.fromMillis(now + wait) : null,
        ...expiresAfter(FAILURE_MEMORY_MS, now),
      });
    });
  });
  try {
    const result = await attempt();
    await settle(kind, keys, refs, true);
    return result;
  } catch (e) {
    if (!isFailure(e)) await settle(kind, keys, refs, false);
    throw e;
  }
}

/** Takes back the failure counted up front; after a success clears the `clearOnSuccess` keys. */
async function settle(
  kind: string,
  keys: FailureKey[],
  refs: DocumentReference<ThrottleDoc>[],
  success: boolean,
) {
  await db
    .runTransaction(async (tx) => {
      const docs = await Promise.all(refs.map((ref) => tx.get(ref)));
      docs.forEach((doc, i) => {
        const last = doc.data();
        if (!last) return;
        if (success && keys[i].clearOnSuccess) {
          tx.delete(refs[i]);
          return;
        }
        const count = Math.max(0, (last.count ?? 1) - 1);
        const wait = failureWait(count, keys[i].free);
        tx.set(refs[i], {
          kind,
          at: last.at,
          count,
          until: wait ? (last.until ?? null) : null,
          ...expiresAfter(FAILURE_MEMORY_MS, last.at.toMillis()),
        });
      });
    })
    .catch(() => undefined);
}

/** Forgets the failures of `key` in the failure throttle `kind` (e.g. after a password reset). */
export async function clearFailures(kind: string, key: string): Promise<void> {
  await throttleRef(kind, key).delete();
}

// ---------------------------------------------------------------- per-CatRep quotas

export interface Quota {
  kind: string;
  /** At most this many per CatRep in one hour. */
  perHour: number;
  /** What is counted, plural, for the 429 message: 'posts'. */
  what: string;
  /** Whose writes are counted, when not a CatRep's: 'from one address'. */
  per?: string;
  /**
   * For a quota whose uses are the CatRep's own documents (a like, a comment), each with its
   * `userId` and a `createdAt` Timestamp: the query of `uid`'s documents (`ownQuotaUsed` counts
   * those of an hour). Such a write counts no increment before it: it is read back after its commit.
   */
  own?: (uid: string) => Query;
}

const HOUR_MS = 60 * 60_000;

/**
 * The per-CatRep quotas on costly writes: far above what a person does in an hour,
 * low enough that nobody can fill the database or fan out millions of writes. README "Security".
 */
export const QUOTAS = {
  cats: { kind: 'quota-cats', perHour: 50, what: 'cats' },
  connections: { kind: 'quota-connections', perHour: 50, what: 'connection requests and approvals' },
  posts: { kind: 'quota-posts', perHour: 30, what: 'posts' },
  comments: {
    kind: 'quota-comments',
    perHour: 120,
    what: 'comments',
    own: (uid: string) => comments.group().where('userId', '==', uid),
  },
  likes: {
    kind: 'quota-likes',
    perHour: 300,
    what: 'likes',
    own: (uid: string) => likes.group().where('userId', '==', uid),
  },
  saves: { kind: 'quota-saves', perHour: 300, what: 'saved posts' },
  uploads: { kind: 'quota-uploads', perHour: 60, what: 'photo uploads and videos' },
  blocks: { kind: 'quota-blocks', perHour: 100, what: 'blocks and mutes' },
  reports: { kind: 'quota-reports', perHour: 30, what: 'reports' },
  care: { kind: 'quota-care', perHour: 120, what: 'care entries' },
  lost: { kind: 'quota-lost', perHour: 6, what: 'lost cat reports' },
  /** Per client address (http/client.ts), not per CatRep: new accounts from one address. */
  registrations: { kind: 'quota-registrations', perHour: 20, what: 'new accounts', per: 'from one address' },
} as const satisfies Record<string, Quota>;

/** At most this many cats per CatRep, living and passed away together. */
export const MAX_CATS_PER_CATREP = 100;

/** The 429 of a full quota: '… the limit of 30 posts an hour …'. */
export const quotaReached = (limit: string) => tooManyRequests(serverMessages.quotaReached(limit));

/** The hour (since the epoch) a quota counts in: each hour has a document of its own. */
export const quotaHour = (ms: number = Date.now()) => Math.floor(ms / HOUR_MS);

/** The document counting `quota` for `who` in `hour`. */
export function quotaRef(
  who: string,
  quota: Quota,
  hour: number = quotaHour(),
): DocumentReference<ThrottleDoc> {
  return throttleRef(quota.kind, `${who}:${hour}`);
}

/** The 429 message of `quota`: '30 posts an hour', '20 new accounts an hour from one address'. */
export const limitOf = (quota: Quota) =>
  `${quota.perHour} ${quota.what} an hour${quota.per ? ` ${quota.per}` : ''}`;

/**
 * One action counted against a quota: `refund` gives it back (the action failed, or changed
 * nothing the quota counts, such as a repeated report). A refund never re-creates a quota
 * document that is gone (an account deletion removed it).
 */
export interface QuotaUse {
  refund(): Promise<void>;
}

/** The blind increment of one action on this hour's quota document (no read: nothing contends). */
function oneMore(quota: Quota, hour: number) {
  return {
    kind: quota.kind,
    at: Timestamp.fromMillis(hour * HOUR_MS),
    count: FieldValue.increment(1),
    ...expiresAfter(HOUR_MS, hour * HOUR_MS),
  };
}

/**
 * Adds one to `who`'s count of `quota` for this hour in `tx` (the transaction that checks the
 * actor first, domain/guard.ts): a blind increment, so simultaneous actions of one CatRep never
 * contend on the document. Answers the document counted on; `settleQuota` then reads it back.
 */
export function countQuota(tx: Transaction, who: string, quota: Quota): DocumentReference<ThrottleDoc> {
  const hour = quotaHour();
  const ref = quotaRef(who, quota, hour);
  tx.set(ref, oneMore(quota, hour), { merge: true });
  return ref;
}

/** Takes one back from the quota document `ref`, unless it is gone meanwhile. */
async function refundOn(ref: DocumentReference<ThrottleDoc>): Promise<void> {
  await ref.update({ count: FieldValue.increment(-1) }).catch((e: unknown) => {
    if (!failedWith(e, GRPC.NOT_FOUND)) throw e;
  });
}

/**
 * Reads back the count on `ref` that this action's increment is part of. Over `perHour`, the
 * action is refused: the increment is taken back and 429 is thrown with the quota's message.
 * Exact under bursts without a lock: every action counts itself before it reads, so when
 * `perHour` actions already passed, every later one reads more than `perHour`; and a burst that
 * stays under the limit never reads more than it, so none of it is refused.
 */
export async function settleQuota(ref: DocumentReference<ThrottleDoc>, quota: Quota): Promise<QuotaUse> {
  const count = (await ref.get()).data()?.count ?? 0;
  const use: QuotaUse = { refund: () => refundOn(ref) };
  if (count > quota.perHour) {
    await use.refund();
    throw quotaReached(limitOf(quota));
  }
  return use;
}

/**
 * Counts one `quota` action for `who` (a CatRep's uid; for registrations an address key) in the
 * current hour, or throws 429 when `who` has made `perHour` of them in this hour. For actions
 * without an actor to check (registrations); a CatRep's writes count theirs through
 * domain/guard.ts, which checks the actor in the same transaction.
 */
export async function useQuota(who: string, quota: Quota): Promise<QuotaUse> {
  const hour = quotaHour();
  const ref = quotaRef(who, quota, hour);
  await ref.set(oneMore(quota, hour), { merge: true });
  return settleQuota(ref, quota);
}

// ---------------------------------------------------------------- quotas counted by their own documents

/** The hour (quotaHour) a stored `createdAt` falls in; the current hour when it is not a Timestamp. */
const hourOf = (createdAt: unknown) =>
  createdAt instanceof Timestamp ? quotaHour(createdAt.toMillis()) : quotaHour();

/**
 * How many uses of `quota` (one with `own`) `uid` made in `hour`: their documents created in it,
 * counted by one aggregation (1 read per 1,000), and those taken back within it, on the hour's
 * quota document (1 read) — both read at one moment (a read-only transaction), so a take-back that
 * removes a document and adds it to the hour's count is seen whole or not at all.
 */
export async function ownQuotaUsed(uid: string, quota: Quota, hour: number): Promise<number> {
  const own = quota.own!(uid)
    .where('createdAt', '>=', Timestamp.fromMillis(hour * HOUR_MS))
    .where('createdAt', '<', Timestamp.fromMillis((hour + 1) * HOUR_MS))
    .count();
  return db.runTransaction(
    async (tx) => {
      const [made, taken] = await Promise.all([tx.get(own), tx.get(quotaRef(uid, quota, hour))]);
      return made.data().count + (taken.data()?.count ?? 0);
    },
    { readOnly: true },
  );
}

/**
 * Whether the use of `quota` that `uid` just committed (its document created at `at`, a Timestamp)
 * goes past the quota of its hour. Exact under bursts as `settleQuota` is: each use is stored before
 * it is counted, so once `perHour` uses stand every later one counts more than `perHour`, and a
 * burst under the limit never does. The caller takes an over-quota use back without counting it
 * (it was never given) and answers `quotaReached`.
 */
export async function pastOwnQuota(uid: string, quota: Quota, at: Timestamp): Promise<boolean> {
  return (await ownQuotaUsed(uid, quota, quotaHour(at.toMillis()))) > quota.perHour;
}

/**
 * `uid` takes back, in `tx`, a use of `quota` whose document was created at `createdAt`: when that
 * was in the current hour, the use stays counted on the hour's quota document (a blind increment),
 * so a like taken back and given again counts twice, as two likes given. A use of an earlier hour
 * counts nothing now.
 */
export function countTakenBack(tx: Transaction, uid: string, quota: Quota, createdAt: unknown): void {
  const hour = hourOf(createdAt);
  if (hour !== quotaHour()) return;
  tx.set(quotaRef(uid, quota, hour), oneMore(quota, hour), { merge: true });
}

/**
 * Deletes every throttle and quota document of CatRep `uid` with `email` (lower-cased; null when
 * unknown), README "Leaving CatRep": the quotas keyed by the uid; the 10-minute throttles, whose
 * keys `throttled` lower-cases (the resend by uid, contact by `uid:…` and by email, the reset mail
 * by email); login failures of the account. Keys are hashed, so the documents are found by
 * recomputing them; missing ones are nothing to delete.
 */
export async function forgetThrottlesOf(uid: string, email: string | null): Promise<void> {
  const quotas = Object.values(QUOTAS).filter((q) => q !== QUOTAS.registrations);
  const refs = [
    ...quotas.flatMap((q) => [-2, -1, 0, 1].map((h) => quotaRef(uid, q, quotaHour() + h))),
    throttleRef('revalidate', uid.toLowerCase()),
    throttleRef('contact', `uid:${uid}`.toLowerCase()),
    ...(email
      ? [
          throttleRef('forgot', email),
          throttleRef('contact', email),
          throttleRef('login', `account:${email}`),
        ]
      : []),
  ];
  const batch = db.batch();
  for (const ref of refs) batch.delete(ref);
  await batch.commit();
}
