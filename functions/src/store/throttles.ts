/**
 * Server-side throttles (SPEC §8, §9: 10 minutes between emails and between contact messages).
 * One document per (kind, key) in `throttles/`, read and stamped in a transaction so two
 * simultaneous requests cannot both pass. Keys are hashed: no email addresses are stored here.
 */
import { createHash } from 'node:crypto';
import { THROTTLE_MS } from '@catrep/model';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase.js';
import { tooManyRequests } from '../http/errors.js';
import { throttles } from './collections.js';

/**
 * Lets one `kind` action per `key` through every 10 minutes; otherwise throws 429 with `message`.
 * Runs `action` once the stamp is written; if `action` fails the stamp is taken back (so a mail
 * server hiccup does not lock anyone out for ten minutes) and the error is rethrown.
 */
export async function throttled<T>(
  kind: string,
  key: string,
  message: string,
  action: () => Promise<T>,
): Promise<T> {
  const id = `${kind}-${createHash('sha256').update(key.toLowerCase()).digest('hex')}`;
  const ref = throttles.doc(id);
  const at = Timestamp.now();
  await db.runTransaction(async (tx) => {
    const last = (await tx.get(ref)).data()?.at;
    if (last && Date.now() - last.toMillis() < THROTTLE_MS) throw tooManyRequests(message);
    tx.set(ref, { at, kind });
  });
  try {
    return await action();
  } catch (e) {
    await db
      .runTransaction(async (tx) => {
        if ((await tx.get(ref)).data()?.at.isEqual(at)) tx.delete(ref);
      })
      .catch(() => undefined);
    throw e;
  }
}
