/**
 * New CatReps over the REST API (docs/product.md §2 /new-cat-reps, §7 `GET /users?index={n}&pageSize=50&
 * orderBy=id&sort=desc`, §9 page size 50): newest first, without oneself and connected
 * CatReps, pending requests marked, pages of 50 through X-Next-Cursor with no duplicates or gaps;
 * bad paging parameters 400.
 */
import { searchKeys, USER_PAGE_SIZE } from '@catrep/model';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { expectError, get, post, type ApiResponse } from '../support/api.js';
import { GUEST_TOKEN, verifiedCatRep, type Session } from '../support/people.js';
import { randomLetters } from '../support/wait.js';
import { cardOf, connectThroughApi, type Card } from '../support/connections.js';

type Position = readonly [seconds: number, nanoseconds: number, id: string];

/** Where a profile sorts in New CatReps: its `createdAt` (seconds, nanoseconds), then its id. */
const position = (d: { id: string; get(field: string): unknown }): Position => {
  const at = d.get('createdAt') as Timestamp;
  return [at.seconds, at.nanoseconds, d.id];
};

/** Whether `a` comes after `b` in New CatReps' newest-first order. */
const isAfter = (a: Position, b: Position) =>
  a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));

describe('GET /users?index=0&pageSize=50&orderBy=id&sort=desc (New CatReps)', () => {
  const tag = randomLetters();
  let me: Session;
  let friend: Session;
  let asked: Session;
  let asker: Session;
  const bulk: string[] = [];

  beforeAll(async () => {
    me = await verifiedCatRep('Nina', `New${tag}`);
    [friend, asked, asker] = await Promise.all([
      verifiedCatRep('Fritz', `New${tag}`),
      verifiedCatRep('Asa', `New${tag}`),
      verifiedCatRep('Ari', `New${tag}`),
    ]);
    await connectThroughApi(me, friend);
    expect((await post(`/users/${asked.uid}/relations`, {}, me.token)).status).toBe(201);
    expect((await post(`/users/${me.uid}/relations`, {}, asker.token)).status).toBe(201);

    // 60 more CatReps, written straight to Firestore (registering 60 through the API would take
    // minutes on the emulator): 30 just older than me, 30 newer; together more than one page.
    // All are in the past, so CatReps that parallel tests register later sort above them.
    const mine = (await db.doc(`users/${me.uid}`).get()).get('createdAt') as Timestamp;
    const now = Timestamp.now();
    const batch = db.batch();
    for (let i = 0; i < 60; i++) {
      const id = `zbulk${tag}${String(i).padStart(2, '0')}`;
      const millis = i < 30 ? mine.toMillis() - 30 + i : now.toMillis() - 100 + i;
      batch.set(db.doc(`users/${id}`), {
        firstname: `Bulk${i}`,
        lastname: `New${tag}`,
        gender: true,
        country: { id: 'GB', title: 'United Kingdom' },
        city: 'Hull',
        profilePhoto: null,
        status: 1,
        searchKeys: searchKeys(`Bulk${i}`, `New${tag}`),
        catCount: 0,
        catchiesCount: 0,
        createdAt: Timestamp.fromMillis(millis),
      });
      bulk.push(id);
    }
    await batch.commit();
  });

  const path = (extra = '') => `/users?index=0&pageSize=50&orderBy=id&sort=desc${extra}`;

  it('pages newest first through X-Next-Cursor, without duplicates or gaps, leaving out me and my connections', async () => {
    const seen: Card[] = [];
    const pages: number[] = [];
    let cursor: string | null = null;
    const walkStarted = Date.now();
    // Walk down until every bulk CatRep has shown up (the oldest are older than me).
    for (let n = 0; n < 40; n++) {
      const url = path(cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');
      const res: ApiResponse<Card[]> = await get<Card[]>(url, me.token);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(USER_PAGE_SIZE);
      pages.push(res.body.length);
      seen.push(...res.body);
      cursor = res.headers.get('X-Next-Cursor');
      const ids = new Set(seen.map((c) => c.id));
      if (bulk.every((id) => ids.has(id)) || !cursor) break;
    }
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const ids = seen.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length); // no duplicates
    for (const id of bulk) expect(ids).toContain(id);
    expect(ids).not.toContain(me.uid);
    expect(ids).not.toContain(friend.uid);

    // Newest first: createdAt never increases along the pages (ties broken by id, descending).
    const docs = await db.getAll(...ids.map((id) => db.doc(`users/${id}`)));
    for (let i = 1; i < docs.length; i++) {
      const [a, b] = [position(docs[i - 1]), position(docs[i])];
      expect(isAfter(b, a), `${a.join()} before ${b.join()}`).toBe(true);
    }

    // No gaps: every CatRep in the walked span is listed, except me and my connection. The span
    // is bounded by (createdAt, id) as the pages are, so a CatRep stamped at the same instant as
    // the last one listed but sorting after it by id belongs to the next page, not to this walk.
    // CatReps that parallel tests registered or changed while the walk ran are left out of the
    // check: the emulator may show a commit to a query a moment after a later one, so a CatRep
    // stamped (or re-written, e.g. a cat counted or an account being deleted) just before a page
    // was read can be missing from it.
    const first = position(docs[0]);
    const last = position(docs[docs.length - 1]);
    const within = (p: Position) => !isAfter(first, p) && !isAfter(p, last);
    const span = await db
      .collection('users')
      .where('createdAt', '<=', docs[0].get('createdAt'))
      .where('createdAt', '>=', docs[docs.length - 1].get('createdAt'))
      .select('createdAt')
      .get();
    const ours = new Set([...bulk, asker.uid, asked.uid]);
    const expected = span.docs
      .filter((d) => within(position(d)))
      .filter((d) => ours.has(d.id) || d.updateTime.toMillis() < walkStarted - 5_000)
      .map((d) => d.id)
      .filter((id) => id !== me.uid && id !== friend.uid);
    const settled = new Set(expected);
    const missing = span.docs
      .filter((d) => settled.has(d.id) && !ids.includes(d.id))
      .map((d) => `${d.id} at ${position(d).join()} written ${d.updateTime.toDate().toISOString()}`);
    expect(
      missing,
      `walk from ${first.join()} to ${last.join()} began ${new Date(walkStarted).toISOString()}`,
    ).toEqual([]);
    expect(ids.filter((id) => settled.has(id)).sort()).toEqual(expected.sort());

    // Pending requests are marked from my side; everyone else carries no relation.
    const byId = new Map(seen.map((c) => [c.id, c]));
    expect(byId.get(asked.uid)).toMatchObject({
      ...cardOf(asked, 'Asa', `New${tag}`),
      relation: 'requested',
    });
    expect(byId.get(asker.uid)).toMatchObject({ ...cardOf(asker, 'Ari', `New${tag}`), relation: 'waiting' });
    expect(byId.get(bulk[0])).toMatchObject({ firstname: 'Bulk0', relation: null });
  });

  it('serves a full first page of 50 with a cursor, and the same order for a guest', async () => {
    const res = await get<Card[]>(path(), GUEST_TOKEN);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(USER_PAGE_SIZE);
    expect(res.headers.get('X-Next-Cursor')).toMatch(/^\d+\.\d+_[A-Za-z0-9]+$/);
    expect(res.body.every((c) => c.relation === null)).toBe(true);
  });

  it('reads page {n} with index alone too', async () => {
    const res = await get<Card[]>('/users?index=1&pageSize=50&orderBy=id&sort=desc', me.token);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(USER_PAGE_SIZE);
  });

  const bad: [string, string][] = [
    ['pageSize=500', '/users?index=0&pageSize=500&orderBy=id&sort=desc'],
    ['pageSize=0', '/users?index=0&pageSize=0'],
    ['index=-1', '/users?index=-1&pageSize=50&orderBy=id&sort=desc'],
    ['index=abc', '/users?index=abc&pageSize=50'],
    ['orderBy=email', '/users?index=0&pageSize=50&orderBy=email&sort=desc'],
    ['sort=sideways', '/users?index=0&pageSize=50&orderBy=id&sort=sideways'],
    ['a forged cursor', '/users?pageSize=50&cursor=..%2Fetc'],
  ];
  for (const [name, url] of bad) {
    it(`answers 400 to ${name}`, async () => {
      expectError(await get(url, me.token), 400, { code: 'invalid-argument' });
    });
  }

  it('answers 401 without a token', async () => {
    expectError(await get(path()), 401);
  });
});
