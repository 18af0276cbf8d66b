/**
 * The CatRep area's data (SPEC §2 profile, §7 Users): live profile documents from Firestore via
 * reactfire, and the profile mutations through the REST API.
 */
import { useMemo } from 'react';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import type { AccountDoc, PhotoRef, UserDoc, UserJson } from '@catrep/model';
import { api } from '@/api/client';

export type UserWithId = UserDoc & { id: string };

/** Live `users/{uid}` (public profile). */
export function useUserDoc(uid: string) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'users', uid || '-') as DocumentReference<UserWithId>, [db, uid]);
  return useFirestoreDocData(ref, { idField: 'id' });
}

/** Live `users/{uid}/private/account` (email, birthdate; owner only). */
export function useAccountDoc(uid: string) {
  const db = useFirestore();
  const ref = useMemo(
    () => doc(db, 'users', uid || '-', 'private', 'account') as DocumentReference<AccountDoc>,
    [db, uid],
  );
  return useFirestoreDocData(ref);
}

/** `PUT /users/{id}` with the settings body. */
export const saveSettings = (
  uid: string,
  body: { firstname: string; lastname: string; country: { id: string }; city: string },
) => api.put<UserJson>(`/users/${encodeURIComponent(uid)}`, body);

/** `PUT /users/{id}` with the password only. */
export const changePassword = (uid: string, password: string) =>
  api.put<{ message: string }>(`/users/${encodeURIComponent(uid)}`, { password });

/** `PUT /users/user/photo` (multipart `file`). */
export const uploadProfilePhoto = (file: File) =>
  api.upload<{ profilePhoto: PhotoRef }>('PUT', '/users/user/photo', file);
