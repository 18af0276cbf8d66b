/**
 * Blocks and mutes (README "Trust and safety"): `POST/DELETE /users/{id}/blocks`,
 * `GET /users/user/blocks`, `POST/DELETE /users/{id}/mutes`, `GET /users/user/mutes`.
 *
 * Blocking ends any connection or request between the two (as a disconnect does). Then, in both
 * directions: no requests, no chats, no likes or comments on each other's posts or diary items;
 * neither finds the other in search, New CatReps, CatMates or the feeds; the profile, cats,
 * CatAlog, favorites and CatBlog of either answer 404 to the other through the API, and
 * firestore.rules refuse the blocker's to the blocked (tests/rules/blocks.test.ts). What is public
 * stays readable straight from Firestore, as to a guest. The blocked CatRep is not told: nothing
 * they read says so. Muting hides the muted CatRep's posts from the caller's feeds and nothing else.
 */
import { safetyMessages, serverMessages } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, del, expectError, get, post, type ApiBody } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { chatOf, send } from '../support/chats.js';
import { connectThroughApi, relation } from '../support/connections.js';
import { addedEntry, findInView } from '../support/diary.js';
import { like, postCounts, shared } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { canGet, useReaders } from '../support/readers.js';
import { pollUntil, randomLetters } from '../support/wait.js';

const readers = useReaders();

let blocker: Session;
let blocked: Session;
let third: Session;
const name = randomLetters(6);
const cat = { blocker: '', blocked: '', third: '' };
let chatId = '';
let blockerPost = { id: '', createdAt: '' };
let blockedPost = { id: '', createdAt: '' };

beforeAll(async () => {
  [blocker, blocked, third] = await Promise.all([
    verifiedCatRep(`Bea${name}`, 'Blocker'),
    verifiedCatRep(`Bo${name}`, 'Blocked'),
    verifiedCatRep('Tia', 'Third'),
  ]);
  [cat.blocker, cat.blocked, cat.third] = await Promise.all([
    addCat(blocker, `Kit${name}`, { diaryType: 1 }),
    addCat(blocked, `Tom${name}`),
    addCat(third, 'Thirdcat'),
  ]);
  await connectThroughApi(blocker, blocked);
  await connectThroughApi(third, blocker);
  await connectThroughApi(third, blocked);
  chatId = (await chatOf(blocker, cat.blocker, cat.blocked)).id;
  blockerPost = (await shared(blocker.token, 'Blocker says hi to all')) as typeof blockerPost;
  blockedPost = (await shared(blocked.token, 'Blocked says hi to all')) as typeof blockedPost;
  const res = await post(`/users/${blocked.uid}/blocks`, {}, blocker.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toEqual({ message: safetyMessages.blocked });
}, 120_000);

describe('blocking', () => {
  it('ends their connection, closes their chat and says so in both hidden documents', async () => {
    expect([await relation(blocker.uid, blocked.uid), await relation(blocked.uid, blocker.uid)]).toEqual([
      undefined,
      undefined,
    ]);
    const hidden = async (uid: string) => (await db.doc(`users/${uid}/private/hidden`).get()).get('uids');
    expect([await hidden(blocker.uid), await hidden(blocked.uid)]).toEqual([[blocked.uid], [blocker.uid]]);
    const closed = await pollUntil(
      async () => (await db.doc(`chats/${chatId}`).get()).get('closed') as { reason: string } | undefined,
      (c) => !!c,
    );
    expect(closed).toMatchObject({ reason: 'blocked' });
    expectError(await send(chatId, cat.blocked, 'Hey', blocked.token), 403, { code: 'chat-closed' });
    // CatMates between them go.
    expect(
      await pollUntil(
        async () => (await db.doc(`cats/${cat.blocker}/mates/${cat.blocked}`).get()).exists,
        (e) => !e,
      ),
    ).toBe(false);
  });

  it('a second block answers 200 and changes nothing; oneself and strangers to the API are refused', async () => {
    const res = await post(`/users/${blocked.uid}/blocks`, {}, blocker.token);
    expect(res.status).toBe(200);
    expectError(await post(`/users/${blocker.uid}/blocks`, {}, blocker.token), 400, { code: 'self' });
    expectError(await post('/users/no-such-catrep/blocks', {}, blocker.token), 404);
    expectError(await post(`/users/${blocked.uid}/blocks`, {}), 401);
  });

  it('no requests either way: the blocked CatRep finds nobody, the blocker is told to unblock', async () => {
    expectError(await post(`/users/${blocker.uid}/relations`, {}, blocked.token), 404, {
      message: serverMessages.userNotFound,
    });
    expectError(await post(`/users/${blocked.uid}/relations`, {}, blocker.token), 409, {
      code: 'blocked',
      message: safetyMessages.youBlocked,
    });
    expect(await relation(blocked.uid, blocker.uid)).toBeUndefined();
  });

  it('no chats either way', async () => {
    for (const [rep, from, to] of [
      [blocked, cat.blocked, cat.blocker],
      [blocker, cat.blocker, cat.blocked],
    ] as const) {
      const res = await post('/chats', { fromCat: { id: from }, toCat: { id: to } }, rep.token);
      expect(res.status).toBe(403);
    }
  });

  it("no likes or comments on each other's posts or diary items", async () => {
    const entry = await addedEntry(blocker, cat.blocker, 'A public diary day');
    for (const [rep, postId] of [
      [blocked, blockerPost.id],
      [blocked, entry.id],
      [blocker, blockedPost.id],
    ] as const) {
      expectError(await like(postId, rep.token), 404);
      expectError(await post(`/feeds/${postId}/comments`, { content: { message: 'Hi' } }, rep.token), 404);
    }
    expect((await postCounts(blockerPost.id)).likes).toBe(0);
  });

  it("each one's profile, cats, CatAlog, favorites, friends and CatBlog are not found by the other", async () => {
    for (const [rep, other, catId] of [
      [blocked, blocker, cat.blocker],
      [blocker, blocked, cat.blocked],
    ] as const) {
      for (const path of [
        `/users/${other.uid}`,
        `/users/${other.uid}/friends`,
        `/users/${other.uid}/files?index=0`,
        `/cats?userId=${other.uid}`,
        `/cats/${catId}`,
        `/cats/${catId}/files?type=1&index=0`,
        `/cats/${catId}/blogs?index=0`,
        `/cats/${catId}/friends?index=0`,
      ]) {
        expectError(await get(path, rep.token), 404, { message: serverMessages.notFound });
      }
    }
    // Anyone else still finds them.
    expect((await get(`/users/${blocker.uid}`, third.token)).status).toBe(200);
    expect((await get(`/cats/${cat.blocker}/blogs?index=0`, third.token)).status).toBe(200);
  });

  it('neither finds the other in search, New CatReps, CatMates or the feeds', async () => {
    const names = async (path: string, rep: Session) =>
      ((await get<ApiBody[]>(path, rep.token)).body as { id: string }[]).map((c) => c.id);
    expect(await names(`/users?name=bea${name}`, blocked)).toEqual([]);
    expect(await names(`/users?name=bo${name}`, blocker)).toEqual([]);
    expect(await names(`/users?name=bea${name}`, third)).toEqual([blocker.uid]);
    expect(await names(`/cats/search?name=kit${name}`, blocked)).toEqual([]);
    expect(await names(`/cats/search?name=tom${name}`, blocker)).toEqual([]);
    expect(await names(`/cats/search?name=kit${name}`, third)).toEqual([cat.blocker]);

    // New CatReps: the newest pages, where both registered moments ago.
    const newest = async (rep: Session) => {
      const res = await call<{ id: string }[]>('GET', '/users?index=0&pageSize=50', { token: rep.token });
      return res.body.map((c) => c.id);
    };
    expect(await newest(blocked)).not.toContain(blocker.uid);
    expect(await newest(blocker)).not.toContain(blocked.uid);

    // CatMates of the third CatRep's cat, who is connected with both.
    const mates = async (rep: Session) =>
      ((await get<{ id: string }[]>(`/cats/${cat.third}/friends?index=0`, rep.token)).body ?? []).map(
        (m) => m.id,
      );
    await pollUntil(
      () => mates(third),
      (m) => m.length === 2,
    );
    expect(await mates(blocked)).toEqual([cat.blocked]);
    expect(await mates(blocker)).toEqual([cat.blocker]);

    // 'Everyone' and 'My CatReps'.
    expect(await findInView('all', blocked.token, blockerPost)).toBeUndefined();
    expect(await findInView('all', blocker.token, blockedPost)).toBeUndefined();
    expect(await findInView('catreps', blocked.token, blockerPost)).toBeUndefined();
    expect(await findInView('all', third.token, blockerPost)).toBeDefined();
  });

  it('what is public stays readable straight from Firestore, as to a guest; the rest is refused', async () => {
    const rdb = readers.as({ uid: blocked.uid });
    expect(await canGet(rdb, `feeds/${blockerPost.id}`)).toBe(true);
    expect(await canGet(rdb, `users/${blocker.uid}`)).toBe(false);
    expect(await canGet(rdb, `cats/${cat.blocker}`)).toBe(false);
    expect(await canGet(readers.as({ uid: third.uid }), `users/${blocker.uid}`)).toBe(true);
  });

  it('lists the blocked CatReps for the blocker alone; unblocking lets them find each other again', async () => {
    const list = await get<{ id: string }[]>('/users/user/blocks', blocker.token);
    expect(list.body.map((c) => c.id)).toEqual([blocked.uid]);
    expect((await get<unknown[]>('/users/user/blocks', blocked.token)).body).toEqual([]);
    expectError(await del(`/users/${blocker.uid}/blocks`, blocked.token), 404);

    // Both block each other; one unblock keeps them apart while the other block stands.
    expect((await post(`/users/${blocker.uid}/blocks`, {}, blocked.token)).status).toBe(201);
    const unblocked = await del(`/users/${blocked.uid}/blocks`, blocker.token);
    expect(unblocked.body).toEqual({ message: safetyMessages.unblocked });
    expectError(await get(`/users/${blocker.uid}`, blocked.token), 404);
    expect((await del(`/users/${blocker.uid}/blocks`, blocked.token)).status).toBe(200);
    expect((await get(`/users/${blocker.uid}`, blocked.token)).status).toBe(200);
    expect((await db.doc(`users/${blocker.uid}/private/hidden`).get()).get('uids')).toEqual([]);
    // They are not connected again by unblocking: one may ask.
    expect((await post(`/users/${blocker.uid}/relations`, {}, blocked.token)).status).toBe(201);
  });
});

describe('muting', () => {
  it("hides the muted CatRep's posts from the caller's feeds, and nothing else", async () => {
    const [mia, max] = await Promise.all([verifiedCatRep('Mia', 'Muter'), verifiedCatRep('Max', 'Muted')]);
    await connectThroughApi(mia, max);
    const loud = (await shared(max.token, 'So loud')) as typeof blockerPost;
    const res = await post(`/users/${max.uid}/mutes`, {}, mia.token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: safetyMessages.muted });
    expect(await findInView('all', mia.token, loud)).toBeUndefined();
    expect(await findInView('catreps', mia.token, loud)).toBeUndefined();
    // Nothing else changes: still connected, profile found, the muted CatRep sees Mia's posts.
    expect(await relation(mia.uid, max.uid)).toMatchObject({ state: 'connected' });
    expect((await get(`/users/${max.uid}`, mia.token)).status).toBe(200);
    expect((await get<{ id: string }[]>('/users/user/mutes', mia.token)).body.map((c) => c.id)).toEqual([
      max.uid,
    ]);
    expect((await del(`/users/${max.uid}/mutes`, mia.token)).body).toEqual({
      message: safetyMessages.unmuted,
    });
    expect(await findInView('all', mia.token, loud)).toBeDefined();
    expectError(await del(`/users/${max.uid}/mutes`, mia.token), 404);
    expectError(await post(`/users/${mia.uid}/mutes`, {}, mia.token), 400, { code: 'self' });
  });
});
