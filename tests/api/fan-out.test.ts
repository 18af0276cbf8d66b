/**
 * A large fan-out is idempotent (README "Scale", fan-out): the timeline trigger
 * (functions/src/triggers/timeline.ts) may run again for the same event — Cloud Functions retries a
 * failed run, and delivers some events twice — and a run may stop midway, after some of its batches
 * were committed. Whatever ran before, one more run leaves exactly one reference to the post in each
 * timeline of its audience, in its head.
 *
 * The author's connections are written straight onto the author's side (ids that sort before any
 * uid, so the relation triggers, which act from the smaller uid's side, leave them alone): 260 of
 * them. A fan-out writes one document per timeline (its head), so a run that stopped midway is
 * staged by taking the reference out of half the heads.
 */
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { referenceHolders } from '../support/diary.js';
import { shared } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil, randomLetters } from '../support/wait.js';
import { timelineOnFeed } from '../../functions/src/triggers/timeline.js';

const CONNECTIONS = 260;

/** The uids whose timeline holds a reference to `feedId`, sorted (one per reference stored). */
const holders = referenceHolders;

/** The uids among `uids` whose timeline head lists `feedId`. */
async function headsListing(feedId: string, uids: string[]): Promise<string[]> {
  const heads = await db.getAll(...uids.map((uid) => db.doc(`users/${uid}/private/timeline`)));
  return heads.filter((h) => h.get(`refs.${feedId}`) !== undefined).map((h) => h.ref.parent.parent!.id);
}

/** The trigger's run for the post's creation, as Cloud Functions delivers it (again). */
async function runTriggerAgain(feedId: string) {
  const after = await db.doc(`feeds/${feedId}`).get();
  const before = { exists: false, get: () => undefined } as unknown as DocumentSnapshot;
  await timelineOnFeed.run({ params: { feedId }, data: { before, after } } as never);
}

describe('fan-out to timelines is idempotent', () => {
  let author: Session;
  let audience: string[];
  let feedId: string;

  beforeAll(async () => {
    author = await verifiedCatRep('Fanny', 'Fanout');
    const run = randomLetters();
    const others = Array.from({ length: CONNECTIONS }, (_, i) => `-fan-${run}-${String(i).padStart(3, '0')}`);
    const batch = db.batch();
    for (const other of others) {
      batch.set(db.doc(`users/${author.uid}/relations/${other}`), {
        state: 'connected',
        updatedAt: new Date(),
      });
    }
    await batch.commit();
    audience = [author.uid, ...others].sort();
    feedId = (await shared(author.token, `To everyone I know ${run}`)).id as string;
    const reached = await pollUntil(
      () => holders(feedId),
      (found) => found.length >= audience.length,
      60_000,
      500,
    );
    expect(reached).toEqual(audience);
  }, 120_000);

  it('two more runs at once write no second reference', async () => {
    await Promise.all([runTriggerAgain(feedId), runTriggerAgain(feedId)]);
    expect(await holders(feedId)).toEqual(audience);
    expect(await headsListing(feedId, audience)).toEqual(audience);
  });

  it('a run after one that stopped midway completes every timeline', async () => {
    // As if the first run had committed only some of its batches: half the timelines lack it.
    const missing = audience.filter((_, i) => i % 2 === 1);
    const batch = db.batch();
    for (const uid of missing) {
      batch.update(db.doc(`users/${uid}/private/timeline`), {
        [`refs.${feedId}`]: FieldValue.delete(),
        ids: FieldValue.arrayRemove(feedId),
      });
    }
    await batch.commit();
    expect((await holders(feedId)).length).toBe(audience.length - missing.length);

    await runTriggerAgain(feedId);
    expect(await holders(feedId)).toEqual(audience);
    expect(await headsListing(feedId, audience)).toEqual(audience);
  });
});
