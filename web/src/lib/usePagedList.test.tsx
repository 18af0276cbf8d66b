import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedList, type PageSource } from './usePagedList';

interface Item {
  id: string;
  t: number;
  by: string;
}
const item = (t: number, by = 'other'): Item => ({ id: `p${t}`, t, by });

/** A live source by hand: `emit(index, items, next)` plays what a listener would deliver. */
function liveSource() {
  const listeners = new Map<number, (items: Item[], next: number | null) => void>();
  const asked: { index: number; after: number | null }[] = [];
  const source: PageSource<Item, number> = {
    subscribe(page, onPage) {
      asked.push(page);
      listeners.set(page.index, onPage);
      return () => listeners.delete(page.index);
    },
  };
  const emit = (index: number, items: Item[], next: number | null) =>
    act(() => listeners.get(index)?.(items, next));
  return { source, asked, emit, listeners };
}

const ids = (items: Item[]) => items.map((i) => i.id);

describe('usePagedList (docs/product.md §4 Lists)', () => {
  it('holds new items by others until revealed, keeps pushed-out items and pages by cursor once', () => {
    const { source, asked, emit } = liveSource();
    let atTop = false;
    const options = {
      key: (i: Item) => i.id,
      order: (i: Item) => i.t,
      holdNew: { isAtTop: () => atTop, isOwn: (i: Item) => i.by === 'me' },
    };
    const { result } = renderHook(() => usePagedList(source, options));
    expect(result.current.status).toBe('loading');
    emit(0, [item(3), item(2), item(1)], 1);
    expect(ids(result.current.items)).toEqual(['p3', 'p2', 'p1']);

    // p4 by someone else pushes p1 off the full first page: p4 waits, p1 stays on screen.
    emit(0, [item(4), item(3), item(2)], 2);
    expect(result.current.newCount).toBe(1);
    expect(ids(result.current.items)).toEqual(['p3', 'p2', 'p1']);
    // An own post shows at once.
    emit(0, [item(5, 'me'), item(4), item(3)], 3);
    expect(ids(result.current.items)).toEqual(['p5', 'p3', 'p2', 'p1']);
    act(() => result.current.revealNew());
    expect(ids(result.current.items)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
    expect(result.current.newCount).toBe(0);
    // At the top, new posts by others show at once too.
    atTop = true;
    emit(0, [item(6), item(5, 'me'), item(4)], 4);
    expect(ids(result.current.items)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2', 'p1']);

    // The next page starts after the first page's cursor, once however often it is asked for.
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(asked).toEqual([
      { index: 0, after: null },
      { index: 1, after: 4 },
    ]);
    expect(result.current.loadingMore).toBe(true);
    emit(1, [item(2), item(1), item(0)], null);
    expect(ids(result.current.items)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2', 'p1', 'p0']);
    expect(result.current.done).toBe(true);
    act(() => result.current.loadMore());
    expect(asked).toHaveLength(2);
  });

  it('drops a deleted item instead of keeping it as pushed out', () => {
    const { source, emit } = liveSource();
    const options = { key: (i: Item) => i.id, order: (i: Item) => i.t };
    const { result } = renderHook(() => usePagedList(source, options));
    emit(0, [item(3), item(2), item(1)], 1);
    // p2 deleted: the page refills with the older p0.
    emit(0, [item(3), item(1), item(0)], 0);
    expect(ids(result.current.items)).toEqual(['p3', 'p1', 'p0']);
  });

  it('stops listening when it unmounts', () => {
    const { source, emit, listeners } = liveSource();
    const { unmount } = renderHook(() => usePagedList(source, { key: (i: Item) => i.id }));
    emit(0, [item(1)], null);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
