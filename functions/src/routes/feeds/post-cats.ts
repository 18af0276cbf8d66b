/**
 * The cats a post names, from their owners' side (README "CatShare", "Who is in it?"):
 *
 *   DELETE /feeds/{id}/cats/{catId}   the cat's owner (or the post's author, or an admin) takes
 *                                     the cat out of the post; 200 with the post
 *
 * The author names cats with `POST /feeds` and `PUT /feeds/{id}` (./feeds.ts). Taking a cat out
 * is not an edit of the post: its `updatedAt` stays.
 */
import { Router } from 'express';
import { success } from '@catrep/model';
import { docId } from '../../core/validate.js';
import { requireVerified } from '../../http/caller.js';
import { takeCatOut } from '../../domain/feeds/post-cats.js';
import { feedJson } from '../../domain/serializers/feeds.js';
import { feeds } from '../../store/collections.js';
import { countsOf } from '../../store/counters.js';

export const postCatsRouter = Router();

/** DELETE /feeds/{id}/cats/{catId}: 404 when the post is gone or does not name the cat; 403 for anyone else. */
postCatsRouter.delete('/feeds/:id/cats/:catId', async (req, res) => {
  const caller = requireVerified(req);
  const id = docId(req.params.id);
  await takeCatOut(caller, id, docId(req.params.catId));
  const [post, counts] = await Promise.all([feeds.doc(id).get(), countsOf(id)]);
  res.json({ ...feedJson(post, counts), message: success.catRemovedFromPost });
});
