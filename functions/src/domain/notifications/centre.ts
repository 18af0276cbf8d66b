/**
 * The CatRep's own side of the notification centre (README "Notifications"): marking
 * notifications read and saving the switches, each a guarded write of theirs (domain/guard.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import {
  areaMirrorOf,
  notificationMessages,
  notificationSettingsOf,
  notifyCopyOf,
  type NotificationSettingsDoc,
} from '@catrep/model';
import { db } from '../../core/firebase.js';
import { badRequest } from '../../core/errors.js';
import { areas, hiddenRef, notificationSettingsRef, notifications } from '../../store/collections.js';
import { guarded } from '../guard.js';

/** Most notifications one transaction marks read. */
const BATCH = 400;

/**
 * Marks CatRep `uid`'s notifications `ids` read, or all of them when `ids` is undefined, in
 * guarded transactions of at most BATCH each. Resolves how many were unread.
 */
export async function markNotificationsRead(uid: string, ids: string[] | undefined): Promise<number> {
  if (ids) {
    return guarded(uid, async ({ tx }) => {
      const snaps = ids.length ? await tx.getAll(...ids.map((id) => notifications.of(uid).doc(id))) : [];
      const unread = snaps.filter((s) => s.exists && s.get('read') === false);
      for (const s of unread) tx.update(s.ref, { read: true });
      return unread.length;
    });
  }
  let marked = 0;
  for (;;) {
    const count = await guarded(uid, async ({ tx }) => {
      const unread = await tx.get(notifications.of(uid).where('read', '==', false).limit(BATCH).select());
      for (const d of unread.docs) tx.update(d.ref, { read: true });
      return unread.size;
    });
    if (count === 0) return marked;
    marked += count;
  }
}

/**
 * Saves CatRep `uid`'s notification switches, digest and push (every field named), copies the
 * switches and push into their `private/hidden` (HiddenDoc.notify: what admits a notification) and
 * mirrors the "Lost cats near me" switch and push into their Lost & Found area, if any
 * (`areas/{uid}`, domain/lost/areas.ts), all in one guarded transaction.
 */
export async function saveNotificationSettings(
  uid: string,
  settings: Pick<NotificationSettingsDoc, 'kinds' | 'digest' | 'push'>,
): Promise<void> {
  await guarded(uid, async ({ tx }) => {
    const area = await tx.get(areas.doc(uid));
    tx.set(notificationSettingsRef(uid), settings, { mergeFields: ['kinds', 'digest', 'push'] });
    tx.set(hiddenRef(uid), { notify: notifyCopyOf(settings) }, { mergeFields: ['notify'] });
    if (area.exists) tx.update(area.ref, areaMirrorOf(notificationSettingsOf(settings)));
  });
}

/** Whether two hex secrets are equal, in constant time. */
const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The digest mail's unsubscribe link (no session): turns CatRep `user`'s digest off when `token`
 * is their unsubscribe secret; 400 'bad-unsubscribe' otherwise.
 */
export async function unsubscribeDigest(user: string, token: string): Promise<void> {
  const ref = notificationSettingsRef(user);
  await db.runTransaction(async (tx) => {
    const secret = (await tx.get(ref)).data()?.unsubscribe;
    if (!secret || !sameSecret(secret, token)) {
      throw badRequest(notificationMessages.badUnsubscribe, 'bad-unsubscribe');
    }
    tx.set(ref, { digest: false }, { merge: true });
  });
}
