/**
 * Security rules for CatShare (SPEC §1 CatShare, §3 Feed item and Comment, §4 connections, §6;
 * DESIGN §2 `feeds/{feedId}` + `likes/{uid}` + `comments/{id}`, `users/{uid}/timeline/{feedId}`;
 * issues 4 and 10 "One copy of each post, and visibility in the rules"):
 *
 * - a post `feeds/{id}` is read as its `visibility` allows (canReadItem): its author always; anyone
 *   signed in when it is 1 (guests and unverified CatReps included); a CatRep connected with the
 *   author when it is 2 — not one whose request is still pending, either way; nobody else when it
 *   is 3. Shares are 1; a diary item (type 5) carries its cat's diaryType;
 * - its comments are read exactly as the post is, by single reads and by the list of one post's
 *   comments; a comment of a missing post is nobody's;
 * - a like is readable by its liker only: "which of these posts did I like?" (a collection-group
 *   query asking for userId == mine) is allowed, any query that might return another CatRep's like
 *   is refused — the author's included (counts are on the posts);
 * - a 'My CatReps' timeline holds references (feedId, userId, createdAt) readable by the
 *   timeline's owner only; the post a reference points to is still read under its own rule;
 * - a list query on `feeds` is allowed only when its filters prove every answer readable: the
 *   'Everyone' query (visibility == 1) for anyone signed in; by author (userId == theirs) for the
 *   author; by author and visibility == 2 (or `in [1, 2]`, proven value by value) for a connected
 *   CatRep. Anything wider is refused, a range on visibility included;
 * - no client write anywhere, whoever asks: posts, comments, likes and timelines are written by
 *   the API and the timeline trigger (Admin SDK).
 *
 * Every table runs each viewer below against a share (visibility 1) and diary items of
 * visibility 1, 2 and 3, all by `owner`. Diary items take no comments through the API (SPEC §6),
 * but the comment rule follows whatever post it is under, so a comment is stored under each.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  FEED_PAGE_SIZE,
  type CommentDoc,
  type DiaryVisibility,
  type FeedDoc,
  type TimelineDoc,
} from '@catrep/model';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clientDb,
  contextFor,
  useRulesEnvironment,
  seedDocs,
  seedRoles,
  UID,
  verifiedCatRepContext,
  type Role,
} from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-catshare');

// ---- Who asks ---------------------------------------------------------------------------------

/**
 * The six roles of tests/support/rules.ts (`owner` is the author of every post) and two verified
 * CatReps whose connection with the author is pending (SPEC §4): `requested` asked the author, who
 * has not approved (the author's side of the relation says 'waiting'); `waiting` was asked by the
 * author and has not approved (the author's side says 'requested').
 */
type Viewer = Role | 'requested' | 'waiting';
const VIEWERS = [
  'unauthenticated',
  'guest',
  'unverified',
  'stranger',
  'requested',
  'waiting',
  'connected',
  'owner',
] as const satisfies readonly Viewer[];
type SignedIn = Exclude<Viewer, 'unauthenticated'>;
const PENDING_UID = { requested: 'requested-uid', waiting: 'waiting-uid' } as const;
const AUTHOR = UID.owner;

const isPending = (viewer: Viewer): viewer is 'requested' | 'waiting' =>
  viewer === 'requested' || viewer === 'waiting';
const uidOf = (viewer: SignedIn): string => (isPending(viewer) ? PENDING_UID[viewer] : UID[viewer]);
const SIGNED_IN = VIEWERS.filter((v): v is SignedIn => v !== 'unauthenticated');
const dbOf = (viewer: Viewer): Firestore =>
  clientDb(
    isPending(viewer) ? verifiedCatRepContext(rules(), PENDING_UID[viewer]) : contextFor(rules(), viewer),
  );
/** A CatRep other than `viewer` whose like and timeline hold the same posts. */
const otherThan = (viewer: Viewer) => (viewer === 'owner' ? UID.connected : AUTHOR);

/** Who reads a post of each visibility (SPEC §4, §6; issue 10); every other viewer is refused. */
const READERS: Record<DiaryVisibility, readonly Viewer[]> = {
  1: SIGNED_IN,
  2: ['connected', 'owner'],
  3: ['owner'],
};
const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'refused');

// ---- What is stored ---------------------------------------------------------------------------

const at = (minute: number) => Timestamp.fromMillis(Date.UTC(2025, 0, 2) + minute * 60_000);
const author = { id: AUTHOR, firstname: 'Olive', lastname: 'Owner', profilePhoto: null };

interface Item {
  id: string;
  label: string;
  visibility: DiaryVisibility;
  data: FeedDoc;
}
const share: FeedDoc = {
  type: 1,
  content: { message: 'Naptime in the sun' },
  userId: AUTHOR,
  user: author,
  visibility: 1,
  likes: 0,
  commentCount: 1,
  createdAt: at(0),
  updatedAt: at(0),
};
/** The CatShare item of diary entry `diary-{visibility}` of a cat whose diaryType is `visibility`. */
const diaryItem = (visibility: DiaryVisibility): FeedDoc => ({
  type: 5,
  content: { message: `Diary entry of visibility ${visibility}`, files: [] },
  userId: AUTHOR,
  user: author,
  visibility,
  cat: { id: 'cat-of-owner', name: 'Diarist', profilePhoto: null },
  catId: 'cat-of-owner',
  blogId: `diary-${visibility}`,
  likes: 0,
  commentCount: 1,
  createdAt: at(visibility),
  updatedAt: at(visibility),
});
const ITEMS: readonly Item[] = [
  { id: 'share-1', label: 'share (visibility 1)', visibility: 1, data: share },
  ...([1, 2, 3] as const).map((visibility) => ({
    id: `diary-${visibility}`,
    label: `diary item (visibility ${visibility})`,
    visibility,
    data: diaryItem(visibility),
  })),
];
const ITEM_IDS = ITEMS.map((item) => item.id);
/** Newest first, as the feeds order them. */
const newestFirst = (items: readonly Item[]) => items.map((item) => item.id).reverse();

const comment = (userId: string): CommentDoc => ({
  content: { message: 'Lovely!' },
  userId,
  user: { ...author, id: userId },
  createdAt: at(10),
  updatedAt: at(10),
});
const like = (userId: string, feedId: string) => ({ userId, feedId, createdAt: at(20) });
const reference = (item: Item): TimelineDoc => ({
  feedId: item.id,
  userId: AUTHOR,
  createdAt: item.data.createdAt,
});

const path = {
  item: (item: Item) => `feeds/${item.id}`,
  comment: (item: Item) => `feeds/${item.id}/comments/comment-1`,
  like: (item: Item, uid: string) => `feeds/${item.id}/likes/${uid}`,
  reference: (item: Item, uid: string) => `users/${uid}/timeline/${item.id}`,
};

/**
 * Clears the database and stores: the roles' relations plus the two pending requests; every item
 * with one comment (by the connected CatRep); a like of every item by every signed-in viewer; and
 * a reference to every item in every signed-in viewer's timeline (the trigger writes them only for
 * visibility 1 and 2, into the author's and the connections' timelines; here every timeline holds
 * every item, so the rule is tested on its own, whatever the trigger does).
 */
async function seedWorld() {
  await rules().clearFirestore();
  await seedRoles(rules());
  const docs: Record<string, object> = {
    [`users/${AUTHOR}/relations/${PENDING_UID.requested}`]: { state: 'waiting' },
    [`users/${PENDING_UID.requested}/relations/${AUTHOR}`]: { state: 'requested' },
    [`users/${AUTHOR}/relations/${PENDING_UID.waiting}`]: { state: 'requested' },
    [`users/${PENDING_UID.waiting}/relations/${AUTHOR}`]: { state: 'waiting' },
  };
  for (const item of ITEMS) {
    docs[path.item(item)] = item.data;
    docs[path.comment(item)] = comment(UID.connected);
    for (const viewer of SIGNED_IN) {
      docs[path.like(item, uidOf(viewer))] = like(uidOf(viewer), item.id);
      docs[path.reference(item, uidOf(viewer))] = reference(item);
    }
  }
  await seedDocs(rules(), docs);
}

// ---- Single reads and one post's lists: viewer × item -----------------------------------------

interface ReadCell {
  name: string;
  allowed: boolean;
  attempt: (db: Firestore) => Promise<unknown>;
}

/** What `viewer` tries on `item`, and whether the rules must let it. */
function readsOf(viewer: Viewer, item: Item): ReadCell[] {
  const reads = READERS[item.visibility].includes(viewer);
  const signedIn = viewer !== 'unauthenticated';
  const cells: ReadCell[] = [
    { name: 'get the post', allowed: reads, attempt: (db) => getDoc(doc(db, path.item(item))) },
    { name: 'get a comment', allowed: reads, attempt: (db) => getDoc(doc(db, path.comment(item))) },
    {
      // The web client's query (web/src/data/comments.ts).
      name: "list the post's comments, orderBy(createdAt)",
      allowed: reads,
      attempt: async (db) => {
        const comments = await getDocs(
          query(collection(db, `${path.item(item)}/comments`), orderBy('createdAt')),
        );
        expect(comments.docs.map((d) => d.id)).toEqual(['comment-1']);
      },
    },
    {
      name: "get another CatRep's like",
      allowed: false,
      attempt: (db) => getDoc(doc(db, path.like(item, otherThan(viewer)))),
    },
    {
      name: "list the post's likes, unfiltered",
      allowed: false,
      attempt: (db) => getDocs(collection(db, `${path.item(item)}/likes`)),
    },
    {
      name: "get the author's timeline reference to it",
      allowed: viewer === 'owner',
      attempt: (db) => getDoc(doc(db, path.reference(item, AUTHOR))),
    },
  ];
  if (signedIn) {
    const me = uidOf(viewer);
    cells.push(
      {
        // Readable whatever the post's visibility: it holds only the liker, the post id and a time.
        name: 'get my own like',
        allowed: true,
        attempt: async (db) => expect((await getDoc(doc(db, path.like(item, me)))).data()?.userId).toBe(me),
      },
      {
        name: "list the post's likes where userId == mine",
        allowed: true,
        attempt: async (db) => {
          const mine = await getDocs(
            query(collection(db, `${path.item(item)}/likes`), where('userId', '==', me)),
          );
          expect(mine.docs.map((d) => d.id)).toEqual([me]);
        },
      },
      {
        // Only a reference: the post itself is read under its own rule ('get the post').
        name: 'get my own timeline reference to it',
        allowed: true,
        attempt: async (db) => {
          const ref = await getDoc(doc(db, path.reference(item, me)));
          expect(Object.keys(ref.data() ?? {}).sort()).toEqual(['createdAt', 'feedId', 'userId']);
        },
      },
    );
  }
  return cells;
}

describe('single reads and one post’s lists: viewer × item', () => {
  beforeAll(seedWorld);
  const cases = VIEWERS.flatMap((viewer) =>
    ITEMS.flatMap((item) =>
      readsOf(viewer, item).map((cell) => ({
        ...cell,
        viewer,
        title: `${viewer} · ${item.label} · ${cell.name}: ${verdict(cell.allowed)}`,
      })),
    ),
  );
  for (const { title, viewer, allowed, attempt } of cases) {
    it(title, async () => {
      const pending = attempt(dbOf(viewer));
      await (allowed ? assertSucceeds(pending) : assertFails(pending));
    });
  }
});

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

const feeds = (db: Firestore) => collection(db, 'feeds');
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
    // The web client's 'My CatReps' query (web/src/data/feeds.ts).
    name: 'timeline: my own, orderBy(createdAt desc), limit(page)',
    allowed: signedIn,
    run: (db, me) =>
      getDocs(
        query(collection(db, `users/${me}/timeline`), orderBy('createdAt', 'desc'), limit(FEED_PAGE_SIZE)),
      ),
    ids: () => newestFirst(ITEMS),
  },
  {
    // The web client's query for pages older than the timeline's head (web/src/data/feeds.ts).
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

// ---- Writes: viewer × item × kind, create, update and delete ----------------------------------

interface WriteTarget {
  kind: string;
  /** The document: the viewer's own where the path names one (its like, its timeline). */
  path: (item: Item, me: string) => string;
  data: (item: Item, me: string) => object;
  update: Record<string, unknown>;
}

const WRITES: WriteTarget[] = [
  {
    kind: 'the post',
    path: (item) => path.item(item),
    data: (item) => item.data,
    // Making a private item public, or inflating its likes, behind the API.
    update: { visibility: 1, likes: 1000 },
  },
  {
    kind: 'a comment',
    path: (item) => path.comment(item),
    data: (_item, me) => comment(me),
    update: { 'content.message': 'Edited behind the API' },
  },
  {
    kind: 'my like',
    path: (item, me) => path.like(item, me),
    data: (item, me) => like(me, item.id),
    update: { createdAt: at(99) },
  },
  {
    kind: 'my timeline reference',
    path: (item, me) => path.reference(item, me),
    data: (item) => reference(item),
    update: { feedId: 'diary-3' },
  },
];

describe('writes: refused to every viewer, on every item', () => {
  beforeAll(seedWorld);
  /** Stores or removes the target with the rules off, so each attempt is a true create, update or delete. */
  const prepare = (target: string, data: object | null) =>
    rules().withSecurityRulesDisabled(async (ctx) => {
      const ref = doc(clientDb(ctx), target);
      await (data ? setDoc(ref, { ...data }) : deleteDoc(ref));
    });

  const cases = VIEWERS.flatMap((viewer) =>
    ITEMS.flatMap((item) =>
      WRITES.map((target) => ({ viewer, item, target, title: `${viewer} · ${item.label} · ${target.kind}` })),
    ),
  );
  for (const { title, viewer, item, target } of cases) {
    it(`${title}: create, update and delete are refused`, async () => {
      const me = viewer === 'unauthenticated' ? AUTHOR : uidOf(viewer);
      const db = dbOf(viewer);
      const ref = target.path(item, me);
      const data = target.data(item, me);

      await prepare(ref, null);
      await assertFails(setDoc(doc(db, ref), data));
      await prepare(ref, data);
      await assertFails(updateDoc(doc(db, ref), target.update));
      await assertFails(deleteDoc(doc(db, ref)));
    });
  }
});

// ---- Changes apply at once, and edge cases ----------------------------------------------------

describe('visibility, connections and missing posts are read at the time of reading', () => {
  beforeEach(seedWorld);
  const item = (id: string) => ITEMS.find((i) => i.id === id)!;
  const setVisibility = (id: string, visibility: number) =>
    rules().withSecurityRulesDisabled((ctx) => updateDoc(doc(clientDb(ctx), `feeds/${id}`), { visibility }));
  const everyone = (db: Firestore) =>
    getDocs(query(feeds(db), where('visibility', '==', 1), orderBy('createdAt', 'desc')));
  const ids = (snap: QuerySnapshot) => snap.docs.map((d) => d.id);

  it('a diary item made private leaves the connected CatRep at once, comments and all; the author keeps it', async () => {
    const connected = dbOf('connected');
    const owner = dbOf('owner');
    const diary2 = item('diary-2');
    await assertSucceeds(getDoc(doc(connected, path.item(diary2))));
    await setVisibility('diary-2', 3);
    await assertFails(getDoc(doc(connected, path.item(diary2))));
    await assertFails(getDoc(doc(connected, path.comment(diary2))));
    await assertFails(getDocs(collection(connected, `${path.item(diary2)}/comments`)));
    await assertSucceeds(getDoc(doc(owner, path.item(diary2))));
    await assertSucceeds(getDocs(collection(owner, `${path.item(diary2)}/comments`)));
  });

  it("a diary item made public reaches the stranger and the guest, and the 'Everyone' query", async () => {
    const stranger = dbOf('stranger');
    const diary3 = item('diary-3');
    await assertFails(getDoc(doc(stranger, path.item(diary3))));
    expect(ids(await assertSucceeds(everyone(stranger)))).not.toContain('diary-3');
    await setVisibility('diary-3', 1);
    await assertSucceeds(getDoc(doc(stranger, path.item(diary3))));
    await assertSucceeds(getDocs(collection(dbOf('guest'), `${path.item(diary3)}/comments`)));
    expect(ids(await assertSucceeds(everyone(stranger)))).toContain('diary-3');
  });

  it('a connection that ends closes visibility 2 at once', async () => {
    const connected = dbOf('connected');
    const diary2 = item('diary-2');
    await assertSucceeds(getDoc(doc(connected, path.comment(diary2))));
    await rules().withSecurityRulesDisabled((ctx) =>
      deleteDoc(doc(clientDb(ctx), `users/${AUTHOR}/relations/${UID.connected}`)),
    );
    await assertFails(getDoc(doc(connected, path.item(diary2))));
    await assertFails(getDoc(doc(connected, path.comment(diary2))));
    // Their own timeline reference stays theirs to read (until the trigger drops it): it says no more.
    await assertSucceeds(getDoc(doc(connected, path.reference(diary2, UID.connected))));
  });

  it("connected one way only: the viewer's side alone says connected, the author's does not", async () => {
    await seedDocs(rules(), {
      [`users/${AUTHOR}/relations/${PENDING_UID.requested}`]: { state: 'waiting' },
      [`users/${PENDING_UID.requested}/relations/${AUTHOR}`]: { state: 'connected' },
    });
    await assertFails(getDoc(doc(dbOf('requested'), path.item(item('diary-2')))));
  });

  it('the author role is no one else’s author: another CatRep’s items of visibility 2 and 3 are refused to it', async () => {
    await seedDocs(rules(), {
      'feeds/strangers-2': { ...diaryItem(2), userId: UID.stranger },
      'feeds/strangers-3': { ...diaryItem(3), userId: UID.stranger },
      'feeds/strangers-1': { ...diaryItem(1), userId: UID.stranger },
    });
    const owner = dbOf('owner');
    await assertFails(getDoc(doc(owner, 'feeds/strangers-2')));
    await assertFails(getDoc(doc(owner, 'feeds/strangers-3')));
    await assertSucceeds(getDoc(doc(owner, 'feeds/strangers-1')));
    await assertSucceeds(getDoc(doc(dbOf('stranger'), 'feeds/strangers-3')));
  });

  it('a post without a visibility (stored before issue 10) is its author’s only', async () => {
    const { visibility: _dropped, ...legacy } = share;
    await seedDocs(rules(), {
      'feeds/legacy': legacy,
      'feeds/legacy/comments/comment-1': comment(UID.connected),
    });
    await assertSucceeds(getDoc(doc(dbOf('owner'), 'feeds/legacy')));
    for (const viewer of ['guest', 'stranger', 'connected'] as const) {
      await assertFails(getDoc(doc(dbOf(viewer), 'feeds/legacy')));
      await assertFails(getDoc(doc(dbOf(viewer), 'feeds/legacy/comments/comment-1')));
    }
  });

  it('the comments of a missing post are nobody’s, the author’s included', async () => {
    await seedDocs(rules(), { 'feeds/gone/comments/comment-1': comment(AUTHOR) });
    for (const viewer of ['owner', 'connected', 'stranger'] as const) {
      await assertFails(getDoc(doc(dbOf(viewer), 'feeds/gone/comments/comment-1')));
      await assertFails(getDocs(collection(dbOf(viewer), 'feeds/gone/comments')));
    }
  });
});
