/**
 * The feeds resource (docs/product.md §1 CatShare, §3 Feed item, §7 Feed): CatShare's live, paged feed and
 * the likes of the posts on screen from Firestore, and the like mutation through the REST API; one
 * post by id, live, for its own page; the posts that name a cat, live and paged, for its CatID page
 * ("Appears in"). The post writes are `@/data/posting`, comments `@/data/comments`.
 *
 * 'Everyone' reads the public posts of `feeds` (`visibility == 1`, the query the rules allow).
 * 'My CatReps' reads the references (post id, author, time) the timeline trigger writes, from the
 * timeline's head and its pages (`@/data/timeline`); it listens to each post they point to,
 * skipping those the rules refuse. Both are newest first, 10 a
 * page after a first page of 5 (model FEED_FIRST_PAGE_SIZE: what opening CatShare reads), through
 * the shared paged list: every page stays live so new posts arrive in the first.
 * Both leave out the posts of the CatReps the reader's `private/hidden` names (blocks either way,
 * and mutes: README "Trust and safety"), which no Firestore rule can do for a list across authors.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  collection,
  collectionGroup,
  doc,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  DiaryVisibility,
  FEED_FIRST_PAGE_SIZE,
  FEED_PAGE_SIZE,
  type UserCard,
  NO_COUNTS,
  counterShardPins,
  sumCounters,
  type FeedDoc,
  type CounterShardDoc,
  type PostCounts,
  type PostReach,
} from '@catrep/model';
import { api, request } from '@/lib/api';
import { readConverter, useLiveDocs, useLiveEach, type WithId } from '@/lib/firestore';
import { useIdsAmong } from './idsAmong';
import { useHidden } from './safety';
import { timelinePages, type FeedEntry } from './timeline';
import {
  firestorePages,
  newestFirst,
  restPages,
  usePagedList,
  type PageSource,
  type PagedList,
  type RestPage,
} from '@/lib/usePagedList';

/** A stored post with its id (the post's, also for timeline entries). */
type StoredPost = WithId<FeedDoc>;

/** A post as the screen shows it: its id, document and counts (summed from its counter shards). */
export type Post = StoredPost & PostCounts;

export type FeedView = 'all' | 'catreps';

interface LikeDoc {
  userId: string;
  feedId: string;
}

const feeds = (db: Firestore) => collection(db, 'feeds').withConverter(readConverter<FeedDoc>());
const likes = (db: Firestore) => collectionGroup(db, 'likes').withConverter(readConverter<LikeDoc>());
/** What a post's counts are asked by: its id, visibility and author. */
type CountsTarget = PostReach & { id: string };

/**
 * One post's counter shards, pinned to its visibility and author as the rules need to allow the
 * query without reading the post (model `counterShardPins`).
 */
const counterShards = (db: Firestore, post: CountsTarget) =>
  query(
    collection(db, 'feeds', post.id, 'counters').withConverter(readConverter<CounterShardDoc>()),
    ...counterShardPins(post).map(([field, value]) => where(field, '==', value)),
  );

/**
 * A post's counts key: its id, visibility and author, so that a post whose visibility changes is
 * listened to again with the new pins (its shards leave the old query).
 */
const countsKey = (post: CountsTarget) => `${post.id} ${post.visibility} ${post.userId}`;

/**
 * The live counts of each post of `posts`, by counts key: one listener per post on its counter
 * shards (`feeds/{id}/counters`, README "Counters": one document for an ordinary post), kept while
 * the post is listened to. Posts of `retain` that left `posts` (far off screen) keep their last
 * counts without a listener, and are read afresh when back. A post whose shards have not arrived,
 * or that the rules refuse, counts 0.
 */
function usePostCounts(posts: CountsTarget[], retain: CountsTarget[] = []): Map<string, PostCounts> {
  const db = useFirestore();
  const byKey = new Map(posts.map((p) => [countsKey(p), p]));
  return useLiveEach<PostCounts>(
    [...byKey.keys()],
    (key, put) =>
      onSnapshot(
        counterShards(db, byKey.get(key)!),
        (snap) => put(sumCounters(snap.docs.map((d) => d.data()))),
        () => put(NO_COUNTS),
      ),
    retain.map(countsKey),
  );
}

/**
 * `posts` with their live counts; with `far` (posts off screen), those posts keep their last
 * counts without a listener. A post whose document and counts did not change stays the same
 * object, so its card is not drawn again when another post's counts move (catshare/PostList.tsx).
 *
 * A list that knows its posts' ids and authors before their documents arrive (the references of
 * 'My CatReps') names them as `expected`: their counts are asked beside the posts, as a public
 * post's (most are), and asked again with the post's own visibility when it arrives with another.
 */
function useCounted(
  posts: StoredPost[],
  far: ReadonlySet<string> = NO_IDS,
  expected: readonly FeedEntry[] = [],
): Post[] {
  const arrived = new Set(posts.map((p) => p.id));
  const targets: CountsTarget[] = [
    ...posts,
    ...expected
      .filter((e) => !arrived.has(e.id))
      .map((e) => ({ id: e.id, userId: e.userId, visibility: DiaryVisibility.everyone })),
  ];
  const counts = usePostCounts(
    far.size ? targets.filter((t) => !far.has(t.id)) : targets,
    far.size ? targets : [],
  );
  const [made] = useState(() => new WeakMap<StoredPost, { counts: PostCounts; post: Post }>());
  return useMemo(
    () =>
      posts.map((p) => {
        const c = counts.get(countsKey(p)) ?? NO_COUNTS;
        const before = made.get(p);
        if (before?.counts === c) return before.post;
        const post = { ...p, ...c };
        made.set(p, { counts: c, post });
        return post;
      }),
    [posts, counts, made],
  );
}

const NO_IDS: ReadonlySet<string> = new Set();
const NO_ENTRIES: readonly FeedEntry[] = [];
const NO_IDS_LIST: readonly string[] = [];

/** A feed as a screen shows it (`useFeed`). */
export interface Feed extends PagedList<Post> {
  /** Every post the pages name, in order, whether it has arrived or not (for `useLikedIds`). */
  entryIds: string[];
}

/**
 * The live, paged feed of one view. `isAtTop` tells whether new posts by others may show at once
 * (else they wait behind `revealNew`); it must be a stable function. Mount it with a `key` per
 * view: a new view starts afresh. 'My CatReps' shows its posts in the order of the references,
 * each once it has arrived (so none moves in above one already shown).
 *
 * Posts by hidden authors (`useHidden().authors`) are left out of what it answers, not out of the
 * pages: each page keeps its own cursor and size, so paging goes on past a page of hidden posts
 * (the next one loads as the sentinel stays in view), and a live change of the hidden set shows at
 * once without starting the feed afresh. A new post by a hidden author counts as seen, never as a
 * 'New posts' waiting behind `revealNew`.
 *
 * `far` names the posts the screen has far off it (`useNearViewport`): their listeners — the post,
 * its counts, the page that listed it — stop, and they stay on screen as last read; scrolled back
 * near, each is listened to, and read, again. So however far one scrolls, a feed keeps listening
 * to about the posts around the screen (README "Keeping first screens light").
 */
export function useFeed(
  view: FeedView,
  uid: string,
  isAtTop: () => boolean,
  far: ReadonlySet<string> = NO_IDS,
): Feed {
  const { entries, ...feed } = useFeedPosts(view, uid, isAtTop, far);
  // 'My CatReps' knows its posts' authors from the references: their counts come with the posts.
  return { ...feed, items: useCounted(feed.items, far, entries) };
}

/** The posts of `useFeed`, without their counts. */
function useFeedPosts(
  view: FeedView,
  uid: string,
  isAtTop: () => boolean,
  far: ReadonlySet<string>,
): PagedList<StoredPost> & { entryIds: string[]; entries: readonly FeedEntry[] } {
  const db = useFirestore();
  const { authors } = useHidden();
  // Read when a page arrives (not while rendering): always the latest set.
  const hiddenAuthors = useRef(authors);
  useEffect(() => {
    hiddenAuthors.current = authors;
  }, [authors]);
  const options = useMemo(
    () => ({
      ...newestFirst,
      holdNew: {
        isAtTop,
        isOwn: (p: FeedEntry) => p.userId === uid || hiddenAuthors.current.has(p.userId),
      },
    }),
    [isAtTop, uid],
  );
  const source = useMemo(
    (): PageSource<FeedEntry, unknown> =>
      view === 'catreps'
        ? timelinePages(db, uid)
        : firestorePages(
            query(
              feeds(db),
              where('visibility', '==', DiaryVisibility.everyone),
              orderBy('createdAt', 'desc'),
            ),
            FEED_PAGE_SIZE,
            FEED_FIRST_PAGE_SIZE,
          ),
    [db, view, uid],
  );
  // A page whose posts are all far off screen stops listening (usePagedList).
  const entries = usePagedList(source, options, far);
  const shown = useMemo(
    () => (authors.size ? entries.items.filter((e) => !authors.has(e.userId)) : entries.items),
    [entries.items, authors],
  );

  const refs = view === 'catreps' ? shown.map((e) => doc(feeds(db), e.id)) : [];
  const posts = useLiveDocs(
    far.size ? refs.filter((r) => !far.has(r.id)) : refs,
    far.size ? refs.map((r) => r.path) : NO_IDS_LIST,
  );
  const entryIds = shown.map((e) => e.id);
  // 'Everyone' pages the posts themselves: its entries are whole feed documents.
  if (view !== 'catreps') return { ...entries, items: shown as StoredPost[], entryIds, entries: NO_ENTRIES };

  const items: StoredPost[] = [];
  let waiting = false;
  for (const ref of refs) {
    if (!posts.has(ref.path)) {
      waiting = true;
      break;
    }
    const post = posts.get(ref.path);
    if (post && !authors.has(post.userId)) items.push(post);
  }
  const firstLoad = waiting && items.length === 0;
  return {
    ...entries,
    items,
    entryIds,
    entries: shown,
    status: entries.status === 'success' && firstLoad ? 'loading' : entries.status,
    loadingMore: entries.loadingMore || (waiting && !firstLoad),
  };
}

/**
 * One CatShare item by id, live (`feeds/{id}`, the post's own page): `data` is null when it does
 * not exist (or no longer does) and when the rules refuse it to the reader — both read as "not
 * here", never as a broken screen.
 */
export function usePost(id: string): { status: 'loading' | 'success'; data: Post | null } {
  const db = useFirestore();
  const ref = doc(feeds(db), id || '-');
  const docs = useLiveDocs([ref]);
  const stored = docs.get(ref.path);
  // Its counts are listened to once the post is there (and readable).
  const counts = usePostCounts(stored ? [stored] : []);
  if (!docs.has(ref.path)) return { status: 'loading', data: null };
  return {
    status: 'success',
    data: stored ? { ...stored, ...(counts.get(countsKey(stored)) ?? NO_COUNTS) } : null,
  };
}

/** Which of the posts `ids` `uid` liked (`useIdsAmong` over their likes). */
export function useLikedIds(
  uid: string,
  ids: string[],
  enabled: boolean,
  far: ReadonlySet<string> = NO_IDS,
): Set<string> {
  const db = useFirestore();
  return useIdsAmong(uid, ids, enabled, far, (chunk, put) =>
    onSnapshot(
      query(likes(db), where('userId', '==', uid), where('feedId', 'in', chunk)),
      (snap) => put(snap.docs.map((d) => d.data().feedId)),
      () => put([]),
    ),
  );
}

const likesPath = (id: string) => `/feeds/${encodeURIComponent(id)}/likes`;

/** `POST /feeds/{id}/likes`: toggles my like; the new count. */
export const toggleLike = (id: string) => api.post<number>(likesPath(id));

/**
 * One page of who liked post `id`: `GET /feeds/{id}/likes?index={n}[&cursor=…]`, newest like
 * first, as CatRep cards; the next page's cursor comes in `X-Next-Cursor` (none after the last).
 */
export async function fetchLikersPage(
  id: string,
  index: number,
  cursor: string | null,
): Promise<RestPage<UserCard>> {
  const params = new URLSearchParams({ index: String(index) });
  if (cursor) params.set('cursor', cursor);
  const res = await request<UserCard[]>('GET', `${likesPath(id)}?${params.toString()}`);
  return { items: res.data ?? [], next: res.headers.get('X-Next-Cursor') };
}

const likerKey = { key: (u: UserCard) => u.id };

/** Who liked post `id`, page by page (each page requested once; README "Trust and safety" leaves blocked CatReps out). */
export function useLikers(id: string): PagedList<UserCard> {
  const source = useMemo(() => restPages((index, cursor) => fetchLikersPage(id, index, cursor)), [id]);
  return usePagedList(source, likerKey);
}

/**
 * The public posts whose array `field` contains `value`, newest first, live and paged
 * (FEED_PAGE_SIZE) — `{field} array-contains {value}` with `visibility == 1`, the queries the
 * rules allow — with their live counts; posts by hidden authors (`useHidden().authors`) are left
 * out, as `useFeed` does. Mount it with a `key` per value.
 */
function usePublicPostsWith(field: 'catIds' | 'tags', value: string): PagedList<Post> {
  const db = useFirestore();
  const { authors } = useHidden();
  const source = useMemo(
    () =>
      firestorePages(
        query(
          feeds(db),
          where(field, 'array-contains', value || '-'),
          where('visibility', '==', DiaryVisibility.everyone),
          orderBy('createdAt', 'desc'),
        ),
        FEED_PAGE_SIZE,
      ),
    [db, field, value],
  );
  const list = usePagedList(source, newestFirst);
  const shown = useMemo(
    () => (authors.size ? list.items.filter((p) => !authors.has(p.userId)) : list.items),
    [list.items, authors],
  );
  return { ...list, items: useCounted(shown) };
}

/**
 * "Appears in" (README "CatShare"): the public posts that name cat `catId`, newest first, live and
 * paged (`catIds array-contains`). Mount it with a `key` per cat.
 */
export const useAppearsIn = (catId: string) => usePublicPostsWith('catIds', catId);

/**
 * A hashtag's page (README "Find cats like yours"): the public posts holding `tag` (normalised,
 * model `normaliseTag`), newest first, live and paged (`tags array-contains`). Mount it with a
 * `key` per tag.
 */
export const useTagPosts = (tag: string) => usePublicPostsWith('tags', tag);

/**
 * The posts `ids`, each live with its counts, in that order (saved posts: README "Find cats like
 * yours"): `posts` holds those there and readable, `waiting` whether some have not arrived yet.
 */
export function useLivePosts(ids: readonly string[]): { posts: Post[]; waiting: boolean } {
  const db = useFirestore();
  const refs = ids.map((id) => doc(feeds(db), id));
  const docs = useLiveDocs(refs);
  const stored = refs.flatMap((r) => {
    const post = docs.get(r.path);
    return post ? [post] : [];
  });
  return { posts: useCounted(stored), waiting: refs.some((r) => !docs.has(r.path)) };
}
