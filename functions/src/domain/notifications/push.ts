/**
 * Web push (README "Notifications"): a notification is also pushed to every browser its CatRep
 * turned push on in (`users/{uid}/pushTokens`), in one multicast through Firebase Cloud Messaging.
 * Tokens FCM answers are dead are removed. On the emulators there is no FCM: each multicast is
 * written as JSON to `emulator-data/push-outbox/` (the same message FCM would get), beside the
 * mail outbox, so tests see exactly what would be pushed.
 */
import { createHash } from 'node:crypto';
import { getMessaging, type MulticastMessage } from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';
import { FieldValue } from 'firebase-admin/firestore';
import { notificationText } from '@catrep/model';
import { onEmulators } from '../../core/firebase.js';
import { writeOutboxFile } from '../../core/outbox.js';
import { appUrl } from '../../core/paths.js';
import { pushTokens } from '../../store/collections.js';
import { expiresAfter, LIFETIME_MS } from '../../store/expiry.js';
import { guarded } from '../guard.js';
import type { AdmittedNotice } from './notices.js';

/** The id of a push token's document: its SHA-256, so a token is stored once and never as an id. */
export const pushTokenId = (token: string) => createHash('sha256').update(token).digest('hex');

/** How many browsers a CatRep gets web push in at most: a new one beyond it drops the oldest. */
export const MAX_PUSH_TOKENS = 20;

/**
 * Remembers `token` as one of uid's browsers (idempotent; each call renews it), in a guarded
 * transaction of uid's (domain/guard.ts) that also drops the oldest tokens beyond MAX_PUSH_TOKENS.
 */
export async function savePushToken(uid: string, token: string): Promise<void> {
  const ref = pushTokens.of(uid).doc(pushTokenId(token));
  await guarded(uid, async ({ tx }) => {
    const kept = await tx.get(pushTokens.of(uid).orderBy('createdAt', 'desc').select());
    const others = kept.docs.filter((d) => d.id !== ref.id);
    for (const old of others.slice(MAX_PUSH_TOKENS - 1)) tx.delete(old.ref);
    tx.set(ref, { token, createdAt: FieldValue.serverTimestamp(), ...expiresAfter(LIFETIME_MS.pushToken) });
  });
}

/** Forgets `token` for uid. */
export async function removePushToken(uid: string, token: string): Promise<void> {
  await pushTokens.of(uid).doc(pushTokenId(token)).delete();
}

/** FCM's answers that say a token will never work again. */
const DEAD = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/** Sends `message` through FCM; answers the tokens FCM called dead. */
async function sendThroughFcm(message: MulticastMessage): Promise<string[]> {
  const answer = await getMessaging().sendEachForMulticast(message);
  return answer.responses.flatMap((r, i) =>
    !r.success && DEAD.has(r.error?.code ?? '') ? [message.tokens[i]] : [],
  );
}

/** Writes `message` to the push outbox (emulators); no token is ever dead there. */
async function sendToOutbox(recipient: string, message: MulticastMessage): Promise<string[]> {
  await writeOutboxFile(
    'push-outbox',
    `${recipient}-${pushTokenId(message.tokens.join())}.json`,
    JSON.stringify({ recipient, ...message }, null, 2),
  );
  return [];
}

/**
 * Pushes each admitted notice whose recipient turned push on, after its commit. Never throws: a
 * failed push is logged, the notification itself is already stored.
 */
export async function pushNotices(notices: AdmittedNotice[]): Promise<void> {
  await Promise.all(
    notices
      .filter((n) => n.settings.push)
      .map(async (n) => {
        try {
          const devices = await pushTokens.of(n.recipient).get();
          if (devices.empty) return;
          const tokens = devices.docs.map((d) => d.data().token);
          const text = notificationText({
            ...n,
            actorIds: n.actor ? [n.actor.id] : [],
            moreActors: n.others,
          });
          const message: MulticastMessage = {
            tokens,
            notification: { title: 'CatRep', body: text },
            webpush: { fcmOptions: { link: `${appUrl()}${n.link}` } },
            data: { kind: n.kind, link: n.link },
          };
          const dead = onEmulators ? await sendToOutbox(n.recipient, message) : await sendThroughFcm(message);
          await Promise.all(dead.map((token) => removePushToken(n.recipient, token)));
        } catch (e) {
          logger.warn(`push to ${n.recipient} failed`, e);
        }
      }),
  );
}
