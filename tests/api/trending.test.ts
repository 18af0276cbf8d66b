/**
 * Trending (README "Find cats like yours"; functions/src/domain/feeds/trending.ts): the 10 hashtags
 * used by the most different CatReps in the 24 hours before the computation, stored in
 * `trending/current` and answered by `GET /tags/trending`; a CatRep counts once per tag however
 * many posts they tag; uses outside the window do not count; a computation younger than 10
 * minutes stands (the schedule and the tests call `refreshTrending` with their instant). The
 * tags of this file have more CatReps than any other file's, so they lead the list whatever runs
 * beside it.
 */
import { describe, expect, it } from 'vitest';
import { TRENDING_SIZE, type TrendingDoc } from '@catrep/model';
import { del, get } from '../support/api.js';
import { quickCatReps, shared } from '../support/feeds.js';
import { randomLetters } from '../support/wait.js';
import { refreshTrending } from '../../functions/src/domain/feeds/trending.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('trending', () => {
  it('ranks tags by different CatReps in the window, computed at most every 10 minutes', async () => {
    const reps = await quickCatReps(7, 'trend');
    const run = randomLetters(6).toLowerCase();
    const [big, mid, solo] = [`big${run}`, `mid${run}`, `solo${run}`];
    // big: 7 CatReps (one of them tags it three times); mid: 6 CatReps; solo: one CatRep, five posts.
    for (const rep of reps) await shared(rep.token, `Sunny day #${big}`);
    await shared(reps[0].token, `Again #${big}`);
    await shared(reps[0].token, `And again #${big.toUpperCase()}`);
    for (const rep of reps.slice(1)) await shared(rep.token, `Playing #${mid}`);
    const soloPosts = [];
    for (let i = 0; i < 5; i++) soloPosts.push(await shared(reps[0].token, `Mine #${solo} ${i}`));

    const now = Date.now();
    const { trending, computed } = await refreshTrending({ now, force: true });
    expect(computed).toBe(true);
    expect(trending.tags.length).toBeLessThanOrEqual(TRENDING_SIZE);
    expect(trending.tags.slice(0, 2)).toEqual([
      { tag: big, catReps: 7 },
      { tag: mid, catReps: 6 },
    ]);
    const soloRank = trending.tags.find((t) => t.tag === solo);
    if (soloRank) expect(soloRank.catReps).toBe(1);
    const answered = await get<TrendingDoc>('/tags/trending', reps[1].token);
    expect(answered.body).toEqual(trending);

    // Within 10 minutes, nothing is computed again: a new tag of 8 CatReps does not show yet.
    const more = await quickCatReps(8, 'late');
    const late = `late${run}`;
    for (const rep of more) await shared(rep.token, `Late #${late}`);
    const soon = await refreshTrending({ now: now + 9 * MINUTE });
    expect(soon.computed).toBe(false);
    expect(soon.trending.tags[0]).toEqual({ tag: big, catReps: 7 });
    expect((await get<TrendingDoc>('/tags/trending', reps[1].token)).body.computedAt).toBe(now);

    // Ten minutes on, it is.
    const later = await refreshTrending({ now: now + 10 * MINUTE });
    expect(later.computed).toBe(true);
    expect(later.trending.tags.slice(0, 3)).toEqual([
      { tag: late, catReps: 8 },
      { tag: big, catReps: 7 },
      { tag: mid, catReps: 6 },
    ]);

    // A deleted post's use leaves: the last of solo's posts gone, solo counts nobody.
    for (const p of soloPosts) expect((await del(`/feeds/${p.id}`, reps[0].token)).status).toBe(200);
    const after = await refreshTrending({ now: now + 20 * MINUTE });
    expect(after.trending.tags.map((t) => t.tag)).not.toContain(solo);

    // The window: a day later than every use, none of them counts.
    const dayAfter = await refreshTrending({ now: now + 25 * HOUR });
    expect(dayAfter.trending.tags.map((t) => t.tag)).not.toContain(big);
    expect(dayAfter.trending.tags.map((t) => t.tag)).not.toContain(late);
    // And a window ending before the uses holds none of them either.
    const before = await refreshTrending({ now: now - 30 * MINUTE, force: true });
    expect(before.trending.tags.map((t) => t.tag)).not.toContain(big);
  });
});
