/**
 * The comments resource (docs/product.md §3 Comment, §7 Feed): a post's live comments through reactfire and
 * the comment mutations through the REST API.
 */
import { useMemo } from 'react';
import { collection, orderBy, query, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { CommentDoc } from '@catrep/model';
import { api, request } from '@/lib/api';
import { readConverter, shownTo, type WithId } from '@/lib/firestore';

export type CommentItem = WithId<CommentDoc>;

const comments = (db: Firestore, feedId: string) =>
  collection(db, 'feeds', feedId || '-', 'comments').withConverter(readConverter<CommentDoc>());

/**
 * Live comments of a post, oldest first (mount it only while the comments are open). Comments a
 * moderation hold keeps back are left out for everyone (firestore.rules allow no other query).
 */
export function useComments(feedId: string) {
  const db = useFirestore();
  const q = useMemo(() => query(comments(db, feedId), ...shownTo(false), orderBy('createdAt')), [db, feedId]);
  return useFirestoreCollectionData(q);
}

const commentsPath = (feedId: string) => `/feeds/${encodeURIComponent(feedId)}/comments`;

/** `POST /feeds/{id}/comments`. */
export const addComment = (feedId: string, message: string) =>
  api.post(commentsPath(feedId), { content: JSON.stringify({ message }) });

/** `PUT /feeds/{id}/comments/{commentId}`. */
export const editComment = (feedId: string, commentId: string, message: string) =>
  api.put(`${commentsPath(feedId)}/${encodeURIComponent(commentId)}`, {
    content: JSON.stringify({ message }),
  });

/** `DELETE /feeds/{id}/comments/{commentId}`. */
export const deleteComment = (feedId: string, commentId: string) =>
  request('DELETE', `${commentsPath(feedId)}/${encodeURIComponent(commentId)}`);
