/**
 * Writing a cat's care entries (docs/product.md §7 Care; README "Care and the cat's days"): a new
 * entry, an edit and a deletion, each one guarded transaction (domain/guard.ts) that reads, in it,
 * the owner (active), the cat (theirs, not being deleted, alive: a Catchie's care history is kept
 * as it was) and the owner's time zone, checks the entry's date against the cat's birth, its death
 * and today where the owner lives, and only then writes. Everyone but the cat's owner gets 404, as
 * for a cat that is not there. What a vaccination or treatment stores for its reminders (`series`,
 * `remindOn`) is derived here; the daily run reads it (domain/daily/reminders.ts).
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  DEFAULT_TIME_ZONE,
  careDateProblem,
  careMessages,
  careSeries,
  isBeingDeleted,
  reminderDays,
  todayIn,
  type CareEntryDoc,
  type CareEntryRequest,
  type CatDoc,
} from '@catrep/model';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { accountRef, careEntries, cats, notifications } from '../../store/collections.js';
import { QUOTAS } from '../../store/throttles.js';
import { guarded, type Guard } from '../guard.js';

/**
 * Cat `catId` read in the guard's transaction for a care write by its owner: 404 when it is not
 * there, being deleted, or not the actor's; 403 'care-read-only' for a Catchie.
 */
async function ownLivingCat(g: Guard, catId: string): Promise<CatDoc> {
  const cat = (await g.tx.get(cats.doc(catId))).data();
  if (!cat || isBeingDeleted(cat) || cat.ownerId !== g.uid) throw notFound();
  if (!cat.alive) throw forbidden(careMessages.catchieReadOnly, 'care-read-only');
  return cat;
}

/** Today where CatRep `uid` lives (their stored time zone, UTC without one), read in `tx`. */
async function ownersToday(tx: Transaction, uid: string): Promise<string> {
  const zone = (await tx.get(accountRef(uid))).data()?.timeZone ?? DEFAULT_TIME_ZONE;
  return todayIn(zone);
}

/** The stored fields of `body` for cat `catId` of `ownerId`: the entry with its reminder fields. */
function storedOf(body: CareEntryRequest, catId: string, ownerId: string) {
  const series = careSeries(body);
  const nextDue = 'nextDue' in body ? body.nextDue : undefined;
  // Only the fields the body has: an optional one left out is not stored (no `undefined`).
  const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  return {
    ...(fields as CareEntryRequest),
    catId,
    ownerId,
    ...(series ? { series } : {}),
    ...(nextDue ? { remindOn: reminderDays(nextDue) } : {}),
  };
}

/** 400 with the first problem of `body`'s date for `cat` on the owner's `today`. */
function checkDate(body: CareEntryRequest, cat: CatDoc, today: string): void {
  const problem = careDateProblem(body.date, cat, today);
  if (problem) throw badRequest(problem);
}

/**
 * Owner `uid` adds `body` to cat `catId`'s care; resolves the new entry's id. Throws 404 for a cat
 * that is not theirs (or not there), 403 'care-read-only' for a Catchie, 400 for a date before the
 * cat's birth, after today where the owner lives, 429 past the care quota, and the guard's
 * refusals.
 */
export async function addCareEntry(uid: string, catId: string, body: CareEntryRequest): Promise<string> {
  const ref = careEntries.of(catId).doc();
  await guarded(
    uid,
    async (g) => {
      const [cat, today] = await Promise.all([ownLivingCat(g, catId), ownersToday(g.tx, uid)]);
      checkDate(body, cat, today);
      const doc: CareEntryDoc = {
        ...storedOf(body, catId, uid),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      };
      g.tx.create(ref, doc);
    },
    { quota: QUOTAS.care },
  );
  return ref.id;
}

/**
 * Owner `uid` replaces entry `entryId` of cat `catId` with `body` (another kind included). 404 for
 * an entry or cat that is not there or not theirs; otherwise as `addCareEntry`.
 */
export async function editCareEntry(
  uid: string,
  catId: string,
  entryId: string,
  body: CareEntryRequest,
): Promise<void> {
  const ref = careEntries.of(catId).doc(entryId);
  await guarded(uid, async (g) => {
    const [cat, today, entry] = await Promise.all([
      ownLivingCat(g, catId),
      ownersToday(g.tx, uid),
      g.tx.get(ref),
    ]);
    if (!entry.exists) throw notFound();
    checkDate(body, cat, today);
    g.tx.set(ref, {
      ...storedOf(body, catId, uid),
      createdAt: entry.data()!.createdAt,
      updatedAt: FieldValue.serverTimestamp(),
    } as CareEntryDoc);
  });
}

/**
 * Owner `uid` deletes entry `entryId` of cat `catId`, with the reminders it gave (they would lead
 * to nothing). 404 for an entry or cat that is not there or not theirs; 403 for a Catchie's.
 */
export async function deleteCareEntry(uid: string, catId: string, entryId: string): Promise<void> {
  const ref = careEntries.of(catId).doc(entryId);
  await guarded(uid, async (g) => {
    const [, entry] = await Promise.all([ownLivingCat(g, catId), g.tx.get(ref)]);
    if (!entry.exists) throw notFound();
    const reminders = await g.tx.get(
      notifications
        .of(uid)
        .where('subjectId', '>=', `${entryId}-`)
        .where('subjectId', '<', `${entryId}-\uf8ff`)
        .select(),
    );
    g.tx.delete(ref);
    for (const reminder of reminders.docs) g.tx.delete(reminder.ref);
  });
}

/**
 * The `subjectId` of entry `entryId`'s reminder at `stage` of its next due date `nextDue`
 * (`reminder_{entryId}-{nextDue}-{stage}`): one per stage and due date, so a run repeated writes
 * it once, and a due date changed later reminds again.
 */
export const reminderSubject = (entryId: string, nextDue: string, stage: string) =>
  `${entryId}-${nextDue}-${stage}`;
