/**
 * The connections area's data (SPEC §2 /cat-reps, /cat-rep-requests, /new-cat-reps; §4
 * Connection, Lists): live relation documents from Firestore via reactfire
 * (`users/{uid}/relations/{otherUid}`), the New CatReps pages and the relation mutations through
 * the REST API.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { USER_PAGE_SIZE, type RelationDoc, type RelationState, type UserCard } from '@catrep/model';
import { api, errorMessage, request } from '@/api/client';

export type RelationWithId = RelationDoc & { id: string };

/** A New CatReps card: the CatRep and the caller's pending relation to them (REST). */
export type NewCatRep = UserCard & { relation: 'requested' | 'waiting' | null };

const relations = (db: ReturnType<typeof useFirestore>, uid: string) =>
  collection(db, 'users', uid || '-', 'relations');

/**
 * Live relation documents of `uid` in `state`, most recently changed first. Only the owner may
 * read 'requested' and 'waiting'; anyone signed in may read 'connected' (firestore.rules).
 */
export function useRelations(uid: string, state: RelationState) {
  const db = useFirestore();
  const q = useMemo(
    () =>
      query(
        relations(db, uid),
        where('state', '==', state),
        orderBy('updatedAt', 'desc'),
      ) as Query<RelationWithId>,
    [db, uid, state],
  );
  return useFirestoreCollectionData(q, { idField: 'id' });
}

/** Live count of the requests waiting for `uid`'s approval (the top bar badge). */
export function useWaitingCount(uid: string): number {
  const waiting = useRelations(uid, 'waiting');
  return waiting.status === 'success' ? waiting.data.length : 0;
}

/**
 * Live map from other CatRep id to the signed-in CatRep's relation with them (all states): the
 * connect/approve/visit control of every list card reads from it.
 */
export function useMyRelationStates(uid: string): Map<string, RelationState> {
  const db = useFirestore();
  const q = useMemo(() => relations(db, uid) as Query<RelationWithId>, [db, uid]);
  const all = useFirestoreCollectionData(q, { idField: 'id' });
  return useMemo(
    () => new Map((all.status === 'success' ? all.data : []).map((r) => [r.id, r.state] as const)),
    [all.status, all.data],
  );
}

/** Live `users/{uid}/relations/{otherUid}`: uid's relation with one CatRep (profile header). */
export function useRelation(uid: string, otherUid: string) {
  const db = useFirestore();
  const ref = useMemo(
    () => doc(relations(db, uid), otherUid || '-') as DocumentReference<RelationWithId>,
    [db, uid, otherUid],
  );
  return useFirestoreDocData(ref, { idField: 'id' });
}

/** `POST /users/{id}/relations`: Connect. 'requested', or 'connected' when they had asked already. */
export const sendFriendRequest = (id: string) =>
  api.post<{ state: 'requested' | 'connected'; message?: string }>(
    `/users/${encodeURIComponent(id)}/relations`,
  );

/** `PUT /users/{id}/relations` `{ approved: true }`: Approve. */
export const approveFriendRequest = (id: string) =>
  api.put<{ state: 'connected'; message?: string }>(`/users/${encodeURIComponent(id)}/relations`, {
    approved: true,
  });

/** One page of New CatReps (`GET /users?index={n}&pageSize=50&orderBy=id&sort=desc[&cursor=…]`). */
export async function fetchNewCatRepsPage(
  index: number,
  cursor: string | null,
): Promise<{ items: NewCatRep[]; next: string | null }> {
  const params = new URLSearchParams({
    index: String(index),
    pageSize: String(USER_PAGE_SIZE),
    orderBy: 'id',
    sort: 'desc',
  });
  if (cursor) params.set('cursor', cursor);
  const res = await request<NewCatRep[]>('GET', `/users?${params.toString()}`);
  return { items: res.data ?? [], next: res.headers.get('X-Next-Cursor') };
}

export interface PagedList<T> {
  items: T[];
  loading: boolean;
  error: string | null;
  /** True once the last page arrived. */
  done: boolean;
  /** Asks for the next page; a no-op while one is loading, after the end, or after an error. */
  loadMore: () => void;
}

/**
 * New CatReps page by page (SPEC §4 Lists, §9: 50 a page, newest first). Each page (index) is
 * requested once: concurrent or repeated `loadMore` calls are ignored while one is in flight.
 * The first page loads on mount. `fetchPage` is injectable for tests.
 */
export function useNewCatReps(
  fetchPage: typeof fetchNewCatRepsPage = fetchNewCatRepsPage,
): PagedList<NewCatRep> {
  const [items, setItems] = useState<NewCatRep[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const next = useRef<{ index: number; cursor: string | null }>({ index: 0, cursor: null });
  const requested = useRef(new Set<number>());
  const inFlight = useRef(false);
  const ended = useRef(false);
  const alive = useRef(true);

  const loadMore = useCallback(() => {
    const { index, cursor } = next.current;
    if (inFlight.current || ended.current || requested.current.has(index)) return;
    requested.current.add(index);
    inFlight.current = true;
    setLoading(true);
    fetchPage(index, cursor).then(
      ({ items: page, next: nextCursor }) => {
        inFlight.current = false;
        if (!alive.current) return;
        setItems((prev) => {
          const seen = new Set(prev.map((u) => u.id));
          return [...prev, ...page.filter((u) => !seen.has(u.id))];
        });
        next.current = { index: index + 1, cursor: nextCursor };
        if (!nextCursor) {
          ended.current = true;
          setDone(true);
        }
        setLoading(false);
      },
      (e: unknown) => {
        inFlight.current = false;
        ended.current = true;
        if (!alive.current) return;
        setError(errorMessage(e));
        setLoading(false);
      },
    );
  }, [fetchPage]);

  useEffect(() => {
    alive.current = true;
    loadMore();
    return () => {
      alive.current = false;
    };
  }, [loadMore]);

  return { items, loading, error, done, loadMore };
}
