import { describe, expect, it } from 'vitest';
import { COUNTER_SHARDS, counterShard, sumCounters } from './counters.js';

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
});
