/**
 * CatMates lists (docs/product.md §1 CatMates, §2 /cat-mates, §7 Cats):
 *
 *   GET /cats/{id}/friends?index={n}   a page of 50 CatMates of a cat (living cats only)
 *
 * The mates themselves are written by the CatMates trigger (triggers/catmates.ts).
 */
import { Router } from 'express';
import { USER_PAGE_SIZE } from '@catrep/model';
import { z } from 'zod';
import { requireViewer } from '../../http/caller.js';
import { docId, parse } from '../../core/validate.js';
import { hiddenForViewer, requireReachable } from '../../store/blocks.js';
import { mates } from '../../store/collections.js';
import { readCat } from '../../store/read.js';
import { pageParams } from '../../store/pages.js';

export const matesRouter = Router();

const pageQuery = z.object({ index: pageParams.index });

/** GET /cats/{id}/friends?index={n}: CatMates, by name. */
matesRouter.get('/cats/:id/friends', async (req, res) => {
  const caller = requireViewer(req);
  const { index } = parse(pageQuery, req.query);
  const catId = docId(req.params.id);
  const [cat, snap, hidden] = await Promise.all([
    readCat(catId),
    mates
      .of(catId)
      .orderBy('mate.name')
      .offset(index * USER_PAGE_SIZE)
      .limit(USER_PAGE_SIZE)
      .get(),
    hiddenForViewer(caller),
  ]);
  await requireReachable(caller, cat.ownerId);
  res.json(snap.docs.map((d) => d.data().mate).filter((mate) => !hidden.uids.has(mate.ownerId)));
});
