/**
 * The users resource (docs/product.md §2 profile, §3 User, §7 Users): live `users/{uid}` and the owner-only
 * `users/{uid}/private/account` through reactfire, the current CatRep from `GET /users/user`, and
 * the profile mutations through the REST API.
 */
import { useMemo } from 'react';
import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import type { AccountDoc, CatJson, PhotoRef, UserDoc, UserJson } from '@catrep/model';
import { api, request } from '@/lib/api';
import { readConverter, type WithId } from '@/lib/firestore';

export type UserWithId = WithId<UserDoc>;

/** `users/{uid}`: the public profile. */
export const userRef = (db: Firestore, uid: string) =>
  doc(db, 'users', uid || '-').withConverter(readConverter<UserDoc>());

/** `users/{uid}/private/account`: email and birthdate, readable by the owner only. */
const accountRef = (db: Firestore, uid: string) =>
  doc(db, 'users', uid || '-', 'private', 'account').withConverter(readConverter<AccountDoc>());

/** What a screen of an unknown CatRep says (the profile's text, docs/product.md §2). */
export const CATREP_MISSING = 'This CatRep does not exist.';

/** Live `users/{uid}` (public profile); `data` is undefined when there is no such CatRep. */
export function useUserDoc(uid: string) {
  const db = useFirestore();
  const ref = useMemo(() => userRef(db, uid), [db, uid]);
  return useFirestoreDocData(ref);
}

/** Live `users/{uid}/private/account` (owner only). */
export function useAccountDoc(uid: string) {
  const db = useFirestore();
  const ref = useMemo(() => accountRef(db, uid), [db, uid]);
  return useFirestoreDocData(ref);
}

/**
 * `GET /users/user`: the signed-in CatRep enriched as docs/product.md §3 says (cats, friends,
 * waiting, unread chats).
 */
export interface Me extends UserJson {
  email: string;
  cats: CatJson[];
  friends: string[];
  waiting: string[];
  unreadChats: number;
  /** The time zone stored for the CatRep's day, null until a browser sent one (session/timeZone.ts). */
  timeZone?: string | null;
}

/** `GET /users/user`. */
export const fetchMe = () => api.get<Me>('/users/user');

/** `PUT /users/{id}` with the settings body. */
export const saveSettings = (
  uid: string,
  body: { firstname: string; lastname: string; country: { id: string }; city: string },
) => api.put<UserJson>(`/users/${encodeURIComponent(uid)}`, body);

/**
 * `PUT /users/{id}` with the new password and the current one (a proof beyond the session). The
 * server ends every session of the CatRep (README "Security") and answers a new one: the token in
 * the body and `X-Custom-Token`, as login does. 400 'The password is not correct' for a wrong
 * current password.
 */
export const changePassword = (uid: string, password: string, currentPassword: string) =>
  request<{ message: string; token: string }>('PUT', `/users/${encodeURIComponent(uid)}`, {
    password,
    currentPassword,
  });

/** `PUT /users/user/photo` (multipart `file`). */
export const uploadProfilePhoto = (file: File) =>
  api.upload<{ profilePhoto: PhotoRef }>('PUT', '/users/user/photo', file);
