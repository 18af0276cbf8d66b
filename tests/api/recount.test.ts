/**
 * Recounting a post into its counter shards (functions/src/operators/recount.ts, README
 * "Counters"): from a store written before counts moved into shards — the post carrying `likes` and
 * `commentCount`, no shards — and from shards that went wrong, the recount puts each like and
 * comment on its CatRep's shard, drops the old fields, and changes nothing when run again. Likes
 * taken back afterwards come off the right shards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { counterShard } from '@catrep/model';
import { db } from '../support/admin.js';
import { post } from '../support/api.js';
import { countOf, feedState, like, quickCatReps, shared } from '../support/feeds.js';
import type { Session } from '../support/people.js';
import { recountPost } from '../../functions/src/operators/recount.js';

/** Each shard's stored counts, by shard id. */
async function shards(feedId: string) {
  const snap = await db.collection(`feeds/${feedId}/counters`).get();
  return Object.fromEntries(
    snap.docs.map((d) => [d.id, { likes: d.get('likes'), comments: d.get('comments') }]),
  );
}

/** What each shard should hold for these likers and commenters. */
function expectedShards(likers: Session[], commenters: Session[]) {
  const want: Record<string, { likes: number; comments: number }> = {};
  for (let i = 0; i < 10; i += 1) want[String(i)] = { likes: 0, comments: 0 };
  for (const l of likers) want[counterShard(l.uid)].likes += 1;
  for (const c of commenters) want[counterShard(c.uid)].comments += 1;
  return want;
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

  it('turns an old post (count fields, no shards) into exact shards and drops the old fields', async () => {
    // The post as an old store had it.
    await db.recursiveDelete(db.collection(`feeds/${feedId}/counters`));
    await db.doc(`feeds/${feedId}`).update({ likes: 5, commentCount: 2 });

    expect(await recountPost(feedId)).toEqual({ likes: 5, commentCount: 2 });
    expect(await shards(feedId)).toEqual(expectedShards(people.slice(1), people.slice(0, 2)));
    const stored = (await feedState(feedId)).data!;
    expect(stored).not.toHaveProperty('likes');
    expect(stored).not.toHaveProperty('commentCount');
  });

  it('mends shards that went wrong, and a second run changes nothing', async () => {
    await db.doc(`feeds/${feedId}/counters/0`).set({ feedId, likes: 40, comments: -3 });
    await db.doc(`feeds/${feedId}/counters/7`).delete();
    expect(await recountPost(feedId)).toEqual({ likes: 5, commentCount: 2 });
    const once = await shards(feedId);
    expect(once).toEqual(expectedShards(people.slice(1), people.slice(0, 2)));
    const postWritten = (await feedState(feedId)).updateTime;

    expect(await recountPost(feedId)).toEqual({ likes: 5, commentCount: 2 });
    expect(await shards(feedId)).toEqual(once);
    // Nothing to drop any more: the post itself is not written again.
    expect((await feedState(feedId)).updateTime).toBe(postWritten);
  });

  it('likes taken back after the recount come off their own shards', async () => {
    for (const p of people.slice(1, 4))
      expect(countOf(await like(feedId, p.token))).toBeGreaterThanOrEqual(0);
    expect(await shards(feedId)).toEqual(expectedShards(people.slice(4), people.slice(0, 2)));
    expect((await feedState(feedId)).counts).toEqual({ likes: 2, commentCount: 2 });
  });

  it('answers null for a post that is gone', async () => {
    expect(await recountPost('no-such-post')).toBeNull();
  });
});
