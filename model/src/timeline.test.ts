/**
 * Timeline heads (model/src/timeline.ts; docs/architecture.md §2 Timelines): which pages a head answers, in
 * which order, and how a trim keeps "the head holds every reference at or above its floor".
 */
import { describe, expect, it } from 'vitest';
import {
  FEED_PAGE_SIZE,
  TIMELINE_HEAD,
  belowPage,
  headEntries,
  headPage,
  keyCursor,
  lateEntries,
  pageDocOf,
  pageKey,
  pageStretch,
  pagesOf,
  referencesStretch,
  trimHead,
  type TimelineHeadDoc,
} from './index.js';

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

  it('says where to read on when a page reaches below the floor', () => {
    const head = headOf(range(1, 30), 16); // holds 16..30 completely
    const first = headPage(head, {}, 10);
    expect(first.more).toBe(true);
    expect(first.below).toBeUndefined();
    const second = headPage(head, { after: first.entries[9] }, 10);
    expect(ids(second)).toEqual(['p0020', 'p0019', 'p0018', 'p0017', 'p0016']);
    expect(second.more).toBe(true);
    expect(second.below).toEqual({ after: { feedId: 'p0016', createdAt: at(16) }, skip: 0 });
    // After the head's last entry: nothing from the head, read on after the cursor.
    const third = headPage(head, { after: second.entries[4] }, 10);
    expect(third.entries).toEqual([]);
    expect(third.below?.after?.feedId).toBe('p0016');
    // An index-paged reader skips on below the head what the head did not hold.
    expect(headPage(head, { skip: 40 }, 10).below).toEqual({
      after: { feedId: 'p0016', createdAt: at(16) },
      skip: 25,
    });
    // A full page that ends exactly at the floor still says more may follow.
    expect(headPage(headOf(range(1, 30), 21), {}, 10).more).toBe(true);
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
  it('keeps the newest references, spills the rest into pages and sets the floor to the oldest kept', () => {
    const head = headOf(range(1, TIMELINE_HEAD.trimAbove + 1));
    const { refs, spill, late, floor } = trimHead(head);
    expect(Object.keys(refs)).toHaveLength(TIMELINE_HEAD.keep);
    expect(spill).toHaveLength(TIMELINE_HEAD.trimAbove + 1 - TIMELINE_HEAD.keep);
    expect(spill[0].createdAt).toEqual(at(TIMELINE_HEAD.trimAbove + 1 - TIMELINE_HEAD.keep));
    expect(spill.at(-1)?.feedId).toBe('p0001');
    expect(late).toEqual([]);
    expect(floor?.createdAt).toEqual(at(TIMELINE_HEAD.trimAbove + 2 - TIMELINE_HEAD.keep));
  });

  it('never lowers the floor: old references added later leave the head as late ones', () => {
    // Kept after an earlier trim: 200..300 (floor 200); then a connection backfilled 1..60.
    const head = headOf([...range(1, 60), ...range(200, 300)], 200);
    const trim = trimHead(head);
    expect(trim.floor?.createdAt).toEqual(at(201));
    expect(ids({ entries: trim.spill })).toEqual(['p0200']);
    expect(trim.late).toHaveLength(60);
    const older = trimHead(headOf([...range(1, 120), ...range(290, 300)], 290));
    expect(older.floor?.createdAt).toEqual(at(290));
    expect(Object.keys(older.refs)).toHaveLength(11);
    expect(older.spill).toEqual([]);
    expect(older.late).toHaveLength(120);
  });

  it('keeps a head that holds no more than it keeps as it is', () => {
    const head = headOf(range(1, 20));
    expect(trimHead(head)).toEqual({ refs: head.refs, floor: null, spill: [], late: [] });
  });
});

describe('pages below the head', () => {
  it('keys sort as their references do, oldest first, and name them back', () => {
    const a = { feedId: 'b', createdAt: at(9, 5) };
    const b = { feedId: 'a', createdAt: at(10, 0) };
    const c = { feedId: 'b', createdAt: at(10, 0) };
    expect([pageKey(c), pageKey(a), pageKey(b)].sort()).toEqual([pageKey(a), pageKey(b), pageKey(c)]);
    expect(keyCursor(pageKey(a))).toEqual(a);
    expect(keyCursor('timeline')).toBeNull();
  });

  it('makes pages of FEED_PAGE_SIZE, each keyed by its oldest reference', () => {
    const { spill } = trimHead(headOf(range(1, TIMELINE_HEAD.trimAbove + 5)));
    const pages = pagesOf(spill, FEED_PAGE_SIZE);
    expect(pages).toHaveLength(Math.ceil(spill.length / FEED_PAGE_SIZE));
    expect(pages[0].page.ids).toHaveLength(FEED_PAGE_SIZE);
    expect(pages.at(-1)?.key).toBe(pageKey({ feedId: 'p0001', createdAt: at(1) }));
    expect(pages[0].page.userIds).toEqual(['u']);
  });

  it("merges the head's late references into the stretch of the page below that covers them", () => {
    const head = headOf([5, 15, ...range(30, 40)], 30);
    expect(ids({ entries: lateEntries(head) })).toEqual(['p0015', 'p0005']);
    const page = [20, 12, 10].map((n) => ({ feedId: `p00${n}`, userId: 'u', createdAt: at(n) }));
    // After the head (cursor p0030), the page keyed by p0010 stands for 10..29: p0015 joins it.
    const merged = belowPage(head, { feedId: 'p0030', createdAt: at(30) }, page, page[2]);
    expect(ids({ entries: merged })).toEqual(['p0020', 'p0015', 'p0012', 'p0010']);
    // At the timeline's end, every late reference after the cursor.
    expect(ids({ entries: belowPage(head, page[2], [], null) })).toEqual(['p0005']);
  });

  it('a page document is a stretch ending at its key; an id that is no key is none', () => {
    const head = headOf([15, ...range(30, 40)], 30);
    const entries = [20, 12, 10].map((n) => ({ feedId: `p00${n}`, userId: 'u', createdAt: at(n) }));
    const page = pageDocOf(entries);
    const stretch = pageStretch(head, { feedId: 'p0030', createdAt: at(30) }, page.key, page);
    expect(ids(stretch)).toEqual(['p0020', 'p0015', 'p0012', 'p0010']);
    expect(stretch?.bound).toEqual({ feedId: 'p0010', createdAt: at(10) });
    expect(pageStretch(head, null, 'timeline', page)).toBeNull();
  });

  it('reference documents make a stretch: bounded by the last of a full page, the end otherwise', () => {
    const head = headOf([3, ...range(30, 40)], 30);
    const docs = [9, 8, 7].map((n) => ({ feedId: `p000${n}`, userId: 'u', createdAt: at(n) as unknown }));
    const full = referencesStretch(head, null, docs, 3);
    expect(full.bound).toEqual({ feedId: 'p0007', createdAt: at(7) });
    // p0003 is older than the full page's last document: it waits for the next stretch.
    expect(ids(full)).toEqual(['p0009', 'p0008', 'p0007']);
    // A page that is not full ends the timeline; a document without a stored time is left out.
    const last = referencesStretch(head, full.bound, [{ feedId: 'p0005', userId: 'u', createdAt: null }], 2);
    expect(last.bound).toBeNull();
    expect(ids(last)).toEqual(['p0003']);
  });
});
