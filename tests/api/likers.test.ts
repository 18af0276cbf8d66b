/**
 * Who liked a post (`GET /feeds/{id}/likes?index=n`, README "Trust and safety" for blocks): the
 * likers as CatRep cards, newest like first, LIKERS_PAGE_SIZE a page with `X-Next-Cursor`, for
 * everyone who may read the post (guests too) and 404 for everyone else; CatReps a block stands
 * between with the caller, and suspended ones, are left out.
 */
import { LIKERS_PAGE_SIZE } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, expectError, get, post } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { addedEntry, setDiaryType } from '../support/diary.js';
import { like, quickCatReps, shared } from '../support/feeds.js';
import { anonymousGuestToken, GUEST_TOKEN, verifiedCatRep, type Session } from '../support/people.js';

interface Card {
  id: string;
  firstname: string;
  lastname: string;
  profilePhoto: unknown;
}

/** GET /feeds/{id}/likes as `token`, page `index` or after `cursor`. */
const likers = (feedId: string, token: string | null, page: { index?: number; cursor?: string } = {}) =>
  call<Card[]>(
    'GET',
    `/feeds/${feedId}/likes?${page.cursor ? `cursor=${encodeURIComponent(page.cursor)}` : `index=${page.index ?? 0}`}`,
    { token },
  );

describe('GET /feeds/{id}/likes', () => {
  let author: Session;
  let fans: Session[];
  let postId: string;

  beforeAll(async () => {
    author = await verifiedCatRep('Lola', 'Loved');
    fans = await quickCatReps(LIKERS_PAGE_SIZE + 3, 'fan');
    postId = (await shared(author.token, 'Who likes Lola?')).id;
    // One after another, so the newest-first order is known.
    for (const fan of fans) expect((await like(postId, fan.token)).status).toBe(200);
  }, 120_000);

  it('lists the likers newest first, a page at a time, to anyone who may read the post', async () => {
    const first = await likers(postId, author.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toHaveLength(LIKERS_PAGE_SIZE);
    const newestFirst = [...fans].reverse().map((f) => f.uid);
    expect(first.body.map((c) => c.id)).toEqual(newestFirst.slice(0, LIKERS_PAGE_SIZE));
    expect(first.body[0]).toMatchObject({ firstname: expect.stringMatching(/^Fan/), profilePhoto: null });
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const second = await likers(postId, author.token, { cursor: cursor! });
    expect(second.body.map((c) => c.id)).toEqual(newestFirst.slice(LIKERS_PAGE_SIZE));
    expect(second.headers.get('X-Next-Cursor')).toBeNull();
    // By index too, as every list of the product; guests see the same.
    expect((await likers(postId, author.token, { index: 1 })).body.map((c) => c.id)).toEqual(
      newestFirst.slice(LIKERS_PAGE_SIZE),
    );
    expect((await likers(postId, GUEST_TOKEN)).body.map((c) => c.id)).toEqual(first.body.map((c) => c.id));
    expect((await likers(postId, await anonymousGuestToken())).status).toBe(200);
  });

  it('refuses what the caller may not read: 401 signed out, 404 for a missing or private post', async () => {
    expectError(await likers(postId, null), 401);
    expectError(await likers('no-such-post', author.token), 404);
    const stranger = await verifiedCatRep('Stan', 'Stranger');
    const cat = await addCat(author, 'Secretcat', { diaryType: 1 });
    const entry = await addedEntry(author, cat, 'Only for me');
    expect((await like(entry.id, fans[0].token)).status).toBe(200);
    await setDiaryType(author, cat, 3, 'Secretcat');
    expectError(await likers(entry.id, stranger.token), 404);
    expectError(await likers(entry.id, GUEST_TOKEN), 404);
    expect((await likers(entry.id, author.token)).body.map((c) => c.id)).toEqual([fans[0].uid]);
    expectError(await get(`/feeds/${postId}/likes?index=-1`, author.token), 400);
  });

  it('leaves out CatReps a block stands between with the caller, and suspended ones', async () => {
    const [blocker, blocked] = [fans[0], fans[1]];
    const viewer = await verifiedCatRep('Vic', 'Viewer');
    expect((await post(`/users/${viewer.uid}/blocks`, {}, blocker.token)).status).toBe(201);
    expect((await post(`/users/${blocked.uid}/blocks`, {}, viewer.token)).status).toBe(201);
    await db.doc(`users/${fans[2].uid}`).update({ suspended: true });
    const all = async (token: string) => [
      ...(await likers(postId, token, { index: 0 })).body,
      ...(await likers(postId, token, { index: 1 })).body,
    ];
    const seen = (await all(viewer.token)).map((c) => c.id);
    expect(seen).not.toContain(blocker.uid);
    expect(seen).not.toContain(blocked.uid);
    expect(seen).not.toContain(fans[2].uid);
    expect(seen).toHaveLength(fans.length - 3);
    // The author, between whom and these no block stands, still sees the two.
    const forAuthor = (await all(author.token)).map((c) => c.id);
    expect(forAuthor).toEqual(expect.arrayContaining([blocker.uid, blocked.uid]));
    await db.doc(`users/${fans[2].uid}`).update({ suspended: false });
  });
});
