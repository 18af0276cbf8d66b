/**
 * CatShare documents → the REST API's JSON (docs/product.md §3 Feed item, Comment: content as JSON text).
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { NO_COUNTS, isHeldBack, type CommentDoc, type FeedDoc, type PostCounts } from '@catrep/model';
import { dataOf } from '../../store/read.js';
import { iso } from './time.js';

/**
 * The JSON of `feeds/{feedId}` with its counts (summed from its shards, store/counters.ts) and
 * the cats it names (`cats`, README "CatShare"; [] when none) and its hashtags (`tags`); a diary
 * item adds its cat (`cat`, `blogId`); `held` while a moderation hold keeps it from everyone but
 * its author; `editedAt` once it was visibly edited (null before).
 */
export function feedJson(snap: DocumentSnapshot<FeedDoc>, counts: PostCounts = NO_COUNTS) {
  return feedJsonOf(snap.id, dataOf(snap), counts);
}

/** `feedJson` of post `id` holding `d` (a post as just written, known without a read). */
export function feedJsonOf(id: string, d: FeedDoc, counts: PostCounts = NO_COUNTS) {
  return {
    id,
    type: d.type,
    content: JSON.stringify(d.content),
    visibility: d.visibility,
    cats: d.cats ?? [],
    tags: d.tags ?? [],
    held: isHeldBack(d),
    ...(d.cat ? { cat: d.cat, blogId: d.blogId } : {}),
    likes: counts.likes,
    commentCount: counts.commentCount,
    user: d.user,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
    editedAt: iso(d.editedAt),
  };
}

/** The JSON of `feeds/{feedId}/comments/{commentId}`. */
export function commentJson(snap: DocumentSnapshot<CommentDoc>) {
  return commentJsonOf(snap.id, dataOf(snap));
}

/** The JSON of comment `id` holding `d` (a comment as just written, known without a read). */
export function commentJsonOf(id: string, d: CommentDoc) {
  return {
    id,
    content: JSON.stringify(d.content),
    user: d.user,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
    editedAt: iso(d.editedAt),
  };
}
