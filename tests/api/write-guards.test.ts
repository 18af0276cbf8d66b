/**
 * What the write guards promise, one case at a time (docs/architecture.md §1 "Write guards"; README
 * "Security", "Trust and safety"; the races themselves are write-races.test.ts):
 *
 * - a CatRep being deleted or suspended writes nothing, whatever token they still hold;
 * - a block reaches every place: the blocker's cats leave the blocked CatRep's posts (and the
 *   reverse), "Appears in" agrees for everyone, and neither can name or touch the other's things;
 * - quotas count actions, not collisions: a burst under the limit is never refused, a repeated
 *   report is free; the likes quota, counted by the likes themselves, lets a burst that crosses it
 *   through up to the limit and leaves nothing of the refused likes, and a like taken back within
 *   its hour stays counted;
 * - a held post stays in its author's 'My CatReps', marked `held`, with Delete;
 * - `POST /users/validate` for an account being deleted or suspended answers 4xx and leaves it
 *   unverified; push tokens are kept for 20 browsers at most; a death date before the years the
 *   form offers is refused; `POST /feeds` and `POST /users` refuse unknown keys; a guarded write
 *   whose document went meanwhile answers 404.
 */
import { randomBytes } from 'node:crypto';
import { serverMessages, safetyMessages, validation } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, db } from '../support/admin.js';
import { connectThroughApi } from '../support/connections.js';
import { call, del, expectError, get, post, put, type ApiBody } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { like, postCounts, quickCatReps, shared, sharedNaming, type FeedBody } from '../support/feeds.js';
import { verificationToken } from '../support/outbox.js';
import { clientAddress, registerBody, registerCatRep, type Session } from '../support/people.js';
import { pollUntil } from '../support/wait.js';
import { setHold } from '../../functions/src/domain/moderation/holds.js';
import { guarded } from '../../functions/src/domain/guard.js';
import { chats } from '../../functions/src/store/collections.js';
import { fillQuota, ownQuotaUsed, quotaCount } from '../support/quotas.js';
import { FUNCTION_URL, warmWorkers } from '../support/workers.js';

/** Three fresh verified CatReps, made straight with the Admin SDK. */
const three = () => quickCatReps(3, `guard${randomBytes(2).toString('hex')}`);

describe('a CatRep being deleted or suspended writes nothing', () => {
  it('the profile flag refuses every write, the token notwithstanding (401 leaving, 403 suspended)', async () => {
    const [leaving, suspended, other] = await three();
    const target = await shared(other.token, 'Something to like');
    await db.doc(`users/${leaving.uid}`).update({ deleting: true });
    await db.doc(`users/${suspended.uid}`).update({ suspended: true });
    for (const [rep, status, code] of [
      [leaving, 401, 'unauthenticated'],
      [suspended, 403, 'suspended'],
    ] as const) {
      const answers = await Promise.all([
        post('/feeds', { type: 1, content: { message: 'Still here?' } }, rep.token),
        post(`/feeds/${target.id}/likes`, {}, rep.token),
        post(`/feeds/${target.id}/comments`, { content: { message: 'Hello' } }, rep.token),
        post('/cats', { name: 'Ghost', gender: true }, rep.token),
        post(`/users/${other.uid}/relations`, {}, rep.token),
        post('/users/user/export', {}, rep.token),
      ]);
      for (const res of answers) expectError(res, status, { code });
    }
    for (const rep of [leaving, suspended]) {
      const [posts, cats, likes] = await Promise.all([
        db.collection('feeds').where('userId', '==', rep.uid).get(),
        db.collection('cats').where('ownerId', '==', rep.uid).get(),
        db.collectionGroup('likes').where('userId', '==', rep.uid).get(),
      ]);
      expect([posts.size, cats.size, likes.size]).toEqual([0, 0, 0]);
    }
  });
});

describe('a block reaches every place', () => {
  let a: Session;
  let b: Session;
  let c: Session;
  let aCat: string;
  let bCat: string;
  let bPost: string;
  let aPost: string;
  beforeAll(async () => {
    [a, b, c] = await three();
    await connectThroughApi(a, b);
    [aCat, bCat] = await Promise.all([addCat(a, 'Anchovy'), addCat(b, 'Biscuit')]);
    [bPost, aPost] = await Promise.all([
      sharedNaming(b.token, 'Biscuit and Anchovy', [bCat, aCat]).then((p) => String(p.id)),
      sharedNaming(a.token, 'Anchovy and Biscuit', [aCat, bCat]).then((p) => String(p.id)),
    ]);
    expect((await post(`/users/${b.uid}/blocks`, {}, a.token)).status).toBe(201);
  });

  it("takes each one's cats out of the other's posts before the block answers", async () => {
    const [bDoc, aDoc] = await Promise.all([db.doc(`feeds/${bPost}`).get(), db.doc(`feeds/${aPost}`).get()]);
    expect(bDoc.get('catIds')).toEqual([bCat]);
    expect(aDoc.get('catIds')).toEqual([aCat]);
  });

  it('"Appears in" agrees for everyone: a third CatRep no longer finds the post there', async () => {
    const res = await get<FeedBody[]>(`/cats/${aCat}/feeds?index=0`, c.token);
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.id)).toEqual([aPost]);
  });

  it("the blocked CatRep may edit their post, but not name the blocker's cat again", async () => {
    const edit = await put(`/feeds/${bPost}`, { type: 1, content: { message: 'Just Biscuit' } }, b.token);
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const naming = await put(
      `/feeds/${bPost}`,
      { type: 1, content: { message: 'Again' }, cats: [{ id: bCat }, { id: aCat }] },
      b.token,
    );
    expectError(naming, 403, { code: 'cat-not-nameable', message: serverMessages.catNotNameable });
    const fresh = await post(
      '/feeds',
      { type: 1, content: { message: 'New' }, cats: [{ id: aCat }] },
      b.token,
    );
    expectError(fresh, 403, { code: 'cat-not-nameable' });
    expect((await db.doc(`feeds/${bPost}`).get()).get('catIds')).toEqual([bCat]);
  });

  it("neither likes nor comments on the other's posts", async () => {
    expectError(await like(aPost, b.token), 404);
    expectError(await post(`/feeds/${bPost}/comments`, { content: { message: 'Hi' } }, a.token), 404);
  });
});

describe('quotas count actions, not collisions', () => {
  it(
    '25 like toggles at once by one CatRep are all counted, none refused',
    { timeout: 180_000 },
    async () => {
      const [fan, author] = await quickCatReps(2, `burst${randomBytes(2).toString('hex')}`);
      const posts = await Promise.all(
        Array.from({ length: 25 }, (_, i) => shared(author.token, `Burst ${i}`)),
      );
      await warmWorkers(25);
      const answers = await Promise.all(
        posts.map((p) => call('POST', `/feeds/${p.id}/likes`, { base: FUNCTION_URL, token: fan.token })),
      );
      for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Counted by the likes themselves: no quota document written for them.
      expect(await ownQuotaUsed('likes', fan.uid)).toBe(25);
      expect(await quotaCount('likes', fan.uid)).toBe(0);
    },
  );

  it(
    'a burst of likes that crosses the quota: at most the rest pass, the others leave nothing',
    { timeout: 180_000 },
    async () => {
      const [fan, author] = await quickCatReps(2, `cross${randomBytes(2).toString('hex')}`);
      const posts = await Promise.all(
        Array.from({ length: 20 }, (_, i) => shared(author.token, `Over ${i}`)),
      );
      await warmWorkers(20);
      // 290 likes this hour already (taken back ones, on the quota document): 10 are left.
      await fillQuota('likes', fan.uid, 290);
      const answers = await Promise.all(
        posts.map((p) => call('POST', `/feeds/${p.id}/likes`, { base: FUNCTION_URL, token: fan.token })),
      );
      const passed = answers.filter((a) => a.status === 200).length;
      for (const res of answers.filter((a) => a.status !== 200))
        expectError(res, 429, { message: serverMessages.quotaReached('300 likes an hour') });
      // Never more than the rest; likes committed together may all see the limit crossed and go
      // again, as with every quota (store/throttles.ts `settleQuota`).
      expect(passed).toBeLessThanOrEqual(10);
      expect(await ownQuotaUsed('likes', fan.uid)).toBe(290 + passed);
      const liked = await Promise.all(posts.map((p) => db.doc(`feeds/${p.id}/likes/${fan.uid}`).get()));
      expect(liked.filter((d) => d.exists).length).toBe(passed);
      const counts = await Promise.all(posts.map((p) => postCounts(String(p.id))));
      expect(counts.reduce((n, c) => n + c.likes, 0)).toBe(passed);
    },
  );

  it('a like taken back within its hour stays counted: giving it again counts again', async () => {
    const [fan, author] = await quickCatReps(2, `cycle${randomBytes(2).toString('hex')}`);
    const [first, second] = await Promise.all([shared(author.token, 'Cycle'), shared(author.token, 'Next')]);
    await fillQuota('likes', fan.uid, 298);
    const toggle = (id: unknown) => post(`/feeds/${String(id)}/likes`, {}, fan.token);
    expect((await toggle(first.id)).status).toBe(200); // 299
    expect((await toggle(first.id)).status).toBe(200); // taken back: still 299
    expect(await ownQuotaUsed('likes', fan.uid)).toBe(299);
    expect((await toggle(first.id)).status).toBe(200); // 300
    expectError(await toggle(second.id), 429, { message: serverMessages.quotaReached('300 likes an hour') });
    expect((await db.doc(`feeds/${String(second.id)}/likes/${fan.uid}`).get()).exists).toBe(false);
    expect((await postCounts(String(second.id))).likes).toBe(0);
  });

  it('a repeated report spends nothing: the next, different report still passes at the limit', async () => {
    const [reporter, author] = await quickCatReps(2, `report${randomBytes(2).toString('hex')}`);
    const [first, second] = await Promise.all([
      shared(author.token, 'Spam one'),
      shared(author.token, 'Spam two'),
    ]);
    const report = (id: string) =>
      post<ApiBody>('/reports', { item: `/feeds/${id}`, reason: 'spam' }, reporter.token);
    // 28 reports this hour already: one new report (the 29th), two repeats of it, then another.
    await fillQuota('reports', reporter.uid, 28);
    expect((await report(String(first.id))).status).toBe(201);
    expect((await report(String(first.id))).status).toBe(200);
    expect((await report(String(first.id))).status).toBe(200);
    expect((await report(String(second.id))).status).toBe(201);
    expect(await quotaCount('reports', reporter.uid)).toBe(30);
  });
});

describe("a held post stays in its author's 'My CatReps'", () => {
  it('marked held for its author, with Delete; gone for everyone else', async () => {
    const [author, friend] = await quickCatReps(2, `held${randomBytes(2).toString('hex')}`);
    await connectThroughApi(author, friend);
    const held = String((await shared(author.token, 'Reported three times')).id);
    await setHold('post', [held], 'held', true);
    const mine = await pollUntil(
      () => get<FeedBody[]>('/feeds?view=catreps&index=0', author.token),
      (res) => res.body.some?.((p) => p.id === held && p.held === true),
      20_000,
    );
    expect(mine.body.find((p) => p.id === held)).toMatchObject({ held: true, isMine: true });
    const theirs = await get<FeedBody[]>('/feeds?view=catreps&index=0', friend.token);
    expect(theirs.body.map((p) => p.id)).not.toContain(held);
    expect((await del(`/feeds/${held}`, author.token)).status).toBe(200);
    expect((await db.doc(`feeds/${held}`).get()).exists).toBe(false);
  });
});

describe('the smaller edges', () => {
  it('POST /users/validate: 400 for an account being deleted, 403 for a suspended one; both stay unverified', async () => {
    const [leaving, suspended] = await Promise.all([registerCatRep(), registerCatRep()]);
    await db.doc(`users/${leaving.uid}`).update({ deleting: true });
    await db.doc(`users/${suspended.uid}`).update({ suspended: true });
    const [leavingToken, suspendedToken] = await Promise.all([
      verificationToken(leaving.email),
      verificationToken(suspended.email),
    ]);
    expectError(await post('/users/validate', { statusToken: leavingToken }), 400, { code: 'invalid-token' });
    expectError(await post('/users/validate', { statusToken: suspendedToken }), 403, {
      code: 'suspended',
      message: safetyMessages.suspended,
    });
    for (const rep of [leaving, suspended]) {
      expect((await adminAuth.getUser(rep.uid)).emailVerified).toBe(false);
      expect((await db.doc(`users/${rep.uid}`).get()).get('status')).toBe(0);
    }
  });

  it('push tokens: 20 browsers at most, a new one drops the oldest', async () => {
    const [rep] = await quickCatReps(1, `push${randomBytes(2).toString('hex')}`);
    const token = (i: number) => `browser-${i}-${'x'.repeat(150)}`;
    for (let i = 0; i < 22; i++) {
      expect((await post('/users/user/push-tokens', { token: token(i) }, rep.token)).status).toBe(201);
    }
    const kept = await db.collection(`users/${rep.uid}/pushTokens`).get();
    expect(kept.size).toBe(20);
    expect(kept.docs.map((d) => d.get('token')).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => token(i + 2)).sort(),
    );
  });

  it('a death date before the years the form offers is refused, whatever of the birth is known', async () => {
    const [rep] = await quickCatReps(1, `death${randomBytes(2).toString('hex')}`);
    const res = await post('/cats', { name: 'Ancient', gender: true, deathdate: '1700-01-01' }, rep.token);
    expectError(res, 400, { message: validation.deathDate });
  });

  it('POST /feeds and POST /users refuse unknown keys, as every other body does', async () => {
    const [rep] = await quickCatReps(1, `strict${randomBytes(2).toString('hex')}`);
    expectError(await post('/feeds', { type: 1, content: { message: 'Hi' }, pinned: true }, rep.token), 400);
    const res = await call('POST', '/users', {
      json: { ...registerBody(), admin: true },
      from: clientAddress(),
    });
    expectError(res, 400);
    expect((await db.collection('feeds').where('userId', '==', rep.uid).get()).size).toBe(0);
  });

  it('a guarded write that updates a document deleted after it was looked up answers 404, not 500', async () => {
    const [rep] = await quickCatReps(1, `gone${randomBytes(2).toString('hex')}`);
    // As `POST /chats/{id}/read` does with a chat closed and deleted between its lookup and the commit.
    const write = guarded(rep.uid, async ({ tx }) => {
      tx.update(chats.doc(`gone-${randomBytes(4).toString('hex')}`), { [`unread.${rep.uid}`]: 0 });
    });
    await expect(write).rejects.toMatchObject({ status: 404, code: 'not-found' });
  });
});
