/**
 * Timeline heads (model/src/timeline.ts; docs/architecture.md §2 Timelines): which pages a head answers, in
 * which order, and how a trim keeps "the head holds every reference at or above its floor".
 */
import { describe, expect, it } from 'vitest';
import { TIMELINE_HEAD, headEntries, headPage, trimHead, type TimelineHeadDoc } from './index.js';

const at = (seconds: number, nanoseconds = 0) => ({ seconds, nanoseconds });
/** A head with posts p{n} at second n, for each n of `times`. */
const headOf = (times: number[], floor?: number): TimelineHeadDoc => ({
  refs: Object.fromEntries(
    times.map((n) => [`p${String(n).padStart(4, '0')}`, { userId: 'u', createdAt: at(n) }]),
  ),
  size: times.length,
  floor: floor === undefined ? null : { feedId: `p${String(floor).padStart(4, '0')}`, createdAt: at(floor) },
});
const ids = (page: { entries: { feedId: string }[] } | null) => page?.entries.map((e) => e.feedId);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('headEntries', () => {
  it('orders newest first, then by id descending for equal times', () => {
    const head: TimelineHeadDoc = {
      refs: {
        a: { userId: 'u', createdAt: at(5) },
        b: { userId: 'u', createdAt: at(5) },
        c: { userId: 'u', createdAt: at(5, 1) },
      },
      size: 3,
    };
    expect(headEntries(head).map((e) => e.feedId)).toEqual(['c', 'b', 'a']);
  });

  it('leaves out references below the floor and those without a stored time', () => {
    const head = headOf([1, 2, 3, 4], 3);
    head.refs.broken = { userId: 'u', createdAt: 'yesterday' };
    expect(headEntries(head).map((e) => e.feedId)).toEqual(['p0004', 'p0003']);
  });
});

describe('headPage', () => {
  it('answers every page of a head that holds the whole timeline, the last one short', () => {
    const head = headOf(range(1, 25));
    const first = headPage(head, {}, 10);
    expect(ids(first)).toEqual(
      range(16, 25)
        .reverse()
        .map((n) => `p00${String(n).padStart(2, '0')}`),
    );
    expect(first?.more).toBe(true);
    const second = headPage(head, { after: first!.entries[9] }, 10);
    expect(second?.entries[0].feedId).toBe('p0015');
    const third = headPage(head, { after: second!.entries[9] }, 10);
    expect(ids(third)).toEqual(['p0005', 'p0004', 'p0003', 'p0002', 'p0001']);
    expect(third?.more).toBe(false);
    expect(headPage(head, { skip: 20 }, 10)?.entries).toHaveLength(5);
  });

  it('says no page follows a full last page of a complete head', () => {
    expect(headPage(headOf(range(1, 10)), {}, 10)?.more).toBe(false);
  });

  it('answers an empty first page for a timeline without a head', () => {
    expect(headPage(undefined, {}, 10)).toEqual({ entries: [], more: false });
  });

  it('hands a page that reaches below the floor to the reference documents (null)', () => {
    const head = headOf(range(1, 30), 16); // holds 16..30 completely
    const first = headPage(head, {}, 10);
    expect(first?.more).toBe(true);
    expect(headPage(head, { after: first!.entries[9] }, 10)).toBeNull();
    // A full page that ends exactly at the floor still says more may follow.
    expect(headPage(headOf(range(1, 30), 21), {}, 10)?.more).toBe(true);
  });

  it('finds its place after a cursor whose post has gone from the head', () => {
    const head = headOf([1, 2, 4, 5]);
    expect(ids(headPage(head, { after: { feedId: 'p0003', createdAt: at(3) } }, 10))).toEqual([
      'p0002',
      'p0001',
    ]);
  });
});

describe('trimHead', () => {
  it('drops all but the newest references and sets the floor to the oldest kept', () => {
    const head = headOf(range(1, TIMELINE_HEAD.trimAbove + 1));
    const { drop, floor } = trimHead(head);
    expect(drop).toHaveLength(TIMELINE_HEAD.trimAbove + 1 - TIMELINE_HEAD.keep);
    expect(floor?.createdAt).toEqual(at(TIMELINE_HEAD.trimAbove + 2 - TIMELINE_HEAD.keep));
    expect(drop).toContain('p0001');
  });

  it('never lowers the floor: old references added later stay below it', () => {
    // Kept after an earlier trim: 200..300 (floor 200); then a connection backfilled 1..60.
    const head = headOf([...range(1, 60), ...range(200, 300)], 200);
    const { floor } = trimHead(head);
    expect(floor?.createdAt).toEqual(at(201));
    const older = headOf([...range(1, 120), ...range(290, 300)], 290);
    expect(trimHead(older).floor?.createdAt).toEqual(at(290));
  });

  it('keeps a head that holds no more than it keeps as it is', () => {
    expect(trimHead(headOf(range(1, 20)))).toEqual({ drop: [], floor: null });
  });
});
