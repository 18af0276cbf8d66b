/**
 * Cats (docs/product.md §3 Cat, §4 Cat states, §5 Cat form, §6 isMine, §7 Cats): POST /cats, PUT /cats/{id}
 * (marking a cat passed away with a death date moves it from catCount to catchiesCount), GET
 * /cats/{id} and GET /cats?userId=. Adding and editing cats needs a verified CatRep (status 0 and
 * guests are restricted, docs/product.md §4/§6); someone else's cat is 403; invalid bodies are 400 with
 * docs/product.md §5 wording and write nothing.
 */
import { serverMessages, validation } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { expectError, get, post, put, type ApiBody } from '../support/api.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';

interface CatBody extends ApiBody {
  id: string;
  name: string;
  isMine: boolean;
}

const cat = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mittens',
  birthDay: 3,
  birthMonth: 5,
  birthYear: 2019,
  deathdate: null,
  gender: false,
  breed: 'British Shorthair',
  location: 'Sofa',
  country: { id: 'GB' },
  city: 'London',
  diaryType: 1,
  ...overrides,
});

const counts = async (uid: string) => {
  const d = (await db.doc(`users/${uid}`).get()).data();
  return { catCount: d?.catCount, catchiesCount: d?.catchiesCount };
};
const catsOf = async (uid: string) => (await db.collection('cats').where('ownerId', '==', uid).get()).size;

describe('POST /cats', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await verifiedCatRep('Olga', 'Owner');
  });

  it('adds a living cat for a verified CatRep (201) and counts it', async () => {
    const before = await counts(owner.uid);
    const res = await post<CatBody>('/cats', cat(), owner.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      name: 'Mittens',
      birthDay: 3,
      birthMonth: 5,
      birthYear: 2019,
      deathdate: null,
      gender: false,
      breed: 'British Shorthair',
      location: 'Sofa',
      country: { id: 'GB', title: expect.stringContaining('United Kingdom') },
      city: 'London',
      diaryType: 1,
      profilePhoto: null,
      user: { id: owner.uid, firstname: 'Olga', lastname: 'Owner' },
      isMine: true,
      createdAt: expect.any(String),
    });
    const doc = (await db.doc(`cats/${res.body.id}`).get()).data();
    expect(doc).toMatchObject({ ownerId: owner.uid, alive: true, name: 'Mittens' });
    expect(await counts(owner.uid)).toEqual({
      catCount: before.catCount + 1,
      catchiesCount: before.catchiesCount,
    });
  });

  it('adds a cat with only name and gender; the rest defaults', async () => {
    const res = await post<CatBody>('/cats', { name: 'Minimal', gender: true }, owner.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      birthDay: null,
      birthMonth: null,
      birthYear: null,
      deathdate: null,
      breed: '',
      country: null,
      diaryType: 2,
    });
  });

  it('adds a cat that has already passed away to the Catchies count', async () => {
    const rep = await verifiedCatRep();
    const res = await post<CatBody>('/cats', cat({ deathdate: '2022-02-14' }), rep.token);
    expect(res.status).toBe(201);
    expect((await db.doc(`cats/${res.body.id}`).get()).get('alive')).toBe(false);
    expect(await counts(rep.uid)).toEqual({ catCount: 0, catchiesCount: 1 });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, validation.required('Name')],
    ['a blank name', { name: '  ' }, validation.required('Name')],
    ['a name of the wrong type', { name: 12 }, validation.required('Name')],
    ['a 100 kB name', { name: 'n'.repeat(100_000) }, validation.maxLength('Name', 60)],
    ['a missing gender', { gender: undefined }, validation.catGender],
    ['gender as a string', { gender: 'female' }, validation.catGender],
    ['a death date in the future', { deathdate: '2999-01-01' }, validation.deathDate],
    ['a birth month of 13', { birthMonth: 13 }, 'Birth month is not valid'],
    ['a birth day of the wrong type', { birthDay: 'third' }, 'Birth day is not valid'],
    ['an impossible birth date', { birthDay: 31, birthMonth: 2, birthYear: 2020 }, 'Birth day is not valid'],
    ['an unknown country', { country: { id: 'ZZ' } }, validation.country],
    ['a 100 kB breed', { breed: 'b'.repeat(100_000) }, validation.maxLength('Breed', 60)],
  ];
  for (const [name, overrides, message] of invalid) {
    it(`refuses ${name} with '${message}' and writes nothing`, async () => {
      const [before, n] = await Promise.all([counts(owner.uid), catsOf(owner.uid)]);
      expectError(await post('/cats', cat(overrides), owner.token), 400, {
        message,
        code: 'invalid-argument',
      });
      expect(await catsOf(owner.uid)).toBe(n);
      expect(await counts(owner.uid)).toEqual(before);
    });
  }

  it('refuses a diary visibility outside 1, 2, 3 and writes nothing', async () => {
    const n = await catsOf(owner.uid);
    expectError(await post('/cats', cat({ diaryType: 4 }), owner.token), 400);
    expect(await catsOf(owner.uid)).toBe(n);
  });

  it('refuses fields the server owns (ownerId) and writes nothing', async () => {
    const other = await registerCatRep();
    expectError(await post('/cats', cat({ ownerId: other.uid }), owner.token), 400);
    expect(await catsOf(other.uid)).toBe(0);
  });

  it('answers 401 without a token', async () => {
    expectError(await post('/cats', cat()), 401, { code: 'unauthenticated' });
  });

  it('answers 403 guest to the fixed guest token', async () => {
    expectError(await post('/cats', cat(), GUEST_TOKEN), 403, {
      code: 'guest',
      message: serverMessages.guest,
    });
  });

  it('answers 403 guest to an anonymous Firebase user', async () => {
    expectError(await post('/cats', cat(), await anonymousGuestToken()), 403, { code: 'guest' });
  });

  it('answers 403 to an unverified CatRep (status 0) and writes nothing', async () => {
    const rep = await registerCatRep();
    expectError(await post('/cats', cat(), rep.token), 403, { code: 'unverified' });
    expect(await catsOf(rep.uid)).toBe(0);
    expect(await counts(rep.uid)).toEqual({ catCount: 0, catchiesCount: 0 });
  });
});

describe('PUT /cats/{id}', () => {
  it('edits the cat; marking it passed away moves it from catCount to catchiesCount, for good', async () => {
    const rep = await verifiedCatRep();
    const created = await post<CatBody>('/cats', cat(), rep.token);
    expect(await counts(rep.uid)).toEqual({ catCount: 1, catchiesCount: 0 });

    const passed = await put<CatBody>(
      `/cats/${created.body.id}`,
      cat({ name: 'Mittens the Great', deathdate: '2024-12-01' }),
      rep.token,
    );
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ name: 'Mittens the Great', deathdate: '2024-12-01', alive: false });
    expect(await counts(rep.uid)).toEqual({ catCount: 0, catchiesCount: 1 });

    const again = await put(`/cats/${created.body.id}`, cat({ deathdate: '2024-12-01' }), rep.token);
    expect(again.status).toBe(200);
    expect(await counts(rep.uid)).toEqual({ catCount: 0, catchiesCount: 1 });

    // Passing away is not undone through an edit: a Catchies cat keeps a death date.
    const stored = (await db.doc(`cats/${created.body.id}`).get()).updateTime;
    const alive = await put(`/cats/${created.body.id}`, cat({ deathdate: null }), rep.token);
    expectError(alive, 400, { code: 'stays-in-catchies', message: serverMessages.staysInCatchies });
    expect((await db.doc(`cats/${created.body.id}`).get()).updateTime).toEqual(stored);
    expect(await counts(rep.uid)).toEqual({ catCount: 0, catchiesCount: 1 });
  });

  it('keeps every field a body leaves out: a diary that is "only me" stays so', async () => {
    const rep = await verifiedCatRep();
    const created = await post<CatBody>('/cats', cat({ diaryType: 3 }), rep.token);
    const renamed = await put<CatBody>(
      `/cats/${created.body.id}`,
      { name: 'Sir Mittens', gender: false },
      rep.token,
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Sir Mittens',
      diaryType: 3,
      breed: 'British Shorthair',
      birthYear: 2019,
      city: 'London',
      country: { id: 'GB' },
    });
    const onlyDiary = await put<CatBody>(`/cats/${created.body.id}`, { diaryType: 2 }, rep.token);
    expect(onlyDiary.body).toMatchObject({ name: 'Sir Mittens', diaryType: 2, breed: 'British Shorthair' });
    const cleared = await put<CatBody>(`/cats/${created.body.id}`, { breed: '', country: null }, rep.token);
    expect(cleared.body).toMatchObject({ name: 'Sir Mittens', diaryType: 2, breed: '', country: null });
  });

  it('refuses a death date before the birth date, as far as the birth is known, and writes nothing', async () => {
    const rep = await verifiedCatRep();
    expectError(await post('/cats', cat({ deathdate: '2019-05-02' }), rep.token), 400, {
      message: validation.deathBeforeBirth,
    });
    expectError(
      await post('/cats', cat({ birthDay: null, birthMonth: null, deathdate: '2018-12-31' }), rep.token),
      400,
      {
        message: validation.deathBeforeBirth,
      },
    );
    const sameDay = await post<CatBody>('/cats', cat({ deathdate: '2019-05-03' }), rep.token);
    expect(sameDay.status).toBe(201);
    const created = await post<CatBody>('/cats', cat(), rep.token);
    const before = (await db.doc(`cats/${created.body.id}`).get()).data();
    // Only the death date in the body: checked against the stored birth date.
    expectError(await put(`/cats/${created.body.id}`, { deathdate: '2019-04-30' }, rep.token), 400, {
      message: validation.deathBeforeBirth,
    });
    expect((await db.doc(`cats/${created.body.id}`).get()).data()).toEqual(before);
    expect(await counts(rep.uid)).toEqual({ catCount: 1, catchiesCount: 1 });
  });

  it("refuses someone else's cat with 403 and changes nothing", async () => {
    const [rep, other] = await Promise.all([verifiedCatRep(), verifiedCatRep()]);
    const created = await post<CatBody>('/cats', cat(), rep.token);
    const before = (await db.doc(`cats/${created.body.id}`).get()).data();
    expectError(
      await put(`/cats/${created.body.id}`, cat({ name: 'Stolen', deathdate: '2024-01-01' }), other.token),
      403,
    );
    expect((await db.doc(`cats/${created.body.id}`).get()).data()).toEqual(before);
    expect(await counts(rep.uid)).toEqual({ catCount: 1, catchiesCount: 0 });
    expect(await counts(other.uid)).toEqual({ catCount: 0, catchiesCount: 0 });
  });

  it('answers 404 for an unknown cat', async () => {
    const rep = await verifiedCatRep();
    expectError(await put('/cats/no-such-cat', cat(), rep.token), 404);
  });

  it('answers 404, not 500, for a reserved Firestore id', async () => {
    const rep = await verifiedCatRep();
    expectError(await put('/cats/__reserved__', cat(), rep.token), 404);
  });

  describe('refusals that change nothing', () => {
    let owner: Session;
    let catId: string;
    let before: Record<string, unknown> | undefined;
    beforeAll(async () => {
      owner = await verifiedCatRep();
      catId = (await post<CatBody>('/cats', cat(), owner.token)).body.id;
      before = (await db.doc(`cats/${catId}`).get()).data();
    });
    const unchanged = async () => expect((await db.doc(`cats/${catId}`).get()).data()).toEqual(before);

    const invalid: [string, Record<string, unknown>, string][] = [
      ['a missing name', { name: '' }, validation.required('Name')],
      ['a 100 kB name', { name: 'n'.repeat(100_000) }, validation.maxLength('Name', 60)],
      ['a missing gender', { gender: null }, validation.catGender],
      ['a future death date', { deathdate: '2999-12-31' }, validation.deathDate],
    ];
    for (const [name, overrides, message] of invalid) {
      it(`refuses ${name} with '${message}'`, async () => {
        expectError(await put(`/cats/${catId}`, cat(overrides), owner.token), 400, { message });
        await unchanged();
      });
    }

    it('answers 401 without a token', async () => {
      expectError(await put(`/cats/${catId}`, cat({ name: 'X' })), 401);
      await unchanged();
    });

    it('answers 403 guest to the fixed guest token', async () => {
      expectError(await put(`/cats/${catId}`, cat({ name: 'X' }), GUEST_TOKEN), 403, { code: 'guest' });
      await unchanged();
    });

    it('answers 403 to an unverified CatRep', async () => {
      const rep = await registerCatRep();
      expectError(await put(`/cats/${catId}`, cat({ name: 'X' }), rep.token), 403, { code: 'unverified' });
      await unchanged();
    });
  });
});

describe('GET /cats/{id} and GET /cats?userId=', () => {
  let owner: Session;
  let viewer: Session;
  let living: CatBody;
  let passed: CatBody;
  beforeAll(async () => {
    [owner, viewer] = await Promise.all([verifiedCatRep('Olga', 'Owner'), registerCatRep()]);
    living = (await post<CatBody>('/cats', cat({ name: 'Older' }), owner.token)).body;
    passed = (await post<CatBody>('/cats', cat({ name: 'Newer', deathdate: '2023-06-30' }), owner.token))
      .body;
  });

  it('answers the cat to its owner with isMine true', async () => {
    const res = await get<CatBody>(`/cats/${living.id}`, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: living.id, name: 'Older', isMine: true, user: { id: owner.uid } });
    expect(res.body).not.toHaveProperty('searchKeys');
  });

  it('answers the cat to another CatRep with isMine false', async () => {
    const res = await get<CatBody>(`/cats/${living.id}`, viewer.token);
    expect(res.status).toBe(200);
    expect(res.body.isMine).toBe(false);
  });

  it('answers the cat to the fixed guest token', async () => {
    const res = await get<CatBody>(`/cats/${living.id}`, GUEST_TOKEN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Older', isMine: false });
  });

  it('answers 401 without a token', async () => {
    expectError(await get(`/cats/${living.id}`), 401);
  });

  it('answers 404 for an unknown cat', async () => {
    expectError(await get('/cats/no-such-cat', owner.token), 404);
  });

  it("lists a CatRep's cats, newest first", async () => {
    const res = await get<CatBody[]>(`/cats?userId=${owner.uid}`, viewer.token);
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toEqual(['Newer', 'Older']);
    expect(res.body.every((c) => c.isMine === false)).toBe(true);
  });

  it('lists only living cats with alive=true and only Catchies with alive=false', async () => {
    const alive = await get<CatBody[]>(`/cats?userId=${owner.uid}&alive=true`, owner.token);
    expect(alive.body.map((c) => c.id)).toEqual([living.id]);
    const catchies = await get<CatBody[]>(`/cats?userId=${owner.uid}&alive=false`, owner.token);
    expect(catchies.body.map((c) => c.id)).toEqual([passed.id]);
  });

  it('lists to a guest', async () => {
    const res = await get<CatBody[]>(`/cats?userId=${owner.uid}`, GUEST_TOKEN);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
  });

  it('lists nothing for a CatRep without cats', async () => {
    const res = await get<CatBody[]>(`/cats?userId=${viewer.uid}`, viewer.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 400 without userId', async () => {
    expectError(await get('/cats', owner.token), 400);
  });

  it('answers 401 without a token', async () => {
    expectError(await get(`/cats?userId=${owner.uid}`), 401);
  });
});
