/**
 * The per-CatRep quotas as the API stores them (functions/src/store/throttles.ts): one document
 * per quota, CatRep and clock hour, `throttles/quota-{kind}-{sha256(uid:hour)}`, counting that
 * hour's actions. Tests fill them to stand at a limit, and read them back.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './admin.js';

const HOUR = 60 * 60_000;

/** The clock hour (since the epoch) of `ms`. */
const hourOf = (ms: number) => Math.floor(ms / HOUR);

/** The document counting `uid`'s quota `kind` ('posts', 'likes', …) in `hour`. */
export const quotaDoc = (kind: string, uid: string, hour = hourOf(Date.now())) =>
  db.doc(`throttles/quota-${kind}-${createHash('sha256').update(`${uid}:${hour}`).digest('hex')}`);

/**
 * Fills `uid`'s quota of `kind` as if `count` writes had been made this clock hour, and the next
 * hour's too, so a test crossing the hour holds.
 */
export async function fillQuota(kind: string, uid: string, count: number): Promise<void> {
  const hour = hourOf(Date.now());
  await Promise.all(
    [hour, hour + 1].map((h) =>
      quotaDoc(kind, uid, h).set({
        kind: `quota-${kind}`,
        at: Timestamp.fromMillis(h * HOUR),
        count,
        expiresAt: Timestamp.fromMillis((h + 2) * HOUR),
      }),
    ),
  );
}

/** How many `kind` actions of `uid` this clock hour counted. */
export async function quotaCount(kind: string, uid: string): Promise<number> {
  return ((await quotaDoc(kind, uid).get()).get('count') as number | undefined) ?? 0;
}
