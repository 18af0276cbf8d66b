/**
 * Writing notifications (README "Notifications"): each action that tells someone something
 * calls `admitNotices` among its transaction's reads and `writeNotice` among its writes, so a
 * notification is stored in the same commit as what it tells of, or not at all.
 *
 * A notification groups by `{kind}_{subjectId}`: the second like of a post adds its CatRep to the
 * first one's document. The write is blind (a merge with `arrayUnion`, no read of the
 * notification), so a hundred CatReps liking at once never contend on it; taking an actor back
 * (`withdrawActor`) reads it in a transaction of its own that first checks the action is really
 * undone. What is never notified: oneself; a CatRep a block stands between, either way; a CatRep
 * the recipient muted; a kind the recipient switched off.
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  notificationId,
  notificationSettingsOf,
  wantsKind,
  type NotificationKind,
  type NotificationSettings,
  type NotifiedItem,
  type UserSummary,
} from '@catrep/model';
import { db } from '../core/firebase.js';
import { hiddenRef, notifications, notificationSettingsRef } from '../store/collections.js';

/** One thing to tell one CatRep. */
export interface Notice {
  recipient: string;
  kind: NotificationKind;
  subjectId: string;
  /** The app path it leads to. */
  link: string;
  /** Who did it; null for a moderator's word. */
  actor: UserSummary | null;
  item?: NotifiedItem;
  cats?: string[];
  mates?: string[];
}

/** A notice the recipient wants, with their settings (for push after the commit). */
export interface AdmittedNotice extends Notice {
  settings: NotificationSettings;
}

/**
 * Reads, in `tx`, what each recipient lets through (their settings and `private/hidden`) and
 * answers the notices to write. Must run before the transaction's first write.
 */
export async function admitNotices(tx: Transaction, notices: Notice[]): Promise<AdmittedNotice[]> {
  const wanted = notices.filter((n) => n.recipient !== n.actor?.id);
  const recipients = [...new Set(wanted.map((n) => n.recipient))];
  const reads = await Promise.all(
    recipients.map(async (uid) => {
      const [settings, hidden] = await Promise.all([
        tx.get(notificationSettingsRef(uid)),
        tx.get(hiddenRef(uid)),
      ]);
      const h = hidden.data();
      const shut = new Set([...(h?.uids ?? []), ...(h?.muted ?? [])]);
      return [uid, { settings: notificationSettingsOf(settings.data()), shut }] as const;
    }),
  );
  const byUid = new Map(reads);
  return wanted.flatMap((n) => {
    const r = byUid.get(n.recipient);
    if (!r || !wantsKind(r.settings, n.kind) || (n.actor && r.shut.has(n.actor.id))) return [];
    return [{ ...n, settings: r.settings }];
  });
}

/**
 * Writes `notices` (those their recipients let through) in a transaction of their own, after the
 * action they tell of committed, when `stillThere` — read in the same transaction — says the
 * action still stands (a like not taken back meanwhile): a late write never resurrects an undone
 * action, and an undo's withdrawal never misses a write. Answers what was written, for push.
 */
export async function tellIfStill(
  notices: Notice[],
  stillThere: (tx: Transaction) => Promise<boolean> = async () => true,
): Promise<AdmittedNotice[]> {
  return db.runTransaction(async (tx) => {
    const [still, admitted] = await Promise.all([stillThere(tx), admitNotices(tx, notices)]);
    if (!still) return [];
    for (const notice of admitted) writeNotice(tx, notice);
    return admitted;
  });
}

/**
 * Admits `notices` in `tx` (their recipients' reads) and writes those let through: call it after
 * the transaction's other reads. Answers what was written, for push after the commit.
 */
export async function tellInTransaction(tx: Transaction, notices: Notice[]): Promise<AdmittedNotice[]> {
  const admitted = await admitNotices(tx, notices);
  for (const notice of admitted) writeNotice(tx, notice);
  return admitted;
}

/** The document of `notice` in its recipient's notifications. */
export const noticeRef = (recipient: string, kind: NotificationKind, subjectId: string) =>
  notifications.of(recipient).doc(notificationId(kind, subjectId));

/**
 * Writes `notice` into its group, blind: the actor joins `actorIds` (once), becomes the group's
 * newest actor, and the group is unread and on top again.
 */
export function writeNotice(writer: Transaction | WriteBatch, notice: Notice): void {
  const { recipient, kind, subjectId, link, actor } = notice;
  const ref = noticeRef(recipient, kind, subjectId);
  const data = {
    kind,
    subjectId,
    link,
    actor,
    actorIds: actor ? FieldValue.arrayUnion(actor.id) : [],
    ...(notice.item ? { item: notice.item } : {}),
    ...(notice.cats ? { cats: notice.cats } : {}),
    ...(notice.mates ? { mates: notice.mates } : {}),
    read: false,
    digested: false,
    updatedAt: FieldValue.serverTimestamp(),
  };
  (writer as WriteBatch).set(ref, data, { merge: true });
}
