/**
 * Writing cats (docs/product.md §7 Cats, §3 Cat, §4 Cat states; README "Trust and safety", deleting
 * a cat): a new cat, an edit and the start of a deletion, each in guarded transactions
 * (domain/guard.ts) that read the owner's profile and the cat. A cat with a deathdate has passed
 * away: `alive` is false and it lists under Catchies.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  catPatch,
  catRequest,
  expiredDiaryChanges,
  isBeingDeleted,
  matchKey,
  searchKeys,
  storedBreed,
  serverMessages,
  type CatDoc,
  type CatPatch,
  type CatRequest,
  type Country,
  type DiaryPending,
  type DiaryVisibility,
  type GoneCat,
} from '@catrep/model';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { parse } from '../../core/validate.js';
import { cats, users } from '../../store/collections.js';
import { findCountry } from '../../store/countries.js';
import { ownCat } from '../../store/read.js';
import { MAX_CATS_PER_CATREP, QUOTAS, quotaReached } from '../../store/throttles.js';
import { reconcileDiaryItems } from '../feeds/diary-items.js';
import { guarded } from '../guard.js';
import { userSummary } from '../serializers/users.js';

/**
 * The breed and city of a cat as stored (README "Find cats like yours"): a listed breed by the
 * list's name, any other as written, each with the key it is matched and listed by.
 */
function matchFields(breed: string, city: string) {
  return { ...storedBreed(breed), cityKey: matchKey(city) };
}

/** The stored fields of a cat request (country looked up, alive derived). */
async function catFields(body: CatRequest) {
  const country: Country | null = body.country ? await findCountry(body.country.id) : null;
  return {
    ...body,
    ...matchFields(body.breed, body.city),
    country,
    alive: body.deathdate === null,
    searchKeys: searchKeys(body.name),
  };
}

/**
 * The change on the owner's profile when cat `catId` goes from `before` (null: new) to `after`
 * alive-ness: its counts, and a cat in Catchies joins `goneCats` (passing away is never undone,
 * `edited`), so CatChat refuses its messages without reading it (UserDoc.goneCats).
 */
function ownerChange(catId: string, before: boolean | null, after: boolean) {
  const delta = { catCount: 0, catchiesCount: 0 };
  if (before !== null) delta[before ? 'catCount' : 'catchiesCount'] -= 1;
  delta[after ? 'catCount' : 'catchiesCount'] += 1;
  return {
    catCount: FieldValue.increment(delta.catCount),
    catchiesCount: FieldValue.increment(delta.catchiesCount),
    ...(after ? {} : { [`goneCats.${catId}`]: 'passedAway' satisfies GoneCat }),
  };
}

/**
 * CatRep `uid` adds the cat `body`: resolves its id. 429 past the quotas (50 an hour, 100 cats per
 * CatRep: each living cat multiplies the CatMates a connection writes); the guard's refusals.
 */
export async function createCat(uid: string, body: CatRequest): Promise<string> {
  const fields = await catFields(body);
  const ref = cats.doc();
  await guarded(
    uid,
    async ({ tx, profile }) => {
      const { catCount = 0, catchiesCount = 0 } = profile;
      if (catCount + catchiesCount >= MAX_CATS_PER_CATREP) throw quotaReached(`${MAX_CATS_PER_CATREP} cats`);
      const doc: CatDoc = {
        ...fields,
        profilePhoto: null,
        ownerId: uid,
        owner: userSummary(uid, profile),
        createdAt: FieldValue.serverTimestamp(),
      };
      tx.create(ref, doc);
      tx.update(users.doc(uid), ownerChange(ref.id, null, fields.alive));
    },
    { quota: QUOTAS.cats },
  );
  return ref.id;
}

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
async function ownCatAt(tx: Transaction, ref: DocumentReference<CatDoc>, uid: string): Promise<CatDoc> {
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
  return guarded(uid, async ({ tx }) => {
    const cat = await ownCatAt(tx, ref, uid);
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
  return guarded(uid, async ({ tx }) => {
    const cat = await ownCatAt(tx, ref, uid);
    const merged = edited(cat, patch);
    if (!change && merged.diaryType > cat.diaryType) return false;
    const alive = merged.deathdate === null;
    const update: Record<string, unknown> = {
      ...patch,
      ...(country !== undefined && { country }),
      ...(patch.name !== undefined && { searchKeys: searchKeys(merged.name) }),
      ...((patch.breed !== undefined || patch.city !== undefined) && matchFields(merged.breed, merged.city)),
      alive,
    };
    for (const key of [...expiredDiaryChanges(cat.diaryPending), ...(change ? [change] : [])]) {
      update[`diaryPending.${key}`] = FieldValue.delete();
    }
    tx.update(ref, update);
    if (cat.alive !== alive) tx.update(users.doc(uid), ownerChange(ref.id, cat.alive, alive));
    return true;
  });
}

/** Attempts of an edit that other edits keep overtaking before it answers 409. */
const EDIT_ATTEMPTS = 5;

/**
 * The owner `uid` edits cat `catId` with `patch` (marking it passed away moves it to Catchies).
 * Fields the patch leaves out keep their stored values. The diary's CatShare items follow the cat
 * (`reconcileDiaryItems`) and are never more visible than the diary, whatever runs at the same
 * time (README, "Diary visibility under races"):
 *   1. a change towards more privacy is announced on the cat first (`diaryPending`): from then on
 *      every item written takes at least the new privacy, and the existing items are made so;
 *   2. the cat takes its new fields and the announcement goes, in one transaction that refuses
 *      to make the diary more private than an announcement of this edit covers (then 1 again);
 *   3. the items are brought in line with the cat as it is then.
 * 404/403 for a cat gone or not theirs, 400 for a bad patch, 409 'aborted' when other edits keep
 * overtaking it; the guard's refusals.
 */
export async function editCat(uid: string, catId: string, patch: CatPatch): Promise<void> {
  const country: Country | null | undefined =
    patch.country === undefined ? undefined : patch.country && (await findCountry(patch.country.id));
  const ref = cats.doc(catId);
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
}

/**
 * The owner `uid` deletes cat `catId` for good: one guarded transaction marks it (`deleting`,
 * `deletedAt`), clears its search keys and counts it off its owner; the `catDeletionOnCat` trigger
 * does the rest (triggers/cat-deletion.ts). Asked again while it is under way, nothing more is
 * written. 404 when it is gone (or another's being deleted), 403 for another CatRep's cat.
 */
export async function startCatDeletion(uid: string, catId: string): Promise<void> {
  const ref = cats.doc(catId);
  await guarded(uid, async ({ tx }) => {
    const cat = (await tx.get(ref)).data();
    if (!cat || (isBeingDeleted(cat) && cat.ownerId !== uid)) throw notFound();
    if (cat.ownerId !== uid) throw forbidden();
    if (isBeingDeleted(cat)) return; // asked again: the job is under way
    tx.update(ref, { deleting: true, deletedAt: FieldValue.serverTimestamp(), searchKeys: [] });
    tx.update(users.doc(uid), {
      [cat.alive ? 'catCount' : 'catchiesCount']: FieldValue.increment(-1),
      [`goneCats.${ref.id}`]: 'deleting' satisfies GoneCat,
    });
  });
}
