/**
 * Writing notifications (README "Notifications"): an action that tells someone something calls
 * `tellInTransaction` in its own transaction, so a notification is stored in the same commit as
 * what it tells of, or not at all; an action many CatReps do to one thing at once (a like) calls
 * `tellIfStill` after its commit instead.
 *
 * A notification groups by `{kind}_{subjectId}`: the second like of a post adds its CatRep to the
 * first one's document. The write is blind (a merge with `arrayUnion`, no read of the
 * notification), so a hundred CatReps liking at once never contend on it; taking an actor back
 * (`withdrawActor`) reads it and writes it back with its update time as the precondition, after
 * checking the action is really undone. What is never notified: oneself; a CatRep a block stands between, either way; a CatRep
 * the recipient muted; a kind the recipient switched off.
 */
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  notificationSettingsOf,
  wantsKind,
  type NotificationDoc,
  type NotificationKind,
  type NotificationSettings,
  type NotifiedItem,
  type UserSummary,
} from '@catrep/model';
import { db } from '../../core/firebase.js';
import { hiddenRef, noticeRef } from '../../store/collections.js';
import { withdrawActor } from './withdraw.js';

/** One thing to tell one CatRep. */
export interface Notice {
  recipient: string;
  kind: NotificationKind;
  subjectId: string;
  /** The app path it leads to. */
  link: string;
  /** Who did it; null for a moderator's word. */
  actor: UserSummary | null;
  /** How many did it besides `actor`, when the notification counts them (a like past the named ones), for push. */
  others?: number;
  item?: NotifiedItem;
  cats?: string[];
  mates?: string[];
  /** The daily kinds' fields (domain/daily/): the cats it is about, birthdays, a reminder, years. */
  catIds?: string[];
  birthdays?: NotificationDoc['birthdays'];
  reminder?: NotificationDoc['reminder'];
  years?: number;
  /** Lost & Found: the cat, when it was last seen (ISO 8601), where, and a visitor's name. */
  cat?: NotificationDoc['cat'];
  lastSeenAt?: string;
  place?: string;
  finder?: string;
}

/** A notice the recipient wants, with their settings (for push after the commit). */
export interface AdmittedNotice extends Notice {
  settings: NotificationSettings;
}

/** Reads one document: in a transaction (`tx.get`) or outside it (`ref.get()`). */
export type Reader = <T>(ref: DocumentReference<T>) => Promise<DocumentSnapshot<T>>;

/** Reads outside any transaction. */
const plainRead: Reader = (ref) => ref.get();

/**
 * The notices of `notices` their recipients let through, reading each one's `private/hidden` with
 * `read` (a transaction's reads, or ones already made: a like reads its author's hidden list once,
 * for the block and the notice alike): their blocks, mutes and the copy of their notification
 * settings kept there (HiddenDoc.notify), so one read per recipient.
 */
export async function admitWith(read: Reader, notices: Notice[]): Promise<AdmittedNotice[]> {
  const wanted = notices.filter((n) => n.recipient !== n.actor?.id);
  const recipients = [...new Set(wanted.map((n) => n.recipient))];
  const reads = await Promise.all(
    recipients.map(async (uid) => {
      // One document says it all: blocks, mutes and the copy of the recipient's wishes.
      const h = (await read(hiddenRef(uid))).data();
      const shut = new Set([...(h?.uids ?? []), ...(h?.muted ?? [])]);
      return [uid, { settings: notificationSettingsOf(h?.notify), shut }] as const;
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
 * Reads, in `tx`, what each recipient lets through (their `private/hidden`, `admitWith`) and
 * answers the notices to write. Must run before the transaction's first write.
 */
export const admitNotices = (tx: Transaction, notices: Notice[]): Promise<AdmittedNotice[]> =>
  admitWith((ref) => tx.get(ref), notices);

/**
 * Writes `notices` (those their recipients let through) after the action they tell of committed,
 * while `stillThere(read)` says the action still stands (a like not taken back, two CatReps still
 * connected). Answers what stays written, for push.
 *
 * Nothing here holds a lock: many CatReps liking one post at once would otherwise all queue on its
 * author's settings and notification. The notices are written blind in one batch, then checked:
 * the action and the recipients' hidden lists are read again, and a notice that should not be —
 * the action was undone meanwhile (its undo's withdrawal may have run before this write), or a
 * block or mute came in between — is withdrawn by `withdrawActor`, which checks the action again,
 * so a redo racing it keeps its notice.
 */
export async function tellIfStill(
  notices: Notice[],
  stillThere: () => Promise<boolean> = async () => true,
  counting: Counting = {},
): Promise<AdmittedNotice[]> {
  const admitted = await admitWith(plainRead, notices);
  if (!admitted.length || !(await stillThere())) return [];
  const batch = db.batch();
  for (const notice of admitted) writeNotice(batch, notice, counting);
  await batch.commit();
  const [still, allowed] = await Promise.all([stillThere(), admitWith(plainRead, admitted)]);
  const kept = still ? admitted.filter((n) => allowed.some((a) => a.recipient === n.recipient)) : [];
  const undo = admitted.filter((n) => !kept.includes(n) && n.actor);
  await Promise.all(
    undo.map((n) =>
      withdrawActor(n.recipient, n.kind, n.subjectId, n.actor!.id, still ? undefined : stillThere),
    ),
  );
  return kept;
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

/**
 * How a notice counts its actor: named (the default), or — `moreActors`, a like of a post already
 * liked by MAX_NOTICE_ACTORS or more landing on a milestone (model `isNoticeMilestone`,
 * domain/feeds/likes.ts) — as the number of actors beyond the named ones.
 */
export interface Counting {
  moreActors?: number;
}

/**
 * Writes `notice` into its group, blind: the actor joins `actorIds` (once), becomes the group's
 * newest actor, and the group is unread and on top again. With `moreActors` the actor is not named:
 * the group's count beyond its named actors is set to it and its face stays the newest named actor
 * (none when no named one is left), so a group never outgrows its document however many act, and a
 * CatRep counted is never shown.
 */
export function writeNotice(writer: Transaction | WriteBatch, notice: Notice, counting: Counting = {}): void {
  const { recipient, kind, subjectId, link, actor } = notice;
  const ref = noticeRef(recipient, kind, subjectId);
  const { moreActors } = counting;
  const data = {
    kind,
    subjectId,
    link,
    ...(actor && moreActors !== undefined
      ? // Removing a uid nobody has changes no list, and makes an empty one of a group not there.
        { moreActors, actorIds: FieldValue.arrayRemove('') }
      : { actor, actorIds: actor ? FieldValue.arrayUnion(actor.id) : [] }),
    ...(notice.item ? { item: notice.item } : {}),
    ...(notice.cats ? { cats: notice.cats } : {}),
    ...(notice.mates ? { mates: notice.mates } : {}),
    ...(notice.catIds ? { catIds: notice.catIds } : {}),
    ...(notice.birthdays ? { birthdays: notice.birthdays } : {}),
    ...(notice.reminder ? { reminder: notice.reminder } : {}),
    ...(notice.years !== undefined ? { years: notice.years } : {}),
    ...(notice.cat ? { cat: notice.cat } : {}),
    ...(notice.lastSeenAt ? { lastSeenAt: notice.lastSeenAt } : {}),
    ...(notice.place ? { place: notice.place } : {}),
    ...(notice.finder ? { finder: notice.finder } : {}),
    read: false,
    digested: false,
    updatedAt: FieldValue.serverTimestamp(),
  };
  (writer as WriteBatch).set(ref, data, { merge: true });
}
