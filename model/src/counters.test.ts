import { describe, expect, it } from 'vitest';
import {
  COUNTER_SHARDS,
  FIRST_SHARD,
  SPREAD_AT_COUNT,
  SPREAD_MIN_COUNT,
  SPREAD_WITHIN_MS,
  counterShard,
  shardFor,
  shardOf,
  sumCounters,
  type ReadShard,
} from './counters.js';

describe('post counters', () => {
  it('puts one CatRep always on the same shard, and many CatReps on all of them', () => {
    expect(counterShard('anna-uid')).toBe(counterShard('anna-uid'));
    const used = new Set(Array.from({ length: 500 }, (_, i) => counterShard(`catrep-${i}`)));
    expect([...used].sort()).toEqual(Array.from({ length: COUNTER_SHARDS }, (_, i) => String(i)).sort());
  });

  it('spreads 1,000 CatReps evenly enough that no shard takes more than twice its share', () => {
    const perShard = new Map<string, number>();
    for (let i = 0; i < 1000; i += 1) {
      const shard = counterShard(`uid${i.toString(36)}x`);
      perShard.set(shard, (perShard.get(shard) ?? 0) + 1);
    }
    expect(Math.max(...perShard.values())).toBeLessThanOrEqual((2 * 1000) / COUNTER_SHARDS);
  });

  it('sums likes and comments over the shards present, missing fields as 0', () => {
    expect(sumCounters([])).toEqual({ likes: 0, commentCount: 0 });
    expect(
      sumCounters([
        { feedId: 'p', likes: 3 },
        { feedId: 'p', comments: 2 },
        { feedId: 'p', likes: 1, comments: 1 },
      ]),
    ).toEqual({ likes: 4, commentCount: 3 });
    expect(sumCounters([{ likes: -1 }])).toEqual({ likes: 0, commentCount: 0 });
  });

  describe('adaptive shards', () => {
    const now = 1_000_000;
    const shard = (id: string, likes: number, writtenMs = now - 60_000): ReadShard => ({
      id,
      data: { feedId: 'p', likes },
      writtenMs,
    });
    // A uid whose own shard is not the first, so a spread is seen.
    const uid = Array.from({ length: 50 }, (_, i) => `catrep-${i}`).find(
      (u) => counterShard(u) !== FIRST_SHARD,
    )!;

    it('counts an ordinary post on its first shard alone', () => {
      expect(shardFor(uid, [], now)).toBe(FIRST_SHARD);
      expect(shardFor(uid, [shard(FIRST_SHARD, 12)], now)).toBe(FIRST_SHARD);
      expect(shardFor(uid, [shard(FIRST_SHARD, SPREAD_AT_COUNT - 1)], now)).toBe(FIRST_SHARD);
    });

    it("spreads a post that counts SPREAD_AT_COUNT, over the CatReps' own shards", () => {
      expect(shardFor(uid, [shard(FIRST_SHARD, SPREAD_AT_COUNT)], now)).toBe(counterShard(uid));
    });

    it('spreads a post whose first shard was written within a second, once it counts a few', () => {
      const busy = shard(FIRST_SHARD, SPREAD_MIN_COUNT, now - SPREAD_WITHIN_MS + 1);
      expect(shardFor(uid, [busy], now)).toBe(counterShard(uid));
      const young = shard(FIRST_SHARD, SPREAD_MIN_COUNT - 1, now - 10);
      expect(shardFor(uid, [young], now)).toBe(FIRST_SHARD);
    });

    it('keeps spreading a post that spread once, whatever its count', () => {
      expect(shardFor(uid, [shard(FIRST_SHARD, 3), shard('7', 1)], now)).toBe(counterShard(uid));
    });

    it("takes a stored like back from the shard it records, or from its CatRep's when it records none", () => {
      expect(shardOf({ shard: FIRST_SHARD }, uid)).toBe(FIRST_SHARD);
      expect(shardOf({}, uid)).toBe(counterShard(uid));
    });
  });
});
