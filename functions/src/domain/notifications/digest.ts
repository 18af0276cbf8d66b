/**
 * The digest mail (README "Notifications"), part of each CatRep's daily run at 8:00 where they
 * live (domain/daily/run.ts): one mail of the notifications that stayed unread for 24 hours and
 * were in no digest yet, together with what the day's run itself just told them (reminders,
 * birthdays, remembrance), through the mailer (the outbox on the emulators). The mail carries an
 * unsubscribe link that works without signing in (`/unsubscribe?user=…&token=…`, and RFC 8058
 * one-click to the API), whose secret is kept in the CatRep's settings. Each notification is in
 * one digest at most, and a CatRep gets one digest a day at most (`digestDate` in their settings):
 * a second run for the same day mails nothing.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { notificationSettingsOf, notificationText, type NotificationDoc } from '@catrep/model';
import { db } from '../../core/firebase.js';
import { appUrl } from '../../core/paths.js';
import { sendMail } from '../mail/mailer.js';
import { digestMail } from '../mail/messages.js';
import { accountRef, notifications, notificationSettingsRef } from '../../store/collections.js';

/** How long a notification stays unread before the digest tells of it. */
export const DIGEST_AFTER_MS = 24 * 60 * 60 * 1000;
/** The most notifications one digest reads. */
const DIGEST_LIMIT = 200;
/** The most lines one mail lists (the rest are counted). */
const MAIL_LINES = 20;

/** uid's unsubscribe secret, made on first need. */
async function unsubscribeSecret(uid: string): Promise<string> {
  const ref = notificationSettingsRef(uid);
  return db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data()?.unsubscribe;
    if (existing) return existing;
    const secret = randomBytes(32).toString('hex');
    tx.set(ref, { unsubscribe: secret }, { merge: true });
    return secret;
  });
}

/**
 * CatRep `uid`'s digest for their local day `date`: every notification of theirs unread since
 * `now` minus 24 hours and in no digest yet, and those of `fresh` (the day's run just wrote them)
 * still unread. With the digest on and an email, one mail lists them (newest first); either way
 * they are marked digested and `date` is noted, so a later run of the same day mails nothing.
 * Resolves whether a mail went.
 */
export async function digestFor(
  uid: string,
  date: string,
  fresh: readonly DocumentReference<NotificationDoc>[],
  now = Date.now(),
): Promise<boolean> {
  const settingsRef = notificationSettingsRef(uid);
  const [settingsSnap, account] = await Promise.all([settingsRef.get(), accountRef(uid).get()]);
  if (settingsSnap.data()?.digestDate === date) return false;
  const [due, told] = await Promise.all([
    notifications
      .of(uid)
      .where('read', '==', false)
      .where('digested', '==', false)
      .where('updatedAt', '<=', Timestamp.fromMillis(now - DIGEST_AFTER_MS))
      .orderBy('updatedAt', 'desc')
      .limit(DIGEST_LIMIT)
      .get(),
    fresh.length ? db.getAll(...fresh) : Promise.resolve([]),
  ]);
  const byId = new Map<string, { ref: DocumentReference; doc: NotificationDoc }>();
  for (const d of [...told, ...due.docs]) {
    const doc = d.data() as NotificationDoc | undefined;
    if (doc && !doc.read && !doc.digested) byId.set(d.id, { ref: d.ref, doc });
  }
  const list = [...byId.values()];
  if (!list.length) return false;
  const email = account.data()?.email;
  const mailed = notificationSettingsOf(settingsSnap.data()).digest && !!email;
  if (mailed) {
    const secret = await unsubscribeSecret(uid);
    const query = `user=${encodeURIComponent(uid)}&token=${secret}`;
    const lines = list.map(({ doc }) => ({ text: notificationText(doc), url: `${appUrl()}${doc.link}` }));
    await sendMail(
      digestMail(email, lines.slice(0, MAIL_LINES), lines.length, {
        page: `${appUrl()}/unsubscribe?${query}`,
        oneClick: `${appUrl()}/api/notifications/unsubscribe?${query}`,
      }),
    );
  }
  const batch = db.batch();
  for (const { ref } of list) batch.update(ref, { digested: true });
  batch.set(settingsRef, { digestDate: date }, { merge: true });
  await batch.commit();
  return mailed;
}
