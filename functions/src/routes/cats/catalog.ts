/**
 * CatAlog, a cat's album (docs/product.md §1 CatAlog, §3 File and cat URL entry, §7 Cats, §8 toasts):
 *
 *   GET    /cats/{id}/files?type={t}&index={n}[&cursor=…]   a page of photos (t 1) or YouTube
 *                                                          videos (t 2), newest first
 *   POST   /cats/{id}/files?type={t} (multipart)            a photo (t 1); a video upload (t 2)
 *                                                          is refused: 'temporarily limited'
 *   POST   /cats/{id}/urls { title, type: 2, catId, url }   a YouTube video
 *   DELETE /cats/{id}/files/{fileId}                        an entry, with its stored photo
 *
 * Anyone signed in reads an album (a cat that passed away keeps its album); only the cat's owner
 * writes it. The web client reads `cats/{catId}/files` live by `list` and `createdAt`.
 */
import { Router } from 'express';
import {
  ALBUM_PAGE_SIZE,
  FileType,
  catUrlRequest,
  failure,
  fileTypeQuery,
  serverMessages,
  success,
  youtubeId,
} from '@catrep/model';
import { z } from 'zod';
import { requireVerified, requireViewer } from '../../http/caller.js';
import { badRequest } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { uploadOf } from '../../http/upload.js';
import { addCatPhoto, addCatVideo, removeCatFile } from '../../domain/cats/catalog.js';
import { albumEntryJson, albumEntryJsonOf } from '../../domain/serializers/album.js';
import { requireReachable } from '../../store/blocks.js';
import { catFiles } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { ownCat, readCat } from '../../store/read.js';

export const catalogRouter = Router();

const typeQuery = z.object({ type: fileTypeQuery });

const listQuery = typeQuery.extend(pageParams);

/** GET /cats/{id}/files?type={t}&index={n}: a page of the album; `X-Next-Cursor` for the next. */
catalogRouter.get('/cats/:id/files', async (req, res) => {
  const caller = requireViewer(req);
  const q = parse(listQuery, req.query);
  const catId = docId(req.params.id);
  const list = q.type === FileType.photo ? 'photo' : 'youtube';
  const [cat, page] = await Promise.all([
    readCat(catId),
    newestFirstPage(catFiles.of(catId).where('list', '==', list), q, ALBUM_PAGE_SIZE),
  ]);
  await requireReachable(caller, cat.ownerId);
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(page.docs.map(albumEntryJson));
});

/** POST /cats/{id}/files?type=1 (multipart `file`, optional `title`): the owner adds a photo. */
catalogRouter.post('/cats/:id/files', async (req, res) => {
  const { uid } = requireVerified(req);
  const { type } = parse(typeQuery, req.query);
  const catId = docId(req.params.id);
  if (type === FileType.video) {
    // Not the owner's cat: 403/404 first, as for a photo (which addCatPhoto asks).
    await ownCat(uid, catId);
    throw badRequest(serverMessages.videoUploadLimited, 'video-upload-limited');
  }
  const { id, entry } = await addCatPhoto(uid, catId, uploadOf(req));
  res.status(201).json({ ...albumEntryJsonOf(id, entry), message: success.fileChanged });
});

/** POST /cats/{id}/urls { title, type: 2, catId, url }: the owner adds a YouTube video. */
catalogRouter.post('/cats/:id/urls', async (req, res) => {
  const { uid } = requireVerified(req);
  const body = parse(catUrlRequest, req.body);
  const catId = docId(req.params.id);
  if (body.catId && body.catId !== catId) throw badRequest(serverMessages.catMismatch);
  const videoId = youtubeId(body.url);
  if (!videoId) throw badRequest(failure.fileUpload);
  await ownCat(uid, catId);
  const { id, entry } = await addCatVideo(uid, catId, videoId, body.title);
  res.status(201).json({ ...albumEntryJsonOf(id, entry), message: success.youtubeAdded });
});

/** DELETE /cats/{id}/files/{fileId}: the owner deletes an entry; its photo leaves the media store. */
catalogRouter.delete('/cats/:id/files/:fileId', async (req, res) => {
  const { uid } = requireVerified(req);
  await removeCatFile(uid, docId(req.params.id), docId(req.params.fileId));
  res.json({ message: success.fileChanged });
});
