/**
 * Saved posts (README "Find cats like yours"; domain/feeds/saved.ts):
 *
 *   PUT    /feeds/{id}/save          keep a post in one's Saved (again: nothing changes)
 *   DELETE /feeds/{id}/save          take it out (not saved: nothing changes)
 *   GET    /users/user/saved?index=  one's saved posts still in reach, newest save first,
 *                                    FEED_PAGE_SIZE saves a page; `X-Next-Cursor` for the next
 *
 * Saving is for verified CatReps (guests and unverified CatReps get the guest answer, as for a
 * like); the list is its CatRep's alone.
 */
import { Router } from 'express';
import { success } from '@catrep/model';
import { z } from 'zod';
import { docId, parse } from '../../core/validate.js';
import { requireCatRep, requireVerified } from '../../http/caller.js';
import { savedPage, savePost, unsavePost } from '../../domain/feeds/saved.js';
import { pageParams } from '../../store/pages.js';

export const savedRouter = Router();

/** PUT /feeds/{id}/save: `{ saved: true, message }`; 404 when the post is not there for the caller. */
savedRouter.put('/feeds/:id/save', async (req, res) => {
  const caller = requireVerified(req);
  await savePost(caller, docId(req.params.id));
  res.json({ saved: true, message: success.postSaved });
});

/** DELETE /feeds/{id}/save: `{ saved: false, message }`. */
savedRouter.delete('/feeds/:id/save', async (req, res) => {
  const caller = requireVerified(req);
  await unsavePost(caller.uid, docId(req.params.id));
  res.json({ saved: false, message: success.postUnsaved });
});

const pageQuery = z.object(pageParams);

/** GET /users/user/saved: one's saved posts, each as the feed answers it. */
savedRouter.get('/users/user/saved', async (req, res) => {
  const caller = requireCatRep(req);
  const page = await savedPage(caller, parse(pageQuery, req.query));
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(page.posts);
});
