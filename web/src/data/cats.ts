/**
 * The cats resource (docs/product.md §2 My Cats, Catchies, CatID, /cat-mates; §3 Cat; §7 Cats): live
 * `cats/{catId}` documents and a cat's `mates` (its CatMates, written by the CatMates trigger)
 * through reactfire — one screen, one query — and the cat mutations through the REST API
 * (adding, editing, deleting).
 */
import { useMemo } from 'react';
import { collection, doc, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { CatCard, CatDoc, CatJson, catRequest, MateDoc, PhotoRef } from '@catrep/model';
import { restPages, usePagedList, type PagedList } from '@/lib/usePagedList';
import type { z } from 'zod';
import { api, request } from '@/lib/api';
import { readConverter, useLiveDocs, useLiveQueries, type WithId } from '@/lib/firestore';

export type CatWithId = WithId<CatDoc>;
export type MateWithId = WithId<MateDoc>;

const cats = (db: Firestore) => collection(db, 'cats').withConverter(readConverter<CatDoc>());
const mates = (db: Firestore, catId: string) =>
  collection(db, 'cats', catId || '-', 'mates').withConverter(readConverter<MateDoc>());

function useCatList(userId: string, alive: boolean) {
  const db = useFirestore();
  const q = useMemo(
    () =>
      query(
        cats(db),
        where('ownerId', '==', userId),
        where('alive', '==', alive),
        orderBy('createdAt', 'desc'),
      ),
    [db, userId, alive],
  );
  const list = useFirestoreCollectionData(q);
  // A cat being deleted (DELETE /cats/{id}) is gone at once, though its document stays until the
  // cleanup removes it: a rule cannot leave it out of a list query (README "Trust and safety").
  const data = list.data;
  const kept = useMemo(() => data?.filter((cat) => cat.deleting !== true), [data]);
  return data === kept ? list : { ...list, data: kept as CatWithId[] };
}

/** Live living cats of a CatRep, newest first (My Cats). */
export const useMyCats = (userId: string) => useCatList(userId, true);

/** Live passed-away cats of a CatRep, newest first (Catchies). */
export const useCatchies = (userId: string) => useCatList(userId, false);

/** Live `cats/{id}` (CatID); `data` is undefined when there is no such cat. */
export function useCat(id: string) {
  const db = useFirestore();
  const ref = useMemo(() => doc(cats(db), id || '-'), [db, id]);
  return useFirestoreDocData(ref);
}

/**
 * Which of the cats `catIds` are lost (docs/product.md §10): catId → the open report's id, live.
 * One listener per cat, shared with any other screen listening to the same cat.
 */
export function useLostAmong(catIds: readonly string[]): ReadonlyMap<string, string> {
  const db = useFirestore();
  const key = [...new Set(catIds)].sort().join(',');
  const refs = useMemo(() => (key ? key.split(',').map((id) => doc(cats(db), id)) : []), [db, key]);
  const live = useLiveDocs(refs);
  return useMemo(() => {
    const lost = new Map<string, string>();
    for (const ref of refs) {
      const reportId = live.get(ref.path)?.lost?.reportId;
      if (reportId) lost.set(ref.id, reportId);
    }
    return lost;
  }, [refs, live]);
}

/** Live CatMates of a cat (`cats/{catId}/mates`), by name; cats that passed away are removed by the backend. */
export function useCatMates(catId: string) {
  const db = useFirestore();
  const q = useMemo(() => query(mates(db, catId), orderBy('mate.name')), [db, catId]);
  return useFirestoreCollectionData(q);
}

/**
 * The CatMates of the cats `catIds` together, each once, by name, live — asked for only while
 * `enabled` (one query per cat on its `mates`; "Who is in it?" loads them when the CatRep asks,
 * README "CatShare"). Empty while disabled or loading.
 */
export function useMatesOfCats(catIds: readonly string[], enabled: boolean): CatCard[] {
  const db = useFirestore();
  const ids = enabled ? [...new Set(catIds)].sort() : [];
  const found = useLiveQueries(
    ids.map((id) => mates(db, id)),
    ids.join(','),
  );
  return useMemo(() => {
    const byId = new Map(found.data.flat().map((m) => [m.mate.id, m.mate] as const));
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [found.data]);
}

/** `POST /cats` (no id) or `PUT /cats/{id}` with a cat request body (model `catRequest`). */
export function saveCat(id: string | null, body: z.input<typeof catRequest>): Promise<CatJson> {
  return id ? api.put<CatJson>(`/cats/${encodeURIComponent(id)}`, body) : api.post<CatJson>('/cats', body);
}

/**
 * `DELETE /cats/{id}`: the owner deletes a cat for good, with everything of it (README "Trust and
 * safety", deleting a cat). Resolves `{ message }` once the cat is marked (its cleanup runs on the
 * server); rejects with the API's error (404 gone, 403 not yours).
 */
export const deleteCat = (id: string) =>
  request<{ message: string }>('DELETE', `/cats/${encodeURIComponent(id)}`).then((r) => r.data);

/** `PUT /cats/{id}/photo` (multipart `file`). */
export const uploadCatPhoto = (id: string, file: File) =>
  api.upload<{ profilePhoto: PhotoRef }>('PUT', `/cats/${encodeURIComponent(id)}/photo`, file);

/** Which cats like yours (README "Find cats like yours"): a breed (any spelling, or its key), or a place. */
export type CatsAlike = { breed: string } | { country: string; city?: string };

/** One page of `GET /cats?breed=` or `GET /cats?country=&city=`. */
async function fetchCatsAlike(alike: CatsAlike, index: number, cursor: string | null) {
  const params = new URLSearchParams(
    'breed' in alike
      ? { breed: alike.breed }
      : { country: alike.country, ...(alike.city ? { city: alike.city } : {}) },
  );
  params.set('index', String(index));
  if (cursor) params.set('cursor', cursor);
  const res = await request<CatJson[]>('GET', `/cats?${params.toString()}`);
  return { items: res.data ?? [], next: res.headers.get('X-Next-Cursor') };
}

const catKey = { key: (c: CatJson) => c.id };

/**
 * The living cats of a breed or a place, newest first, page by page (each asked for once): the
 * server leaves out cats a block stands between, and those of suspended or leaving CatReps. Mount
 * it with a `key` per breed or place.
 */
export function useCatsAlike(alike: CatsAlike): PagedList<CatJson> {
  const wanted = JSON.stringify(alike);
  const source = useMemo(
    () => restPages((index, cursor) => fetchCatsAlike(JSON.parse(wanted) as CatsAlike, index, cursor)),
    [wanted],
  );
  return usePagedList(source, catKey);
}
