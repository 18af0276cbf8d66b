/**
 * The notifications CatShare items cause (README "Notifications"): a like or a comment tells the
 * item's author; a comment also tells the CatReps who commented on it before ('reply').
 */
import {
  MAX_REPLY_RECIPIENTS,
  notifiedItemOf,
  postLink,
  type FeedDoc,
  type UserSummary,
} from '@catrep/model';
import { comments } from '../../store/collections.js';
import type { Notice } from './notices.js';

/** The notice of `kind` about post `postId` for its author, caused by `actor`. */
export function postNotice(
  postId: string,
  post: FeedDoc,
  kind: 'like' | 'comment',
  actor: UserSummary,
): Notice {
  return {
    recipient: post.userId,
    kind,
    subjectId: postId,
    link: postLink(postId),
    actor,
    item: notifiedItemOf(post.type),
  };
}

/**
 * The 'reply' notices a comment by `actor` on post `postId` causes: one for each of the
 * `MAX_REPLY_RECIPIENTS` CatReps who commented most recently, but not its author (who hears
 * 'comment') nor the actor.
 */
export async function replyNotices(postId: string, post: FeedDoc, actor: UserSummary): Promise<Notice[]> {
  const recent = await comments.of(postId).orderBy('createdAt', 'desc').select('userId').limit(200).get();
  const commenters = [...new Set(recent.docs.map((d) => d.data().userId))]
    .filter((uid) => uid !== post.userId && uid !== actor.id)
    .slice(0, MAX_REPLY_RECIPIENTS);
  return commenters.map((recipient) => ({
    recipient,
    kind: 'reply',
    subjectId: postId,
    link: postLink(postId),
    actor,
    item: notifiedItemOf(post.type),
  }));
}
