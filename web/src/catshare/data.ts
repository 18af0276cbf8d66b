/**
 * CatShare's data (SPEC §1 CatShare, §3 Feed item and Comment, §7 Feed): live Firestore reads and
 * the REST mutations.
 *
 * The feed is read page by page, each page requested once (one live query of FEED_PAGE_SIZE):
 * the first page is `orderBy(createdAt desc) limit 10` and stays live, so new posts arrive in it;
 * each further page starts after the oldest post shown when it was asked for. A post that a newer
 * one pushes out of the live first page keeps its place (its last known copy) so nobody loses
 * their place. 'Everyone' reads `feeds`; 'My CatReps' reads `users/{me}/timeline` (copies written
 * by the timeline trigger, `feedId` = the post's id).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  collection,
  collectionGroup,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { FEED_PAGE_SIZE, type CommentDoc, type FeedDoc } from '@catrep/model';
import { api, request } from '@/api/client';
import { millisOf, type CommentItem, type Post, type ShareInput } from './post';
import { auth } from '@/firebase';

export type FeedView = 'all' | 'catreps';
export { dateOf, millisOf, type CommentItem, type Post, type ShareInput } from './post';

type Snap = QueryDocumentSnapshot;

const toPost = (d: Snap): Post => {
  const data = d.data() as FeedDoc & { feedId?: string };
  return { ...data, id: data.feedId ?? d.id };
};

const source = (db: Firestore, view: FeedView, uid: string) =>
  view === 'catreps' ? collection(db, 'users', uid || '-', 'timeline') : collection(db, 'feeds');

export interface Feed {
  /** Posts to show, newest first (revealed new posts included). */
  posts: Post[];
  /** New posts by others that arrived while the reader was not at the top. */
  newCount: number;
  /** Shows the new posts. */
  revealNew: () => void;
  status: 'loading' | 'success' | 'error';
  error: string | null;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The last page arrived. */
  done: boolean;
  /** Asks for the next page; a no-op while one loads or after the end. */
  loadMore: () => void;
}

interface Page {
  /** Cursor: the page starts after this document (null for the first page). */
  after: Snap | null;
  docs: Snap[] | null;
}

/**
 * The live, paged feed of one view. `isAtTop` tells whether new posts can be shown at once
 * (the reader is at the top); otherwise they wait behind `revealNew`; it must be a stable
 * function. Mount it with a `key` per view: a new view starts afresh.
 */
export function useFeed(view: FeedView, uid: string, isAtTop: () => boolean): Feed {
  const db = useFirestore();
  const [pages, setPages] = useState<Page[]>([{ after: null, docs: null }]);
  /** Posts pushed out of the live first page by newer ones: kept where they were. */
  const [spill, setSpill] = useState<Snap[]>([]);
  /** Ids of first-page posts already shown; others are new. */
  const [seen, setSeen] = useState<Set<string> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const base = useMemo(() => source(db, view, uid), [db, view, uid]);

  // The live first page.
  useEffect(() => {
    const q = query(base, orderBy('createdAt', 'desc'), limit(FEED_PAGE_SIZE));
    return onSnapshot(
      q,
      (snap) => {
        const docs = snap.docs;
        const oldest = millisOf(docs.at(-1)?.get('createdAt'));
        // Pushed out (not deleted): the page is full and the post is older than all in it.
        const evicted = snap
          .docChanges()
          .filter(
            (c) =>
              c.type === 'removed' &&
              docs.length === FEED_PAGE_SIZE &&
              millisOf(c.doc.get('createdAt')) < oldest,
          )
          .map((c) => c.doc);
        if (evicted.length) setSpill((s) => [...evicted, ...s]);
        setPages((p) => [{ after: null, docs }, ...p.slice(1)]);
        setSeen((s) => {
          if (s === null) return new Set(docs.map((d) => d.id));
          const fresh = docs.filter((d) => !s.has(d.id));
          // Own posts and, at the top of the page, everyone's show at once.
          const show = fresh.filter((d) => d.get('userId') === uid || isAtTop());
          if (show.length === 0) return s;
          return new Set([...s, ...show.map((d) => d.id)]);
        });
      },
      (e) => setError(e.message),
    );
  }, [base, uid, isAtTop]);

  // Further pages: each queried once (live, so likes, comments and edits stay current).
  const cursors = pages.slice(1).map((p) => p.after);
  const cursorKey = cursors.map((c) => c?.id ?? '').join(',');
  useEffect(() => {
    const unsubs = cursors.map((after, i) =>
      onSnapshot(
        query(base, orderBy('createdAt', 'desc'), startAfter(after), limit(FEED_PAGE_SIZE)),
        (snap) =>
          setPages((p) =>
            p.map((page, j) => (j === i + 1 && page.after === after ? { after, docs: snap.docs } : page)),
          ),
        (e) => setError(e.message),
      ),
    );
    return () => unsubs.forEach((u) => u());
    // cursorKey names the cursors; the array itself changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [base, cursorKey]);

  const first = pages[0].docs;
  const hidden = useMemo(() => (first && seen ? first.filter((d) => !seen.has(d.id)) : []), [first, seen]);

  const revealNew = useCallback(() => {
    setSeen((s) => new Set([...(s ?? []), ...(first ?? []).map((d) => d.id)]));
  }, [first]);

  const posts = useMemo(() => {
    const hiddenIds = new Set(hidden.map((d) => d.id));
    const all: Snap[] = [];
    const ids = new Set<string>();
    const add = (d: Snap) => {
      if (ids.has(d.id) || hiddenIds.has(d.id)) return;
      ids.add(d.id);
      all.push(d);
    };
    (first ?? []).forEach(add);
    spill.forEach(add);
    pages.slice(1).forEach((p) => (p.docs ?? []).forEach(add));
    return all.map(toPost);
  }, [first, spill, pages, hidden]);

  const lastPage = pages.at(-1)!;
  const loadingMore = pages.length > 1 && lastPage.docs === null;
  const done = lastPage.docs !== null && lastPage.docs.length < FEED_PAGE_SIZE;

  const loadMore = useCallback(() => {
    setPages((p) => {
      const last = p.at(-1)!;
      if (!last.docs || last.docs.length < FEED_PAGE_SIZE) return p;
      // Start after the oldest post on screen (a pushed-out post included).
      const shown = [...(p[0].docs ?? []), ...spill, ...p.slice(1).flatMap((x) => x.docs ?? [])];
      const oldest = shown.reduce<Snap | null>(
        (o, d) => (!o || millisOf(d.get('createdAt')) < millisOf(o.get('createdAt')) ? d : o),
        null,
      );
      if (!oldest || p.some((x) => x.after?.id === oldest.id)) return p;
      return [...p, { after: oldest, docs: null }];
    });
  }, [spill]);

  return {
    posts,
    newCount: hidden.length,
    revealNew,
    status: error ? 'error' : first === null ? 'loading' : 'success',
    error,
    loadingMore,
    done,
    loadMore,
  };
}

/**
 * Which of these posts `uid` liked: one live collection-group query on `likes`
 * (`{ userId, feedId, createdAt }`) per group of up to 30 ids.
 */
export function useLikedIds(uid: string, ids: string[], enabled: boolean): Set<string> {
  const db = useFirestore();
  const key = [...new Set(ids)].sort().join(',');
  const [liked, setLiked] = useState<Map<string, boolean>>(new Map());
  useEffect(() => {
    if (!enabled || !uid || !key) return;
    const all = key.split(',');
    const groups: string[][] = [];
    for (let i = 0; i < all.length; i += 30) groups.push(all.slice(i, i + 30));
    const unsubs = groups.map((group) =>
      onSnapshot(
        query(collectionGroup(db, 'likes'), where('userId', '==', uid), where('feedId', 'in', group)),
        (snap) => {
          const yes = new Set(snap.docs.map((d) => d.get('feedId') as string));
          setLiked((m) => {
            const next = new Map(m);
            for (const id of group) next.set(id, yes.has(id));
            return next;
          });
        },
        () => undefined,
      ),
    );
    return () => unsubs.forEach((u) => u());
  }, [db, uid, key, enabled]);
  return useMemo(() => new Set([...liked].filter(([, v]) => v).map(([k]) => k)), [liked]);
}

/** The ids of the CatReps `uid` is connected with (one live query for the whole feed). */
export function useCatMateIds(uid: string, enabled: boolean): Set<string> {
  const db = useFirestore();
  const [ids, setIds] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (!enabled || !uid) return;
    return onSnapshot(
      query(collection(db, 'users', uid, 'relations'), where('state', '==', 'connected')),
      (snap) => setIds(new Set(snap.docs.map((d) => d.id))),
      () => undefined,
    );
  }, [db, uid, enabled]);
  return ids;
}

/** Live comments of a post, oldest first; only while `open`. */
export function useComments(feedId: string, open: boolean) {
  const db = useFirestore();
  const [state, setState] = useState<{ items: CommentItem[] | null; error: string | null }>({
    items: null,
    error: null,
  });
  useEffect(() => {
    if (!open) return;
    return onSnapshot(
      query(collection(db, 'feeds', feedId, 'comments'), orderBy('createdAt')),
      (snap) =>
        setState({ items: snap.docs.map((d) => ({ ...(d.data() as CommentDoc), id: d.id })), error: null }),
      (e) => setState({ items: null, error: e.message }),
    );
  }, [db, feedId, open]);
  return state;
}

/** Whether the signed-in user carries the `admin` claim (edit and delete anyone's posts). */
export function useIsAdmin(): boolean {
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    let live = true;
    auth.currentUser
      ?.getIdTokenResult()
      .then((r) => live && setAdmin(r.claims.admin === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return admin;
}

// ---- Mutations (REST) -------------------------------------------------------------------------

const feedPath = (id: string) => `/feeds/${encodeURIComponent(id)}`;

const contentOf = ({ type, message, url }: ShareInput) =>
  JSON.stringify(type === 3 || type === 4 ? { message, url } : { message });

/** The post was saved but its photo upload failed. */
export class PhotoUploadError extends Error {}

/** `POST /feeds`, then for a photo post `POST /feeds/{id}/files`. */
export async function addPost(input: ShareInput, photo?: File | null): Promise<{ id: string }> {
  const post = await api.post<{ id: string }>('/feeds', { type: input.type, content: contentOf(input) });
  if (photo) {
    try {
      await api.upload('POST', `${feedPath(post.id)}/files`, photo);
    } catch (e) {
      throw new PhotoUploadError(e instanceof Error ? e.message : 'upload');
    }
  }
  return post;
}

/** `PUT /feeds/{id}`. */
export const editPost = (id: string, input: ShareInput) =>
  api.put(feedPath(id), { type: input.type, content: contentOf(input) });

/** `DELETE /feeds/{id}`. */
export const deletePost = (id: string) => request('DELETE', feedPath(id));

/** `POST /feeds/{id}/likes`: toggles my like; the new count. */
export const toggleLike = (id: string) => api.post<number>(`${feedPath(id)}/likes`);

/** `POST /feeds/{id}/comments`. */
export const addComment = (id: string, message: string) =>
  api.post(`${feedPath(id)}/comments`, { content: JSON.stringify({ message }) });

/** `PUT /feeds/{id}/comments/{commentId}`. */
export const editComment = (id: string, commentId: string, message: string) =>
  api.put(`${feedPath(id)}/comments/${encodeURIComponent(commentId)}`, {
    content: JSON.stringify({ message }),
  });

/** `DELETE /feeds/{id}/comments/{commentId}`. */
export const deleteComment = (id: string, commentId: string) =>
  request('DELETE', `${feedPath(id)}/comments/${encodeURIComponent(commentId)}`);
