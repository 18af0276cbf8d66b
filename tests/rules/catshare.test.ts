/**
 * Security rules for CatShare (docs/product.md §1 CatShare, §3 Feed item and Comment, §4 connections, §6;
 * docs/architecture.md §2 `feeds/{feedId}` + `likes/{uid}` + `comments/{id}`,
 * `users/{uid}/timeline/{feedId}`, Visibility and Timelines: one copy of each post, visibility in
 * the rules):
 *
 * - a post `feeds/{id}` is read as its `visibility` allows (canReadItem): its author always; anyone
 *   signed in when it is 1 (guests and unverified CatReps included); a CatRep connected with the
 *   author when it is 2 — not one whose request is still pending, either way; nobody else when it
 *   is 3. Shares are 1; a diary item (type 5) carries its cat's diaryType;
 * - its comments and its counter shards (likes and comment counts) are read exactly as the post
 *   is, by single reads and by the list of one post's comments or shards; a comment of a missing
 *   post is nobody's;
 * - a like is readable by its liker only: "which of these posts did I like?" (a collection-group
 *   query asking for userId == mine) is allowed, any query that might return another CatRep's like
 *   is refused — the author's included (counts are in the counter shards);
 * - a 'My CatReps' timeline holds references (feedId, userId, createdAt) readable by the
 *   timeline's owner only; the post a reference points to is still read under its own rule;
 * - list queries (which the rules allow only when their filters prove every answer readable)
 *   are ./catshare-queries.test.ts;
 * - no client write anywhere, whoever asks: posts, comments, likes, counter shards and timelines
 *   are written by the API and the timeline trigger (Admin SDK).
 *
 * Every table runs each viewer of tests/support/catshare-world.ts against a share (visibility 1)
 * and diary items of visibility 1, 2 and 3, all by `owner`. Diary items take no comments through
 * the API (docs/product.md §6), but the comment rule follows whatever post it is under, so a comment is
 * stored under each.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { counterShardPins, type PostReach } from '@catrep/model';
import { clientDb, useRulesEnvironment, seedDocs, UID } from '../support/rules.js';
import {
  catshareWorld,
  feeds,
  type Viewer,
  VIEWERS,
  PENDING_UID,
  AUTHOR,
  uidOf,
  otherThan,
  READERS,
  verdict,
  at,
  type Item,
  share,
  diaryItem,
  ITEMS,
  comment,
  like,
  counterShard,
  reference,
  path,
} from '../support/catshare-world.js';

const rules = useRulesEnvironment('demo-catrep-rules-catshare');
const { dbOf, seedWorld } = catshareWorld(rules);

/**
 * The web client's query of one item's counter shards (web/src/data/feeds.ts), pinned to `as`: the
 * post as the client has it.
 */
const pinnedShards = (db: Firestore, item: Item, as: PostReach) =>
  query(
    collection(db, `${path.item(item)}/counters`),
    ...counterShardPins(as).map(([field, value]) => where(field, '==', value)),
  );

/** The web client's query of one item's comments (web/src/data/comments.ts): shown ones only. */
const shownComments = (db: Firestore, item: Item) =>
  query(collection(db, `${path.item(item)}/comments`), where('hidden', '==', false));

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
          query(
            collection(db, `${path.item(item)}/comments`),
            where('hidden', '==', false),
            orderBy('createdAt'),
          ),
        );
        expect(comments.docs.map((d) => d.id)).toEqual(['comment-1']);
      },
    },
    { name: 'get a counter shard', allowed: reads, attempt: (db) => getDoc(doc(db, path.counter(item))) },
    {
      // The web client's query (web/src/data/feeds.ts): one post's shards, pinned to what the post
      // says (model counterShardPins), summed.
      name: "list the post's counter shards, pinned to its visibility and author",
      allowed: reads,
      attempt: async (db) => {
        const shards = await getDocs(pinnedShards(db, item, item.data));
        expect(shards.docs.map((d) => d.data())).toEqual([counterShard(item)]);
      },
    },
    {
      // Nothing pinned, the rules cannot tell whose shards these are without reading the post.
      name: "list the post's counter shards, unpinned",
      allowed: false,
      attempt: (db) => getDocs(collection(db, `${path.item(item)}/counters`)),
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
    // Making a private item public behind the API.
    update: { visibility: 1 },
  },
  {
    kind: 'a counter shard',
    path: (item) => path.counter(item),
    data: (item) => counterShard(item),
    // Inflating its likes behind the API.
    update: { likes: 1000 },
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
    await assertFails(getDocs(shownComments(connected, diary2)));
    await assertSucceeds(getDoc(doc(owner, path.item(diary2))));
    await assertSucceeds(getDocs(shownComments(owner, diary2)));
  });

  it("a diary item made public reaches the stranger and the guest, and the 'Everyone' query", async () => {
    const stranger = dbOf('stranger');
    const diary3 = item('diary-3');
    await assertFails(getDoc(doc(stranger, path.item(diary3))));
    expect(ids(await assertSucceeds(everyone(stranger)))).not.toContain('diary-3');
    await setVisibility('diary-3', 1);
    await assertSucceeds(getDoc(doc(stranger, path.item(diary3))));
    await assertSucceeds(getDocs(shownComments(dbOf('guest'), diary3)));
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

  it('a post without a visibility (as stored before posts had one) is its author’s only', async () => {
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

  it('a counter shard is read by the reach it carries, not by a read of the post', async () => {
    const diary3 = item('diary-3');
    // A pin to a visibility the post does not have is allowed, and finds nothing: a stranger who
    // asks for a private post's shards as public ones learns no count.
    for (const viewer of ['guest', 'stranger', 'connected'] as const) {
      const asPublic = { visibility: 1, userId: AUTHOR };
      expect((await assertSucceeds(getDocs(pinnedShards(dbOf(viewer), diary3, asPublic)))).size).toBe(0);
    }
    // A shard stored before shards carried their post's reach is nobody's, its author's included,
    // until `npm run recount-counters` gives it (tests/api/recount.test.ts).
    const { visibility: _v, userId: _u, ...legacy } = counterShard(diary3);
    await seedDocs(rules(), { [path.counter(diary3)]: legacy });
    await assertFails(getDoc(doc(dbOf('owner'), path.counter(diary3))));
    expect((await assertSucceeds(getDocs(pinnedShards(dbOf('owner'), diary3, diary3.data)))).size).toBe(0);
  });

  it('the comments of a missing post are nobody’s, the author’s included', async () => {
    await seedDocs(rules(), { 'feeds/gone/comments/comment-1': comment(AUTHOR) });
    for (const viewer of ['owner', 'connected', 'stranger'] as const) {
      await assertFails(getDoc(doc(dbOf(viewer), 'feeds/gone/comments/comment-1')));
      await assertFails(
        getDocs(query(collection(dbOf(viewer), 'feeds/gone/comments'), where('hidden', '==', false))),
      );
    }
  });
});
