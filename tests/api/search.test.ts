/**
 * Header search 'Search Cat/CatRep' (docs/product.md §2 Chrome, §5 Search, §7 GET /users?name={q}&pageSize=10
 * and GET /cats/search?name={q}, §9 user search up to 10 results):
 *
 * - CatReps by a case-insensitive prefix of first name or last name, at most 10, as cards with
 *   country and city; a string inside a name (not at its start) finds nothing;
 * - cats by a case-insensitive prefix of their name, with their owner;
 * - an empty or blank query answers [] for both; an over-long query is 400; no token 401.
 *
 * Names carry a random tag per run, and every prefix searched keeps at least four of its letters,
 * so the names of parallel test files ('Fay First') cannot match these searches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, get, post, put, type ApiBody } from '../support/api.js';
import { GUEST_TOKEN, registerCatRep, verifiedCatRep, type Session } from '../support/people.js';
import { inPool, randomLetters } from '../support/wait.js';

interface UserCard {
  id: string;
  firstname: string;
  lastname: string;
  profilePhoto: unknown;
  country: { id: string; title: string } | null;
  city: string;
}
interface CatHit {
  id: string;
  name: string;
  ownerId: string;
  alive: boolean;
  user: { id: string; firstname: string; lastname: string };
}

const tag = randomLetters(6);
const TAG = tag.toUpperCase();

const findUsers = (q: string, token: string | null = GUEST_TOKEN) =>
  get<UserCard[]>(`/users?name=${encodeURIComponent(q)}&pageSize=10`, token);
const findCats = (q: string, token: string | null = GUEST_TOKEN) =>
  get<CatHit[]>(`/cats/search?name=${encodeURIComponent(q)}`, token);

describe('GET /users?name={q}&pageSize=10', () => {
  let fiona: Session;
  let many: Session[];
  beforeAll(async () => {
    // Fiona's names start with the tag's prefixes: first 'Fi{tag}', last 'La{tag}'.
    fiona = await registerCatRep({ firstname: `Fi${tag}`, lastname: `La${tag}`, city: 'Leeds' });
    // Twelve CatReps whose first name starts with 'Mo{tag}', registered four at a time.
    many = await inPool(
      Array.from({ length: 12 }, (_, i) => i),
      4,
      (i) => registerCatRep({ firstname: `Mo${tag}${String.fromCharCode(97 + i)}`, lastname: 'Many' }),
    );
  }, 120_000);

  it('finds a CatRep by the prefix of the first name, in any case, as a card with country and city', async () => {
    for (const q of [`fi${tag}`, `Fi${tag}`, `FI${TAG.slice(0, 5)}`, `fI${tag.slice(0, 4)}`]) {
      const res = await findUsers(q);
      expect(res.status).toBe(200);
      expect(res.body, q).toEqual([
        {
          id: fiona.uid,
          firstname: `Fi${tag}`,
          lastname: `La${tag}`,
          profilePhoto: null,
          country: { id: 'GB', title: expect.any(String) },
          city: 'Leeds',
        },
      ]);
    }
  });

  it('finds a CatRep by the prefix of the last name, in any case', async () => {
    for (const q of [`la${tag}`, `LA${TAG.slice(0, 4)}`, ` La${tag.slice(0, 5)} `]) {
      const res = await findUsers(q, fiona.token);
      expect(res.status).toBe(200);
      expect(
        res.body.map((u) => u.id),
        q,
      ).toEqual([fiona.uid]);
    }
  });

  it('finds nothing for text inside a name or longer than it', async () => {
    for (const q of [tag, `i${tag}`, `a${tag}`, `fi${tag}x`]) {
      const res = await findUsers(q);
      expect(res.status).toBe(200);
      expect(
        res.body.map((u) => u.id),
        q,
      ).not.toContain(fiona.uid);
    }
  });

  it('answers at most 10 CatReps (docs/product.md §9), all matching', async () => {
    const res = await findUsers(`mo${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    const ids = new Set(many.map((m) => m.uid));
    for (const u of res.body) {
      expect(ids.has(u.id)).toBe(true);
      expect(u.firstname.toLowerCase().startsWith(`mo${tag}`)).toBe(true);
    }
    // A longer prefix narrows it to one.
    expect((await findUsers(`MO${TAG}C`)).body.map((u) => u.id)).toEqual([many[2].uid]);
  });

  it('finds a CatRep under the new name after a settings change, not the old one', async () => {
    const rep = await verifiedCatRep(`Ol${tag}`, 'Before');
    expect((await findUsers(`ol${tag}`)).body.map((u) => u.id)).toEqual([rep.uid]);
    const res = await put(
      `/users/${rep.uid}`,
      { firstname: `Ne${tag}`, lastname: 'After', country: { id: 'GB' }, city: 'Bath' },
      rep.token,
    );
    expect(res.status).toBe(200);
    expect((await findUsers(`ol${tag}`)).body).toEqual([]);
    expect((await findUsers(`ne${tag}`)).body.map((u) => u.id)).toEqual([rep.uid]);
  });

  it('does not match past the 20 characters it indexes: a longer query must still be a prefix', async () => {
    const long = `Lo${tag}abcdefghijklmnopq`; // 25 letters
    const rep = await registerCatRep({ firstname: 'Long', lastname: long });
    expect((await findUsers(long.slice(0, 22))).body.map((u) => u.id)).toEqual([rep.uid]);
    expect((await findUsers(long)).body.map((u) => u.id)).toEqual([rep.uid]);
    expect((await findUsers(`${long.slice(0, 21)}z`)).body).toEqual([]);
  });

  it('answers [] to an empty or blank name without searching', async () => {
    for (const q of ['', '   ']) {
      const res = await findUsers(q);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('answers 400 to an over-long name and 401 without a token', async () => {
    expectError(await findUsers('a'.repeat(61)), 400, { code: 'invalid-argument' });
    expectError(await findUsers(`fi${tag}`, null), 401);
  });
});

describe('GET /cats/search?name={q}', () => {
  let owner: Session;
  const ids: Record<string, string> = {};
  const names = {
    plain: `Pu${tag}`,
    longer: `Pu${tag}rr`,
    twoWords: `Sir Pu${tag}ton`,
    other: `Mo${tag}gy`,
    long: `Lo${tag}abcdefghijklmnopq`, // 25 letters: longer than the 20 the index holds
  };
  beforeAll(async () => {
    owner = await verifiedCatRep(`Ow${tag}`, 'Catsearch');
    for (const [key, name] of Object.entries(names)) {
      const res = await post<ApiBody & { id: string }>('/cats', { name, gender: true }, owner.token);
      expect(res.status).toBe(201);
      ids[key] = res.body.id;
    }
  }, 60_000);

  it('finds cats by a case-insensitive prefix of their name, with their owner', async () => {
    for (const q of [`pu${tag}`, `PU${TAG}`, `Pu${tag.slice(0, 4)}`]) {
      const res = await findCats(q);
      expect(res.status).toBe(200);
      expect(res.body.map((c) => c.id).sort(), q).toEqual([ids.plain, ids.longer, ids.twoWords].sort());
    }
    const res = await findCats(`pu${tag}r`, owner.token);
    expect(res.body).toEqual([
      {
        id: ids.longer,
        name: names.longer,
        profilePhoto: null,
        ownerId: owner.uid,
        alive: true,
        user: { id: owner.uid, firstname: `Ow${tag}`, lastname: 'Catsearch', profilePhoto: null },
      },
    ]);
    expect((await findCats(`mo${tag}`)).body.map((c) => c.id)).toEqual([ids.other]);
  });

  it('finds nothing for text inside a name or longer than it', async () => {
    for (const q of [tag, `u${tag}`, `pu${tag}rrr`, `${names.long.slice(0, 21)}z`]) {
      expect((await findCats(q)).body, q).toEqual([]);
    }
    expect((await findCats(names.long)).body.map((c) => c.id)).toEqual([ids.long]);
  });

  it('answers [] to an empty or blank name, 400 to an over-long one, 401 without a token', async () => {
    for (const q of ['', '  ']) {
      const res = await findCats(q);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
    const none = await get<CatHit[]>('/cats/search', GUEST_TOKEN);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expectError(await findCats('a'.repeat(61)), 400, { code: 'invalid-argument' });
    expectError(await findCats(`pu${tag}`, null), 401);
  });

  it('is not confused by the owner’s name: cats are found by their own name only', async () => {
    expect((await findCats(`ow${tag}`)).body).toEqual([]);
    expect((await findUsers(`ow${tag}`)).body.map((u) => u.id)).toEqual([owner.uid]);
  });
});
