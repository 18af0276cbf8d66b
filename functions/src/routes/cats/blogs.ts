/**
 * CatBlog, a cat's diary (docs/product.md §1 CatBlog, §3 Diary entry, §4 Diary tab visibility, §7 Cats, §8):
 *
 *   GET    /cats/{id}/blogs?index={n}[&cursor=…]   a page of entries, newest first (canReadDiary)
 *   POST   /cats/{id}/blogs { type: 1, content }   a new entry (201); link preview follows by trigger
 *   POST   /cats/{id}/blogs/{blogId}/files         a photo (multipart `file`), MAX_BLOG_PHOTOS at most
 *   PUT    /cats/{id}/blogs/{blogId} { type, content }   edit the message
 *   DELETE /cats/{id}/blogs/{blogId}               the entry with its photos and CatShare item
 *
 * Who reads follows the cat's `diaryType` at the time of the request (`canRead`, the same rule as
 * firestore.rules); only the cat's owner writes, in guarded transactions (domain/cats/blogs.ts,
 * domain/feeds/remove.ts). Each entry has its CatShare item `feeds/{blogId}`
 * (domain/feeds/diary-items.ts), written with the entry. Previews are fetched by
 * triggers/link-preview.ts.
 */
import { Router, type Request } from 'express';
import { BLOG_PAGE_SIZE, blogRequest, diaryHiddenMessage, success } from '@catrep/model';
import { z } from 'zod';
import { addEntry, addEntryPhoto, editEntry } from '../../domain/cats/blogs.js';
import { removeEntry } from '../../domain/feeds/remove.js';
import { requireVerified, requireViewer } from '../../http/caller.js';
import { forbidden } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { uploadOf } from '../../http/upload.js';
import { blogJson } from '../../domain/serializers/blogs.js';
import { requireReachable } from '../../store/blocks.js';
import { blogs } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { readCat, written } from '../../store/read.js';
import { canRead } from '../../store/visibility.js';

export const blogsRouter = Router();

const listQuery = z.object(pageParams);

/** GET /cats/{id}/blogs?index={n}: a page of the diary; `X-Next-Cursor` for the next. */
blogsRouter.get('/cats/:id/blogs', async (req, res) => {
  const caller = requireViewer(req);
  const q = parse(listQuery, req.query);
  const catId = docId(req.params.id);
  const cat = await readCat(catId);
  await requireReachable(caller, cat.ownerId);
  if (!(await canRead(caller, { visibility: cat.diaryType, ownerId: cat.ownerId })))
    throw forbidden(diaryHiddenMessage(cat.diaryType), 'diary-hidden');
  const page = await newestFirstPage(blogs.of(catId), q, BLOG_PAGE_SIZE);
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(page.docs.map(blogJson));
});

/** POST /cats/{id}/blogs { type: 1, content }: the owner adds an entry; 201 with the entry. */
blogsRouter.post('/cats/:id/blogs', async (req, res) => {
  const { uid } = requireVerified(req);
  const body = parse(blogRequest, req.body);
  const catId = docId(req.params.id);
  const id = await addEntry(uid, catId, body.content.message);
  res.status(201).json({ ...blogJson(await written(blogs.of(catId).doc(id))), message: success.diaryAdded });
});

/** The cat and entry ids of a request. */
const idsOf = (req: Request) => ({
  catId: docId(req.params.id as string),
  blogId: docId(req.params.blogId as string),
});

/** POST /cats/{id}/blogs/{blogId}/files (multipart `file`): the owner adds a photo to an entry. */
blogsRouter.post('/cats/:id/blogs/:blogId/files', async (req, res) => {
  const { uid } = requireVerified(req);
  const { catId, blogId } = idsOf(req);
  await addEntryPhoto(uid, catId, blogId, uploadOf(req));
  res
    .status(201)
    .json({ ...blogJson(await written(blogs.of(catId).doc(blogId))), message: success.photoUploaded });
});

/** PUT /cats/{id}/blogs/{blogId} { type, content }: the owner edits the message (and its link). */
blogsRouter.put('/cats/:id/blogs/:blogId', async (req, res) => {
  const { uid } = requireVerified(req);
  const body = parse(blogRequest, req.body);
  const { catId, blogId } = idsOf(req);
  await editEntry(uid, catId, blogId, body.content.message);
  res.json({ ...blogJson(await written(blogs.of(catId).doc(blogId))), message: success.diaryEdited });
});

/** DELETE /cats/{id}/blogs/{blogId}: the owner deletes the entry; its photos leave the media store. */
blogsRouter.delete('/cats/:id/blogs/:blogId', async (req, res) => {
  const { uid } = requireVerified(req);
  const { catId, blogId } = idsOf(req);
  await removeEntry(catId, blogId, uid);
  res.json({ message: success.diaryDeleted });
});
