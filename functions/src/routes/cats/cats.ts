/**
 * Cat endpoints (docs/product.md §7 Cats, §3 Cat, §4 Cat states): POST /cats, PUT /cats/{id},
 * GET /cats/{id}, GET /cats?userId={id}, PUT /cats/{id}/photo.
 * A cat with a deathdate has passed away: `alive` is false and it lists under Catchies.
 */
import { Router } from 'express';
import { randomBytes } from 'node:crypto';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  catPatch,
  catRequest,
  expiredDiaryChanges,
  isBeingDeleted,
  searchKeys,
  serverMessages,
  success,
  type CatDoc,
  type CatPatch,
  type CatRequest,
  type Country,
  type DiaryPending,
  type DiaryVisibility,
} from '@catrep/model';
import { db } from '../../core/firebase.js';
import { reconcileDiaryItems } from '../../domain/feeds/diary-items.js';
import { requireVerified, requireViewer } from '../../http/caller.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { skipWhenParam } from '../../http/routes.js';
import { docId, parse } from '../../core/validate.js';
import { uploadOf } from '../../http/upload.js';
import { replaceOwnPhoto, type PhotoField } from '../../domain/media/upload-photo.js';
import { catJson } from '../../domain/serializers/cats.js';
import { userSummary } from '../../domain/serializers/users.js';
import { requireReachable } from '../../store/blocks.js';
import { cats, users } from '../../store/collections.js';
import { dataOf, ownCat } from '../../store/read.js';
import { findCountry } from '../../store/countries.js';
import { MAX_CATS_PER_CATREP, QUOTAS, quotaReached, useQuota } from '../../store/throttles.js';

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

/** The fields a cat body may carry (model `catPatch`), in the order of the schema. */
const BODY_FIELDS = Object.keys(catPatch.shape) as (keyof CatPatch & keyof CatDoc)[];

/** The request body a stored cat would be (to merge a PUT's fields into). */
function requestOf(cat: CatDoc) {
  const fields = Object.fromEntries(BODY_FIELDS.map((key) => [key, cat[key]]));
  return { ...fields, country: cat.country && { id: cat.country.id } };
}

/**
 * The stored cat `cat` with the fields `patch` sets, checked as a whole (a death no earlier than
 * the birth, …): 400 with the first message otherwise. Passing away is not undone: a cat in
 * Catchies keeps a death date (400 'A cat that passed away stays in Catchies').
 */
function edited(cat: CatDoc, patch: CatPatch): CatRequest {
  const merged = parse(catRequest, { ...requestOf(cat), ...patch });
  if (!cat.alive && merged.deathdate === null)
    throw badRequest(serverMessages.staysInCatchies, 'stays-in-catchies');
  return merged;
}

/**
 * The owner's cat at `ref`, read in `tx`: 404 when it is gone or being deleted, 403 when it is not
 * theirs.
 */
async function ownCatIn(tx: Transaction, ref: DocumentReference<CatDoc>, uid: string): Promise<CatDoc> {
  const cat = (await tx.get(ref)).data();
  if (!cat || isBeingDeleted(cat)) throw notFound();
  if (cat.ownerId !== uid) throw forbidden();
  return cat;
}

/**
 * Announces on cat `ref` that its diary becomes `to` (more private than its `diaryType` now), as
 * `diaryPending[change]`: from then on every diary item written takes at least `to`. Answers
 * false, writing nothing, when the diary is already at least that private.
 */
async function announceDiaryChange(
  ref: DocumentReference<CatDoc>,
  uid: string,
  to: DiaryVisibility,
  change: string,
) {
  return db.runTransaction(async (tx) => {
    const cat = await ownCatIn(tx, ref, uid);
    if (to <= cat.diaryType) return false;
    const pending: DiaryPending = { to, at: Date.now() };
    tx.update(ref, { [`diaryPending.${change}`]: pending });
    return true;
  });
}

/**
 * Writes `patch` into cat `ref` in one transaction (with the owner's counts when the cat passes
 * away), ending the announcement `change` when there is one. Answers false, writing nothing, when
 * the patch would make the diary more private than its items are known to be — no announcement
 * of this edit covers it (another edit lowered the diary meanwhile): announce, then try again.
 */
async function applyCatEdit(
  ref: DocumentReference<CatDoc>,
  uid: string,
  patch: CatPatch,
  country: Country | null | undefined,
  change: string | null,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const cat = await ownCatIn(tx, ref, uid);
    const merged = edited(cat, patch);
    if (!change && merged.diaryType > cat.diaryType) return false;
    const alive = merged.deathdate === null;
    const update: Record<string, unknown> = {
      ...patch,
      ...(country !== undefined && { country }),
      ...(patch.name !== undefined && { searchKeys: searchKeys(merged.name) }),
      alive,
    };
    for (const key of [...expiredDiaryChanges(cat.diaryPending), ...(change ? [change] : [])]) {
      update[`diaryPending.${key}`] = FieldValue.delete();
    }
    tx.update(ref, update);
    if (cat.alive !== alive) tx.update(users.doc(uid), countChange(cat.alive, alive));
    return true;
  });
}

/** Attempts of an edit that other edits keep overtaking before it answers 409. */
const EDIT_ATTEMPTS = 5;

/**
 * PUT /cats/{id}: the owner edits a cat (marking it passed away moves it to Catchies). Fields the
 * body leaves out keep their stored values. The diary's CatShare items follow the cat
 * (`reconcileDiaryItems`) and are never more visible than the diary, whatever runs at the same
 * time (README, "Diary visibility under races"):
 *   1. a change towards more privacy is announced on the cat first (`diaryPending`): from then on
 *      every item written takes at least the new privacy, and the existing items are made so;
 *   2. the cat takes its new fields and the announcement goes, in one transaction that refuses
 *      to make the diary more private than an announcement of this edit covers (then 1 again);
 *   3. the items are brought in line with the cat as it is then.
 */
catsRouter.put('/cats/:id', async (req, res) => {
  const { uid } = requireVerified(req);
  const patch = parse(catPatch, req.body);
  const country: Country | null | undefined =
    patch.country === undefined ? undefined : patch.country && (await findCountry(patch.country.id));
  const ref = cats.doc(docId(req.params.id));
  edited(await ownCat(uid, ref.id), patch); // a 400 before anything is written
  let applied = false;
  for (let attempt = 1; !applied && attempt <= EDIT_ATTEMPTS; attempt++) {
    const change = `c${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
    const announced =
      patch.diaryType !== undefined && (await announceDiaryChange(ref, uid, patch.diaryType, change));
    try {
      if (announced) await reconcileDiaryItems(ref.id);
      applied = await applyCatEdit(ref, uid, patch, country, announced ? change : null);
    } catch (e) {
      // The edit was refused: the announcement goes, and the items return to the diary's visibility.
      if (announced) {
        await ref.update({ [`diaryPending.${change}`]: FieldValue.delete() }).catch(() => undefined);
        await reconcileDiaryItems(ref.id);
      }
      throw e;
    }
  }
  if (!applied) throw conflict(serverMessages.editOvertaken, 'aborted');
  if (patch.diaryType !== undefined || patch.name !== undefined) await reconcileDiaryItems(ref.id);
  res.json({ ...catJson(await ref.get(), uid), message: success.catSaved });
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
 * DELETE /cats/{id}: the owner deletes a cat for good (README "Trust and safety", deleting a cat).
 * One transaction marks it (`deleting`, `deletedAt`), clears its search keys and counts it off its
 * owner (`catCount` or `catchiesCount`); from then on the API answers 404 for it, refuses anything
 * new attached to it, and firestore.rules refuse it to everyone but its owner. The cleanup —
 * album, diary and CatShare items, CatMates, chats, notifications, media, then the document — is
 * the job of the `catDeletionOnCat` trigger (triggers/cat-deletion.ts, retried until it is done),
 * so it survives a crash of this request or of the job itself. 200 `{ message }`; a DELETE of a
 * cat already being deleted answers the same and writes nothing; once it is gone, 404. 403 for
 * another CatRep's cat (404 while it is being deleted), 401/403 for guests and unverified CatReps.
 */
catsRouter.delete('/cats/:id', async (req, res) => {
  const { uid } = requireVerified(req);
  const ref = cats.doc(docId(req.params.id));
  await db.runTransaction(async (tx) => {
    const cat = (await tx.get(ref)).data();
    if (!cat || (isBeingDeleted(cat) && cat.ownerId !== uid)) throw notFound();
    if (cat.ownerId !== uid) throw forbidden();
    if (isBeingDeleted(cat)) return; // asked again: the job is under way
    tx.update(ref, { deleting: true, deletedAt: FieldValue.serverTimestamp(), searchKeys: [] });
    tx.update(users.doc(uid), { [cat.alive ? 'catCount' : 'catchiesCount']: FieldValue.increment(-1) });
  });
  res.json({ message: success.catDeleted });
});
