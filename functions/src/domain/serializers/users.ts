/**
 * `users/{uid}` → the REST API's JSON (docs/product.md §3 User) and the summaries and cards other
 * documents and lists carry of a CatRep.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { UserCard, UserDoc, UserJson, UserSummary } from '@catrep/model';
import { dataOf } from '../../store/read.js';
import { iso } from './time.js';

/** The public JSON of `users/{uid}`; throws when the document does not exist. */
export function userJson(snap: DocumentSnapshot<UserDoc>): UserJson {
  const d = dataOf(snap);
  return {
    id: snap.id,
    firstname: d.firstname,
    lastname: d.lastname,
    gender: d.gender,
    country: d.country,
    city: d.city,
    profilePhoto: d.profilePhoto ?? null,
    status: d.status,
    catCount: d.catCount ?? 0,
    catchiesCount: d.catchiesCount ?? 0,
    createdAt: iso(d.createdAt),
  };
}

/** What lists show of a CatRep (denormalised into cats, posts and comments). */
export function userSummary(
  id: string,
  d: Pick<UserDoc, 'firstname' | 'lastname' | 'profilePhoto'>,
): UserSummary {
  return { id, firstname: d.firstname, lastname: d.lastname, profilePhoto: d.profilePhoto ?? null };
}

/** The card CatRep lists show (summary and place), e.g. in relation documents. */
export function userCard(snap: DocumentSnapshot<UserDoc>): UserCard {
  const d = dataOf(snap);
  return { ...userSummary(snap.id, d), country: d.country ?? null, city: d.city ?? '' };
}
