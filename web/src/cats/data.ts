/**
 * The cats area's data (SPEC §2 My Cats, Catchies, CatID; §7 Cats): live Firestore reads via
 * reactfire — one screen, one query — and cat mutations through the REST API.
 */
import { useMemo } from 'react';
import {
  collection,
  doc,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { catFormToRequest, type CatDoc, type CatJson, type MateDoc, type PhotoRef } from '@catrep/model';
import { api } from '@/api/client';
import type { CatFormValues } from './CatForm';

export type CatWithId = CatDoc & { id: string };

function useCatList(userId: string, alive: boolean) {
  const db = useFirestore();
  const q = useMemo(
    () =>
      query(
        collection(db, 'cats'),
        where('ownerId', '==', userId),
        where('alive', '==', alive),
        orderBy('createdAt', 'desc'),
      ) as Query<CatWithId>,
    [db, userId, alive],
  );
  return useFirestoreCollectionData(q, { idField: 'id' });
}

/** Live living cats of a CatRep, newest first (My Cats). */
export const useMyCats = (userId: string) => useCatList(userId, true);

/** Live passed-away cats of a CatRep, newest first (Catchies). */
export const useCatchies = (userId: string) => useCatList(userId, false);

/** Live `cats/{id}` (CatID). */
export function useCat(id: string) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'cats', id || '-') as DocumentReference<CatWithId>, [db, id]);
  return useFirestoreDocData(ref, { idField: 'id' });
}

export type MateWithId = MateDoc & { id: string };

/**
 * Live CatMates of a cat (`cats/{catId}/mates`, SPEC §2 /cat-mates), by name. Written by the
 * CatMates trigger; cats that passed away are removed by the backend.
 */
export function useCatMates(catId: string) {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, 'cats', catId || '-', 'mates'), orderBy('mate.name')) as Query<MateWithId>,
    [db, catId],
  );
  return useFirestoreCollectionData(q, { idField: 'id' });
}

/** `POST /cats` (no id) or `PUT /cats/{id}` with the cat form's values. */
export function saveCat(id: string | null, values: CatFormValues): Promise<CatJson> {
  const body = catFormToRequest(values);
  return id ? api.put<CatJson>(`/cats/${encodeURIComponent(id)}`, body) : api.post<CatJson>('/cats', body);
}

/** `PUT /cats/{id}/photo` (multipart `file`). */
export const uploadCatPhoto = (id: string, file: File) =>
  api.upload<{ profilePhoto: PhotoRef }>('PUT', `/cats/${encodeURIComponent(id)}/photo`, file);
