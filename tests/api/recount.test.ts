/**
 * Recounting a post into its counter shards (functions/src/operators/recount.ts, README
 * "Counters"): from a store written before counts moved into shards — the post carrying `likes` and
 * `commentCount` — and before shards adapted — each like and comment counted on its CatRep's shard,
 * recording none — the recount moves an ordinary post's likes and comments to the first shard (and
 * records it on each), deletes the shards left empty, drops the old fields, and changes nothing
 * when run again, and gives each shard its post's visibility and author (which the rules read); a
 * post of SPREAD_AT_COUNT or more keeps them on their CatReps' shards. Shards that
 * went wrong are mended, and likes taken back afterwards come off the shard they record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { FIRST_SHARD, SPREAD_AT_COUNT, counterShard } from '@catrep/model';
import { db } from '../support/admin.js';
import { post } from '../support/api.js';
import { countOf, feedState, like, quickCatReps, shared } from '../support/feeds.js';
import type { Session } from '../support/people.js';
import { recountPost } from '../../functions/src/operators/recount.js';

/** Each shard's stored counts, by shard id. */
async function shards(feedId: string) {
  const snap = await db.collection(`feeds/${feedId}/counters`).get();
  return Object.fromEntries(
    snap.docs.map((d) => [d.id, { likes: d.get('likes') ?? 0, comments: d.get('comments') ?? 0 }]),
  );
}

/** The shard each like and comment of post `feedId` records (none: undefined). */
async function recorded(feedId: string) {
  const [likes, comments] = await Promise.all([
    db.collection(`feeds/${feedId}/likes`).get(),
    db.collection(`feeds/${feedId}/comments`).get(),
  ]);
  return [...likes.docs, ...comments.docs].map((d) => d.get('shard') as string | undefined);
}

describe('recounting counters', () => {
  let people: Session[];
  let feedId: string;

  beforeAll(async () => {
    people = await quickCatReps(6, 'counted');
    feedId = (await shared(people[0].token, 'Count me again')).id as string;
    for (const p of people.slice(1)) expect((await like(feedId, p.token)).status).toBe(200);
    for (const p of people.slice(0, 2)) {
      const res = await post(`/feeds/${feedId}/comments`, { content: { message: 'Hello' } }, p.token);
      expect(res.status).toBe(201);
    }
  });

  it('brings an old post (count fields, its CatReps\u2019 shards, nothing recorded) to its first shard', async () => {
    // The post as an old store had it: each like and comment on its CatRep's shard, recording none.
    const [likes, comments] = await Promise.all([
      db.collection(`feeds/${feedId}/likes`).get(),
      db.collection(`feeds/${feedId}/comments`).get(),
    ]);
    await db.recursiveDelete(db.collection(`feeds/${feedId}/counters`));
    const batch = db.batch();
    for (const d of [...likes.docs, ...comments.docs]) batch.update(d.ref, { shard: FieldValue.delete() });
    const old: Record<string, { feedId: string; likes: number; comments: number }> = {};
    const on = (uid: string) => (old[counterShard(uid)] ??= { feedId, likes: 0, comments: 0 });
    for (const d of likes.docs) on(d.id).likes += 1;
    for (const d of comments.docs) on(d.get('userId') as string).comments += 1;
    for (const [shard, counts] of Object.entries(old))
      batch.set(db.doc(`feeds/${feedId}/counters/${shard}`), counts);
    batch.update(db.doc(`feeds/${feedId}`), { likes: 5, commentCount: 2 });
    await batch.commit();

    expect(await recountPost(feedId)).toEqual({ likes: 5, commentCount: 2 });
    expect(await shards(feedId)).toEqual({ [FIRST_SHARD]: { likes: 5, comments: 2 } });
    // The shard now carries the post's reach, which the rules read instead of the post.
    const first = (await db.doc(`feeds/${feedId}/counters/${FIRST_SHARD}`).get()).data();
    expect(first).toMatchObject({ feedId, visibility: 1, userId: people[0].uid });
    expect(await recorded(feedId)).toEqual(Array(7).fill(FIRST_SHARD));
    const stored = (await feedState(feedId)).data!;
    expect(stored).not.toHaveProperty('likes');
    expect(stored).not.toHaveProperty('commentCount');
  });

  it('mends shards that went wrong, and a second run changes nothing', async () => {
    await db.doc(`feeds/${feedId}/counters/${FIRST_SHARD}`).set({ feedId, likes: 40, comments: -3 });
    await db.doc(`feeds/${feedId}/counters/7`).set({ feedId, likes: 2 });
    expect(await recountPost(feedId)).toEqual({ likes: 5, commentCount: 2 });
    const once = await shards(feedId);
    expect(once).toEqual({ [FIRST_SHARD]: { likes: 5, comments: 2 } });
    const postWritten = (await feedState(feedId)).updateTime;

    expect(await recountPost(feedId)).toEqual({ likes: 5, commentCount: 2 });
    expect(await shards(feedId)).toEqual(once);
    // Nothing to drop any more: the post itself is not written again.
    expect((await feedState(feedId)).updateTime).toBe(postWritten);
  });

  it('likes taken back after the recount come off the shard they record', async () => {
    for (const p of people.slice(1, 4))
      expect(countOf(await like(feedId, p.token))).toBeGreaterThanOrEqual(0);
    expect(await shards(feedId)).toEqual({ [FIRST_SHARD]: { likes: 2, comments: 2 } });
    expect((await feedState(feedId)).counts).toEqual({ likes: 2, commentCount: 2 });
  });

  it("keeps a big old post's likes on their CatReps' shards", async () => {
    const big = (await shared(people[0].token, 'Liked by a hundred, long ago')).id as string;
    const batch = db.batch();
    const uids = Array.from({ length: SPREAD_AT_COUNT }, (_, i) => `old-liker-${i}`);
    for (const uid of uids)
      batch.set(db.doc(`feeds/${big}/likes/${uid}`), {
        userId: uid,
        feedId: big,
        createdAt: Timestamp.now(),
      });
    await batch.commit();
    expect(await recountPost(big)).toEqual({ likes: SPREAD_AT_COUNT, commentCount: 0 });
    const want: Record<string, { likes: number; comments: number }> = {};
    for (const uid of uids) (want[counterShard(uid)] ??= { likes: 0, comments: 0 }).likes += 1;
    expect(await shards(big)).toEqual(want);
    expect(new Set(await recorded(big))).toEqual(new Set([undefined]));
  });

  it('answers null for a post that is gone', async () => {
    expect(await recountPost('no-such-post')).toBeNull();
  });
});
