/**
 * Care over REST (docs/product.md §7 Care; README "Care and the cat's days"):
 * - the owner adds, lists (newest date first, by kind, a page at a time), edits and deletes
 *   weights, vet visits, vaccinations and treatments; anyone else — a stranger, a connected
 *   CatRep, an unverified CatRep, a moderator, a guest — gets 404 (a guest's write the guest's
 *   403) and the entries stay as they were;
 * - bad input answers 400 with the product's messages and writes nothing: a date before the
 *   cat's (partial) birth, after today where the owner lives (their time zone), a weight out of
 *   range, a next due date not after the date; a Catchie's history is read-only (403);
 * - the weight unit (kg or lb) and the time zone are the CatRep's own settings;
 * - deleting the cat takes its care entries along.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { careMessages, todayIn, type CareKind } from '@catrep/model';
import { db } from '../support/admin.js';
import { del, expectError, get, post, put, type ApiBody } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { adminCatRep } from '../support/feeds.js';
import { GUEST_TOKEN, registerCatRep, verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil } from '../support/wait.js';

interface EntryJson extends ApiBody {
  id: string;
  kind: CareKind;
  date: string;
  catId: string;
}

const addEntry = (rep: Session, catId: string, body: Record<string, unknown>) =>
  post<EntryJson>(`/cats/${catId}/care`, body, rep.token);

/** Every stored care entry of `catId`, by id. */
async function stored(catId: string) {
  const snap = await db.collection(`cats/${catId}/care`).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]));
}

describe('a cat’s care, its owner’s alone', () => {
  let owner: Session;
  let friend: Session;
  let stranger: Session;
  let catId: string;

  beforeAll(async () => {
    [owner, friend, stranger] = await Promise.all([
      verifiedCatRep('Olga', 'Owner'),
      verifiedCatRep('Fred', 'Friend'),
      verifiedCatRep('Stan', 'Stranger'),
    ]);
    catId = await addCat(owner, 'Mittens', { birthYear: 2020, birthMonth: 3 });
    await connectThroughApi(owner, friend);
  });

  it('takes every kind, lists them newest date first and by kind, edits and deletes', async () => {
    const weight = await addEntry(owner, catId, { kind: 'weight', date: '2024-01-10', grams: 4100 });
    expect(weight.status, JSON.stringify(weight.body)).toBe(201);
    expect(weight.body).toMatchObject({
      kind: 'weight',
      date: '2024-01-10',
      grams: 4100,
      catId,
      message: careMessages.added,
    });
    expect(weight.body).not.toHaveProperty('ownerId');
    const vet = await addEntry(owner, catId, {
      kind: 'vet',
      date: '2024-03-02',
      clinic: 'Paws Clinic',
      reason: 'Check-up',
      notes: 'All well',
    });
    const vaccination = await addEntry(owner, catId, {
      kind: 'vaccination',
      date: '2024-02-20',
      vaccine: 'rabies',
      nextDue: '2025-02-20',
    });
    const treatment = await addEntry(owner, catId, {
      kind: 'treatment',
      date: '2024-02-01',
      type: 'worming',
      product: 'Milbemax',
    });
    expect([vet.status, vaccination.status, treatment.status]).toEqual([201, 201, 201]);

    const all = await get<EntryJson[]>(`/cats/${catId}/care`, owner.token);
    expect(all.body.map((e) => e.date)).toEqual(['2024-03-02', '2024-02-20', '2024-02-01', '2024-01-10']);
    const weights = await get<EntryJson[]>(`/cats/${catId}/care?kind=weight`, owner.token);
    expect(weights.body.map((e) => e.id)).toEqual([weight.body.id]);
    expectError(await get(`/cats/${catId}/care?kind=grooming`, owner.token), 400, {
      message: careMessages.kindInvalid,
    });

    const edited = await put<EntryJson>(
      `/cats/${catId}/care/${weight.body.id}`,
      { kind: 'weight', date: '2024-01-11', grams: 4150 },
      owner.token,
    );
    expect(edited.body).toMatchObject({ grams: 4150, date: '2024-01-11', message: careMessages.edited });
    const deleted = await del(`/cats/${catId}/care/${treatment.body.id}`, owner.token);
    expect(deleted.body).toMatchObject({ message: careMessages.deleted });
    expect(Object.keys(await stored(catId)).sort()).toEqual(
      [weight.body.id, vet.body.id, vaccination.body.id].sort(),
    );
    expectError(await del(`/cats/${catId}/care/${treatment.body.id}`, owner.token), 404);
  });

  it('pages by cursor, newest first, each entry once', async () => {
    const cat = await addCat(owner, 'Pager');
    for (let day = 1; day <= 23; day += 1) {
      const date = `2024-05-${String(day).padStart(2, '0')}`;
      expect((await addEntry(owner, cat, { kind: 'weight', date, grams: 4000 + day })).status).toBe(201);
    }
    const first = await get<EntryJson[]>(`/cats/${cat}/care`, owner.token);
    expect(first.body).toHaveLength(20);
    const cursor = first.headers.get('X-Next-Cursor');
    const second = await get<EntryJson[]>(`/cats/${cat}/care?cursor=${cursor}`, owner.token);
    expect(second.body.map((e) => e.date)).toEqual(['2024-05-03', '2024-05-02', '2024-05-01']);
    const byIndex = await get<EntryJson[]>(`/cats/${cat}/care?index=1`, owner.token);
    expect(byIndex.body.map((e) => e.id)).toEqual(second.body.map((e) => e.id));
  });

  it('answers 404 to everyone else and lets nothing change', async () => {
    const entry = await addEntry(owner, catId, { kind: 'weight', date: '2024-04-01', grams: 4200 });
    const before = await stored(catId);
    const [unverified, moderator] = await Promise.all([registerCatRep(), adminCatRep()]);
    for (const token of [friend.token, stranger.token, unverified.token, moderator.token]) {
      expectError(await get(`/cats/${catId}/care`, token), 404);
      expectError(
        await addEntry({ ...owner, token }, catId, { kind: 'weight', date: '2024-04-02', grams: 4300 }),
        404,
      );
      expectError(
        await put(
          `/cats/${catId}/care/${entry.body.id}`,
          { kind: 'weight', date: '2024-04-02', grams: 4300 },
          token,
        ),
        404,
      );
      expectError(await del(`/cats/${catId}/care/${entry.body.id}`, token), 404);
    }
    expectError(await get(`/cats/${catId}/care`, GUEST_TOKEN), 404);
    expectError(
      await addEntry({ ...owner, token: GUEST_TOKEN }, catId, {
        kind: 'weight',
        date: '2024-04-02',
        grams: 4300,
      }),
      403,
    );
    expect(await stored(catId)).toEqual(before);
  });

  it('refuses bad input with the product’s messages and writes nothing', async () => {
    const cat = await addCat(owner, 'Strict', { birthYear: 2021, birthMonth: 6 });
    const refuse = async (body: Record<string, unknown>, message: string) =>
      expectError(await addEntry(owner, cat, body), 400, { message });
    await refuse({ kind: 'weight', date: '2021-05-31', grams: 4000 }, careMessages.dateBeforeBirth);
    await refuse({ kind: 'weight', date: '2024-02-30', grams: 4000 }, careMessages.dateInvalid);
    await refuse({ kind: 'weight', date: '2024-01-01', grams: 40 }, careMessages.weightInvalid);
    await refuse({ kind: 'weight', date: '2024-01-01', grams: 30_001 }, careMessages.weightInvalid);
    await refuse({ kind: 'vet', date: '2024-01-01', reason: '  ' }, 'Reason is required');
    await refuse({ kind: 'vaccination', date: '2024-01-01', vaccine: '' }, 'Vaccine is required');
    await refuse(
      { kind: 'treatment', date: '2024-01-01', type: 'flea', nextDue: '2023-12-01' },
      careMessages.nextDueBeforeDate,
    );
    await refuse({ kind: 'treatment', date: '2024-01-01', type: 'ticks' }, careMessages.typeInvalid);
    await refuse({ kind: 'bath', date: '2024-01-01' }, careMessages.kindInvalid);
    expect(await stored(cat)).toEqual({});
  });

  it('counts today where the owner lives', async () => {
    const cat = await addCat(owner, 'Islander');
    expect((await put('/users/user/time-zone', { timeZone: 'Pacific/Kiritimati' }, owner.token)).status).toBe(
      200,
    );
    const today = todayIn('Pacific/Kiritimati');
    const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10);
    expect((await addEntry(owner, cat, { kind: 'weight', date: today, grams: 3900 })).status).toBe(201);
    expectError(await addEntry(owner, cat, { kind: 'weight', date: tomorrow, grams: 3900 }), 400, {
      message: careMessages.dateInFuture,
    });
    const me = await get('/users/user', owner.token);
    expect(me.body).toMatchObject({ timeZone: 'Pacific/Kiritimati' });
    expectError(await put('/users/user/time-zone', { timeZone: 'Atlantis/Capital' }, owner.token), 400, {
      message: careMessages.timeZoneInvalid,
    });
    expect((await db.doc(`users/${owner.uid}/private/account`).get()).get('timeZone')).toBe(
      'Pacific/Kiritimati',
    );
  });

  it('keeps a Catchie’s history as it was: read, never written', async () => {
    const cat = await addCat(owner, 'Old Tom', { birthYear: 2005 });
    const entry = await addEntry(owner, cat, { kind: 'vet', date: '2019-04-01', reason: 'Teeth' });
    expect(entry.status).toBe(201);
    expect((await put(`/cats/${cat}`, { deathdate: '2020-01-05' }, owner.token)).status).toBe(200);
    expect((await get<EntryJson[]>(`/cats/${cat}/care`, owner.token)).body.map((e) => e.id)).toEqual([
      entry.body.id,
    ]);
    const readOnly = { message: careMessages.catchieReadOnly, code: 'care-read-only' };
    expectError(
      await addEntry(owner, cat, { kind: 'vet', date: '2019-05-01', reason: 'Teeth' }),
      403,
      readOnly,
    );
    expectError(
      await put(
        `/cats/${cat}/care/${entry.body.id}`,
        { kind: 'vet', date: '2019-05-01', reason: 'X' },
        owner.token,
      ),
      403,
      readOnly,
    );
    expectError(await del(`/cats/${cat}/care/${entry.body.id}`, owner.token), 403, readOnly);
  });

  it('keeps the weight unit as the CatRep sets it', async () => {
    expect((await get('/users/user/care-settings', owner.token)).body).toEqual({ weightUnit: 'kg' });
    const saved = await put('/users/user/care-settings', { weightUnit: 'lb' }, owner.token);
    expect(saved.body).toEqual({ weightUnit: 'lb', message: careMessages.settingsSaved });
    expect((await get('/users/user/care-settings', owner.token)).body).toEqual({ weightUnit: 'lb' });
    expectError(await put('/users/user/care-settings', { weightUnit: 'stone' }, owner.token), 400, {
      message: careMessages.unitInvalid,
    });
    expect((await get('/users/user/care-settings', friend.token)).body).toEqual({ weightUnit: 'kg' });
  });

  it('goes with its cat when the cat is deleted', async () => {
    const cat = await addCat(owner, 'Leaving');
    await addEntry(owner, cat, { kind: 'weight', date: '2024-01-01', grams: 4000 });
    expect((await del(`/cats/${cat}`, owner.token)).status).toBe(200);
    expectError(await get(`/cats/${cat}/care`, owner.token), 404);
    const left = await pollUntil(
      () => stored(cat),
      (docs) => Object.keys(docs).length === 0,
    );
    expect(left).toEqual({});
  });
});
