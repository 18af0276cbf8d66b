/**
 * The 'My CatReps' timelines (one copy of each post, docs/architecture.md §2 Timelines; docs/product.md §1
 * CatShare, §4 Connection; docs/architecture.md §2 Timelines), written by the timeline
 * trigger (functions/src/triggers/timeline.ts) and holding references, never copies:
 *
 * - a post by A is referenced in A's timeline and in each connected CatRep's, never in a
 *   stranger's (nor in the timeline of someone whose request is still pending); the reference is
 *   exactly `{ feedId, userId, createdAt }`;
 * - a like, an edit or a comment changes the post alone: no timeline document is written (their
 *   update times stay);
 * - a diary item follows its cat's diaryType: none at 3 ('only me'), references for the author
 *   and their connections when it becomes 2, none again back at 3; 2 → 1 writes nothing;
 * - deleting a post (or the diary entry of an item) removes every reference;
 * - when A and C connect later (request + approval through the API), each timeline gets
 *   references to the other's latest posts, but not to items of visibility 3;
 * - a new reference is written into the timeline's head (`users/{uid}/private/timeline`) alone;
 * - a head past 150 references is trimmed to the newest 100 with a floor, what it drops moves into
 *   pages (`users/{uid}/timelinePages`), and 'My CatReps' pages run from the head into them without
 *   losing or repeating a post, by cursor and by index;
 * - a page of 'My CatReps' skips references to posts that are gone or hidden from the reader.
 *
 * Triggers run asynchronously (the emulator queues them): every check polls with a deadline.
 * "Nothing was written" is checked after a later post's references arrived (the trigger has had
 * its turn) and a moment more, on references marked beforehand (see `marked`).
 */
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import {
  FEED_PAGE_SIZE,
  TIMELINE_HEAD,
  headEntries,
  keyCursor,
  pageEntries,
  pageKey,
  type TimelineHeadDoc,
  type TimelinePageDoc,
} from '@catrep/model';
import { call, del, post, put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import {
  addedEntry,
  findInView,
  inTimeline,
  pagedThrough,
  referenceHolders,
  references,
  timelineIds,
  setDiaryType,
  sorted,
  type Reference,
} from '../support/diary.js';
import { feedDoc, like, postCounts, shared, type FeedBody } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil, randomLetters } from '../support/wait.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until exactly `uids` hold a reference to `feedId`, one each; resolves the references. */
async function referencedBy(feedId: string, uids: string[]): Promise<Reference[]> {
  const want = JSON.stringify(sorted(...uids));
  const refs = await pollUntil(
    () => references(feedId),
    (r) => JSON.stringify(r.map((x) => x.uid)) === want,
  );
  expect(refs.map((r) => r.uid)).toEqual(sorted(...uids));
  return refs;
}

/**
 * Lets the timeline trigger catch up: shares a post as `rep` and waits for its reference in
 * rep's own timeline, then a moment more (events of earlier writes have had their turn).
 */
async function settle(rep: Session) {
  const marker = await shared(rep.token, `Marker ${randomLetters()}`);
  expect(
    await pollUntil(
      () => inTimeline(rep.uid, marker.id),
      (found) => found,
    ),
  ).toBe(true);
  await pause(1500);
}

/** The exact reference to the post `feedId` (its stored author and createdAt). */
async function expectedReference(feedId: string) {
  const stored = await feedDoc(feedId);
  expect(stored, `feeds/${feedId}`).toBeDefined();
  return { feedId, userId: stored!.userId as string, createdAt: stored!.createdAt as unknown };
}

/**
 * Marks every reference to `feedId` (its `userId` becomes a marker) and resolves them as they are
 * then. A head is written whenever any post comes into its timeline, so its update time says
 * nothing about this reference: any rewrite of this reference shows as a restored `userId`. Nothing
 * reads a reference's `userId` but a connection's end (a page reads the post it points to).
 */
async function marked(feedId: string): Promise<Reference[]> {
  for (const r of await references(feedId)) {
    if (r.where === 'document') await db.doc(`users/${r.uid}/timeline/${feedId}`).update({ userId: MARKER });
    else if (r.where === 'head') {
      await db.doc(`users/${r.uid}/private/timeline`).update(new FieldPath('refs', feedId, 'userId'), MARKER);
    }
  }
  const refs = await references(feedId);
  for (const r of refs) expect(r.data.userId).toBe(MARKER);
  return refs;
}
const MARKER = 'marker-not-rewritten';

describe('timelines hold references', () => {
  let ann: Session; // the author
  let bob: Session; // connected with Ann
  let dot: Session; // connected with Ann
  let sam: Session; // a stranger
  let pat: Session; // asked Ann to connect; not approved
  let everyone: string[];
  beforeAll(async () => {
    [ann, bob, dot, sam, pat] = await Promise.all([
      verifiedCatRep('Ann', 'Author'),
      verifiedCatRep('Bob', 'Buddy'),
      verifiedCatRep('Dot', 'Dear'),
      verifiedCatRep('Sam', 'Stranger'),
      verifiedCatRep('Pat', 'Pending'),
    ]);
    await connectThroughApi(bob, ann);
    await connectThroughApi(ann, dot);
    expect((await post(`/users/${ann.uid}/relations`, {}, pat.token)).status).toBe(201);
    everyone = [ann.uid, bob.uid, dot.uid, sam.uid, pat.uid];
  });

  it("a post is referenced in the author's and each connected CatRep's timeline, not a stranger's nor a pending one's", async () => {
    const created = await shared(ann.token, `Timeline post ${randomLetters()}`);
    const refs = await referencedBy(created.id, [ann.uid, bob.uid, dot.uid]);
    // Nothing more arrives a moment later either.
    await pause(1500);
    expect(await referenceHolders(created.id)).toEqual(sorted(ann.uid, bob.uid, dot.uid));
    expect(everyone.filter((uid) => refs.some((r) => r.uid === uid))).toEqual([ann.uid, bob.uid, dot.uid]);

    // Exactly the post's id, author and time: no content, no counters, no author card.
    const want = await expectedReference(created.id);
    for (const r of refs) expect(r.data, r.uid).toEqual(want);
  });

  it('a like, an edit and a comment change the post alone: no timeline document is written', async () => {
    const created = await shared(ann.token, `Will change ${randomLetters()}`);
    await referencedBy(created.id, [ann.uid, bob.uid, dot.uid]);
    await pause(1000); // the create's own event is done
    const before = await marked(created.id);

    expect((await like(created.id, bob.token)).status).toBe(200);
    const edited = await put<FeedBody>(
      `/feeds/${created.id}`,
      { type: 1, content: { message: 'Changed words' } },
      ann.token,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(
      (await post(`/feeds/${created.id}/comments`, { content: { message: 'Hi' } }, dot.token)).status,
    ).toBe(201);
    expect(await feedDoc(created.id)).toMatchObject({ content: { message: 'Changed words' } });
    expect(await postCounts(created.id)).toEqual({ likes: 1, commentCount: 1 });

    await settle(ann);
    // The same documents, marker and update time as before: nothing rewrote them.
    expect(await references(created.id)).toEqual(before);

    // And 'My CatReps' shows the post as it is now: the page reads the post, not a copy.
    const shown = await findInView('catreps', bob.token, created);
    expect(shown).toMatchObject({ id: created.id, likes: 1, commentCount: 1 });
    expect(JSON.parse(shown!.content)).toEqual({ message: 'Changed words' });
  });

  it("a diary item follows its cat's diaryType: none at 3, added at 2 (author and connections), removed back at 3", async () => {
    const catId = await addCat(ann, 'Secretive', { diaryType: 3 });
    const entry = await addedEntry(ann, catId, `Dear diary ${randomLetters()}`);
    expect(await feedDoc(entry.id)).toMatchObject({ type: 5, visibility: 3 });
    await settle(ann);
    expect(await references(entry.id)).toEqual([]);

    await setDiaryType(ann, catId, 2);
    const refs = await referencedBy(entry.id, [ann.uid, bob.uid, dot.uid]);
    const want = await expectedReference(entry.id);
    expect(want.userId).toBe(ann.uid);
    for (const r of refs) expect(r.data, r.uid).toEqual(want);

    // 2 → 1: still within the timelines' reach, so nothing is written.
    await pause(1000); // the 3 → 2 event is done
    const before = await marked(entry.id);
    await setDiaryType(ann, catId, 1);
    expect(await feedDoc(entry.id)).toMatchObject({ visibility: 1 });
    await settle(ann);
    expect(await references(entry.id)).toEqual(before);

    await setDiaryType(ann, catId, 3);
    expect(await referencedBy(entry.id, [])).toEqual([]);
    await settle(ann);
    expect(await references(entry.id)).toEqual([]);
  });

  const deletions: [string, (s: Session) => Promise<string>, (s: Session, id: string) => Promise<void>][] = [
    [
      'a share (DELETE /feeds/{id})',
      async (s) => (await shared(s.token, `Short-lived ${randomLetters()}`)).id,
      async (s, id) => expect((await del(`/feeds/${id}`, s.token)).status).toBe(200),
    ],
    [
      'a diary item (DELETE /cats/{id}/blogs/{blogId})',
      async (s) => (await addedEntry(s, await addCat(s, 'Brief', { diaryType: 2 }), 'Gone soon')).id,
      async (s, id) => {
        const catId = (await feedDoc(id))?.catId as string;
        expect((await del(`/cats/${catId}/blogs/${id}`, s.token)).status).toBe(200);
      },
    ],
  ];
  for (const [name, create, remove] of deletions) {
    it(`deleting ${name} removes every reference`, async () => {
      const id = await create(ann);
      await referencedBy(id, [ann.uid, bob.uid, dot.uid]);
      expect((await like(id, dot.token)).status).toBe(200);

      await remove(ann, id);
      expect(await feedDoc(id)).toBeUndefined();
      expect(await referencedBy(id, [])).toEqual([]);
      // Later events of the post (the like's, the delete's) do not bring a reference back.
      await settle(ann);
      expect(await references(id)).toEqual([]);
    });
  }

  it('a page skips references to posts that are gone or that the reader may not read', async () => {
    const hidden = await addedEntry(ann, await addCat(ann, 'Hidden', { diaryType: 3 }), 'Not for Bob');
    const visible = await shared(ann.token, `For Bob ${randomLetters()}`);
    await referencedBy(visible.id, [ann.uid, bob.uid, dot.uid]);
    // Stale references, as a trigger running late could leave them, newer than everything else.
    const stale = [hidden.id, `gone${randomLetters(12)}`];
    const at = Timestamp.fromMillis(Date.now() + 60_000);
    const head = db.doc(`users/${bob.uid}/private/timeline`);
    for (const feedId of stale) {
      await db.doc(`users/${bob.uid}/timeline/${feedId}`).set({ feedId, userId: ann.uid, createdAt: at });
      await head.set({ refs: { [feedId]: { userId: ann.uid, createdAt: at } } }, { merge: true });
    }
    try {
      const page = await call<FeedBody[]>('GET', '/feeds?index=0&view=catreps', { token: bob.token });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const ids = page.body.map((f) => f.id);
      expect(ids).toContain(visible.id);
      for (const id of stale) expect(ids).not.toContain(id);
    } finally {
      await Promise.all(stale.map((id) => db.doc(`users/${bob.uid}/timeline/${id}`).delete()));
      await head.set(
        { refs: Object.fromEntries(stale.map((id) => [id, FieldValue.delete()])) },
        { merge: true },
      );
    }
  });

  it("connecting later gives each timeline references to the other's earlier posts, not to hidden diary items", async () => {
    const cal = await verifiedCatRep('Cal', 'Comelately');
    const annEarlier = [
      await shared(ann.token, 'Before Cal came, 1'),
      await shared(ann.token, 'Before Cal came, 2'),
    ];
    const friendsOnly = await addedEntry(
      ann,
      await addCat(ann, 'Friendly', { diaryType: 2 }),
      'For my CatReps',
    );
    const onlyMe = await addedEntry(ann, await addCat(ann, 'Private', { diaryType: 3 }), 'Only for me');
    const calEarlier = await shared(cal.token, 'Cal was here first');
    // Before connecting, Cal's timeline has only Cal's own post.
    await referencedBy(calEarlier.id, [cal.uid]);
    for (const p of [...annEarlier, friendsOnly]) {
      expect(await referenceHolders(p.id)).not.toContain(cal.uid);
    }

    await connectThroughApi(cal, ann);

    const backfilled = [...annEarlier.map((p) => p.id), friendsOnly.id];
    const calHas = async () => {
      const ids = await timelineIds(cal.uid);
      return [...backfilled, onlyMe.id].filter((id) => ids.includes(id));
    };
    // One batch writes the backfill: once the visible posts are there, all of it is.
    const has = await pollUntil(calHas, (ids) => backfilled.every((id) => ids.includes(id)));
    expect(has.sort()).toEqual([...backfilled].sort());
    const referenceIn = async (uid: string, id: string) =>
      (await references(id)).find((r) => r.uid === uid)?.data;
    for (const id of backfilled) expect(await referenceIn(cal.uid, id)).toEqual(await expectedReference(id));
    await referencedBy(calEarlier.id, [cal.uid, ann.uid]);
    expect(await referenceIn(ann.uid, calEarlier.id)).toEqual(await expectedReference(calEarlier.id));
    // The 'only me' item is referenced nowhere, not even in its author's timeline.
    expect(await references(onlyMe.id)).toEqual([]);

    // Cal's 'My CatReps' shows Ann's earlier posts and the friends-only item.
    for (const p of [...annEarlier, friendsOnly, calEarlier]) {
      expect(await findInView('catreps', cal.token, p), p.id).toMatchObject({ id: p.id });
    }
    expect(await findInView('catreps', cal.token, onlyMe)).toBeUndefined();

    // New posts by Ann now reach Cal directly.
    const after = await shared(ann.token, 'Welcome, Cal');
    await referencedBy(after.id, [ann.uid, bob.uid, dot.uid, cal.uid]);
  });

  it("a head past 150 references keeps the newest 100 and moves the rest into pages; 'My CatReps' pages on into them", async () => {
    const tia = await verifiedCatRep('Tia', 'Timeline');
    const COUNT = TIMELINE_HEAD.trimAbove + 5;
    // Posts written straight into the store (the API's quota would stop 155 shares), an hour
    // apart, in shuffled order: the trigger references each as any other post.
    const start = Date.now() - COUNT * 3_600_000;
    const ids = Array.from({ length: COUNT }, () => db.collection('feeds').doc().id);
    const order = [...ids.keys()].sort(() => Math.random() - 0.5);
    for (let i = 0; i < COUNT; i += 50) {
      const batch = db.batch();
      for (const n of order.slice(i, i + 50)) {
        batch.set(db.doc(`feeds/${ids[n]}`), {
          type: 1,
          content: { message: `Post ${n}` },
          userId: tia.uid,
          user: { id: tia.uid, firstname: 'Tia', lastname: 'Timeline', profilePhoto: null },
          visibility: 1,
          createdAt: Timestamp.fromMillis(start + n * 3_600_000),
          updatedAt: Timestamp.now(),
        });
      }
      await batch.commit();
    }
    const newestFirst = [...ids].reverse();

    const headRef = db.doc(`users/${tia.uid}/private/timeline`);
    await pollUntil(
      async () => [await timelineIds(tia.uid), (await headRef.get()).data()] as const,
      ([held, head]) => held.length === COUNT && head?.floor != null,
      90_000,
    );
    await pause(1500); // the last fan-outs and their trims are done
    const head = (await headRef.get()).data() as TimelineHeadDoc;
    const held = headEntries(head).map((e) => e.feedId);
    // The head holds a newest run of the timeline, at least 100 long, and nothing it claims is missing.
    expect(held.length).toBeGreaterThanOrEqual(TIMELINE_HEAD.keep);
    expect(held.length).toBeLessThanOrEqual(TIMELINE_HEAD.trimAbove);
    expect(held).toEqual(newestFirst.slice(0, held.length));
    expect(head.size).toBeLessThanOrEqual(TIMELINE_HEAD.trimAbove);
    expect([...(head.ids ?? [])].sort()).toEqual(Object.keys(head.refs).sort());
    // Below the head, pages of at most 10, each keyed by its oldest reference, hold the rest: each
    // post once in the head (late ones, older than its floor, too) or a page. No reference document.
    const expectPagesKeyed = async () => {
      const pages = await db.collection(`users/${tia.uid}/timelinePages`).get();
      for (const page of pages.docs) {
        const entries = pageEntries(page.data() as TimelinePageDoc);
        expect(entries.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
        expect(page.id).toBe(pageKey(entries.at(-1)!));
        expect(page.get('key')).toBe(page.id);
        expect(page.get('userIds')).toEqual([tia.uid]);
        expect([...page.get('ids')].sort()).toEqual(entries.map((e) => e.feedId).sort());
      }
      return pages.docs.flatMap((p) => pageEntries(p.data() as TimelinePageDoc).map((e) => e.feedId));
    };
    const below = await expectPagesKeyed();
    expect(below.length).toBeGreaterThanOrEqual(COUNT - TIMELINE_HEAD.trimAbove);
    expect([...Object.keys(head.refs), ...below].sort()).toEqual([...ids].sort());
    expect((await db.collection(`users/${tia.uid}/timeline`).count().get()).data().count).toBe(0);

    // Page by cursor through everything: each post once, newest first, across the floor.
    expect(await pagedThrough('catreps', tia.token)).toEqual(newestFirst);

    // By index too (docs/product.md §4 Lists): a page in the head and one below its floor.
    for (const index of [3, 13]) {
      const res = await call<FeedBody[]>('GET', `/feeds?view=catreps&index=${index}`, { token: tia.token });
      expect(
        res.body.map((f) => f.id),
        `index ${index}`,
      ).toEqual(newestFirst.slice(index * FEED_PAGE_SIZE, (index + 1) * FEED_PAGE_SIZE));
    }

    // A post deleted above the floor (from the head) and one below it — the oldest of a page, whose
    // key named it — leave the timeline; the page is keyed by the oldest reference it has left.
    const pageKeys = (await db.collection(`users/${tia.uid}/timelinePages`).get()).docs.map((d) => d.id);
    const oldestOfPage = keyCursor(pageKeys[Math.floor(pageKeys.length / 2)])!.feedId;
    for (const id of [newestFirst[2], oldestOfPage]) {
      expect((await del(`/feeds/${id}`, tia.token)).status).toBe(200);
      await referencedBy(id, []);
    }
    expect((await expectPagesKeyed()).sort()).toEqual(below.filter((id) => id !== oldestOfPage).sort());
  }, 180_000);
});
