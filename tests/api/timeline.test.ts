/**
 * The 'My CatReps' timelines (issue 4 "The feed"; SPEC §1 CatShare, §4 Connection; DESIGN §2
 * `users/{uid}/timeline/{feedId}`), written by the timeline triggers:
 *
 * - a post by A is copied to A's timeline and to each connected CatRep's, never to a stranger's
 *   (nor to someone whose request is still pending);
 * - the copies follow the post: likes and edits reach them;
 * - when A and C connect later (request + approval through the API), C's timeline is backfilled
 *   with A's earlier posts and A's with C's;
 * - deleting the post removes every copy.
 *
 * Triggers run asynchronously (the emulator queues them): every check polls with a deadline.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, post, put } from '../support/api.js';
import { contentOf, like, shared, type FeedBody } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil, randomLetters } from '../support/wait.js';

const copyRef = (uid: string, feedId: string) => db.doc(`users/${uid}/timeline/${feedId}`);
const copy = async (uid: string, feedId: string) => (await copyRef(uid, feedId).get()).data();

/** Which of `uids` hold a copy of `feedId`. */
async function holders(feedId: string, uids: string[]): Promise<string[]> {
  const snaps = await Promise.all(uids.map((uid) => copyRef(uid, feedId).get()));
  return uids.filter((_, i) => snaps[i].exists);
}

/** Every timeline copy of `feedId`, wherever it is. */
async function allCopies(feedId: string): Promise<string[]> {
  const snap = await db.collectionGroup('timeline').where('feedId', '==', feedId).get();
  return snap.docs.map((d) => d.ref.path).sort();
}

/** `a` asks `b` to connect and `b` approves, through the API. */
async function connectThroughApi(a: Session, b: Session) {
  expect((await post(`/users/${b.uid}/relations`, {}, a.token)).status).toBe(201);
  expect((await put(`/users/${a.uid}/relations`, { approved: true }, b.token)).status).toBe(200);
}

describe('timelines', () => {
  let ann: Session; // the author
  let bob: Session; // connected with Ann
  let dot: Session; // connected with Ann
  let sam: Session; // a stranger
  let pat: Session; // asked Ann to connect; not approved
  beforeAll(async () => {
    [ann, bob, dot, sam, pat] = await Promise.all([
      verifiedCatRep('Ann', 'Author'),
      verifiedCatRep('Bob', 'Buddy'),
      verifiedCatRep('Dot', 'Dear'),
      verifiedCatRep('Sam', 'Stranger'),
    ]).then(async (four) => [...four, await verifiedCatRep('Pat', 'Pending')]);
    await connectThroughApi(bob, ann);
    await connectThroughApi(ann, dot);
    expect((await post(`/users/${ann.uid}/relations`, {}, pat.token)).status).toBe(201);
  });

  it("a post reaches the author's and each connected CatRep's timeline, not a stranger's", async () => {
    const created = await shared(ann.token, `Timeline post ${randomLetters()}`);
    const everyone = [ann.uid, bob.uid, dot.uid, sam.uid, pat.uid];
    const reached = await pollUntil(
      () => holders(created.id, everyone),
      (h) => h.length >= 3,
    );
    expect(reached.sort()).toEqual([ann.uid, bob.uid, dot.uid].sort());
    // Nothing more arrives a moment later either.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await holders(created.id, everyone)).sort()).toEqual([ann.uid, bob.uid, dot.uid].sort());

    const stored = (await db.doc(`feeds/${created.id}`).get()).data();
    expect(await copy(bob.uid, created.id)).toMatchObject({
      feedId: created.id,
      type: 1,
      userId: ann.uid,
      user: { id: ann.uid, firstname: 'Ann', lastname: 'Author' },
      content: contentOf(created),
      createdAt: stored?.createdAt,
    });
  });

  it('the copies follow the post: a like and an edit reach them', async () => {
    const created = await shared(ann.token, `Will change ${randomLetters()}`);
    await pollUntil(
      () => holders(created.id, [ann.uid, bob.uid, dot.uid]),
      (h) => h.length === 3,
    );
    expect((await like(created.id, bob.token)).status).toBe(200);
    const edited = await call<FeedBody>('PUT', `/feeds/${created.id}`, {
      json: { type: 1, content: { message: 'Changed words' } },
      token: ann.token,
    });
    expect(edited.status).toBe(200);

    const copies = await pollUntil(
      () => Promise.all([ann.uid, bob.uid, dot.uid].map((uid) => copy(uid, created.id))),
      (all) => all.every((c) => c?.likes === 1 && c?.content?.message === 'Changed words'),
    );
    for (const c of copies) expect(c).toMatchObject({ likes: 1, content: { message: 'Changed words' } });
  });

  it('an edit that drops the link drops it from the copies too', async () => {
    // A loopback link the preview guard refuses without connecting: `link` is stored, `preview` null.
    const created = await shared(ann.token, `With a link http://127.0.0.1:9/cats ${randomLetters()}`);
    await pollUntil(
      () => Promise.all([ann.uid, bob.uid].map((uid) => copy(uid, created.id))),
      (all) => all.every((c) => c?.content?.link === 'http://127.0.0.1:9/cats'),
    );
    const edited = await call<FeedBody>('PUT', `/feeds/${created.id}`, {
      json: { type: 1, content: { message: 'No link any more' } },
      token: ann.token,
    });
    expect(edited.status).toBe(200);
    expect((await db.doc(`feeds/${created.id}`).get()).get('content')).toEqual({
      message: 'No link any more',
    });
    const copies = await pollUntil(
      () => Promise.all([ann.uid, bob.uid].map((uid) => copy(uid, created.id))),
      (all) => all.every((c) => c?.content?.message === 'No link any more'),
    );
    await new Promise((r) => setTimeout(r, 1000));
    for (const c of copies) expect(c?.content).toEqual({ message: 'No link any more' });
  });

  it("connecting later backfills both timelines with the other's earlier posts", async () => {
    const cat = await verifiedCatRep('Cat', 'Comelately');
    const annEarlier = [
      await shared(ann.token, 'Before Cat came, 1'),
      await shared(ann.token, 'Before Cat came, 2'),
    ];
    const catEarlier = await shared(cat.token, 'Cat was here first');
    // Before connecting, Cat's timeline has only Cat's own post.
    await pollUntil(
      () => copy(cat.uid, catEarlier.id),
      (c) => c !== undefined,
    );
    expect(await holders(annEarlier[0].id, [cat.uid])).toEqual([]);

    await connectThroughApi(cat, ann);

    const catHas = await pollUntil(
      () =>
        holders(annEarlier[0].id, [cat.uid]).then(async (a) => [
          ...a,
          ...(await holders(annEarlier[1].id, [cat.uid])),
        ]),
      (h) => h.length === 2,
    );
    expect(catHas).toEqual([cat.uid, cat.uid]);
    expect(await copy(cat.uid, annEarlier[1].id)).toMatchObject({
      feedId: annEarlier[1].id,
      userId: ann.uid,
      content: { message: 'Before Cat came, 2' },
    });
    const annHas = await pollUntil(
      () => holders(catEarlier.id, [ann.uid]),
      (h) => h.length === 1,
    );
    expect(annHas).toEqual([ann.uid]);

    // And Cat's timeline page through the API shows Ann's posts.
    const page = await pollUntil(
      async () => (await call<FeedBody[]>('GET', '/feeds?index=0&view=catreps', { token: cat.token })).body,
      (b) => Array.isArray(b) && b.length >= 3,
    );
    expect(page.map((f) => f.id)).toEqual(
      expect.arrayContaining([annEarlier[0].id, annEarlier[1].id, catEarlier.id]),
    );

    // New posts by Ann now reach Cat directly.
    const after = await shared(ann.token, 'Welcome, Cat');
    expect(
      await pollUntil(
        () => holders(after.id, [cat.uid]),
        (h) => h.length === 1,
      ),
    ).toEqual([cat.uid]);
  });

  it('deleting the post removes every copy', async () => {
    const created = await shared(ann.token, `Short-lived ${randomLetters()}`);
    const audience = [ann.uid, bob.uid, dot.uid].map((uid) => `users/${uid}/timeline/${created.id}`);
    const before = await pollUntil(
      () => allCopies(created.id),
      (c) => audience.every((p) => c.includes(p)),
    );
    expect(before).toEqual(expect.arrayContaining(audience));
    expect((await like(created.id, dot.token)).status).toBe(200);

    const res = await call('DELETE', `/feeds/${created.id}`, { token: ann.token });
    expect(res.status).toBe(200);
    expect(
      await pollUntil(
        () => allCopies(created.id),
        (c) => c.length === 0,
      ),
    ).toEqual([]);
    // Later events of the post (the like's update) do not bring a copy back.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await allCopies(created.id)).toEqual([]);
  });
});
