/**
 * Reading one document that must be there: through the typed references of collections.ts the
 * data comes back typed, so callers need no casts.
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { isBeingDeleted, type CatDoc } from '@catrep/model';
import { forbidden, notFound } from '../core/errors.js';
import { cats } from './collections.js';

/** The data of a snapshot that must exist; throws a plain Error (a 500) when it does not. */
export function dataOf<T>(snap: DocumentSnapshot<T>): T {
  const data = snap.data();
  if (data === undefined) throw new Error(`${snap.ref.path} does not exist`);
  return data;
}

/**
 * A document a write just made or changed, read again to answer the request: HttpError 404
 * (docs/product.md §8 'Not found') when a deletion that landed after the write took it already —
 * a race the API answers as it would have a moment later, never a 500.
 */
export async function written<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
  const snap = await ref.get();
  if (!snap.exists) throw notFound();
  return snap;
}

/** The data of the document at `ref`; HttpError 404 (docs/product.md §8 'Not found') when there is none. */
export async function readOrNotFound<T>(ref: DocumentReference<T>): Promise<T> {
  const data = (await ref.get()).data();
  if (data === undefined) throw notFound();
  return data;
}

/**
 * The cat `catId`, dead or alive: 404 when there is no such cat or it is being deleted
 * (`isBeingDeleted`: gone for everyone from the moment DELETE /cats/{id} marks it).
 */
export async function readCat(catId: string): Promise<CatDoc> {
  const cat = await readOrNotFound(cats.doc(catId));
  if (isBeingDeleted(cat)) throw notFound();
  return cat;
}

/**
 * The cat `catId` of the caller `uid`, dead or alive: 404 when there is no such cat (or it is being
 * deleted), 403 when it is not theirs (with `refusal`'s message and code when given, e.g.
 * CatChat's 'not-your-cat').
 */
export async function ownCat(uid: string, catId: string, refusal?: { message: string; code: string }) {
  const cat = await readCat(catId);
  if (cat.ownerId !== uid) throw refusal ? forbidden(refusal.message, refusal.code) : forbidden();
  return cat;
}

/**
 * `ownCat` read in `tx` (a guarded write, domain/guard.ts): the cat `catId` of `uid`, dead or
 * alive, as the transaction sees it; 404 when it is gone or being deleted, 403 when it is not theirs.
 */
export async function ownCatIn(tx: Transaction, uid: string, catId: string): Promise<CatDoc> {
  const cat = (await tx.get(cats.doc(catId))).data();
  if (!cat || isBeingDeleted(cat)) throw notFound();
  if (cat.ownerId !== uid) throw forbidden();
  return cat;
}
