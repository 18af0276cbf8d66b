/**
 * Cat endpoints (docs/product.md §7 Cats, §3 Cat, §4 Cat states): POST /cats, PUT /cats/{id},
 * GET /cats/{id}, GET /cats?userId={id}, PUT /cats/{id}/photo, DELETE /cats/{id}. The writes are
 * guarded transactions in domain/cats/cats.ts and domain/media/upload-photo.ts.
 */
import { Router } from 'express';
import { catPatch, catRequest, isBeingDeleted, success, type CatDoc } from '@catrep/model';
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
import { dataOf } from '../../store/read.js';

export const catsRouter = Router();

/**
 * POST /cats: adds a cat for the signed-in, verified CatRep. 201 with the cat; 429 past the quotas
 * (domain/cats/cats.ts).
 */
catsRouter.post('/cats', async (req, res) => {
  const { uid } = requireVerified(req);
  const id = await createCat(uid, parse(catRequest, req.body));
  res.status(201).json(catJson(await cats.doc(id).get(), uid));
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
  res.json({ ...catJson(await cats.doc(id).get(), uid), message: success.catSaved });
});

/** GET /cats?userId={id}[&alive=true|false]: a CatRep's cats, newest first. */
catsRouter.get('/cats', async (req, res) => {
  const caller = requireViewer(req);
  const userId = req.query.userId;
  if (typeof userId !== 'string' || !userId || userId.length > 128) {
    throw badRequest('userId is required');
  }
  await requireReachable(caller, userId);
  let query = cats.where('ownerId', '==', userId);
  if (req.query.alive === 'true' || req.query.alive === 'false') {
    query = query.where('alive', '==', req.query.alive === 'true');
  }
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
