/**
 * Connecting CatReps (docs/product.md §4 Connection, §7 relations; README "Notifications"): a
 * request, an approval and the end of a relation, each one guarded transaction
 * (domain/guard.ts) that writes both sides of the relation. A request tells its recipient
 * ('request'), an approval the CatRep who asked ('approved'), in the same transaction; a request
 * that ends takes its notification with it. The triggers of triggers/relation-changes.ts react
 * when a pair becomes connected or stops being so (CatMates, timelines, CatChat).
 */
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  failure,
  safetyMessages,
  serverMessages,
  type RelationDoc,
  type RelationState,
  type UserDoc,
} from '@catrep/model';
import { conflict, notFound } from '../../core/errors.js';
import { blocks, relations, users } from '../../store/collections.js';
import { dataOf } from '../../store/read.js';
import { noteRelation } from '../../store/relations.js';
import { QUOTAS } from '../../store/throttles.js';
import { guarded, type Guard } from '../guard.js';
import { tellInTransaction, type AdmittedNotice } from '../notifications/notices.js';
import { pushNotices } from '../notifications/push.js';
import { dropNotice } from '../notifications/withdraw.js';
import { userCard, userSummary } from '../serializers/users.js';
import { endRelation } from './end-relation.js';

/**
 * Writes both sides of a relation in `tx`: `me` gets `mine`, `other` gets `theirs`; each side's
 * account lists follow (store/relations.ts `noteRelation`).
 */
function writePair(
  tx: Transaction,
  me: DocumentSnapshot<UserDoc>,
  other: DocumentSnapshot<UserDoc>,
  mine: RelationState,
  theirs: RelationState,
  isNew: boolean,
) {
  const now = FieldValue.serverTimestamp();
  const side = (state: RelationState, about: DocumentSnapshot<UserDoc>): Partial<RelationDoc> => ({
    state,
    userId: about.id,
    user: userCard(about),
    updatedAt: now,
    ...(isNew ? { createdAt: now } : {}),
  });
  tx.set(relations.of(me.id).doc(other.id), side(mine, other), { merge: true });
  tx.set(relations.of(other.id).doc(me.id), side(theirs, me), { merge: true });
  noteRelation(tx, me.id, other.id, mine);
  noteRelation(tx, other.id, me.id, theirs);
}

/**
 * Reads both profiles, the relation and the blocks between them in the guard's transaction (the
 * caller's profile is the guard's): 404 when the other CatRep does not exist, is leaving or
 * suspended, or has blocked the caller (they are not told apart), 409 when the caller blocked
 * them. Read in the transaction, so a block and a request at the same moment cannot both succeed.
 */
async function readPair({ tx, uid }: Guard, otherUid: string) {
  const [me, other, mine, iBlocked, theyBlocked] = await Promise.all([
    tx.get(users.doc(uid)),
    tx.get(users.doc(otherUid)),
    tx.get(relations.of(uid).doc(otherUid)),
    tx.get(blocks.of(uid).doc(otherUid)),
    tx.get(blocks.of(otherUid).doc(uid)),
  ]);
  const profile = other.data();
  if (!profile || theyBlocked.exists || profile.deleting === true || profile.suspended === true)
    throw notFound(serverMessages.userNotFound);
  if (iBlocked.exists) throw conflict(safetyMessages.youBlocked, 'blocked');
  return { me, other, state: mine.data()?.state ?? null };
}

/**
 * Tells `other`, in `tx`, of the notice `me` causes them — their request to me approved, or my
 * request to them — when they let it through. Runs after the transaction's other reads.
 */
function tellOther(
  tx: Transaction,
  pair: { me: DocumentSnapshot<UserDoc>; other: DocumentSnapshot<UserDoc> },
  kind: 'request' | 'approved',
) {
  const actor = userSummary(pair.me.id, dataOf(pair.me));
  const link = kind === 'request' ? '/cat-rep-requests' : `/cat-rep/${pair.me.id}`;
  return tellInTransaction(tx, [{ recipient: pair.other.id, kind, subjectId: pair.me.id, link, actor }]);
}

/**
 * `uid` asks `otherUid` to connect. Resolves 'requested', or 'connected' when `otherUid` had
 * already asked `uid`. 409 'already-requested' / 'already-connected'; readPair's refusals; 429
 * past the connections quota; the guard's refusals.
 */
export async function requestConnection(uid: string, otherUid: string): Promise<'requested' | 'connected'> {
  let told: AdmittedNotice[] = [];
  const state = await guarded(
    uid,
    async (g) => {
      const pair = await readPair(g, otherUid);
      if (pair.state === 'requested') throw conflict(failure.friendRequestWaiting, 'already-requested');
      if (pair.state === 'connected') throw conflict(serverMessages.alreadyConnected, 'already-connected');
      told = await tellOther(g.tx, pair, pair.state === 'waiting' ? 'approved' : 'request');
      if (pair.state === 'waiting') {
        dropNotice(g.tx, uid, 'request', otherUid);
        writePair(g.tx, pair.me, pair.other, 'connected', 'connected', false);
        return 'connected' as const;
      }
      writePair(g.tx, pair.me, pair.other, 'requested', 'waiting', true);
      return 'requested' as const;
    },
    { quota: QUOTAS.connections },
  );
  await pushNotices(told);
  return state;
}

/** `uid` approves `otherUid`'s request: 409 'nothing-to-approve' without one; as for a request otherwise. */
export async function approveConnection(uid: string, otherUid: string): Promise<void> {
  const told = await guarded(
    uid,
    async (g) => {
      const pair = await readPair(g, otherUid);
      if (pair.state !== 'waiting') throw conflict(failure.approve, 'nothing-to-approve');
      const admitted = await tellOther(g.tx, pair, 'approved');
      dropNotice(g.tx, uid, 'request', otherUid);
      writePair(g.tx, pair.me, pair.other, 'connected', 'connected', false);
      return admitted;
    },
    { quota: QUOTAS.connections },
  );
  await pushNotices(told);
}

/**
 * `uid` withdraws their request to `otherUid`, declines theirs, or ends their connection. Resolves
 * the state that ended (uid's side); 404 'notRelated' when there was none.
 */
export async function endConnection(uid: string, otherUid: string): Promise<RelationState> {
  const state = await guarded(uid, ({ tx }) => endRelation(tx, uid, otherUid));
  if (!state) throw notFound(serverMessages.notRelated);
  return state;
}
