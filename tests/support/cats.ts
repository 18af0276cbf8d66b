/** Cats made through the API (docs/product.md §7 `POST /cats`) for the tests that need one. */
import { expect } from 'vitest';
import { post } from './api.js';
import type { Session } from './people.js';

/**
 * A new cat of `rep` named `name` (a tom unless `fields` say otherwise; `fields` also carry
 * `deathdate`, `diaryType`, …) through `POST /cats`, expecting 201; resolves its id.
 */
export async function addCat(
  rep: Session,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const res = await post<{ id: string }>('/cats', { name, gender: true, ...fields }, rep.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
