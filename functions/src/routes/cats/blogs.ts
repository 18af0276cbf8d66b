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
 * firestore.rules); only the cat's owner writes. Each entry has its CatShare item `feeds/{blogId}`
 * (domain/feeds/diary-items.ts), written with the entry in one batch or transaction. Previews are fetched
 * by triggers/link-preview.ts. An entry's item is created in a transaction that reads the cat, so
 * it never starts more visible than the diary (README, "Diary visibility under races").
 */
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  BLOG_PAGE_SIZE,
  DIARY_ENTRY_TYPE,
  MAX_BLOG_PHOTOS,
  blogRequest,
  diaryHiddenMessage,
  failure,
  firstLink,
  isBeingDeleted,
  success,
  type BlogContent,
  type BlogDoc,
} from '@catrep/model';
import { z } from 'zod';
import { db } from '../../core/firebase.js';
import { createDiaryItem, updateDiaryItem } from '../../domain/feeds/diary-items.js';
import { removeEntry } from '../../domain/feeds/remove.js';
import { requireVerified, requireViewer } from '../../http/caller.js';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { uploadOf } from '../../http/upload.js';
import { addAlbumPhoto } from '../../domain/media/album.js';
import { blogJson } from '../../domain/serializers/blogs.js';
import { requireReachable } from '../../store/blocks.js';
import { blogs, cats } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { ownCat, readCat, readOrNotFound } from '../../store/read.js';
import { QUOTAS, useQuota } from '../../store/throttles.js';
import { canRead } from '../../store/visibility.js';

export const blogsRouter = Router();

const listQuery = z.object(pageParams);

/** The stored content of `message`: its first link, and the preview kept while the link stays. */
function contentOf(message: string, previous?: BlogContent): BlogContent {
  const link = firstLink(message);
  return { message, link, preview: previous && previous.link === link ? previous.preview : null };
}

/** The owner's entry `blogId` of cat `catId`: 404 for a missing cat or entry, 403 for another's cat. */
async function ownEntry(uid: string, catId: string, blogId: string | undefined) {
  await ownCat(uid, catId);
  const ref = blogs.of(catId).doc(docId(blogId));
  return { ref, entry: await readOrNotFound(ref) };
}

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
  await ownCat(uid, catId);
  await useQuota(uid, QUOTAS.posts);
  const ref = blogs.of(catId).doc();
  const doc: BlogDoc = {
    catId,
    ownerId: uid,
    type: DIARY_ENTRY_TYPE,
    content: contentOf(body.content.message),
    files: [],
    hidden: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  // The cat is read in the same transaction: the item takes the diary's visibility as it is when
  // both documents are written, whatever change of diaryType runs at the same time.
  await db.runTransaction(async (tx) => {
    const cat = (await tx.get(cats.doc(catId))).data();
    if (!cat || cat.ownerId !== uid || isBeingDeleted(cat)) throw notFound();
    tx.create(ref, doc);
    createDiaryItem(tx, ref.id, doc, cat);
  });
  res.status(201).json({ ...blogJson(await ref.get()), message: success.diaryAdded });
});

/** POST /cats/{id}/blogs/{blogId}/files (multipart `file`): the owner adds a photo to an entry. */
blogsRouter.post('/cats/:id/blogs/:blogId/files', async (req, res) => {
  const { uid } = requireVerified(req);
  const catId = docId(req.params.id);
  const { ref, entry } = await ownEntry(uid, catId, req.params.blogId);
  const full = () => badRequest(failure.fileUpload, 'too-many-photos');
  if (entry.files.length >= MAX_BLOG_PHOTOS) throw full();
  await useQuota(uid, QUOTAS.uploads);
  // One prefix per photo: `{entry path}_{random id}_{width}.jpg`.
  const prefix = `${ref.path}_${blogs.of(catId).doc().id}`;
  await addAlbumPhoto(uploadOf(req), prefix, failure.fileUpload, (photo) =>
    db.runTransaction(async (tx) => {
      // The cat too: no photo joins an entry of a cat being deleted (DELETE /cats/{id}).
      const [entrySnap, catSnap] = await Promise.all([tx.get(ref), tx.get(cats.doc(catId))]);
      const entry = entrySnap.data();
      const cat = catSnap.data();
      if (!entry || !cat || isBeingDeleted(cat)) throw notFound();
      if (entry.files.length >= MAX_BLOG_PHOTOS) throw full();
      const files = [...entry.files, photo];
      tx.update(ref, { files, updatedAt: FieldValue.serverTimestamp() });
      updateDiaryItem(tx, ref.id, { ...entry, files });
    }),
  );
  res.status(201).json({ ...blogJson(await ref.get()), message: success.photoUploaded });
});

/** PUT /cats/{id}/blogs/{blogId} { type, content }: the owner edits the message (and its link). */
blogsRouter.put('/cats/:id/blogs/:blogId', async (req, res) => {
  const { uid } = requireVerified(req);
  const body = parse(blogRequest, req.body);
  const catId = docId(req.params.id);
  await ownCat(uid, catId);
  // The transaction reads the entry (404 when it is gone): no separate read before it.
  const ref = blogs.of(catId).doc(docId(req.params.blogId));
  await db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data();
    if (!entry) throw notFound();
    const content = contentOf(body.content.message, entry.content);
    tx.update(ref, { content, updatedAt: FieldValue.serverTimestamp() });
    updateDiaryItem(tx, ref.id, { ...entry, content });
  });
  res.json({ ...blogJson(await ref.get()), message: success.diaryEdited });
});

/** DELETE /cats/{id}/blogs/{blogId}: the owner deletes the entry; its photos leave the media store. */
blogsRouter.delete('/cats/:id/blogs/:blogId', async (req, res) => {
  const { uid } = requireVerified(req);
  const catId = docId(req.params.id);
  await ownCat(uid, catId);
  await removeEntry(catId, docId(req.params.blogId));
  res.json({ message: success.diaryDeleted });
});
