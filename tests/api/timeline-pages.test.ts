/**
 * A 'My CatReps' timeline below its head (docs/architecture.md §2 Timelines; model/src/timeline.ts),
 * through the API and the timeline trigger (functions/src/triggers/timeline.ts):
 *
 * - a connection's end takes the other's posts that are not public out of the pages too, and the
 *   public ones stay; every page keeps its authors (`userIds`) and its key exact;
 * - references older than the head's floor that arrive later (a new connection's earlier posts)
 *   show in their place at once, merged from the head into the stretch of the page that covers
 *   them; the next trim moves each into that page, or into a reference document when it is older
 *   than every page, and 'My CatReps' still pages through everything once, newest first;
 * - a store from before the pages (reference documents, a head without `ids`) still loses a
 *   deleted post everywhere.
 *
 * Posts are written straight into the store, an hour apart (the API's quota would stop 150
 * shares); the trigger references each as any other post.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TIMELINE_HEAD,
  pageEntries,
  pageKey,
  type TimelineHeadDoc,
  type TimelinePageDoc,
} from '@catrep/model';
import { db } from '../support/admin.js';
import { del } from '../support/api.js';
import { connectThroughApi } from '../support/connections.js';
import { pagedThrough, timelineIds } from '../support/diary.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil } from '../support/wait.js';

const HOUR = 3_600_000;
/** The posts' times count in hours back from here. */
const NOW = Date.now();

/** Posts by `author`, one at each of `hoursAgo`, of `visibility`; resolves their ids in that order. */
async function postsStraight(author: Session, hoursAgo: number[], visibility: 1 | 2 = 1): Promise<string[]> {
  const ids = hoursAgo.map(() => db.collection('feeds').doc().id);
  for (let i = 0; i < ids.length; i += 100) {
    const batch = db.batch();
    for (let k = i; k < Math.min(i + 100, ids.length); k++) {
      batch.set(db.doc(`feeds/${ids[k]}`), {
        type: 1,
        content: { message: `Post ${k}` },
        userId: author.uid,
        user: { id: author.uid, firstname: 'Page', lastname: 'Writer', profilePhoto: null },
        visibility,
        createdAt: Timestamp.fromMillis(NOW - hoursAgo[k] * HOUR),
        updatedAt: Timestamp.now(),
      });
    }
    await batch.commit();
  }
  return ids;
}

/** Every post id of `rep`'s 'My CatReps', paged by cursor through the API. */
const pagedThroughOf = (rep: Session) => pagedThrough('catreps', rep.token);

/** rep's timeline's head and pages as stored; each page checked: keyed by its oldest, exact ids and authors. */
async function storedTimeline(rep: Session) {
  const [head, pages] = await Promise.all([
    db.doc(`users/${rep.uid}/private/timeline`).get(),
    db.collection(`users/${rep.uid}/timelinePages`).get(),
  ]);
  for (const page of pages.docs) {
    const entries = pageEntries(page.data() as TimelinePageDoc);
    expect(entries.length, page.id).toBeGreaterThan(0);
    expect(page.id).toBe(pageKey(entries.at(-1)!));
    expect(page.get('key')).toBe(page.id);
    expect([...page.get('ids')].sort()).toEqual(entries.map((e) => e.feedId).sort());
    expect([...page.get('userIds')].sort()).toEqual([...new Set(entries.map((e) => e.userId))].sort());
  }
  return {
    head: head.data() as TimelineHeadDoc,
    pages: new Map(
      pages.docs.map((p) => [p.id, pageEntries(p.data() as TimelinePageDoc).map((e) => e.feedId)]),
    ),
  };
}

/** Polls until rep's timeline holds exactly `count` references and its head has a floor. */
async function timelineHolds(rep: Session, count: number) {
  await pollUntil(
    async () =>
      [await timelineIds(rep.uid), (await db.doc(`users/${rep.uid}/private/timeline`).get()).data()] as const,
    ([ids, head]) => ids.length === count && head?.floor != null,
    120_000,
  );
}

describe("'My CatReps' below the head", () => {
  let vic: Session; // reads the timeline
  let wes: Session; // connected with Vic, then not
  let xia: Session; // connects with Vic later, with posts older than Vic's head
  const newestFirst: string[] = [];
  let notPublic: string[];

  beforeAll(async () => {
    [vic, wes, xia] = await Promise.all([
      verifiedCatRep('Vic', 'Reader'),
      verifiedCatRep('Wes', 'Writer'),
      verifiedCatRep('Xia', 'Latecomer'),
    ]);
    await connectThroughApi(wes, vic);
    // Wes's posts, 10 to 169 hours old; the oldest ten, for CatReps only, first: they are in Vic's
    // head when the newer ones push it past 150, so the trim moves them into pages.
    notPublic = await postsStraight(
      wes,
      Array.from({ length: 10 }, (_, i) => 160 + i),
      2,
    );
    await pollUntil(
      () => timelineIds(vic.uid),
      (ids) => notPublic.every((id) => ids.includes(id)),
      60_000,
    );
    const publicIds = await postsStraight(
      wes,
      Array.from({ length: 150 }, (_, i) => 10 + i),
    );
    newestFirst.push(...publicIds, ...notPublic);
    await timelineHolds(vic, 160);
  }, 180_000);

  it("a connection's end takes the other's posts that are not public out of the pages; the public ones stay", async () => {
    const before = await storedTimeline(vic);
    const paged = [...before.pages.values()].flat();
    for (const id of notPublic) expect(paged, 'in a page before the end').toContain(id);
    expect(await pagedThroughOf(vic)).toEqual(newestFirst);

    expect((await del(`/users/${wes.uid}/relations`, vic.token)).status).toBe(200);
    await pollUntil(
      () => timelineIds(vic.uid),
      (ids) => ids.length === 150,
      60_000,
    );
    const after = await storedTimeline(vic);
    const left = [...Object.keys(after.head.refs), ...[...after.pages.values()].flat()];
    expect(left.sort()).toEqual(newestFirst.slice(0, 150).sort());
    expect(await pagedThroughOf(vic)).toEqual(newestFirst.slice(0, 150));
  }, 120_000);

  it('references older than the floor show in their place at once, and the next trim moves them into pages', async () => {
    const { head } = await storedTimeline(vic);
    const floorHours = (NOW - (head.floor!.createdAt as Timestamp).toMillis()) / HOUR;
    // Xia's earlier posts: one among Wes's paged ones (half an hour after one of them), one older
    // than every page.
    const between = Math.round(floorHours) + 20.5;
    const [amongPages, oldest] = await postsStraight(xia, [between, 400]);
    await connectThroughApi(xia, vic);
    await pollUntil(
      () => timelineIds(vic.uid),
      (ids) => ids.includes(amongPages) && ids.includes(oldest),
      60_000,
    );
    // Late: in the head, below its floor, and 'My CatReps' shows each in its place already.
    const late = (await storedTimeline(vic)).head.refs;
    expect(Object.keys(late)).toEqual(expect.arrayContaining([amongPages, oldest]));
    const wesPublic = newestFirst.slice(0, 150);
    const at = Math.ceil(between) - 10; // Wes's post one hour newer than Xia's is at index `at`
    const expected = [...wesPublic.slice(0, at), amongPages, ...wesPublic.slice(at), oldest];
    expect(await pagedThroughOf(vic)).toEqual(expected);

    // Vic's own new posts push the head past 150: the trim moves the late ones out of the head.
    const fresh = await postsStraight(
      vic,
      Array.from({ length: TIMELINE_HEAD.trimAbove - TIMELINE_HEAD.keep + 2 }, (_, i) => 1 + i / 100),
    );
    await pollUntil(
      async () => (await storedTimeline(vic)).head.refs,
      (refs) => !(amongPages in refs) && !(oldest in refs) && fresh.every((id) => id in refs),
      60_000,
    );
    const { pages } = await storedTimeline(vic);
    const home = [...pages].find(([, ids]) => ids.includes(amongPages));
    expect(home, 'a page holds the post among the pages').toBeDefined();
    expect(
      await db
        .doc(`users/${vic.uid}/timeline/${oldest}`)
        .get()
        .then((d) => d.data()),
    ).toEqual({
      feedId: oldest,
      userId: xia.uid,
      createdAt: Timestamp.fromMillis(NOW - 400 * HOUR),
    });
    expect(await pagedThroughOf(vic)).toEqual([...fresh, ...expected]);
  }, 180_000);

  it('a post deleted is taken out of a store from before the pages: its reference document and a head without ids', async () => {
    const [yan, zed] = await Promise.all([verifiedCatRep('Yan', 'Before'), verifiedCatRep('Zed', 'Author')]);
    const [postId] = await postsStraight(zed, [3]);
    const reference = { userId: zed.uid, createdAt: Timestamp.fromMillis(NOW - 3 * HOUR) };
    const head = db.doc(`users/${yan.uid}/private/timeline`);
    await head.set({ refs: { [postId]: reference }, size: 1 });
    await db.doc(`users/${yan.uid}/timeline/${postId}`).set({ feedId: postId, ...reference });
    expect(await pagedThroughOf(yan)).toEqual([postId]);

    expect((await del(`/feeds/${postId}`, zed.token)).status).toBe(200);
    const left = await pollUntil(
      async () => [await timelineIds(yan.uid), await timelineIds(zed.uid)] as const,
      ([yans, zeds]) => !yans.includes(postId) && !zeds.includes(postId),
      60_000,
    );
    expect(left).toEqual([[], []]);
    expect((await head.get()).get('refs')).toEqual({});
  });
});
