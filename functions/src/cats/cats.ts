/**
 * Cat endpoints (SPEC §7 Cats, §3 Cat, §4 Cat states): POST /cats, PUT /cats/{id},
 * GET /cats/{id}, GET /cats?userId={id}, PUT /cats/{id}/photo.
 * A cat with a deathdate has passed away: `alive` is false and it lists under Catchies.
 */
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { catRequest, searchKeys, success, type CatDoc, type CatRequest, type Country } from '@catrep/model';
import { db } from '../core/firebase.js';
import { syncDiaryItems } from '../feeds/diary-items.js';
import { requireVerified, requireViewer } from '../http/caller.js';
import { badRequest, notFound } from '../http/errors.js';
import { skipWhenParam } from '../http/routes.js';
import { docId, parse } from '../http/validate.js';
import { replaceOwnPhoto, type PhotoField } from '../media/upload-photo.js';
import { catJson } from '../serializers/cats.js';
import { userSummary } from '../serializers/users.js';
import { cats, users } from '../store/collections.js';
import { dataOf, ownCat } from '../store/read.js';
import { findCountry } from '../store/countries.js';
import { MAX_CATS_PER_CATREP, QUOTAS, quotaReached, useQuota } from '../store/throttles.js';

export const catsRouter = Router();

/** The stored fields of a cat request (country looked up, alive derived). */
async function catFields(body: CatRequest) {
  const country: Country | null = body.country ? await findCountry(body.country.id) : null;
  return { ...body, country, alive: body.deathdate === null, searchKeys: searchKeys(body.name) };
}

/** The counter change on the owner when a cat goes from `before` to `after` alive-ness. */
function countChange(before: boolean | null, after: boolean) {
  const delta = { catCount: 0, catchiesCount: 0 };
  if (before !== null) delta[before ? 'catCount' : 'catchiesCount'] -= 1;
  delta[after ? 'catCount' : 'catchiesCount'] += 1;
  return {
    catCount: FieldValue.increment(delta.catCount),
    catchiesCount: FieldValue.increment(delta.catchiesCount),
  };
}

/**
 * POST /cats: adds a cat for the signed-in, verified CatRep. 201 with the cat; 429 past the quotas
 * (50 an hour, 100 cats per CatRep: each living cat multiplies the CatMates a connection writes).
 */
catsRouter.post('/cats', async (req, res) => {
  const { uid } = requireVerified(req);
  const fields = await catFields(parse(catRequest, req.body));
  const ref = cats.doc();
  const ownerRef = users.doc(uid);
  await useQuota(uid, QUOTAS.cats);
  await db.runTransaction(async (tx) => {
    const owner = await tx.get(ownerRef);
    if (!owner.exists) throw notFound();
    const { catCount = 0, catchiesCount = 0 } = dataOf(owner);
    if (catCount + catchiesCount >= MAX_CATS_PER_CATREP) throw quotaReached(`${MAX_CATS_PER_CATREP} cats`);
    const doc: CatDoc = {
      ...fields,
      profilePhoto: null,
      ownerId: uid,
      owner: userSummary(uid, dataOf(owner)),
      createdAt: FieldValue.serverTimestamp(),
    };
    tx.create(ref, doc);
    tx.update(ownerRef, countChange(null, fields.alive));
  });
  res.status(201).json(catJson(await ref.get(), uid));
});

/**
 * PUT /cats/{id}: the owner edits a cat (marking it passed away moves it to Catchies). Its diary
 * items in CatShare take a new `diaryType` and name (feeds/diary-items.ts): before the cat when the
 * diary becomes more private, after it otherwise, so no item is ever more visible than the diary.
 */
catsRouter.put('/cats/:id', async (req, res) => {
  const { uid } = requireVerified(req);
  const fields = await catFields(parse(catRequest, req.body));
  const ref = cats.doc(docId(req.params.id));
  const before = await ownCat(uid, ref.id);
  const after: CatDoc = { ...before, ...fields };
  const morePrivate = after.diaryType > before.diaryType;
  if (morePrivate) await syncDiaryItems(ref.id, before, after);
  await db.runTransaction(async (tx) => {
    const cat = (await tx.get(ref)).data();
    if (!cat) throw notFound();
    tx.update(ref, fields);
    if (cat.alive !== fields.alive) tx.update(users.doc(uid), countChange(cat.alive, fields.alive));
  });
  if (!morePrivate) await syncDiaryItems(ref.id, before, after);
  res.json({ ...catJson(await ref.get(), uid), message: success.catSaved });
});

/** GET /cats?userId={id}[&alive=true|false]: a CatRep's cats, newest first. */
catsRouter.get('/cats', async (req, res) => {
  const caller = requireViewer(req);
  const userId = req.query.userId;
  if (typeof userId !== 'string' || !userId || userId.length > 128) {
    throw badRequest('userId is required');
  }
  let query = cats.where('ownerId', '==', userId);
  if (req.query.alive === 'true' || req.query.alive === 'false') {
    query = query.where('alive', '==', req.query.alive === 'true');
  }
  const snap = await query.orderBy('createdAt', 'desc').get();
  res.json(snap.docs.map((d) => catJson(d, caller.uid)));
});

/**
 * GET /cats/{id}: one cat, with isMine; guests may look. `search` is not an id (GET /cats/search
 * in ./search.ts), whichever router is mounted first.
 */
catsRouter.get('/cats/:id', skipWhenParam('id', 'search'), async (req, res) => {
  const caller = requireViewer(req);
  const snap = await cats.doc(docId(req.params.id)).get();
  if (!snap.exists) throw notFound();
  res.json(catJson(snap, caller.uid));
});

/** A cat's photo is its `profilePhoto`, changed by its owner. */
const catPhoto: PhotoField<CatDoc> = {
  ownerOf: (cat) => cat.ownerId,
  photoOf: (cat) => cat.profilePhoto,
  saved: (profilePhoto) => ({ profilePhoto }),
};

/**
 * PUT /cats/{id}/photo (multipart `file`): the owner changes the cat's photo; its diary items in
 * CatShare show the new one (feeds/diary-items.ts; the old photo is removed from the store).
 */
catsRouter.put('/cats/:id/photo', async (req, res) => {
  const { uid } = requireVerified(req);
  const ref = cats.doc(docId(req.params.id));
  const before = await ownCat(uid, ref.id);
  const profilePhoto = await replaceOwnPhoto(req, uid, ref, catPhoto);
  await syncDiaryItems(ref.id, before, { ...before, profilePhoto });
  res.json({ profilePhoto, message: success.photoUploaded });
});
