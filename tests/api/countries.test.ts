/**
 * GET /countries (docs/product.md §3 Country, §7 Users): public, no token needed, every country as
 * `{ id, title }` sorted by title, the ids the register and cat forms send.
 */
import { describe, expect, it } from 'vitest';
import { get } from '../support/api.js';
import { GUEST_TOKEN } from '../support/people.js';

interface Country {
  id: string;
  title: string;
}

describe('GET /countries', () => {
  it('answers the seeded list without a token, sorted by title', async () => {
    const res = await get<Country[]>('/countries');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(200);
    expect(res.body).toContainEqual({ id: 'GB', title: expect.stringContaining('United Kingdom') });
    for (const c of res.body)
      expect(c).toEqual({ id: expect.stringMatching(/^[A-Z]{2}$/), title: expect.any(String) });
    const titles = res.body.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('answers the same list to a guest', async () => {
    const res = await get<Country[]>('/countries', GUEST_TOKEN);
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.id)).toContain('HU');
  });
});
