/**
 * Counter shards carry their post's reach (README "Counters", model/src/counters.ts): the rules
 * read a shard by the visibility and author it holds, not by a `get()` of the post, so every write
 * that counts or changes a post's visibility must keep them equal to the post's:
 *
 * - a like and a comment write the post's visibility and author on the shard they count on;
 * - a cat's diaryType moving 1 → 2 → 3 → 1 moves its diary item's shard with the item, in the same
 *   transaction: read together, the two never differ;
 * - likes and take-backs racing a diaryType change leave the shard with the item's new visibility
 *   and the count exactly the likes stored.
 *
 * The rules themselves (who may list which shards) are tests/rules/catshare.test.ts; the recount
 * giving old shards their reach is recount.test.ts.
 */
import { FIRST_SHARD, type CounterShardDoc } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { post } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { addedEntry, setDiaryType } from '../support/diary.js';
import { countOf, like, quickCatReps, shared } from '../support/feeds.js';
import type { Session } from '../support/people.js';

/** Post `feedId` and its first counter shard, read together (one consistent read of both). */
async function postAndShard(feedId: string) {
  const [item, shard] = await db.getAll(
    db.doc(`feeds/${feedId}`),
    db.doc(`feeds/${feedId}/counters/${FIRST_SHARD}`),
  );
  return { visibility: item.get('visibility') as number, shard: shard.data() as CounterShardDoc | undefined };
}

let author: Session;
let friends: Session[];

beforeAll(async () => {
  [author, ...friends] = await quickCatReps(5, 'reach');
  await Promise.all(friends.map((f) => connectThroughApi(author, f)));
});

describe("counter shards carry their post's reach", () => {
  it("a like and a comment write the post's visibility and author on their shard", async () => {
    const { id } = await shared(author.token, 'Counted with its reach');
    expect(countOf(await like(id as string, friends[0].token))).toBe(1);
    const commented = await post(
      `/feeds/${id}/comments`,
      { content: { message: 'Hello' } },
      friends[1].token,
    );
    expect(commented.status).toBe(201);
    const { shard } = await postAndShard(id as string);
    expect(shard).toEqual({ feedId: id, visibility: 1, userId: author.uid, likes: 1, comments: 1 });
  });

  it("a diary item's shard follows the cat's diaryType in the transaction that moves the item", async () => {
    const catId = await addCat(author, 'Reachcat', { diaryType: 1 });
    const { id } = await addedEntry(author, catId, 'A diary day');
    expect(countOf(await like(id, friends[0].token))).toBe(1);
    expect(await postAndShard(id)).toMatchObject({
      visibility: 1,
      shard: { visibility: 1, userId: author.uid },
    });
    for (const diaryType of [2, 3, 1] as const) {
      await setDiaryType(author, catId, diaryType, 'Reachcat');
      const { visibility, shard } = await postAndShard(id);
      expect(visibility).toBe(diaryType);
      expect(shard).toMatchObject({ visibility: diaryType, userId: author.uid, likes: 1 });
    }
  });

  it('likes and take-backs racing a diaryType change leave the shard as the item is, the count exact', async () => {
    const catId = await addCat(author, 'Racecat', { diaryType: 1 });
    const { id } = await addedEntry(author, catId, 'A day with visitors');
    // The shard is there before the change: a like that stays.
    expect(countOf(await like(id, friends[0].token))).toBe(1);
    // Then one more like that stays and two given and taken back, while the diary goes to my CatReps.
    const racing = friends.slice(1);
    const [statuses] = await Promise.all([
      Promise.all(
        racing.map(async (f, i) => {
          const first = await like(id, f.token);
          const again = i > 0 ? await like(id, f.token) : first;
          return [first.status, again.status];
        }),
      ),
      setDiaryType(author, catId, 2, 'Racecat'),
    ]);
    expect(statuses.flat()).toEqual(racing.flatMap(() => [200, 200]));
    expect((await db.collection(`feeds/${id}/likes`).get()).size).toBe(2);
    const { visibility, shard } = await postAndShard(id);
    expect(visibility).toBe(2);
    expect(shard).toMatchObject({ visibility: 2, userId: author.uid, likes: 2 });
  });
});
