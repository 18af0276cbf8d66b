/**
 * Cat endpoints (docs/product.md §7 Cats, §3 Cat, §4 Cat states): POST /cats, PUT /cats/{id},
 * GET /cats/{id}, GET /cats?userId={id}, GET /cats?breed= and ?country=&city= (README "Find cats
 * like yours"), PUT /cats/{id}/photo, DELETE /cats/{id}. The writes are
 * guarded transactions in domain/cats/cats.ts and domain/media/upload-photo.ts.
 */
import { Router } from 'express';
import {
  MAX_NAME_LENGTH,
  catPatch,
  catRequest,
  isBeingDeleted,
  serverMessages,
  success,
  validation,
  type CatDoc,
} from '@catrep/model';
import { z } from 'zod';
import { catsAlike } from '../../domain/cats/alike.js';
import { pageParams } from '../../store/pages.js';
import { reconcileDiaryItems } from '../../domain/feeds/diary-items.js';
import { createCat, editCat, startCatDeletion } from '../../domain/cats/cats.js';
import { requireVerified, requireViewer } from '../../http/caller.js';
import { badRequest, notFound } from '../../core/errors.js';
import { skipWhenParam } from '../../http/routes.js';
import { docId, parse } from '../../core/validate.js';
import { uploadOf } from '../../http/upload.js';
import { replaceOwnPhoto, type PhotoField } from '../../domain/media/upload-photo.js';
import { catJson } from '../../domain/serializers/cats.js';
import { requireReachable } from '../../store/blocks.js';
import { cats } from '../../store/collections.js';
import { dataOf, written } from '../../store/read.js';

export const catsRouter = Router();

/**
 * POST /cats: adds a cat for the signed-in, verified CatRep. 201 with the cat; 429 past the quotas
 * (domain/cats/cats.ts).
 */
catsRouter.post('/cats', async (req, res) => {
  const { uid } = requireVerified(req);
  const id = await createCat(uid, parse(catRequest, req.body));
  res.status(201).json(catJson(await written(cats.doc(id)), uid));
});

/**
 * PUT /cats/{id}: the owner edits a cat (marking it passed away moves it to Catchies); its diary's
 * CatShare items follow it (domain/cats/cats.ts `editCat`).
 */
catsRouter.put('/cats/:id', async (req, res) => {
  const { uid } = requireVerified(req);
  const patch = parse(catPatch, req.body);
  const id = docId(req.params.id);
  await editCat(uid, id, patch);
  res.json({ ...catJson(await written(cats.doc(id)), uid), message: success.catSaved });
});

/**
 * What GET /cats lists: one CatRep's cats (`userId`), or the living cats of a breed (`breed`) or a
 * place (`country`, perhaps `city`), paged (README "Find cats like yours").
 */
const listQuery = z.object({
  userId: z.string().min(1).max(128).optional(),
  alive: z.enum(['true', 'false']).optional(),
  breed: z.string().trim().min(1).max(MAX_NAME_LENGTH).optional(),
  country: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: validation.country }))
    .optional(),
  city: z.string().trim().max(MAX_NAME_LENGTH).optional(),
  ...pageParams,
});

/**
 * GET /cats?userId={id}[&alive=true|false]: a CatRep's cats, newest first.
 * GET /cats?breed={breed}&index={n} and GET /cats?country={id}[&city={city}]&index={n}: the living
 * cats of a breed or a place, newest first, CAT_LIST_PAGE_SIZE a page with `X-Next-Cursor`
 * (domain/cats/alike.ts).
 */
catsRouter.get('/cats', async (req, res) => {
  const caller = requireViewer(req);
  const q = parse(listQuery, req.query);
  const { userId } = q;
  if (!userId) {
    if (q.breed === undefined && q.country === undefined) throw badRequest(serverMessages.catListFilter);
    const alike = q.breed !== undefined ? { breed: q.breed } : { country: q.country!, city: q.city };
    const page = await catsAlike(caller, alike, q);
    if (page.next) res.set('X-Next-Cursor', page.next);
    res.json(page.cats);
    return;
  }
  await requireReachable(caller, userId);
  let query = cats.where('ownerId', '==', userId);
  if (q.alive) query = query.where('alive', '==', q.alive === 'true');
  const snap = await query.orderBy('createdAt', 'desc').get();
  res.json(snap.docs.filter((d) => !isBeingDeleted(d.data())).map((d) => catJson(d, caller.uid)));
});

/**
 * GET /cats/{id}: one cat, with isMine; guests may look. `search` is not an id (GET /cats/search
 * in ./search.ts), whichever router is mounted first.
 */
catsRouter.get('/cats/:id', skipWhenParam('id', 'search'), async (req, res) => {
  const caller = requireViewer(req);
  const snap = await cats.doc(docId(req.params.id)).get();
  if (!snap.exists || isBeingDeleted(dataOf(snap))) throw notFound();
  await requireReachable(caller, dataOf(snap).ownerId);
  res.json(catJson(snap, caller.uid));
});

/** A cat's photo is its `profilePhoto`, changed by its owner. */
const catPhoto: PhotoField<CatDoc> = {
  ownerOf: (cat) => cat.ownerId,
  photoOf: (cat) => cat.profilePhoto,
  saved: (profilePhoto) => ({ profilePhoto }),
  refuse: (cat) => {
    if (isBeingDeleted(cat)) throw notFound();
  },
};

/**
 * PUT /cats/{id}/photo (multipart `file`): the owner changes the cat's photo; its diary items in
 * CatShare show the new one (domain/feeds/diary-items.ts; the old photo is removed from the store).
 */
catsRouter.put('/cats/:id/photo', async (req, res) => {
  const { uid } = requireVerified(req);
  const ref = cats.doc(docId(req.params.id));
  const profilePhoto = await replaceOwnPhoto(uploadOf(req), uid, ref, catPhoto);
  await reconcileDiaryItems(ref.id);
  res.json({ profilePhoto, message: success.photoUploaded });
});

/**
 * DELETE /cats/{id}: the owner deletes a cat for good (README "Trust and safety", deleting a cat;
 * domain/cats/cats.ts `startCatDeletion`). From then on the API answers 404 for it, refuses
 * anything new attached to it, and firestore.rules refuse it to everyone but its owner; the
 * cleanup is the `catDeletionOnCat` trigger's. 200 `{ message }`, also when asked again while it
 * is under way; once it is gone, 404. 403 for another CatRep's cat.
 */
catsRouter.delete('/cats/:id', async (req, res) => {
  const { uid } = requireVerified(req);
  await startCatDeletion(uid, docId(req.params.id));
  res.json({ message: success.catDeleted });
});
