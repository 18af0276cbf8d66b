/**
 * Security rules for CatShare's list queries (docs/product.md §6; docs/architecture.md §2 Visibility: every
 * list query the client makes is provably within those rules): every viewer of
 * tests/support/catshare-world.ts × every query below — the web client's own ('Everyone', 'My CatReps'
 * references, my likes) and the wider ones a client might try. A list query on `feeds` is allowed only when
 * its filters prove every answer readable; likes only when they ask for the viewer's own; timelines and
 * timeline heads only the viewer's own. Single reads and writes: ./catshare.test.ts.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { FEED_PAGE_SIZE, type DiaryVisibility } from '@catrep/model';
import {
  collection,
  collectionGroup,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRulesEnvironment, UID } from '../support/rules.js';
import {
  catshareWorld,
  feeds,
  type Viewer,
  VIEWERS,
  type SignedIn,
  AUTHOR,
  uidOf,
  READERS,
  verdict,
  at,
  ITEMS,
  ITEM_IDS,
  newestFirst,
  NAMED_CAT,
  TAG,
} from '../support/catshare-world.js';

const rules = useRulesEnvironment('demo-catrep-rules-catshare-queries');
const { dbOf, seedWorld } = catshareWorld(rules);

// ---- List queries: viewer × query -------------------------------------------------------------

interface QueryCase {
  name: string;
  /** Whether `viewer` may run it. */
  allowed: (viewer: Viewer) => boolean;
  /** The query; `me` is the viewer's uid (the author's for the unauthenticated client). */
  run: (db: Firestore, me: string) => Promise<QuerySnapshot>;
  /** The ids it must answer when allowed. */
  ids?: (viewer: Viewer) => string[];
}

const byVisibility = (visibility: DiaryVisibility) => ITEMS.filter((item) => item.visibility === visibility);
const signedIn = (viewer: Viewer) => viewer !== 'unauthenticated';
const only =
  (...viewers: Viewer[]) =>
  (viewer: Viewer) =>
    viewers.includes(viewer);

const QUERIES: QueryCase[] = [
  // feeds
  {
    name: "feeds: 'Everyone' — where(visibility == 1), orderBy(createdAt desc), limit(page)",
    allowed: signedIn,
    run: (db) =>
      getDocs(
        query(feeds(db), where('visibility', '==', 1), orderBy('createdAt', 'desc'), limit(FEED_PAGE_SIZE)),
      ),
    ids: () => newestFirst(byVisibility(1)),
  },
  {
    // Might answer posts of visibility 2 or 3 by anyone: refused even to the author of all of them.
    name: 'feeds: unfiltered orderBy(createdAt)',
    allowed: () => false,
    run: (db) => getDocs(query(feeds(db), orderBy('createdAt'))),
  },
  {
    name: 'feeds: where(visibility == 2) of any author',
    allowed: () => false,
    run: (db) => getDocs(query(feeds(db), where('visibility', '==', 2))),
  },
  {
    name: 'feeds: where(visibility == 3) of any author',
    allowed: () => false,
    run: (db) => getDocs(query(feeds(db), where('visibility', '==', 3))),
  },
  {
    name: 'feeds: where(visibility in [1, 2]) of any author',
    allowed: () => false,
    run: (db) => getDocs(query(feeds(db), where('visibility', 'in', [1, 2]))),
  },
  {
    // "Appears in" on a CatID page (web/src/data/feeds.ts): the public posts naming one cat.
    name: "feeds: 'Appears in' — where(catIds array-contains cat), where(visibility == 1), orderBy(createdAt desc)",
    allowed: signedIn,
    run: (db) =>
      getDocs(
        query(
          feeds(db),
          where('catIds', 'array-contains', NAMED_CAT),
          where('visibility', '==', 1),
          orderBy('createdAt', 'desc'),
          limit(FEED_PAGE_SIZE),
        ),
      ),
    ids: () => ['share-1'],
  },
  {
    // Would answer the photo post still waiting for its photos: refused, its author included.
    name: 'feeds: where(catIds array-contains cat) of any visibility',
    allowed: () => false,
    run: (db) => getDocs(query(feeds(db), where('catIds', 'array-contains', NAMED_CAT))),
  },
  {
    name: 'feeds: where(catIds array-contains cat), where(visibility == 3)',
    allowed: () => false,
    run: (db) =>
      getDocs(query(feeds(db), where('catIds', 'array-contains', NAMED_CAT), where('visibility', '==', 3))),
  },
  {
    // A hashtag's page (web/src/data/feeds.ts useTagPosts; README "Find cats like yours").
    name: "feeds: a hashtag's page — where(tags array-contains tag), where(visibility == 1), orderBy(createdAt desc)",
    allowed: signedIn,
    run: (db) =>
      getDocs(
        query(
          feeds(db),
          where('tags', 'array-contains', TAG),
          where('visibility', '==', 1),
          orderBy('createdAt', 'desc'),
          limit(FEED_PAGE_SIZE),
        ),
      ),
    ids: () => ['share-1'],
  },
  {
    // Would answer the photo post still waiting for its photos: refused, its author included.
    name: 'feeds: where(tags array-contains tag) of any visibility',
    allowed: () => false,
    run: (db) => getDocs(query(feeds(db), where('tags', 'array-contains', TAG))),
  },
  {
    name: 'feeds: where(tags array-contains tag), where(visibility == 3)',
    allowed: () => false,
    run: (db) =>
      getDocs(query(feeds(db), where('tags', 'array-contains', TAG), where('visibility', '==', 3))),
  },
  {
    name: 'feeds: where(userId == author), orderBy(createdAt desc)',
    allowed: only('owner'),
    run: (db) => getDocs(query(feeds(db), where('userId', '==', AUTHOR), orderBy('createdAt', 'desc'))),
    ids: () => newestFirst(ITEMS),
  },
  {
    name: 'feeds: where(userId == mine) — my own posts, none but the author’s exist',
    allowed: signedIn,
    run: (db, me) => getDocs(query(feeds(db), where('userId', '==', me))),
    // No orderBy: answered in document-id order.
    ids: (viewer) => (viewer === 'owner' ? [...ITEM_IDS].sort() : []),
  },
  ...([1, 2, 3] as const).map((visibility): QueryCase => ({
    name: `feeds: where(userId == author), where(visibility == ${visibility}), orderBy(createdAt desc)`,
    allowed: only(...READERS[visibility]),
    run: (db) =>
      getDocs(
        query(
          feeds(db),
          where('userId', '==', AUTHOR),
          where('visibility', '==', visibility),
          orderBy('createdAt', 'desc'),
        ),
      ),
    ids: () => newestFirst(byVisibility(visibility)),
  })),
  {
    // 'My CatReps' of one author in one query: the rules prove an `in` filter value by value, so a
    // connected CatRep may ask for both visibilities at once (a stranger still may not).
    name: 'feeds: where(userId == author), where(visibility in [1, 2]), orderBy(createdAt desc)',
    allowed: only('connected', 'owner'),
    run: (db) =>
      getDocs(
        query(
          feeds(db),
          where('userId', '==', AUTHOR),
          where('visibility', 'in', [1, 2]),
          orderBy('createdAt', 'desc'),
        ),
      ),
    ids: () => newestFirst([...byVisibility(1), ...byVisibility(2)]),
  },
  {
    // A range is not proven value by value: refused to the connected CatRep, allowed to the author
    // only because userId == theirs proves it alone.
    name: 'feeds: where(userId == author), where(visibility <= 2)',
    allowed: only('owner'),
    run: (db) => getDocs(query(feeds(db), where('userId', '==', AUTHOR), where('visibility', '<=', 2))),
  },
  // likes
  {
    // The web client's query (web/src/data/feeds.ts useLikedIds). It answers my likes of every post
    // asked for, a post I may no longer read included (a like holds no content).
    name: "likes (collection group): where(userId == mine), where(feedId in the posts')",
    allowed: signedIn,
    run: (db, me) =>
      getDocs(
        query(collectionGroup(db, 'likes'), where('userId', '==', me), where('feedId', 'in', ITEM_IDS)),
      ),
    ids: (viewer) => (signedIn(viewer) ? ITEM_IDS.map(() => uidOf(viewer as SignedIn)) : []),
  },
  {
    name: "likes (collection group): where(feedId in the posts') without userId",
    allowed: () => false,
    run: (db) => getDocs(query(collectionGroup(db, 'likes'), where('feedId', 'in', ITEM_IDS))),
  },
  {
    name: "likes (collection group): where(userId == another CatRep's)",
    allowed: () => false,
    run: (db, me) =>
      getDocs(
        query(collectionGroup(db, 'likes'), where('userId', '==', me === AUTHOR ? UID.connected : AUTHOR)),
      ),
  },
  // timelines
  {
    // The web client's 'My CatReps' query (web/src/data/timeline.ts).
    name: 'timeline: my own, orderBy(createdAt desc), limit(page)',
    allowed: signedIn,
    run: (db, me) =>
      getDocs(
        query(collection(db, `users/${me}/timeline`), orderBy('createdAt', 'desc'), limit(FEED_PAGE_SIZE)),
      ),
    ids: () => newestFirst(ITEMS),
  },
  {
    // The web client's query for pages older than the timeline's head (web/src/data/timeline.ts).
    name: 'timeline: my own, orderBy(createdAt desc, id desc), startAfter(a cursor), limit(page)',
    allowed: signedIn,
    run: (db, me) =>
      getDocs(
        query(
          collection(db, `users/${me}/timeline`),
          orderBy('createdAt', 'desc'),
          orderBy(documentId(), 'desc'),
          startAfter(at(24 * 60), 'zzz'), // a day after every item
          limit(FEED_PAGE_SIZE),
        ),
      ),
    ids: () => newestFirst(ITEMS),
  },
  {
    // Timeline heads are `users/{uid}/private/timeline` (tests/rules/users.test.ts): nobody lists
    // them across CatReps, the trigger's own query included.
    name: "timeline heads (collection group 'private'): where(size > 0)",
    allowed: () => false,
    run: (db) => getDocs(query(collectionGroup(db, 'private'), where('size', '>', 0))),
  },
  {
    name: "timeline: the author's, orderBy(createdAt desc)",
    allowed: only('owner'),
    run: (db) => getDocs(query(collection(db, `users/${AUTHOR}/timeline`), orderBy('createdAt', 'desc'))),
    ids: () => newestFirst(ITEMS),
  },
  {
    name: 'timeline (collection group): where(feedId == a post)',
    allowed: () => false,
    run: (db) => getDocs(query(collectionGroup(db, 'timeline'), where('feedId', '==', 'share-1'))),
  },
  {
    name: 'timeline (collection group): where(userId == author)',
    allowed: () => false,
    run: (db) => getDocs(query(collectionGroup(db, 'timeline'), where('userId', '==', AUTHOR))),
  },
];

describe('list queries: viewer × query', () => {
  beforeAll(seedWorld);
  const cases = VIEWERS.flatMap((viewer) =>
    QUERIES.map((q) => ({
      ...q,
      viewer,
      isAllowed: q.allowed(viewer),
      title: `${viewer} · ${q.name}: ${verdict(q.allowed(viewer))}`,
    })),
  );
  for (const { title, viewer, isAllowed, run, ids } of cases) {
    it(title, async () => {
      const me = viewer === 'unauthenticated' ? AUTHOR : uidOf(viewer);
      const pending = run(dbOf(viewer), me);
      if (!isAllowed) {
        await assertFails(pending);
        return;
      }
      const answer = await assertSucceeds(pending);
      if (ids) expect(answer.docs.map((d) => d.id)).toEqual(ids(viewer));
    });
  }
});
