/**
 * The reader's own marks among the posts on screen (docs/product.md §7 Feed: likes, saves): which
 * of a feed's post ids a live query of the reader's own documents finds, asked in fixed chunks of
 * ids that are released while far off screen. Likes are `useLikedIds` in `./feeds`, saves
 * `useSavedIds` in `./saved`.
 */
import { useMemo, useState } from 'react';
import { FEED_PAGE_SIZE } from '@catrep/model';
import { useLiveEach } from '@/lib/firestore';

/** How many post ids one query of the reader's likes or saves asks about: a feed page. */
const IDS_CHUNK = FEED_PAGE_SIZE;

const NO_IDS_LIST: readonly string[] = [];

/**
 * Which of the posts `ids` a query of the reader's own documents finds, live: one query
 * (`listen(chunk, put)`, which puts the found post ids) per chunk of up to IDS_CHUNK ids. Ids that
 * come together (a page) make chunks of their own, in the order they come, and a chunk never
 * changes, so its query is made once however the list grows or reorders: a first page shorter than
 * the others (model FEED_FIRST_PAGE_SIZE) is one chunk, and the next page is not split to fill it. A
 * chunk all of whose posts are `far` (off screen) stops listening and keeps what it had. `owner`
 * (the reader's uid) starts the chunks afresh when it changes; nothing is asked when `enabled` is
 * false.
 */
export function useIdsAmong(
  owner: string,
  ids: string[],
  enabled: boolean,
  far: ReadonlySet<string>,
  listen: (chunk: string[], put: (found: string[]) => void) => () => void,
): Set<string> {
  const [chunks, setChunks] = useState<{ owner: string; list: readonly string[][] }>({ owner, list: [] });
  const wanted = enabled && owner ? ids : [];
  const current = chunks.owner === owner ? chunks.list : [];
  const placed = new Set(current.flat());
  const fresh = [...new Set(wanted.filter((id) => !placed.has(id)))];
  if (fresh.length || chunks.owner !== owner) {
    // New ids make new chunks (React's "adjust state while rendering").
    const list = [...current];
    for (let i = 0; i < fresh.length; i += IDS_CHUNK) list.push(fresh.slice(i, i + IDS_CHUNK));
    setChunks({ owner, list });
  }
  const keys = current.map((c) => c.join(','));
  const found = useLiveEach<string[]>(
    far.size ? current.filter((c) => c.some((id) => !far.has(id))).map((c) => c.join(',')) : keys,
    (key, put) => listen(key.split(','), put),
    far.size ? keys : NO_IDS_LIST,
  );
  return useMemo(() => new Set([...found.values()].flat()), [found]);
}
