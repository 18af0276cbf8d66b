/**
 * One CatRep's daily run for their local day (README "Care and the cat's days"): the care
 * reminders, the birthdays of their cats and their cats' CatMates in one notification, the
 * remembrance of their Catchies, then the digest mail. The notifications are written in one
 * transaction that reads, in it, the CatRep (there, not being deleted, not suspended), their
 * switches and whom they blocked or muted (or who blocked them), and each notification's own
 * document: the ids are made from what they tell of and the day, so one that is there already is
 * not written again — a run repeated, or two at once, tell each thing once. Push follows the
 * commit; the digest (domain/notifications/digest.ts) is once a day too.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import {
  notificationSettingsOf,
  slug,
  wantsKind,
  type NotificationDoc,
  type NotificationSettings,
} from '@catrep/model';
import { db } from '../../core/firebase.js';
import { hiddenRef, noticeRef, users } from '../../store/collections.js';
import { digestFor } from '../notifications/digest.js';
import { writeNotice, type AdmittedNotice, type Notice } from '../notifications/notices.js';
import { pushNotices } from '../notifications/push.js';
import type { BirthdayOf } from './birthdays.js';
import { remindersFor } from './reminders.js';
import { remembrancesFor } from './remembrance.js';

/** What one CatRep's run did. */
export interface Served {
  /** Notifications written now (none when an earlier run of the day wrote them). */
  told: number;
  /** Whether a digest mail went. */
  mailed: boolean;
}

/**
 * The one birthday notification of `lines` a CatRep with `settings` lets through, leaving out the
 * cats of CatReps in `shut` (a block either way, a mute) and the kinds switched off: own cats need
 * 'birthday' on, CatMates 'mateBirthday'. Its kind is 'birthday' when it names an own cat, else
 * 'mateBirthday'; its id is that kind and the day.
 */
export function birthdayNotice(
  uid: string,
  date: string,
  lines: readonly BirthdayOf[],
  settings: NotificationSettings,
  shut: ReadonlySet<string>,
): Notice | null {
  const kept = lines.filter(
    (l) => !shut.has(l.ownerId) && wantsKind(settings, l.mate ? 'mateBirthday' : 'birthday'),
  );
  if (!kept.length) return null;
  const first = kept[0]!;
  return {
    recipient: uid,
    kind: kept.some((l) => !l.mate) ? 'birthday' : 'mateBirthday',
    subjectId: date,
    link: `/cat/${first.catId}${slug(first.name) ? `/${slug(first.name)}` : ''}`,
    actor: null,
    catIds: kept.map((l) => l.catId),
    birthdays: kept.map(({ catId, name, age, mate }) => ({ catId, name, age, mate })),
  };
}

/**
 * Runs CatRep `uid`'s day `date` ('YYYY-MM-DD', their local date): `birthdays` are the day's
 * birthday lines meant for them (birthdays.ts). `now` (ms) places the digest's 24 hours. Resolves
 * what it did, or null for a CatRep passed over: being deleted, suspended or without a profile.
 */
export async function serveCatRep(
  uid: string,
  date: string,
  birthdays: readonly BirthdayOf[],
  now = Date.now(),
): Promise<Served | null> {
  const [reminders, remembrances] = await Promise.all([remindersFor(uid, date), remembrancesFor(uid, date)]);
  const written = await db.runTransaction(async (tx): Promise<AdmittedNotice[] | null> => {
    const [profile, hidden] = await Promise.all([tx.get(users.doc(uid)), tx.get(hiddenRef(uid))]);
    const me = profile.data();
    if (!me || me.deleting === true || me.suspended === true) return null;
    const h = hidden.data();
    // The switches and push as copied into private/hidden (HiddenDoc.notify).
    const settings = notificationSettingsOf(h?.notify);
    const shut = new Set([...(h?.uids ?? []), ...(h?.muted ?? [])]);
    const birthday = birthdayNotice(uid, date, birthdays, settings, shut);
    const wanted = [...reminders, ...remembrances, ...(birthday ? [birthday] : [])].filter((n) =>
      n.kind === 'birthday' || n.kind === 'mateBirthday' ? true : wantsKind(settings, n.kind),
    );
    const there = await Promise.all(wanted.map((n) => tx.get(noticeRef(uid, n.kind, n.subjectId))));
    const fresh = wanted.filter((_, i) => !there[i]!.exists);
    for (const notice of fresh) writeNotice(tx, notice);
    return fresh.map((n) => ({ ...n, settings }));
  });
  if (written === null) return null;
  await pushNotices(written);
  const refs = written.map((n) => noticeRef(uid, n.kind, n.subjectId) as DocumentReference<NotificationDoc>);
  const mailed = await digestFor(uid, date, refs, now);
  return { told: written.length, mailed };
}
