/**
 * CatShare documents → the REST API's JSON (SPEC §3 Feed item: content as JSON text).
 */
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { CommentDoc, FeedDoc } from '@catrep/model';

const iso = (t: unknown) => (t ? (t as Timestamp).toDate().toISOString() : null);

export function feedJson(snap: DocumentSnapshot) {
  const d = snap.data() as FeedDoc;
  return {
    id: snap.id,
    type: d.type,
    content: JSON.stringify(d.content),
    likes: d.likes,
    commentCount: d.commentCount,
    user: d.user,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

export function commentJson(snap: DocumentSnapshot) {
  const d = snap.data() as CommentDoc;
  return {
    id: snap.id,
    content: JSON.stringify(d.content),
    user: d.user,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}
