/**
 * The cats a post names and "Appears in" (README "CatShare"):
 *
 * - `POST /feeds` and `PUT /feeds/{id}` take `cats: [{ id }]`: the author's own cats, living or in
 *   Catchies, and a connected CatRep's living cats; anyone else's cat (a stranger's, a pending
 *   request's, a connection's Catchie, a missing one) is 403 and nothing is written; more than
 *   MAX_POST_CATS is 400; a cat named twice counts once. The post's JSON carries them.
 * - An edit without `cats` keeps them; a cat already named stays after the connection ends, but
 *   cannot be named anew.
 * - `DELETE /feeds/{id}/cats/{catId}`: the cat's owner or the author takes it out; anyone else 403.
 * - A renamed cat is named anew in the posts naming it (the `postCatsOnCat` trigger).
 * - `GET /cats/{id}/feeds`: the public posts naming the cat, newest first, paged; never a photo post
 *   still waiting for its photos; posts of CatReps a block stands between with the caller left
 *   out; 404 when the cat's owner blocked the caller. A deleted cat leaves every post naming it.
 */
import { FEED_PAGE_SIZE, MAX_POST_CATS, serverMessages, success } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, del, expectError, get, post, put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { feedDoc, postCount, sharedNaming, type FeedBody } from '../support/feeds.js';
import { GUEST_TOKEN, verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil } from '../support/wait.js';

const naming = (token: string, catIds: string[], message = 'Who is in it?') =>
  post<FeedBody>(
    '/feeds',
    { type: 1, content: JSON.stringify({ message }), cats: catIds.map((id) => ({ id })) },
    token,
  );

/** GET /cats/{id}/feeds as `token`: the ids of page `index` or after `cursor`. */
const appearsIn = (catId: string, token: string | null, page: { index?: number; cursor?: string } = {}) =>
  call<FeedBody[]>(
    'GET',
    `/cats/${catId}/feeds?${page.cursor ? `cursor=${encodeURIComponent(page.cursor)}` : `index=${page.index ?? 0}`}`,
    { token },
  );
const idsOf = (res: { body: FeedBody[] }) => res.body.map((p) => p.id);

describe('Who is in it? (cats: [{ id }])', () => {
  let anna: Session;
  let bence: Session;
  let stranger: Session;
  let asker: Session;
  let mimi: string;
  let lulu: string;
  let cirmi: string;
  let oldTom: string;
  let strangersCat: string;
  let askersCat: string;

  beforeAll(async () => {
    [anna, bence, stranger, asker] = await Promise.all([
      verifiedCatRep('Anna', 'Namer'),
      verifiedCatRep('Bence', 'Friend'),
      verifiedCatRep('Sara', 'Stranger'),
      verifiedCatRep('Aron', 'Asking'),
    ]);
    await connectThroughApi(anna, bence);
    // Aron asked Anna; she has not answered.
    expect((await post(`/users/${anna.uid}/relations`, {}, asker.token)).status).toBeLessThan(300);
    [mimi, lulu, cirmi, oldTom, strangersCat, askersCat] = await Promise.all([
      addCat(anna, 'Mimi'),
      addCat(anna, 'Lulu', { deathdate: '2024-02-01' }),
      addCat(bence, 'Cirmi'),
      addCat(bence, 'Old Tom', { deathdate: '2023-04-03' }),
      addCat(stranger, 'Stray'),
      addCat(asker, 'Asker'),
    ]);
  });

  it("names the author's cats (Catchies too) and a connected CatRep's living cat; the JSON carries them", async () => {
    const res = await naming(anna.token, [mimi, lulu, cirmi, mimi]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.cats).toEqual([
      { id: mimi, name: 'Mimi', ownerId: anna.uid },
      { id: lulu, name: 'Lulu', ownerId: anna.uid },
      { id: cirmi, name: 'Cirmi', ownerId: bence.uid },
    ]);
    expect((await feedDoc(res.body.id))?.catIds).toEqual([mimi, lulu, cirmi]);
    const page = await get<FeedBody[]>('/feeds?index=0', GUEST_TOKEN);
    expect(page.body.find((p) => p.id === res.body.id)?.cats).toHaveLength(3);
  });

  it("refuses anyone else's cat: 403, nothing written", async () => {
    const before = await postCount(anna.uid);
    for (const catId of [strangersCat, askersCat, oldTom, `no-such-cat-${Date.now()}`]) {
      expectError(await naming(anna.token, [mimi, catId]), 403, {
        code: 'cat-not-nameable',
        message: serverMessages.catNotNameable,
      });
    }
    const tooMany = await naming(
      anna.token,
      Array.from({ length: MAX_POST_CATS + 1 }, (_, i) => `cat${i}`),
    );
    expectError(tooMany, 400, { message: serverMessages.tooManyPostCats });
    expectError(await post('/feeds', { type: 1, content: { message: 'x' }, cats: 'Mimi' }, anna.token), 400);
    expectError(
      await post('/feeds', { type: 1, content: { message: 'x' }, cats: [{ id: 'a/b' }] }, anna.token),
      400,
    );
    expect(await postCount(anna.uid)).toBe(before);
  });

  it('an edit keeps the cats unless it names others; a cat already named stays when the connection ends', async () => {
    const created = await sharedNaming(anna.token, 'Best friends', [mimi, cirmi]);
    const edit = (cats?: string[]) =>
      put<FeedBody>(
        `/feeds/${created.id}`,
        {
          type: 1,
          content: JSON.stringify({ message: 'Best friends!' }),
          ...(cats ? { cats: cats.map((id) => ({ id })) } : {}),
        },
        anna.token,
      );
    expect((await edit()).body.cats?.map((c) => c.id)).toEqual([mimi, cirmi]);
    expect((await edit([cirmi])).body.cats?.map((c) => c.id)).toEqual([cirmi]);
    expectError(await edit([cirmi, strangersCat]), 403, { code: 'cat-not-nameable' });

    // A CatRep of her own, connected and then not: Cirmi's twin stays named, a new cat of his may not be.
    const [carl] = await Promise.all([verifiedCatRep('Carl', 'Later')]);
    await connectThroughApi(anna, carl);
    const [twin, other] = await Promise.all([addCat(carl, 'Twin'), addCat(carl, 'Other')]);
    expect((await edit([cirmi, twin])).status).toBe(200);
    expect((await del(`/users/${carl.uid}/relations`, anna.token)).status).toBe(200);
    const kept = await edit([cirmi, twin]);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.cats?.map((c) => c.id)).toEqual([cirmi, twin]);
    expectError(await edit([cirmi, twin, other]), 403, { code: 'cat-not-nameable' });
  });

  it("the cat's owner or the author takes a cat out; nobody else", async () => {
    const created = await sharedNaming(anna.token, 'Mimi and Cirmi', [mimi, cirmi]);
    const updatedAt = (await feedDoc(created.id))?.updatedAt;
    expectError(await del(`/feeds/${created.id}/cats/${cirmi}`, stranger.token), 403);
    expectError(await del(`/feeds/${created.id}/cats/${cirmi}`, GUEST_TOKEN), 403);
    expectError(await del(`/feeds/${created.id}/cats/${mimi}`, bence.token), 403);
    expectError(await del(`/feeds/${created.id}/cats/${strangersCat}`, stranger.token), 404);
    const res = await del<FeedBody>(`/feeds/${created.id}/cats/${cirmi}`, bence.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(success.catRemovedFromPost);
    expect(res.body.cats?.map((c) => c.id)).toEqual([mimi]);
    expect((await feedDoc(created.id))?.updatedAt).toEqual(updatedAt);
    expectError(await del(`/feeds/${created.id}/cats/${cirmi}`, bence.token), 404);
    expect((await del(`/feeds/${created.id}/cats/${mimi}`, anna.token)).status).toBe(200);
    expect((await feedDoc(created.id))?.catIds).toEqual([]);
  });

  it('a renamed cat is named anew in every post that names it', async () => {
    const renamed = await addCat(bence, 'Pickle');
    const posts = await Promise.all([
      sharedNaming(anna.token, 'With Pickle', [mimi, renamed]),
      sharedNaming(bence.token, 'Pickle alone', [renamed]),
    ]);
    // Two renames in a row: the posts end with the last name, whatever order the events run in.
    for (const name of ['Gherkin', 'Sir Pickle']) {
      expect((await put(`/cats/${renamed}`, { name, gender: true }, bence.token)).status).toBe(200);
    }
    for (const p of posts) {
      const cats = await pollUntil(
        async () => (await feedDoc(p.id))?.cats as { id: string; name: string }[] | undefined,
        (named) => named?.find((c) => c.id === renamed)?.name === 'Sir Pickle',
      );
      expect(cats?.map((c) => c.id)).toEqual(p.cats?.map((c) => c.id));
    }
  });

  it('a deleted cat leaves every post that named it', async () => {
    const gone = await addCat(bence, 'Shortlived');
    const posts = await Promise.all([
      sharedNaming(anna.token, 'With Shortlived', [mimi, gone]),
      sharedNaming(bence.token, 'Shortlived alone', [gone]),
    ]);
    expect((await del(`/cats/${gone}`, bence.token)).status).toBe(200);
    for (const p of posts) {
      await pollUntil(
        async () => (await feedDoc(p.id))?.catIds,
        (ids) => Array.isArray(ids) && !ids.includes(gone),
      );
    }
    expect((await feedDoc(posts[0].id))?.cats?.map((c: { id: string }) => c.id)).toEqual([mimi]);
  });
});

describe('Appears in: GET /cats/{id}/feeds', () => {
  let owner: Session;
  let friend: Session;
  let blocker: Session;
  let viewer: Session;
  let star: string;
  let posts: string[];

  beforeAll(async () => {
    [owner, friend, blocker, viewer] = await Promise.all([
      verifiedCatRep('Olga', 'Owner'),
      verifiedCatRep('Fred', 'Friend'),
      verifiedCatRep('Bella', 'Blocker'),
      verifiedCatRep('Vic', 'Viewer'),
    ]);
    await Promise.all([connectThroughApi(owner, friend), connectThroughApi(owner, blocker)]);
    star = await addCat(owner, 'Star');
    posts = [];
    // One after another: the newest-first order is known. Owner and friend take turns.
    for (let i = 0; i < FEED_PAGE_SIZE + 2; i++) {
      posts.push((await sharedNaming(i % 2 ? friend.token : owner.token, `Star, part ${i}`, [star])).id);
    }
  }, 120_000);

  it('lists the public posts naming the cat, newest first, a page at a time, to guests too', async () => {
    const newest = [...posts].reverse();
    const first = await appearsIn(star, viewer.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(idsOf(first)).toEqual(newest.slice(0, FEED_PAGE_SIZE));
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    expect(idsOf(await appearsIn(star, viewer.token, { cursor: cursor! }))).toEqual(
      newest.slice(FEED_PAGE_SIZE),
    );
    expect(idsOf(await appearsIn(star, viewer.token, { index: 1 }))).toEqual(newest.slice(FEED_PAGE_SIZE));
    expect(idsOf(await appearsIn(star, GUEST_TOKEN))).toEqual(newest.slice(0, FEED_PAGE_SIZE));
    expectError(await appearsIn(`no-such-cat-${Date.now()}`, viewer.token), 404);
    expectError(await appearsIn(star, null), 401);
  });

  it('never lists a photo post still waiting for its photos', async () => {
    const waiting = await post<FeedBody>(
      '/feeds',
      { type: 2, content: JSON.stringify({ message: 'Star, photos coming' }), cats: [{ id: star }] },
      owner.token,
    );
    expect(waiting.status).toBe(201);
    for (const token of [viewer.token, friend.token, owner.token]) {
      expect(idsOf(await appearsIn(star, token))).not.toContain(waiting.body.id);
    }
  });

  it('leaves out posts of CatReps a block stands between with the caller; a blocked caller gets 404', async () => {
    const blockersPost = await sharedNaming(blocker.token, 'Bella loves Star', [star]);
    expect(idsOf(await appearsIn(star, viewer.token))[0]).toBe(blockersPost.id);
    expect((await post(`/users/${viewer.uid}/blocks`, {}, blocker.token)).status).toBe(201);
    const seen = idsOf(await appearsIn(star, viewer.token));
    expect(seen).not.toContain(blockersPost.id);
    expect(seen[0]).toBe(posts.at(-1));
    // The cat's owner blocks the viewer: the CatID and its list are gone for them.
    expect((await post(`/users/${viewer.uid}/blocks`, {}, owner.token)).status).toBe(201);
    expectError(await appearsIn(star, viewer.token), 404);
    expect(idsOf(await appearsIn(star, GUEST_TOKEN))[0]).toBe(blockersPost.id);
  });
});
