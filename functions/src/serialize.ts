/**
 * Firestore documents → the REST API's JSON (SPEC §3). Timestamps become ISO strings.
 */
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { CatDoc, CatJson, UserDoc, UserJson, UserSummary } from '@catrep/model';

const iso = (t: unknown) => (t ? (t as Timestamp).toDate().toISOString() : null);

/** The public JSON of `users/{uid}`. */
export function userJson(snap: DocumentSnapshot): UserJson {
  const d = snap.data() as UserDoc;
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

/** What lists show of a CatRep (denormalised into cats and posts). */
export function userSummary(
  id: string,
  d: Pick<UserDoc, 'firstname' | 'lastname' | 'profilePhoto'>,
): UserSummary {
  return { id, firstname: d.firstname, lastname: d.lastname, profilePhoto: d.profilePhoto ?? null };
}

/** The JSON of `cats/{catId}`; `isMine` when `viewerUid` owns it. */
export function catJson(snap: DocumentSnapshot, viewerUid?: string | null): CatJson {
  const d = snap.data() as CatDoc;
  const { owner, searchKeys: _keys, createdAt, ...rest } = d;
  return {
    id: snap.id,
    ...rest,
    user: owner,
    createdAt: iso(createdAt),
    isMine: viewerUid ? d.ownerId === viewerUid : false,
  };
}
