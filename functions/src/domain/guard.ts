/**
 * Write guards (docs/architecture.md §1 "Write guards"): every write a CatRep makes through the API
 * runs in `guarded`, one Firestore transaction that first reads what permits it — the actor's
 * profile (there, not being deleted, not suspended) and, where the write touches another CatRep's
 * things, the actor's `private/hidden` (no block either way) — and only then writes. A deletion, a
 * suspension or a block is itself a write of one of those documents, so whichever commits first,
 * the other sees it: once `DELETE /users/user`, a suspension or a block has answered, no write it
 * forbids can land, however the two interleave. A check made before the transaction could not
 * promise that.
 *
 * A write that spends a per-CatRep quota (store/throttles.ts QUOTAS) names it: the quota is counted
 * first, in a transaction that checks the actor too (so nothing is counted for an account being
 * deleted after its deletion swept the quotas), read back (429 over the limit), and given back when
 * the write fails or changes nothing the quota counts (`Guard.unspent`). A quota whose uses are
 * the CatRep's own documents (likes, comments: `own`) counts no increment first: the write's own
 * document is its use, read back after the commit (`settleOwnQuota`), so it costs no write.
 */
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { safetyMessages, serverMessages, type HiddenDoc, type UserDoc } from '@catrep/model';
import { db } from '../core/firebase.js';
import { conflict, failedWith, forbidden, GRPC, notFound, unauthorized } from '../core/errors.js';
import { hiddenRef, users } from '../store/collections.js';
import {
  countQuota,
  limitOf,
  pastOwnQuota,
  quotaReached,
  settleQuota,
  type Quota,
  type QuotaUse,
} from '../store/throttles.js';

/** What a guarded write knows of its actor, read in its own transaction. */
export interface Guard {
  /** The transaction every read and write of the guarded write goes through. */
  readonly tx: Transaction;
  /** The actor's uid. */
  readonly uid: string;
  /** The actor's profile as this transaction read it: active. */
  readonly profile: UserDoc;
  /**
   * Whether a block stands between the actor and CatRep `other` (either way). Reads the actor's
   * `private/hidden` once per attempt; call it before the write's first write.
   */
  blockedWith(other: string): Promise<boolean>;
  /**
   * The actor's own `private/hidden` as this transaction read it (undefined when there is none),
   * read once per attempt and shared with `blockedWith`; call it before the write's first write.
   */
  ownHidden(): Promise<HiddenDoc | undefined>;
  /** 404 (as for something that is not there) when a block stands between the actor and `other`. */
  reach(other: string): Promise<void>;
  /**
   * The profile of CatRep `other`, read in the transaction: 404 when there is none, it is being
   * deleted or suspended, or a block stands between them and the actor.
   */
  activeOther(other: string): Promise<UserDoc>;
  /** The write changed nothing its quota counts (a repeated report): the quota use is given back. */
  unspent(): void;
}

/** What `guarded` needs besides the write. */
export interface GuardOptions {
  /** The per-CatRep quota this write spends (store/throttles.ts QUOTAS). */
  quota?: Quota;
}

/** How often a guarded transaction is tried when simultaneous writes of the same documents overtake it. */
const ATTEMPTS = 10;

/**
 * Whether `profile` (of the actor) may write: 403 'no-profile' without one, 401 while the account is
 * being deleted (its sessions are over), 403 'suspended' while a moderator has suspended it.
 */
export function requireActive(profile: UserDoc | undefined): UserDoc {
  if (!profile) throw forbidden(serverMessages.noProfile, 'no-profile');
  if (profile.deleting === true) throw unauthorized();
  if (profile.suspended === true) throw forbidden(safetyMessages.suspended, 'suspended');
  return profile;
}

/** Reads the actor's profile in `tx` and checks it is active (`requireActive`). */
async function activeActor(tx: Transaction, uid: string): Promise<UserDoc> {
  return requireActive((await tx.get(users.doc(uid))).data());
}

/** The guard of one attempt of a guarded write. */
function guardOf(tx: Transaction, uid: string, profile: UserDoc, onUnspent: () => void): Guard {
  let hidden: Promise<HiddenDoc | undefined> | null = null;
  const ownHidden = () => (hidden ??= tx.get(hiddenRef(uid)).then((d) => d.data()));
  const blockedWith = async (other: string) => {
    if (other === uid) return false;
    return ((await ownHidden())?.uids ?? []).includes(other);
  };
  return {
    tx,
    uid,
    profile,
    blockedWith,
    ownHidden,
    async reach(other) {
      if (await blockedWith(other)) throw notFound();
    },
    async activeOther(other) {
      const [found, blocked] = await Promise.all([tx.get(users.doc(other)), blockedWith(other)]);
      const profile = found.data();
      if (!profile || blocked || profile.deleting === true || profile.suspended === true) throw notFound();
      return profile;
    },
    unspent: onUnspent,
  };
}

/** Counts one use of `quota` for active actor `uid` and reads it back (429 over the limit). */
export async function spend(uid: string, quota: Quota): Promise<QuotaUse> {
  const ref = await db.runTransaction(async (tx) => {
    await activeActor(tx, uid);
    return countQuota(tx, uid, quota);
  });
  return settleQuota(ref, quota);
}

/**
 * Spends one use of `quota` for active actor `uid` (429 over the limit, the actor's refusals)
 * before `action` runs, and gives it back when `action` throws: for writes with costly work before
 * their transaction (a photo is decoded and stored first), so a CatRep over the quota costs none.
 */
export async function withQuota<T>(uid: string, quota: Quota, action: () => Promise<T>): Promise<T> {
  const use = await spend(uid, quota);
  try {
    return await action();
  } catch (e) {
    await use.refund();
    throw e;
  }
}

/**
 * Runs `write` for actor `uid` in one transaction that first checks the actor is active (see
 * above); `write` gets the guard and does its own reads through `guard.tx` before it writes. With
 * `options.quota`, one use of it is counted first and given back if `write` throws or calls
 * `guard.unspent()`. Resolves what `write` resolves. Throws what `write` throws, the actor's
 * refusals (`requireActive`), 429 over the quota, 409 'aborted' when other writes of the same
 * documents kept overtaking this one, and 404 when it updates a document deleted meanwhile.
 */
export async function guarded<T>(
  uid: string,
  write: (guard: Guard) => Promise<T>,
  options: GuardOptions = {},
): Promise<T> {
  const use = options.quota ? await spend(uid, options.quota) : null;
  let unspent = false;
  try {
    const result = await db.runTransaction(
      async (tx) => {
        unspent = false;
        const profile = await activeActor(tx, uid);
        return write(
          guardOf(tx, uid, profile, () => {
            unspent = true;
          }),
        );
      },
      { maxAttempts: ATTEMPTS },
    );
    if (unspent) await use?.refund();
    return result;
  } catch (e) {
    await use?.refund();
    // Overtaken more often than ATTEMPTS.
    if (failedWith(e, GRPC.ABORTED)) throw conflict(serverMessages.editOvertaken, 'aborted');
    // An update of a document deleted after it was looked up (a chat marked read as it closes).
    if (failedWith(e, GRPC.NOT_FOUND)) throw notFound();
    throw e;
  }
}

/**
 * After a guarded write whose quota counts its own documents (store/throttles.ts `own`) committed
 * its document, created at `at`: reads the hour's uses of `quota` back and, past the limit, runs
 * `undo` (which takes the write back without counting it) and throws 429 with the quota's message.
 * Exact under bursts (store/throttles.ts `pastOwnQuota`): a burst under the limit is never refused.
 */
export async function settleOwnQuota(
  uid: string,
  quota: Quota,
  at: Timestamp,
  undo: () => Promise<unknown>,
): Promise<void> {
  if (!(await pastOwnQuota(uid, quota, at))) return;
  await undo();
  throw quotaReached(limitOf(quota));
}

/**
 * Runs `write` in a transaction: guarded for actor `by` when there is one (a CatRep's request),
 * plain for the system (a job, a trigger, a moderator's decision carried out) when `by` is null.
 */
export function asActorOrSystem<T>(by: string | null, write: (tx: Transaction) => Promise<T>): Promise<T> {
  return by ? guarded(by, (g) => write(g.tx)) : db.runTransaction(write);
}
