/**
 * The daily digest mail (README "Notifications"): each CatRep with the digest on gets one mail of
 * the notifications that stayed unread for 24 hours and were in no digest yet, through the mailer
 * (the outbox on the emulators). The mail carries an unsubscribe link that works without signing
 * in (`/unsubscribe?user=…&token=…`, and RFC 8058 one-click to the API), whose secret is kept in
 * the CatRep's settings. Each notification is in one digest at most; a run that fails midway
 * mails the rest next time.
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
/** The most notifications one run reads. */
const RUN_LIMIT = 2000;
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

/** Mails one CatRep's digest of `due` (their unread notifications), then marks them digested. */
async function digestFor(uid: string, due: { ref: DocumentReference; doc: NotificationDoc }[]) {
  const [settings, account] = await Promise.all([notificationSettingsRef(uid).get(), accountRef(uid).get()]);
  const email = account.data()?.email;
  if (notificationSettingsOf(settings.data()).digest && email) {
    const secret = await unsubscribeSecret(uid);
    const query = `user=${encodeURIComponent(uid)}&token=${secret}`;
    const lines = due.map(({ doc }) => ({ text: notificationText(doc), url: `${appUrl()}${doc.link}` }));
    await sendMail(
      digestMail(email, lines.slice(0, MAIL_LINES), lines.length, {
        page: `${appUrl()}/unsubscribe?${query}`,
        oneClick: `${appUrl()}/api/notifications/unsubscribe?${query}`,
      }),
    );
  }
  const batch = db.batch();
  for (const { ref } of due) batch.update(ref, { digested: true });
  await batch.commit();
}

/**
 * Sends every digest due at `now`: answers how many CatReps were mailed or passed over (digest
 * off, no email) and how many notifications were told of.
 */
export async function sendDigests(now = new Date()): Promise<{ catreps: number; notifications: number }> {
  const cutoff = Timestamp.fromMillis(now.getTime() - DIGEST_AFTER_MS);
  const due = await notifications
    .group()
    .where('read', '==', false)
    .where('digested', '==', false)
    .where('updatedAt', '<=', cutoff)
    .orderBy('updatedAt', 'desc')
    .limit(RUN_LIMIT)
    .get();
  const byCatRep = new Map<string, { ref: DocumentReference; doc: NotificationDoc }[]>();
  for (const d of due.docs) {
    const uid = d.ref.parent.parent!.id;
    byCatRep.set(uid, [...(byCatRep.get(uid) ?? []), { ref: d.ref, doc: d.data() }]);
  }
  await Promise.all([...byCatRep].map(([uid, list]) => digestFor(uid, list)));
  return { catreps: byCatRep.size, notifications: due.size };
}
