/**
 * Cats like yours (README "Find cats like yours"): `GET /cats?breed={breed}` and
 * `GET /cats?country={id}&city={city}` list the living cats of a breed or a place, newest first,
 * paged by cursor; a breed written in any case, with accents or an alias is the listed breed, any
 * other is kept as written; blocks either way, suspended owners and cats being deleted are left
 * out. `GET /breeds?name=` finds listed and written breeds; `backfillCatKeys` gives cats stored
 * before the keys their keys.
 */
import { describe, expect, it } from 'vitest';
import { CAT_LIST_PAGE_SIZE } from '@catrep/model';
import { db } from '../support/admin.js';
import { del, expectError, get, post, put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { verifiedCatRep } from '../support/people.js';
import { randomLetters } from '../support/wait.js';
import { backfillCatKeys } from '../../functions/src/domain/cats/match-keys.js';
import { suspend } from '../../functions/src/domain/moderation/suspend.js';

interface CatBody {
  id: string;
  name: string;
  breed: string;
  breedKey?: string;
  city: string;
}

const names = (cats: CatBody[]) => cats.map((c) => c.name);

describe('breeds', () => {
  it('match case, accents, spacing and aliases to the listed name; keep any other as written', async () => {
    const rep = await verifiedCatRep('Bree', 'Breeder');
    const a = await addCat(rep, 'Atlas', { breed: 'maine  COON' });
    const b = await addCat(rep, 'Bijou', { breed: 'Chartréux' });
    const c = await addCat(rep, 'Coco', { breed: 'Ragamese' });
    const d = await addCat(rep, 'Dot', { breed: 'Sacred Birman' });
    const cat = async (id: string) => (await get<CatBody>(`/cats/${id}`, rep.token)).body;
    expect(await cat(a)).toMatchObject({ breed: 'Maine Coon', breedKey: 'maine-coon' });
    expect(await cat(b)).toMatchObject({ breed: 'Chartreux', breedKey: 'chartreux' });
    expect(await cat(c)).toMatchObject({ breed: 'Ragamese', breedKey: 'ragamese' });
    expect(await cat(d)).toMatchObject({ breed: 'Birman', breedKey: 'birman' });
    // An edit matches again.
    expect((await put(`/cats/${c}`, { breed: 'norwegian forest' }, rep.token)).body).toMatchObject({
      breed: 'Norwegian Forest Cat',
      breedKey: 'norwegian-forest-cat',
    });
  });

  it('list the living cats of a breed, newest first, a page at a time, by any spelling', async () => {
    const rep = await verifiedCatRep('Paula', 'Pager');
    const breed = `Paged ${randomLetters()}`;
    const count = CAT_LIST_PAGE_SIZE + 2;
    for (let i = 0; i < count; i++) await addCat(rep, `Kit ${i}`, { breed });
    await addCat(rep, 'Gone Kit', { breed, deathdate: '2024-01-02' });
    const first = await get<CatBody[]>(`/cats?breed=${encodeURIComponent(breed.toUpperCase())}`, rep.token);
    expect(first.status).toBe(200);
    expect(names(first.body)).toEqual(
      Array.from({ length: CAT_LIST_PAGE_SIZE }, (_, i) => `Kit ${count - 1 - i}`),
    );
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const second = await get<CatBody[]>(
      `/cats?breed=${encodeURIComponent(breed)}&index=1&cursor=${cursor}`,
      rep.token,
    );
    expect(names(second.body)).toEqual(['Kit 1', 'Kit 0']);
    expect(second.headers.get('X-Next-Cursor')).toBeNull();
    // By its key, and by index alone (the contract's clients).
    const byKey = await get<CatBody[]>(`/cats?breed=${first.body[0].breedKey}&index=1`, rep.token);
    expect(names(byKey.body)).toEqual(['Kit 1', 'Kit 0']);
  });

  it('leave out cats a block stands between, of suspended owners and being deleted', async () => {
    const [reader, blocker, blocked, villain, owner] = await Promise.all([
      verifiedCatRep('Rita', 'Reader'),
      verifiedCatRep('Bob', 'Blocker'),
      verifiedCatRep('Bea', 'Blocked'),
      verifiedCatRep('Vic', 'Villain'),
      verifiedCatRep('Olga', 'Owner'),
    ]);
    const breed = `Guarded ${randomLetters()}`;
    await addCat(blocker, 'From Blocker', { breed });
    await addCat(blocked, 'From Blocked', { breed });
    await addCat(villain, 'From Villain', { breed });
    await addCat(owner, 'Kept', { breed });
    const leaving = await addCat(owner, 'Leaving', { breed });
    expect((await post(`/users/${reader.uid}/blocks`, {}, blocker.token)).status).toBe(201);
    expect((await post(`/users/${blocked.uid}/blocks`, {}, reader.token)).status).toBe(201);
    await suspend(villain.uid);
    expect((await del(`/cats/${leaving}`, owner.token)).status).toBe(200);
    const list = await get<CatBody[]>(`/cats?breed=${encodeURIComponent(breed)}`, reader.token);
    expect(names(list.body)).toEqual(['Kept']);
    // Someone else sees the blocker's and the blocked one's.
    const other = await get<CatBody[]>(`/cats?breed=${encodeURIComponent(breed)}`, owner.token);
    expect(names(other.body)).toEqual(['Kept', 'From Blocked', 'From Blocker']);
  });

  it('are found by the search: listed ones first, then those CatReps wrote', async () => {
    const rep = await verifiedCatRep('Sam', 'Searcher');
    const word = `Zqx${randomLetters()}`;
    await addCat(rep, 'Odd', { breed: `${word} Curl` });
    const listed = await get<{ key: string; name: string; listed: boolean }[]>('/breeds?name=mai', rep.token);
    expect(listed.body.slice(0, 2)).toEqual([
      { key: 'maine-coon', name: 'Maine Coon', listed: true },
      { key: 'maine-coon-polydactyl', name: 'Maine Coon Polydactyl', listed: true },
    ]);
    const written = await get(`/breeds?name=${word.toLowerCase()}`, rep.token);
    expect(written.body).toEqual([
      { key: `${word.toLowerCase()}-curl`, name: `${word} Curl`, listed: false },
    ]);
    expect((await get('/breeds?name=', rep.token)).body).toEqual([]);
  });
});

describe('places', () => {
  it('list the living cats of a country and city, matched by case and accents', async () => {
    const rep = await verifiedCatRep('Pia', 'Place');
    const city = `Székesfehérvár ${randomLetters()}`;
    await addCat(rep, 'Here', { country: { id: 'HU' }, city });
    await addCat(rep, 'Also here', { country: { id: 'HU' }, city: city.toUpperCase() });
    await addCat(rep, 'Elsewhere', { country: { id: 'AT' }, city });
    await addCat(rep, 'Passed', { country: { id: 'HU' }, city, deathdate: '2023-03-03' });
    const plain = city.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    const list = await get<CatBody[]>(`/cats?country=hu&city=${encodeURIComponent(plain)}`, rep.token);
    expect(list.status).toBe(200);
    expect(names(list.body)).toEqual(['Also here', 'Here']);
    const country = await get<CatBody[]>('/cats?country=AT', rep.token);
    expect(names(country.body)).toContain('Elsewhere');
  });

  it('refuse a list without userId, breed or country, and a country that is no id', async () => {
    const rep = await verifiedCatRep('Quinn', 'Query');
    expectError(await get('/cats', rep.token), 400, { message: 'userId, breed or country is required' });
    expectError(await get('/cats?country=Hungary', rep.token), 400, { message: 'Country is required' });
    expect((await get('/cats?breed=%21%21', rep.token)).body).toEqual([]);
  });
});

describe('backfillCatKeys', () => {
  it('gives cats stored without keys their breed and city keys, once', async () => {
    const rep = await verifiedCatRep('Olde', 'Store');
    const id = await addCat(rep, 'Vintage', { breed: 'maine coon', city: 'Köln' });
    const ref = db.doc(`cats/${id}`);
    // As a cat written before the keys existed.
    await ref.update({ breed: 'maine coon', breedKey: null, cityKey: null });
    expect((await backfillCatKeys()).updated).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).data()).toMatchObject({
      breed: 'Maine Coon',
      breedKey: 'maine-coon',
      cityKey: 'koln',
    });
    const before = (await ref.get()).updateTime;
    await backfillCatKeys();
    expect((await ref.get()).updateTime?.isEqual(before!)).toBe(true);
  });
});
