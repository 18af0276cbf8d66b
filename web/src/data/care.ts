/**
 * The care resource (docs/product.md §7 Care; README "Care and the cat's days"): a cat's care
 * entries, read live from `cats/{catId}/care` by its owner alone (firestore.rules) — the Care tab's
 * list newest date first, a page at a time, one kind or all, and the newest weights for the chart
 * — the CatRep's care settings `users/{uid}/private/care` (the weight unit), and the writes through
 * the REST API: entries, the unit, and the browser's time zone.
 */
import { useMemo } from 'react';
import { collection, doc, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import {
  CARE_PAGE_SIZE,
  careSettingsOf,
  WEIGHT_CHART_LIMIT,
  type CareEntryDoc,
  type CareEntryRequest,
  type CareKind,
  type CareSettingsDoc,
  type WeightFields,
  type WeightUnit,
} from '@catrep/model';
import { api, request } from '@/lib/api';
import { readConverter, type WithId } from '@/lib/firestore';
import { usePagedQuery, type PagedList } from '@/lib/usePagedList';

export type CareEntry = WithId<CareEntryDoc>;
export type WeightEntry = WithId<CareEntryDoc & WeightFields>;

const careEntries = (db: Firestore, catId: string) =>
  collection(db, 'cats', catId || '-', 'care').withConverter(readConverter<CareEntryDoc>());
const careSettingsRef = (db: Firestore, uid: string) =>
  doc(db, 'users', uid || '-', 'private', 'care').withConverter(readConverter<CareSettingsDoc>());

/** Newest date first; entries of one date by id (as the API pages them). */
const byDate = { key: (e: CareEntry) => e.id, order: (e: CareEntry) => Date.parse(e.date) };

/** The live, paged care entries of one of the CatRep's own cats, newest date first; `kind` narrows them. */
export function useCareEntries(catId: string, kind: CareKind | null): PagedList<CareEntry> {
  const db = useFirestore();
  const kindFilter = kind ? [where('kind', '==', kind)] : [];
  return usePagedQuery(
    query(careEntries(db, catId), ...kindFilter, orderBy('date', 'desc')),
    CARE_PAGE_SIZE,
    byDate,
  );
}

/** The newest weights of a cat (up to WEIGHT_CHART_LIMIT), oldest first, live: the chart's points. */
export function useWeights(catId: string) {
  const db = useFirestore();
  const q = useMemo(
    () =>
      query(
        careEntries(db, catId),
        where('kind', '==', 'weight'),
        orderBy('date', 'desc'),
        limit(WEIGHT_CHART_LIMIT),
      ),
    [db, catId],
  );
  const live = useFirestoreCollectionData(q);
  const weights = useMemo(() => [...((live.data ?? []) as WeightEntry[])].reverse(), [live.data]);
  return { status: live.status, weights };
}

/** The CatRep's weight unit, live (kilograms until they choose). */
export function useWeightUnit(uid: string): { status: string; unit: WeightUnit } {
  const db = useFirestore();
  const ref = useMemo(() => careSettingsRef(db, uid), [db, uid]);
  const live = useFirestoreDocData(ref);
  return { status: live.status, unit: careSettingsOf(live.data).weightUnit };
}

const carePath = (catId: string) => `/cats/${encodeURIComponent(catId)}/care`;

/** `POST /cats/{id}/care`: a new entry; resolves the API's `{ message }` with the entry. */
export const addCareEntry = (catId: string, body: CareEntryRequest) =>
  api.post<{ id: string; message: string }>(carePath(catId), body);

/** `PUT /cats/{id}/care/{entryId}`: the entry replaced. */
export const editCareEntry = (catId: string, entryId: string, body: CareEntryRequest) =>
  api.put<{ id: string; message: string }>(`${carePath(catId)}/${encodeURIComponent(entryId)}`, body);

/** `DELETE /cats/{id}/care/{entryId}`. */
export const deleteCareEntry = (catId: string, entryId: string) =>
  request<{ message: string }>('DELETE', `${carePath(catId)}/${encodeURIComponent(entryId)}`).then(
    (r) => r.data,
  );

/** `PUT /users/user/care-settings { weightUnit }`. */
export const saveWeightUnit = (weightUnit: WeightUnit) =>
  api.put<{ weightUnit: WeightUnit; message: string }>('/users/user/care-settings', { weightUnit });

/** `PUT /users/user/time-zone { timeZone }`: the CatRep's day follows this browser's time zone. */
export const saveTimeZone = (timeZone: string) =>
  api.put<{ timeZone: string }>('/users/user/time-zone', { timeZone });
