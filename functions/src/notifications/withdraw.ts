/**
 * Taking notifications back (README "Notifications"): a notification about something that is
 * gone, undone or out of reach goes with it — an actor leaves a group when their like or comment
 * goes, a group with no actor left goes, every notification about a deleted post goes, and a
 * block or mute takes the other CatRep out of every notification.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { NotificationKind } from '@catrep/model';
import { commitInBatches } from '../core/batches.js';
import { db } from '../core/firebase.js';
import { userSummary } from '../serializers/users.js';
import { comments, notifications, users } from '../store/collections.js';
import { noticeRef } from './notices.js';

/**
 * Takes `actorUid` out of recipient's `kind` notification about `subjectId`, in a transaction
 * that first asks `stillThere` whether the action is back (a like given again meanwhile): then
 * nothing changes. The newest remaining actor takes the departed one's place; with none left the
 * notification goes. Safe to repeat and in any order with the writes it undoes.
 */
export async function withdrawActor(
  recipient: string,
  kind: NotificationKind,
  subjectId: string,
  actorUid: string,
  stillThere: (tx: Transaction) => Promise<boolean> = async () => false,
): Promise<void> {
  const ref = noticeRef(recipient, kind, subjectId);
  await db.runTransaction(async (tx) => {
    if (await stillThere(tx)) return;
    const notice = (await tx.get(ref)).data();
    if (!notice || !notice.actorIds.includes(actorUid)) return;
    const remaining = notice.actorIds.filter((id) => id !== actorUid);
    const newest = remaining.at(-1);
    if (!newest) {
      tx.delete(ref);
      return;
    }
    const actor = notice.actor?.id === actorUid ? (await tx.get(users.doc(newest))).data() : undefined;
    tx.update(ref, {
      actorIds: FieldValue.arrayRemove(actorUid),
      ...(actor ? { actor: userSummary(newest, actor) } : {}),
    });
  });
}

/** Takes `actorUid` out of every notification of `recipient` (a block, a mute). */
export async function withdrawActorFromAll(recipient: string, actorUid: string): Promise<void> {
  const named = await notifications.of(recipient).where('actorIds', 'array-contains', actorUid).get();
  await Promise.all(
    named.docs.map((d) => withdrawActor(recipient, d.data().kind, d.data().subjectId, actorUid)),
  );
}

/** Deletes every notification, whoever's, about `subjectId` (a deleted post or diary entry). */
export async function dropNoticesAbout(subjectId: string): Promise<void> {
  const about = await notifications.group().where('subjectId', '==', subjectId).select().get();
  await commitInBatches(about.docs.map((d) => ({ op: 'delete', ref: d.ref })));
}

/** Deletes recipient's `kind` notification about `subjectId`, in `tx` (a request withdrawn). */
export function dropNotice(
  tx: Transaction,
  recipient: string,
  kind: NotificationKind,
  subjectId: string,
): void {
  tx.delete(noticeRef(recipient, kind, subjectId));
}

/**
 * Takes `actorUid` out of the 'comment' and 'reply' notifications about post `postId`, unless
 * they still have a comment on it (checked in each withdrawal's transaction).
 */
export async function withdrawActorFromComments(postId: string, actorUid: string): Promise<void> {
  const about = await notifications.group().where('subjectId', '==', postId).get();
  const hasComment = async (tx: Transaction) =>
    !(await tx.get(comments.of(postId).where('userId', '==', actorUid).limit(1))).empty;
  await Promise.all(
    about.docs
      .filter((d) => ['comment', 'reply'].includes(d.data().kind) && d.data().actorIds.includes(actorUid))
      .map((d) => withdrawActor(d.ref.parent.parent!.id, d.data().kind, postId, actorUid, hasComment)),
  );
}
