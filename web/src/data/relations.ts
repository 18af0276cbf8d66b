/**
 * The relations resource (docs/product.md §2 /cat-reps, /cat-rep-requests, /new-cat-reps; §4 Connection,
 * Lists; §7 Users): live `users/{uid}/relations/{otherUid}` documents through reactfire, the New
 * CatReps pages (REST, through the shared paged list) and the relation mutations (connect,
 * approve, and — README "Trust and safety" — end: withdraw, decline, disconnect).
 */
import { useMemo } from 'react';
import { collection, doc, documentId, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { USER_PAGE_SIZE, type RelationDoc, type RelationState, type UserCard } from '@catrep/model';
import { api, request } from '@/lib/api';
import { readConverter, useLiveQueries, type WithId } from '@/lib/firestore';
import { restPages, usePagedList, type PagedList, type RestPage } from '@/lib/usePagedList';

export type RelationWithId = WithId<RelationDoc>;

/** A New CatReps card: the CatRep and the caller's pending relation to them (REST). */
export type NewCatRep = UserCard & { relation: 'requested' | 'waiting' | null };

/** `users/{uid}/relations`: uid's side of each connection, with the other CatRep's card. */
const relations = (db: Firestore, uid: string) =>
  collection(db, 'users', uid || '-', 'relations').withConverter(readConverter<RelationDoc>());

/**
 * Live relation documents of `uid` in `state`, most recently changed first. Only the owner may
 * read 'requested' and 'waiting'; anyone signed in may read 'connected' (firestore.rules).
 */
export function useRelations(uid: string, state: RelationState) {
  const db = useFirestore();
  const q = useMemo(
    () => query(relations(db, uid), where('state', '==', state), orderBy('updatedAt', 'desc')),
    [db, uid, state],
  );
  return useFirestoreCollectionData(q);
}

/**
 * Live count of the requests waiting for `uid`'s approval (the top bar badge); `initial` (the
 * count `GET /users/user` gave) until the live one arrives, so the badge does not pop in later.
 */
export function useWaitingCount(uid: string, initial = 0): number {
  const waiting = useRelations(uid, 'waiting');
  return waiting.status === 'success' ? waiting.data.length : initial;
}

/**
 * Live map from other CatRep id to the signed-in CatRep's relation with them (all states): the
 * connect/approve/visit control of every list card reads from it.
 */
export function useMyRelationStates(uid: string): Map<string, RelationState> {
  const db = useFirestore();
  const all = useFirestoreCollectionData(useMemo(() => relations(db, uid), [db, uid]));
  return useMemo(
    () => new Map((all.status === 'success' ? all.data : []).map((r) => [r.id, r.state] as const)),
    [all.status, all.data],
  );
}

/**
 * Which of `authorIds` `uid` is connected with, live: one query per group of up to 30 of them on
 * uid's relations (`documentId() in`), so a list of posts reads the relations of the authors it
 * shows and never all of uid's connections (README "CatShare", the "Appears in" reads).
 */
export function useConnectedAmong(uid: string, authorIds: readonly string[]): Set<string> {
  const db = useFirestore();
  const others = uid ? [...new Set(authorIds)].filter((id) => id && id !== uid).sort() : [];
  const queries = [];
  for (let i = 0; i < others.length; i += 30) {
    queries.push(query(relations(db, uid), where(documentId(), 'in', others.slice(i, i + 30))));
  }
  const found = useLiveQueries(queries, `${uid}:${others.join(',')}`);
  return useMemo(
    () => new Set(found.data.flat().flatMap((r) => (r.state === 'connected' ? [r.id] : []))),
    [found.data],
  );
}

/** Live `users/{uid}/relations/{otherUid}`: uid's relation with one CatRep (profile header). */
export function useRelation(uid: string, otherUid: string) {
  const db = useFirestore();
  const ref = useMemo(() => doc(relations(db, uid), otherUid || '-'), [db, uid, otherUid]);
  return useFirestoreDocData(ref);
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

/** What `DELETE /users/{id}/relations` answers: the state that ended and the message to toast. */
export interface EndedRelation {
  state: null;
  ended: RelationState;
  message: string;
}

/**
 * `DELETE /users/{id}/relations`: ends whatever relation I have with {id} — withdraws my request
 * ('requested'), declines theirs ('waiting') or disconnects ('connected'). 404 when there is none.
 */
export const endRelation = (id: string) =>
  request<EndedRelation>('DELETE', `/users/${encodeURIComponent(id)}/relations`).then((r) => r.data);

/**
 * One page of New CatReps: `GET /users?index={n}&pageSize=50&orderBy=id&sort=desc[&cursor=…]`;
 * the next page's cursor comes in the `X-Next-Cursor` header (none after the last page).
 */
export async function fetchNewCatRepsPage(
  index: number,
  cursor: string | null,
): Promise<RestPage<NewCatRep>> {
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

const newCatRepKey = { key: (u: NewCatRep) => u.id };

/**
 * New CatReps page by page (docs/product.md §4 Lists, §9: 50 a page, newest first), each page requested
 * once. `fetchPage` is injectable for tests.
 */
export function useNewCatReps(fetchPage = fetchNewCatRepsPage): PagedList<NewCatRep> {
  const source = useMemo(() => restPages(fetchPage), [fetchPage]);
  return usePagedList(source, newCatRepKey);
}
