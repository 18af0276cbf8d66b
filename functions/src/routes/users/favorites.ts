/**
 * My Favorites, a CatRep's favorite photos on the profile (docs/product.md §1, §2 /cat-rep About tab, §6
 * own profile, §7 Users files, §8 toasts):
 *
 *   GET    /users/{id}/files?index={n}[&cursor=…]   a page of {id}'s favorites, newest first
 *   POST   /users/files (multipart `file`, `title`)  the caller adds a favorite photo
 *   DELETE /users/files/{fileId}                     the caller deletes one of theirs
 *
 * Anyone signed in looks; a CatRep writes only their own (the path holds no one else's). The web
 * client reads `users/{uid}/favorites` live by `createdAt`.
 */
import { Router } from 'express';
import { ALBUM_PAGE_SIZE, success } from '@catrep/model';
import { z } from 'zod';
import { requireVerified, requireViewer } from '../../http/caller.js';
import { docId, parse } from '../../core/validate.js';
import { uploadOf } from '../../http/upload.js';
import { deleteAlbumEntry } from '../../domain/media/album.js';
import { addFavorite } from '../../domain/users/favorites.js';
import { albumEntryJson } from '../../domain/serializers/album.js';
import { requireReachable } from '../../store/blocks.js';
import { favorites, users } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { readOrNotFound, written } from '../../store/read.js';

export const favoritesRouter = Router();

const listQuery = z.object(pageParams);

/** GET /users/{id}/files?index={n}: a page of {id}'s favorites; `X-Next-Cursor` for the next. */
favoritesRouter.get('/users/:id/files', async (req, res) => {
  const caller = requireViewer(req);
  const q = parse(listQuery, req.query);
  const uid = docId(req.params.id);
  const [, page] = await Promise.all([
    readOrNotFound(users.doc(uid)),
    newestFirstPage(favorites.of(uid), q, ALBUM_PAGE_SIZE),
    requireReachable(caller, uid),
  ]);
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(page.docs.map(albumEntryJson));
});

/** POST /users/files (multipart `file`, optional `title`): a favorite photo of the caller. */
favoritesRouter.post('/users/files', async (req, res) => {
  const { uid } = requireVerified(req);
  const id = await addFavorite(uid, uploadOf(req));
  res
    .status(201)
    .json({ ...albumEntryJson(await written(favorites.of(uid).doc(id))), message: success.photoUploaded });
});

/** DELETE /users/files/{fileId}: the caller deletes a favorite; its photo leaves the media store. */
favoritesRouter.delete('/users/files/:fileId', async (req, res) => {
  const { uid } = requireVerified(req);
  await deleteAlbumEntry(favorites.of(uid).doc(docId(req.params.fileId)), uid);
  res.json({ message: success.photoDeleted });
});
