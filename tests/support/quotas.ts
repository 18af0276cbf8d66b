/**
 * The per-CatRep quotas as the API stores them (functions/src/store/throttles.ts): one document
 * per quota, CatRep and clock hour, `throttles/quota-{kind}-{sha256(uid:hour)}`, counting that
 * hour's actions (for likes and comments, only those taken back within the hour: their own
 * documents count the rest). Tests fill them to stand at a limit, and read them back.
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

/** How long before the end of an hour `fillQuota` waits for the next one instead. */
const HOUR_END_MARGIN = 20_000;

/**
 * Fills `uid`'s quota of `kind` as if `count` writes had been made this clock hour, as the API
 * would (expiring when the hour ends). Within the last 20 seconds of an hour it waits for the next
 * one first, so the actions a test makes after it count in the same hour.
 */
export async function fillQuota(kind: string, uid: string, count: number): Promise<void> {
  const left = HOUR - (Date.now() % HOUR);
  if (left < HOUR_END_MARGIN) await new Promise((r) => setTimeout(r, left + 100));
  const hour = hourOf(Date.now());
  await quotaDoc(kind, uid, hour).set({
    kind: `quota-${kind}`,
    at: Timestamp.fromMillis(hour * HOUR),
    count,
    expiresAt: Timestamp.fromMillis((hour + 1) * HOUR),
  });
}

/** How many `kind` actions of `uid` this clock hour counted on its quota document. */
export async function quotaCount(kind: string, uid: string): Promise<number> {
  return ((await quotaDoc(kind, uid).get()).get('count') as number | undefined) ?? 0;
}

/**
 * How many `kind` actions of `uid` this clock hour used of a quota counted by its own documents
 * (likes, comments: functions/src/store/throttles.ts `own`): their documents created this hour,
 * and those taken back within it, on the quota document.
 */
export async function ownQuotaUsed(kind: 'likes' | 'comments', uid: string): Promise<number> {
  const hour = hourOf(Date.now());
  const made = await db
    .collectionGroup(kind)
    .where('userId', '==', uid)
    .where('createdAt', '>=', Timestamp.fromMillis(hour * HOUR))
    .where('createdAt', '<', Timestamp.fromMillis((hour + 1) * HOUR))
    .count()
    .get();
  return made.data().count + (await quotaCount(kind, uid));
}
