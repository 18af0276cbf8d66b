/**
 * What names a deleted CatRep in other people's documents and in the operators' collections
 * (README "Leaving CatRep"; the order of the whole job is in domain/users/deletion.ts). Each step finds
 * what is left by query and deletes or rewrites it, so it is safe to run again.
 *
 *   relations            both sides of every relation (the relation triggers then undo CatMates,
 *                        timelines and chats of a connection), the request notifications, and
 *                        the CatRep in others' account lists of relations
 *   blocks and mutes     others' blocks/mutes of the CatRep, and the CatRep in their
 *                        `private/hidden` lists
 *   notifications        the CatRep leaves every notification it acted in (a group with no actor
 *                        left goes); notifications about the CatRep (requests, CatMates) go
 *   reports              reports the CatRep made stay, without the reporter; reported items of the
 *                        CatRep's (all gone with the account) go with their reports
 *   moderation log       entries keep an opaque id (`opaqueId`) instead of the uid, and no item
 *   throttles, devices   throttle and quota documents, remembered login browsers, export
 *                        download keys, contact messages
 */
import { createHash } from 'node:crypto';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { commitInBatches, type BatchedWrite } from '../../core/batches.js';
import { db } from '../../core/firebase.js';
import { withdrawActor } from '../notifications/withdraw.js';
import {
  blocks,
  contactMessages,
  exportKeys,
  loginDevices,
  moderationLog,
  mutes,
  noticeRef,
  notifications,
  relations,
  reportedItems,
  reports,
} from '../../store/collections.js';
import { forgetThrottlesOf } from '../../store/throttles.js';

/**
 * The id a deleted CatRep keeps in the moderation log and in their reports: `deleted-` and 20 hex
 * digits of a SHA-256 of the uid. The same for every entry of one CatRep (a moderator sees that
 * two entries were about one person), and no search for the uid finds it.
 */
export const opaqueId = (uid: string) =>
  `deleted-${createHash('sha256').update(`catrep-deleted:${uid}`).digest('hex').slice(0, 20)}`;

/** Deletes the documents of `found` (query results), in batches. */
const deleteAll = (found: { ref: DocumentReference }[]): Promise<void> =>
  commitInBatches(found.map((d): BatchedWrite => ({ op: 'delete', ref: d.ref })));

/**
 * Ends every relation of `uid`, both sides, with the request notifications either side had, and
 * takes `uid` out of the others' account lists (store/relations.ts `noteRelation`).
 */
async function endRelations(uid: string): Promise<void> {
  const accounts = db.collectionGroup('private');
  const [mine, theirs, listing, waitedOn] = await Promise.all([
    relations.of(uid).select().get(),
    relations.group().where('userId', '==', uid).select().get(),
    accounts.where('relationIds.connected', 'array-contains', uid).select().get(),
    accounts.where('relationIds.waiting', 'array-contains', uid).select().get(),
  ]);
  const others = new Set([...mine.docs.map((d) => d.id), ...theirs.docs.map((d) => d.ref.parent.parent!.id)]);
  await commitInBatches(
    [...others].flatMap((other): BatchedWrite[] => [
      { op: 'delete', ref: relations.of(uid).doc(other) },
      { op: 'delete', ref: relations.of(other).doc(uid) },
      { op: 'delete', ref: noticeRef(other, 'request', uid) },
    ]),
  );
  const lists = new Map([...listing.docs, ...waitedOn.docs].map((d) => [d.ref.path, d.ref]));
  await commitInBatches(
    [...lists.values()].map((ref): BatchedWrite => ({
      op: 'update',
      ref,
      data: {
        'relationIds.connected': FieldValue.arrayRemove(uid),
        'relationIds.waiting': FieldValue.arrayRemove(uid),
      },
    })),
  );
}

/** Takes `uid` out of others' blocks, mutes and `private/hidden` lists. */
async function leaveSafetyLists(uid: string): Promise<void> {
  const hiddenDocs = db.collectionGroup('private');
  const [blocking, muting, hiding, silencing] = await Promise.all([
    blocks.group().where('userId', '==', uid).select().get(),
    mutes.group().where('userId', '==', uid).select().get(),
    hiddenDocs.where('uids', 'array-contains', uid).select().get(),
    hiddenDocs.where('muted', 'array-contains', uid).select().get(),
  ]);
  await deleteAll([...blocking.docs, ...muting.docs]);
  const lists = new Map([...hiding.docs, ...silencing.docs].map((d) => [d.ref.path, d]));
  await commitInBatches(
    [...lists.values()].map((d): BatchedWrite => ({
      op: 'update',
      ref: d.ref,
      data: { uids: FieldValue.arrayRemove(uid), muted: FieldValue.arrayRemove(uid) },
    })),
  );
}

/** Takes `uid` out of every notification it acted in; deletes those about it. */
async function leaveNotifications(uid: string): Promise<void> {
  const [acted, about] = await Promise.all([
    notifications.group().where('actorIds', 'array-contains', uid).get(),
    notifications.group().where('subjectId', '==', uid).select().get(),
  ]);
  await deleteAll(about.docs);
  await Promise.all(
    acted.docs.map((d) => withdrawActor(d.ref.parent.parent!.id, d.data().kind, d.data().subjectId, uid)),
  );
}

/**
 * Reports and the moderation log: the CatRep's reports stay without their identity; the reported
 * items of theirs go with every report of them; log entries keep `opaqueId(uid)` and lose the item.
 */
async function anonymiseModeration(uid: string): Promise<void> {
  const anonymous = opaqueId(uid);
  const [made, items, asAuthor, asModerator] = await Promise.all([
    reports.where('reporterId', '==', uid).select().get(),
    reportedItems.where('authorId', '==', uid).select().get(),
    moderationLog.where('authorId', '==', uid).select().get(),
    moderationLog.where('moderatorId', '==', uid).select().get(),
  ]);
  const aboutThem = await Promise.all(
    items.docs.map((d) => reports.where('itemKey', '==', d.id).select().get()),
  );
  await deleteAll([...items.docs, ...aboutThem.flatMap((q) => q.docs)]);
  await commitInBatches([
    ...made.docs.map((d): BatchedWrite => ({ op: 'update', ref: d.ref, data: { reporterId: anonymous } })),
    ...asAuthor.docs.map((d): BatchedWrite => ({
      op: 'update',
      ref: d.ref,
      data: { authorId: anonymous, item: null, itemKey: null },
    })),
    ...asModerator.docs.map((d): BatchedWrite => ({
      op: 'update',
      ref: d.ref,
      data: { moderatorId: anonymous },
    })),
  ]);
}

/**
 * Throttles and quotas, remembered login browsers, export download keys and contact messages of
 * `uid` / `email`.
 */
async function forgetOperationalData(uid: string, email: string | null): Promise<void> {
  const [devices, keys, contacted] = await Promise.all([
    loginDevices.where('uid', '==', uid).select().get(),
    exportKeys.where('uid', '==', uid).select().get(),
    email ? contactMessages.where('email', '==', email).select().get() : null,
  ]);
  await Promise.all([
    deleteAll([...devices.docs, ...keys.docs, ...(contacted?.docs ?? [])]),
    forgetThrottlesOf(uid, email),
  ]);
}

/**
 * Removes every trace of CatRep `uid` (email `email`, lower case, or null when unknown) from
 * others' documents and the operators' collections, as listed above. Rejects with the first
 * failing step's error; running it again completes it.
 */
export async function removeTraces(uid: string, email: string | null): Promise<void> {
  await endRelations(uid);
  await Promise.all([
    leaveSafetyLists(uid),
    leaveNotifications(uid),
    anonymiseModeration(uid),
    forgetOperationalData(uid, email),
  ]);
}
