/**
 * Cat search (docs/product.md §5 Search, §7 Cats):
 *
 *   GET /cats/search?name={q}   up to 10 cats whose name has a word starting with q (any case)
 *
 * `GET /cats/{id}` (cats.ts) steps aside for `search`, so the routers may be mounted in any order.
 */
import { Router } from 'express';
import { z } from 'zod';
import { requireViewer } from '../../http/caller.js';
import { parse } from '../../core/validate.js';
import { catCard } from '../../domain/serializers/cats.js';
import { hiddenForViewer } from '../../store/blocks.js';
import { cats } from '../../store/collections.js';
import { searchByName } from '../../store/name-search.js';

export const catSearchRouter = Router();

const searchQuery = z.object({ name: z.string().trim().max(60).optional().default('') });

/** GET /cats/search?name={q}: cats by name prefix, with their owner; '' finds none. */
catSearchRouter.get('/cats/search', async (req, res) => {
  const caller = requireViewer(req);
  const [found, hidden] = await Promise.all([
    searchByName(cats, parse(searchQuery, req.query).name, (d) => d.name),
    hiddenForViewer(caller),
  ]);
  res.json(
    found
      .filter((d) => !hidden.uids.has(d.data().ownerId))
      .map((d) => {
        const cat = d.data();
        return { ...catCard(d.id, cat), alive: cat.alive, user: cat.owner };
      }),
  );
});
