/**
 * Blocks and mutes (README "Trust and safety"), each one guarded transaction (domain/guard.ts).
 *
 * Blocking ends any connection or request between the two in the same transaction (the relation
 * triggers undo what connecting did) and puts each in the other's `users/{uid}/private/hidden`:
 * every guarded write that touches the other's things reads that document in its own
 * transaction, so from the block's commit on neither acts on the other. Once committed, each
 * leaves the other's notifications and each one's cats leave the other's posts
 * (`unnameCatsBetween`). Muting hides the muted CatRep's posts and comments from the caller's
 * screens and notifications; nothing else changes. Neither is told.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { BlockDoc } from '@catrep/model';
import { notFound } from '../../core/errors.js';
import { blocks, hiddenRef, mutes, users } from '../../store/collections.js';
import { QUOTAS } from '../../store/throttles.js';
import { guarded } from '../guard.js';
import { unnameCatsBetween } from '../feeds/post-cats.js';
import { withdrawActorFromAll } from '../notifications/withdraw.js';
import { userCard } from '../serializers/users.js';
import { endRelation } from './end-relation.js';

/** The card of CatRep `otherUid` read in `tx`: 404 when there is no such CatRep. */
async function cardIn(tx: Transaction, otherUid: string): Promise<BlockDoc> {
  const other = await tx.get(users.doc(otherUid));
  if (!other.exists) throw notFound();
  return { userId: otherUid, user: userCard(other), createdAt: FieldValue.serverTimestamp() };
}

/** `uid` blocks `otherUid` (see above). Resolves whether the block is new (false: it stood already). */
export async function block(uid: string, otherUid: string): Promise<boolean> {
  const created = await guarded(
    uid,
    async (g) => {
      const mine = blocks.of(uid).doc(otherUid);
      const [card, existing] = await Promise.all([cardIn(g.tx, otherUid), g.tx.get(mine)]);
      await endRelation(g.tx, uid, otherUid);
      if (existing.exists) {
        g.unspent();
        return false;
      }
      g.tx.create(mine, card);
      g.tx.set(hiddenRef(uid), { uids: FieldValue.arrayUnion(otherUid) }, { merge: true });
      g.tx.set(hiddenRef(otherUid), { uids: FieldValue.arrayUnion(uid) }, { merge: true });
      return true;
    },
    { quota: QUOTAS.blocks },
  );
  await Promise.all([
    withdrawActorFromAll(uid, otherUid),
    withdrawActorFromAll(otherUid, uid),
    unnameCatsBetween(uid, otherUid),
  ]);
  return created;
}

/** `uid` lifts their block of `otherUid`: 404 when there is none. While the other still blocks them, the two stay hidden. */
export async function unblock(uid: string, otherUid: string): Promise<void> {
  await guarded(uid, async ({ tx }) => {
    const mine = blocks.of(uid).doc(otherUid);
    const [existing, theirs] = await Promise.all([tx.get(mine), tx.get(blocks.of(otherUid).doc(uid))]);
    if (!existing.exists) throw notFound();
    tx.delete(mine);
    if (!theirs.exists) {
      tx.set(hiddenRef(uid), { uids: FieldValue.arrayRemove(otherUid) }, { merge: true });
      tx.set(hiddenRef(otherUid), { uids: FieldValue.arrayRemove(uid) }, { merge: true });
    }
  });
}

/** `uid` mutes `otherUid`. Resolves whether the mute is new. */
export async function mute(uid: string, otherUid: string): Promise<boolean> {
  const created = await guarded(
    uid,
    async (g) => {
      const mine = mutes.of(uid).doc(otherUid);
      const [card, existing] = await Promise.all([cardIn(g.tx, otherUid), g.tx.get(mine)]);
      if (existing.exists) {
        g.unspent();
        return false;
      }
      g.tx.create(mine, card);
      g.tx.set(hiddenRef(uid), { muted: FieldValue.arrayUnion(otherUid) }, { merge: true });
      return true;
    },
    { quota: QUOTAS.blocks },
  );
  await withdrawActorFromAll(uid, otherUid);
  return created;
}

/** `uid` unmutes `otherUid`: 404 when they had not muted them. */
export async function unmute(uid: string, otherUid: string): Promise<void> {
  await guarded(uid, async ({ tx }) => {
    const mine = mutes.of(uid).doc(otherUid);
    if (!(await tx.get(mine)).exists) throw notFound();
    tx.delete(mine);
    tx.set(hiddenRef(uid), { muted: FieldValue.arrayRemove(otherUid) }, { merge: true });
  });
}
