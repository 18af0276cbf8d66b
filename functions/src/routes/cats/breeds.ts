/**
 * Breed search (README "Find cats like yours"), for the header search and the breed picker:
 *
 *   GET /breeds?name={q}   up to 10 breeds with a word starting with q: the listed breeds
 *                          (model breeds.ts), then breeds CatReps wrote that the list lacks
 *
 * Each answers `{ key, name, listed }`: `key` is the breed's page (`/breeds/{key}`) and what
 * `GET /cats?breed=` matches. '' finds none.
 */
import { Router } from 'express';
import { z } from 'zod';
import { parse } from '../../core/validate.js';
import { requireViewer } from '../../http/caller.js';
import { breedsNamed } from '../../domain/cats/alike.js';

export const breedsRouter = Router();

const searchQuery = z.object({ name: z.string().trim().max(60).optional().default('') });

/** GET /breeds?name={q}. */
breedsRouter.get('/breeds', async (req, res) => {
  requireViewer(req);
  res.json(await breedsNamed(parse(searchQuery, req.query).name));
});
