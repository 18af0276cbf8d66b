/**
 * "Appears in" on a CatID page (README "CatShare"):
 *
 *   GET /cats/{id}/feeds?index={n}   the public posts naming cat {id}, newest first,
 *                                    FEED_PAGE_SIZE a page; `X-Next-Cursor` for the next
 *
 * Posts naming a cat are shares, which are public (visibility 1) once they show at all: a photo
 * post still waiting for its first photo (3) is its author's alone and is left out, as the rules
 * leave it out of the client's live query of the same list. Posts of CatReps a block stands
 * between the caller and, or whom the caller muted, are left out as in the feed (README "Trust
 * and safety"); a cat whose owner blocked the caller answers 404, as its CatID does.
 */
import { Router } from 'express';
import { DiaryVisibility, FEED_PAGE_SIZE } from '@catrep/model';
import { z } from 'zod';
import { docId, parse } from '../../core/validate.js';
import { requireViewer } from '../../http/caller.js';
import { listedPosts } from '../../domain/feeds/listed.js';
import { requireReachable } from '../../store/blocks.js';
import { feeds } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { readCat } from '../../store/read.js';

export const appearsInRouter = Router();

const pageQuery = z.object(pageParams);

/** GET /cats/{id}/feeds: 404 for no such cat (or one being deleted, or whose owner blocked the caller). */
appearsInRouter.get('/cats/:id/feeds', async (req, res) => {
  const caller = requireViewer(req);
  const q = parse(pageQuery, req.query);
  const catId = docId(req.params.id);
  const [cat, page] = await Promise.all([
    readCat(catId),
    newestFirstPage(
      feeds.where('catIds', 'array-contains', catId).where('visibility', '==', DiaryVisibility.everyone),
      q,
      FEED_PAGE_SIZE,
    ),
  ]);
  await requireReachable(caller, cat.ownerId);
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(await listedPosts(caller, page.docs));
});
