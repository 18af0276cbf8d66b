/**
 * Saved posts (README "Find cats like yours"): which of the posts on screen the reader saved, live
 * from their own `users/{uid}/saved` (the rules let its owner alone read it); saving and unsaving
 * through the REST API (`PUT` / `DELETE /feeds/{id}/save`); and the list of `/saved`, whose pages
 * come from `GET /users/user/saved` — the server leaves out what left the reader's reach — and
 * whose posts are then each listened to, so their counts and edits stay live as in the feed.
 */
import { useMemo } from 'react';
import { collection, documentId, onSnapshot, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { SavedDoc } from '@catrep/model';
import { api, request } from '@/lib/api';
import { readConverter } from '@/lib/firestore';
import { restPages, usePagedList, type PagedList } from '@/lib/usePagedList';
import { useLivePosts, type Post } from './feeds';
import { useIdsAmong } from './idsAmong';
import { useHidden } from './safety';

const savedOf = (db: Firestore, uid: string) =>
  collection(db, 'users', uid || '-', 'saved').withConverter(readConverter<SavedDoc>());

/**
 * Which of the posts `ids` `uid` saved: one live query of their saves per chunk of ids, made once
 * and released while all its posts are `far` off screen (`useIdsAmong`, as for likes). Nothing is
 * asked until the CatRep has saved a post (`useHidden().hasSaved`, from the `private/hidden` the
 * feed listens to anyway): most readers never pay a read for their saves.
 */
export function useSavedIds(
  uid: string,
  ids: string[],
  enabled: boolean,
  far: ReadonlySet<string> = NO_IDS,
): Set<string> {
  const db = useFirestore();
  const { hasSaved } = useHidden();
  return useIdsAmong(uid, ids, enabled && hasSaved, far, (chunk, put) =>
    onSnapshot(
      query(savedOf(db, uid), where(documentId(), 'in', chunk)),
      (snap) => put(snap.docs.map((d) => d.id)),
      () => put([]),
    ),
  );
}

const NO_IDS: ReadonlySet<string> = new Set();

/** The answer of saving and unsaving: whether the post is saved now, and the toast's message. */
export interface SaveAnswer {
  saved: boolean;
  message: string;
}

const savePath = (id: string) => `/feeds/${encodeURIComponent(id)}/save`;

/** `PUT /feeds/{id}/save`. */
export const savePost = (id: string) => api.put<SaveAnswer>(savePath(id));

/** `DELETE /feeds/{id}/save`. */
export const unsavePost = (id: string) =>
  request<SaveAnswer>('DELETE', savePath(id)).then((r) => r.data as SaveAnswer);

/** One page of `GET /users/user/saved`: the ids of the saved posts in reach, and the next cursor. */
async function fetchSavedPage(index: number, cursor: string | null) {
  const params = new URLSearchParams({ index: String(index) });
  if (cursor) params.set('cursor', cursor);
  const res = await request<{ id: string }[]>('GET', `/users/user/saved?${params.toString()}`);
  return { items: (res.data ?? []).map((p) => ({ id: p.id })), next: res.headers.get('X-Next-Cursor') };
}

const byId = { key: (p: { id: string }) => p.id };

/**
 * The reader's saved posts, newest save first, page by page (each page asked for once), every
 * post live with its counts. A post deleted or out of reach meanwhile drops out as the rules or
 * the post's removal say.
 */
export function useSavedPosts(): PagedList<Post> {
  const source = useMemo(() => restPages(fetchSavedPage), []);
  const pages = usePagedList(source, byId);
  const ids = useMemo(() => pages.items.map((p) => p.id), [pages.items]);
  const { posts, waiting } = useLivePosts(ids);
  const firstLoad = waiting && posts.length === 0;
  return {
    ...pages,
    items: posts,
    status: pages.status === 'success' && firstLoad ? 'loading' : pages.status,
    loadingMore: pages.loadingMore || (waiting && !firstLoad),
  };
}
