import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEED_FIRST_PAGE_SIZE, FEED_PAGE_SIZE } from '@catrep/model';
import { useIdsAmong } from './idsAmong';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `post-${from + i}`);
const NONE_FAR: ReadonlySet<string> = new Set();

/** `useIdsAmong` over `pages` of post ids shown one after another; the chunks asked, in order. */
function chunksAskedFor(pages: string[][], found: string[] = []) {
  const asked: string[][] = [];
  const stopped: string[][] = [];
  const listen = (chunk: string[], put: (found: string[]) => void) => {
    asked.push(chunk);
    put(chunk.filter((id) => found.includes(id)));
    return () => stopped.push(chunk);
  };
  const hook = renderHook(({ shown }) => useIdsAmong('rae', shown, true, NONE_FAR, listen), {
    initialProps: { shown: pages[0] },
  });
  let shown = pages[0];
  for (const page of pages.slice(1)) {
    shown = [...shown, ...page];
    act(() => hook.rerender({ shown }));
  }
  return { asked, stopped, result: hook.result };
}

describe('useIdsAmong', () => {
  it('asks about each page once: a short first page is a chunk the next page does not fill', () => {
    const first = ids(0, FEED_FIRST_PAGE_SIZE);
    const second = ids(FEED_FIRST_PAGE_SIZE, FEED_PAGE_SIZE);
    const third = ids(FEED_FIRST_PAGE_SIZE + FEED_PAGE_SIZE, FEED_PAGE_SIZE);
    const { asked, stopped, result } = chunksAskedFor([first, second, third], [first[1], third[9]]);
    expect(asked).toEqual([first, second, third]);
    expect(stopped).toEqual([]);
    expect([...result.current].sort()).toEqual([first[1], third[9]].sort());
  });

  it('splits ids that come together into chunks of a page at most', () => {
    const many = ids(0, FEED_PAGE_SIZE * 2 + 3);
    const { asked } = chunksAskedFor([many]);
    expect(asked.map((c) => c.length)).toEqual([FEED_PAGE_SIZE, FEED_PAGE_SIZE, 3]);
    expect(asked.flat()).toEqual(many);
  });

  it('asks about a post arriving on its own by itself, leaving the chunks asked before alone', () => {
    const first = ids(0, FEED_FIRST_PAGE_SIZE);
    const { asked, stopped } = chunksAskedFor([first, ['post-new']]);
    expect(asked).toEqual([first, ['post-new']]);
    expect(stopped).toEqual([]);
  });
});
