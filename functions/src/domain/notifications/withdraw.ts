/**
 * Taking notifications back (README "Notifications"): a notification about something that is
 * gone, undone or out of reach goes with it — an actor leaves a group when their like or comment
 * goes, a group with no actor left goes, every notification about a deleted post goes, and a
 * block or mute takes the other CatRep out of every notification.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { MAX_NOTICE_ACTORS, type NotificationKind } from '@catrep/model';
import { commitInBatches } from '../../core/batches.js';
import { GRPC, failedWith } from '../../core/errors.js';
import { userSummary } from '../serializers/users.js';
import { comments, noticeRef, notifications, users } from '../../store/collections.js';

/** Withdrawals of one actor give up after this many rounds of others changing the notification. */
const MAX_ROUNDS = 60;

/**
 * Takes `actorUid` out of recipient's `kind` notification about `subjectId`, unless `stillThere()`
 * says the action is back (a like given again meanwhile): then nothing changes. The newest
 * remaining named actor takes the departed one's place; with none named but some counted
 * (`moreActors`) left, the notification shows nobody; with none at all it goes. An actor counted,
 * not named, is not here: `recountLikers` sets the count again. Safe to repeat and in any order
 * with the writes it undoes.
 *
 * Optimistic, without a transaction: the notification is read, then written with its update time
 * as the precondition, and read again when something else changed it first. So thirty CatReps
 * taking their likes of one post back at once hold no lock on the one notification they share;
 * and a like given again meanwhile changes the notification (or is seen by `stillThere` on the
 * next round), so it is never withdrawn by mistake.
 */
export async function withdrawActor(
  recipient: string,
  kind: NotificationKind,
  subjectId: string,
  actorUid: string,
  stillThere: () => Promise<boolean> = async () => false,
): Promise<void> {
  const ref = noticeRef(recipient, kind, subjectId);
  for (let round = 1; ; round += 1) {
    const snap = await ref.get();
    const notice = snap.data();
    if (!notice?.actorIds.includes(actorUid) || (await stillThere())) return;
    const remaining = notice.actorIds.filter((id) => id !== actorUid);
    const newest = remaining.at(-1);
    const more = Math.max(0, notice.moreActors ?? 0);
    const precondition = { lastUpdateTime: snap.updateTime! };
    try {
      if (!newest && more === 0) {
        await ref.delete(precondition);
        return;
      }
      // The newest named actor takes the place shown; with only counted ones left, nobody does.
      const shown = notice.actor?.id === actorUid;
      const actor = shown && newest ? (await users.doc(newest).get()).data() : undefined;
      await ref.update(
        {
          actorIds: FieldValue.arrayRemove(actorUid),
          ...(actor && newest ? { actor: userSummary(newest, actor) } : {}),
          ...(shown && !newest ? { actor: null } : {}),
        },
        precondition,
      );
      return;
    } catch (e) {
      // FAILED_PRECONDITION: the notification changed since it was read.
      if (!failedWith(e, GRPC.FAILED_PRECONDITION) || round === MAX_ROUNDS) throw e;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * Math.min(round, 10)));
    }
  }
}

/**
 * After a like counted beyond the named ones (notices.ts `writeNotice` with `moreActors`) is taken
 * back and post `postId`'s count lands on a milestone (model `isNoticeMilestone`) at `likes`: sets
 * the count of recipient's like notification beyond its named likers to `likes −
 * MAX_NOTICE_ACTORS` (never below 0), blind, without making it unread. A notification already gone
 * stays gone.
 */
export async function recountLikers(recipient: string, postId: string, likes: number): Promise<void> {
  try {
    await noticeRef(recipient, 'like', postId).update({ moreActors: Math.max(0, likes - MAX_NOTICE_ACTORS) });
  } catch (e) {
    if (!failedWith(e, GRPC.NOT_FOUND)) throw e;
  }
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
 * they still have a comment on it (checked on each withdrawal's round).
 */
export async function withdrawActorFromComments(postId: string, actorUid: string): Promise<void> {
  const about = await notifications.group().where('subjectId', '==', postId).get();
  const hasComment = async () =>
    !(await comments.of(postId).where('userId', '==', actorUid).limit(1).get()).empty;
  await Promise.all(
    about.docs
      .filter((d) => ['comment', 'reply'].includes(d.data().kind) && d.data().actorIds.includes(actorUid))
      .map((d) => withdrawActor(d.ref.parent.parent!.id, d.data().kind, postId, actorUid, hasComment)),
  );
}
