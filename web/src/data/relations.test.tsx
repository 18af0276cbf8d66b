import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NewCatRep } from './relations';
import { useNewCatReps } from './relations';

// The hook takes its page fetcher as an argument: no REST or Firebase here.
vi.mock('@/lib/api', () => ({ api: {}, request: vi.fn(), errorMessage: (e: Error) => e.message }));

const rep = (id: string): NewCatRep => ({
  id,
  firstname: id,
  lastname: '',
  profilePhoto: null,
  country: null,
  city: '',
  relation: null,
});

describe('useNewCatReps (docs/product.md §4 Lists: each page requested once)', () => {
  it('loads the first page, then the next via the cursor, each once, and stops at the end', async () => {
    let resolve: (v: { items: NewCatRep[]; next: string | null }) => void = () => undefined;
    const fetchPage = vi.fn(
      (_index: number, _cursor: string | null) =>
        new Promise<{ items: NewCatRep[]; next: string | null }>((r) => {
          resolve = r;
        }),
    );
    const { result } = renderHook(() => useNewCatReps(fetchPage));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenLastCalledWith(0, null);
    // Scroll events while the page is in flight ask for nothing more.
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ items: [rep('a'), rep('b')], next: 'c1' }));
    expect(result.current.items.map((u) => u.id)).toEqual(['a', 'b']);
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenLastCalledWith(1, 'c1');
    await act(async () => resolve({ items: [rep('b'), rep('c')], next: null }));
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current.items.map((u) => u.id)).toEqual(['a', 'b', 'c']);
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('reports a failed page and asks no more', async () => {
    const fetchPage = vi.fn(() => Promise.reject(new Error('boom')));
    const { result } = renderHook(() => useNewCatReps(fetchPage));
    await waitFor(() => expect(result.current.error).toBe('boom'));
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
