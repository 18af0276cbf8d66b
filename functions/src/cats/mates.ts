/**
 * CatMates lists (SPEC §1 CatMates, §2 /cat-mates, §7 Cats):
 *
 *   GET /cats/{id}/friends?index={n}   a page of 50 CatMates of a cat (living cats only)
 *
 * The mates themselves are written by the CatMates trigger (triggers/catmates.ts).
 */
import { Router } from 'express';
import { USER_PAGE_SIZE } from '@catrep/model';
import { z } from 'zod';
import { requireViewer } from '../http/caller.js';
import { docId, parse } from '../http/validate.js';
import { mates } from '../store/collections.js';
import { pageParams } from '../store/pages.js';

export const matesRouter = Router();

const pageQuery = z.object({ index: pageParams.index });

/** GET /cats/{id}/friends?index={n}: CatMates, by name. */
matesRouter.get('/cats/:id/friends', async (req, res) => {
  requireViewer(req);
  const { index } = parse(pageQuery, req.query);
  const snap = await mates
    .of(docId(req.params.id))
    .orderBy('mate.name')
    .offset(index * USER_PAGE_SIZE)
    .limit(USER_PAGE_SIZE)
    .get();
  res.json(snap.docs.map((d) => d.data().mate));
});
