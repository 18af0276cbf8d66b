/**
 * Finding CatReps (docs/product.md §2 /new-cat-reps, §5 Search, §7, §9):
 *
 *   GET /users?index={n}&pageSize=50&orderBy=id&sort=desc   New CatReps, newest first
 *   GET /users?name={q}&pageSize=10                          header search (prefix, any case)
 *
 * New CatReps leave out the caller and the CatReps already connected with them; each card says
 * whether a request is pending either way (`relation`: 'requested' | 'waiting' | null). Pages are
 * read with a cursor: pass the `X-Next-Cursor` header of a page as `cursor` for the next one
 * (`index` alone also works, for the spec's clients, at the cost of skipped reads).
 */
import { Router } from 'express';
import { USER_PAGE_SIZE, type RelationState } from '@catrep/model';
import { z } from 'zod';
import { requireViewer } from '../../http/caller.js';
import { parse } from '../../core/validate.js';
import { userCard } from '../../domain/serializers/users.js';
import { hiddenForViewer } from '../../store/blocks.js';
import { users } from '../../store/collections.js';
import { searchByName } from '../../store/name-search.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { relationStates } from '../../store/relations.js';

export const directoryRouter = Router();

const listQuery = z.object({
  name: z.string().trim().max(60).optional(),
  ...pageParams,
  pageSize: z.coerce.number().int().min(1).max(USER_PAGE_SIZE).optional().default(USER_PAGE_SIZE),
  orderBy: z.literal('id').optional(),
  sort: z.enum(['asc', 'desc']).optional(),
});

/** GET /users: search by name, or a page of New CatReps. */
directoryRouter.get('/users', async (req, res) => {
  const caller = requireViewer(req);
  const q = parse(listQuery, req.query);
  const { uids: hidden } = await hiddenForViewer(caller);
  if (q.name !== undefined) {
    res.json((await searchCatReps(q.name)).filter((card) => !hidden.has(card.id)));
    return;
  }
  const relations = caller.uid ? await relationStates(caller.uid) : new Map<string, RelationState>();
  const page = await newestFirstPage(users, q, q.pageSize);
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(
    page.docs
      .filter((d) => d.id !== caller.uid && relations.get(d.id) !== 'connected' && !hidden.has(d.id))
      .map((d) => ({ ...userCard(d), relation: relations.get(d.id) ?? null })),
  );
});

/** Up to 10 CatReps whose first or last name starts with `name` (any case); '' finds none. */
async function searchCatReps(name: string) {
  const found = await searchByName(users, name, (d) => `${d.firstname} ${d.lastname}`);
  return found.map(userCard);
}
