/**
 * Likes (docs/product.md §7 `POST /feeds/{id}/likes`, §8 'Problem occured during adding like.'):
 *
 *   POST /feeds/{id}/likes          toggles the caller's like; answers the new count
 *                                   (domain/feeds/likes.ts, one guarded transaction)
 *   GET  /feeds/{id}/likes?index=n  who liked, newest first
 */
import { Router } from 'express';
import { LIKERS_PAGE_SIZE } from '@catrep/model';
import { z } from 'zod';
import { requireVerified, requireViewer } from '../../http/caller.js';
import { notFound } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { hiddenForViewer } from '../../store/blocks.js';
import { feeds, likes, users } from '../../store/collections.js';
import { readOrNotFound } from '../../store/read.js';
import { isThereFor, toggleLike } from '../../domain/feeds/likes.js';
import { userCard } from '../../domain/serializers/users.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';

export const likesRouter = Router();

/** POST /feeds/{id}/likes: toggles the caller's like; answers the post's like count. */
likesRouter.post('/feeds/:id/likes', async (req, res) => {
  res.json(await toggleLike(requireVerified(req), docId(req.params.id)));
});

const likersQuery = z.object(pageParams);

/**
 * GET /feeds/{id}/likes?index={n} (or `cursor`): who liked the post, newest like first,
 * LIKERS_PAGE_SIZE a page, as CatRep cards (photo, name, place); `X-Next-Cursor` for the next page.
 * For everyone who may read the post (guests too); 404 otherwise, as for a missing post. CatReps a
 * block stands between with the caller, and suspended or leaving ones, are left out (a page may
 * then be shorter than the page size while more follow). Reads: the post, the page's likes, their
 * profiles (at once).
 */
likesRouter.get('/feeds/:id/likes', async (req, res) => {
  const caller = requireViewer(req);
  const ref = feeds.doc(docId(req.params.id));
  const q = parse(likersQuery, req.query);
  if (!(await isThereFor(caller, await readOrNotFound(ref)))) throw notFound();
  const [page, hidden] = await Promise.all([
    newestFirstPage(likes.of(ref.id), q, LIKERS_PAGE_SIZE),
    hiddenForViewer(caller),
  ]);
  if (page.next) res.set('X-Next-Cursor', page.next);
  const likers = page.docs.map((d) => d.id).filter((uid) => !hidden.uids.has(uid));
  const profiles = await Promise.all(likers.map((uid) => users.doc(uid).get()));
  const shown = profiles.filter((p) => {
    const profile = p.data();
    return profile && profile.suspended !== true && profile.deleting !== true;
  });
  res.json(shown.map((p) => userCard(p)));
});
