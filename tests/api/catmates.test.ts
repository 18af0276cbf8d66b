/**
 * CatMates (docs/product.md §1 "when two CatReps connect, all their living cats become friends", §2
 * /cat-mates leaves dead cats out, §4 Cat states, §6 only connected CatReps' cats are CatMates,
 * §7 GET /cats/{id}/friends?index={n}; docs/architecture.md §2 `cats/{catId}/mates/{otherCatId}` written by
 * functions in batches of at most 500):
 *
 * - connecting through the API makes every living cat of one owner a CatMate of every living cat
 *   of the other, both ways; dead cats and cats of unconnected owners are left out;
 * - a living cat added later by a connected owner joins the other's living cats;
 * - a cat marked passed away (PUT /cats/{id} with a death date) drops out in both directions;
 * - GET /cats/{id}/friends lists the CatMates by name for anyone signed in;
 * - 30 living cats connecting to 30 living cats: exactly 900 pairs (1800 documents), none lost.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { expectError, get, post, put, type ApiBody } from '../support/api.js';
import { anonymousGuestToken, GUEST_TOKEN, verifiedCatRep, type Session } from '../support/people.js';
import { inPool, pollUntil } from '../support/wait.js';

interface CatBody extends ApiBody {
  id: string;
  name: string;
}
interface MateCard {
  id: string;
  name: string;
  profilePhoto: unknown;
  ownerId: string;
}

const cat = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mittens',
  birthDay: 3,
  birthMonth: 5,
  birthYear: 2019,
  deathdate: null,
  gender: false,
  breed: 'Moggy',
  location: 'Sofa',
  country: { id: 'GB' },
  city: 'Leeds',
  diaryType: 1,
  ...overrides,
});

async function addCat(owner: Session, name: string, overrides: Record<string, unknown> = {}) {
  const res = await post<CatBody>('/cats', cat({ name, ...overrides }), owner.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** Sends a request from `a` to `b` and approves it as `b`. */
async function connectThroughApi(a: Session, b: Session) {
  expect((await post(`/users/${b.uid}/relations`, {}, a.token)).status).toBe(201);
  expect((await put(`/users/${a.uid}/relations`, { approved: true }, b.token)).status).toBe(200);
}

/** The mate ids of each cat, sorted: `{ catId: [mateId, …] }`. */
async function matesOf(catIds: string[]): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    catIds.map(async (id) => {
      const snap = await db.collection(`cats/${id}/mates`).select().get();
      return [id, snap.docs.map((d) => d.id).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Polls until the mates of `expected`'s cats are exactly as given (or 20 s pass), then asserts. */
async function expectMates(expected: Record<string, string[]>, timeoutMs = 20_000) {
  const want = Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, [...v].sort()]));
  const got = await pollUntil(
    () => matesOf(Object.keys(want)),
    (m) => JSON.stringify(m) === JSON.stringify(want),
    timeoutMs,
  );
  expect(got).toEqual(want);
}

describe('CatMates of two connecting CatReps', () => {
  let ada: Session;
  let bob: Session;
  let cy: Session;
  const c: Record<string, string> = {};

  beforeAll(async () => {
    [ada, bob, cy] = await Promise.all([
      verifiedCatRep('Ada', 'Mates'),
      verifiedCatRep('Bob', 'Mates'),
      verifiedCatRep('Cy', 'Unconnected'),
    ]);
    // Ada: two living cats and a Catchie; Bob: one living cat and a Catchie; Cy: one living cat.
    c.amber = await addCat(ada, 'Amber');
    c.apollo = await addCat(ada, 'Apollo');
    c.angel = await addCat(ada, 'Angel', { deathdate: '2021-06-01' });
    c.biscuit = await addCat(bob, 'Biscuit');
    c.bygone = await addCat(bob, 'Bygone', { deathdate: '2020-01-31' });
    c.cosmo = await addCat(cy, 'Cosmo');
    // Cy only asks Ada: a pending request makes no CatMates.
    expect((await post(`/users/${ada.uid}/relations`, {}, cy.token)).status).toBe(201);
    await connectThroughApi(ada, bob);
  });

  it('makes every living cat of each owner a CatMate of the other’s living cats, both ways', async () => {
    await expectMates({
      [c.amber]: [c.biscuit],
      [c.apollo]: [c.biscuit],
      [c.biscuit]: [c.amber, c.apollo],
    });
    const doc = (await db.doc(`cats/${c.biscuit}/mates/${c.amber}`).get()).data();
    expect(doc).toMatchObject({
      catId: c.biscuit,
      mate: { id: c.amber, name: 'Amber', profilePhoto: null, ownerId: ada.uid },
    });
  });

  it('leaves out dead cats and cats of owners who are not connected', async () => {
    expect(await matesOf([c.angel, c.bygone, c.cosmo])).toEqual({
      [c.angel]: [],
      [c.bygone]: [],
      [c.cosmo]: [],
    });
    const everywhere = await db.collectionGroup('mates').where('mate.ownerId', '==', cy.uid).get();
    expect(everywhere.size).toBe(0);
  });

  it('lists CatMates by name with GET /cats/{id}/friends?index=0, for anyone signed in', async () => {
    const expected = [
      { id: c.amber, name: 'Amber', profilePhoto: null, ownerId: ada.uid },
      { id: c.apollo, name: 'Apollo', profilePhoto: null, ownerId: ada.uid },
    ];
    for (const token of [bob.token, ada.token, cy.token, GUEST_TOKEN, await anonymousGuestToken()]) {
      const res = await get<MateCard[]>(`/cats/${c.biscuit}/friends?index=0`, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
    }
    expect((await get<MateCard[]>(`/cats/${c.biscuit}/friends?index=1`, bob.token)).body).toEqual([]);
    expect((await get<MateCard[]>(`/cats/${c.cosmo}/friends?index=0`, cy.token)).body).toEqual([]);
    expectError(await get(`/cats/${c.biscuit}/friends?index=0`), 401);
    expectError(await get(`/cats/${c.biscuit}/friends?index=-1`, bob.token), 400);
  });

  it('makes a living cat added later a CatMate of the other owner’s living cats; a dead one stays out', async () => {
    c.aster = await addCat(ada, 'Aster');
    c.ashes = await addCat(ada, 'Ashes', { deathdate: '2019-12-24' });
    c.bramble = await addCat(bob, 'Bramble');
    await expectMates({
      [c.aster]: [c.biscuit, c.bramble],
      [c.bramble]: [c.amber, c.apollo, c.aster],
      [c.biscuit]: [c.amber, c.apollo, c.aster],
      [c.amber]: [c.biscuit, c.bramble],
      [c.apollo]: [c.biscuit, c.bramble],
    });
    expect(await matesOf([c.ashes])).toEqual({ [c.ashes]: [] });
    const listed = await get<MateCard[]>(`/cats/${c.bramble}/friends?index=0`, bob.token);
    expect(listed.body.map((m) => m.name)).toEqual(['Amber', 'Apollo', 'Aster']);
  });

  it('drops a cat marked passed away out of CatMates in both directions', async () => {
    const res = await put(`/cats/${c.biscuit}`, cat({ name: 'Biscuit', deathdate: '2024-03-01' }), bob.token);
    expect(res.status).toBe(200);
    await expectMates({
      [c.biscuit]: [],
      [c.amber]: [c.bramble],
      [c.apollo]: [c.bramble],
      [c.aster]: [c.bramble],
      [c.bramble]: [c.amber, c.apollo, c.aster],
    });
    const listed = await get<MateCard[]>(`/cats/${c.amber}/friends?index=0`, ada.token);
    expect(listed.body.map((m) => m.id)).toEqual([c.bramble]);
    expect((await get<MateCard[]>(`/cats/${c.biscuit}/friends?index=0`, bob.token)).body).toEqual([]);
  });
});

describe('CatMates of an owner with 30 cats connecting to an owner with 30 cats', () => {
  let xena: Session;
  let yuri: Session;
  let xCats: string[];
  let yCats: string[];

  beforeAll(async () => {
    [xena, yuri] = await Promise.all([verifiedCatRep('Xena', 'Thirty'), verifiedCatRep('Yuri', 'Thirty')]);
    // Through POST /cats, the real path, four at a time.
    const jobs = [
      ...Array.from({ length: 30 }, (_, i) => [xena, `X cat ${String(i).padStart(2, '0')}`] as const),
      ...Array.from({ length: 30 }, (_, i) => [yuri, `Y cat ${String(i).padStart(2, '0')}`] as const),
    ];
    const ids = await inPool(jobs, 4, ([owner, name]) => addCat(owner, name));
    xCats = ids.slice(0, 30);
    yCats = ids.slice(30);
  }, 180_000);

  it('writes exactly 900 pairs (1800 mate documents), none lost', async () => {
    expect((await post(`/users/${yuri.uid}/relations`, {}, xena.token)).status).toBe(201);
    const approved = Date.now();
    expect((await put(`/users/${xena.uid}/relations`, { approved: true }, yuri.token)).status).toBe(200);

    const count = () =>
      db
        .collectionGroup('mates')
        .where('mate.ownerId', 'in', [xena.uid, yuri.uid])
        .count()
        .get()
        .then((s) => s.data().count);
    let first = 0;
    const total = await pollUntil(
      count,
      (n) => {
        if (n > 0 && !first) first = Date.now() - approved;
        return n >= 1800;
      },
      60_000,
      250,
    );
    const elapsed = Date.now() - approved;
    console.info(
      `CatMates 30 × 30: first mate documents after ${first} ms, ${total} complete ${elapsed} ms after the approve call`,
    );
    expect(total).toBe(1800);

    // Exactly the right pairs: each of Xena's cats has all of Yuri's, and the reverse.
    const mates = await matesOf([...xCats, ...yCats]);
    for (const id of xCats) expect(mates[id]).toEqual([...yCats].sort());
    for (const id of yCats) expect(mates[id]).toEqual([...xCats].sort());

    // The list pages: 30 CatMates fit on page 0 (pages of 50), by name.
    const listed = await get<MateCard[]>(`/cats/${xCats[0]}/friends?index=0`, xena.token);
    expect(listed.body).toHaveLength(30);
    expect(listed.body.map((m) => m.name)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Y cat ${String(i).padStart(2, '0')}`),
    );
  }, 120_000);
});
