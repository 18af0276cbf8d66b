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
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { comments, users } from '../../store/collections.js';
import type { Notice, Reader } from './notices.js';

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

/** The most recent comments a comment looks through for earlier commenters. */
const REPLY_SCAN = 200;
/** The first page of that look: enough for most posts, whose commenters differ. */
const REPLY_FIRST_PAGE = 30;

/**
 * Up to `MAX_REPLY_RECIPIENTS` CatReps who commented most recently on post `postId`, newest first,
 * leaving out `skip`: among its `REPLY_SCAN` most recent comments, read a page at a time (30, then
 * twice as many each time) and only as far as it takes, so a busy post whose commenters differ
 * costs about 30 reads, not 200.
 */
async function recentCommenters(postId: string, skip: ReadonlySet<string>): Promise<string[]> {
  const found = new Set<string>();
  const newest = comments.of(postId).orderBy('createdAt', 'desc').select('userId', 'createdAt');
  let scanned = 0;
  let size = REPLY_FIRST_PAGE;
  // The cursor is the last comment read, so the page keeps what its order needs (createdAt).
  let after: QueryDocumentSnapshot | undefined;
  while (found.size < MAX_REPLY_RECIPIENTS && scanned < REPLY_SCAN) {
    const limit = Math.min(size, REPLY_SCAN - scanned);
    const page = await (after ? newest.startAfter(after) : newest).limit(limit).get();
    for (const d of page.docs) {
      const uid = d.get('userId') as string;
      if (!skip.has(uid) && found.size < MAX_REPLY_RECIPIENTS) found.add(uid);
    }
    scanned += page.size;
    if (page.size < limit) break;
    after = page.docs.at(-1);
    size *= 2;
  }
  return [...found];
}

/**
 * The 'reply' notices a comment by `actor` on post `postId` causes: one for each of the
 * `MAX_REPLY_RECIPIENTS` CatReps who commented most recently (`recentCommenters`), but not its
 * author (who hears 'comment') nor the actor, nor a CatRep whose account is gone or being deleted.
 *
 * The commenters come from a query, which a transaction cannot hold; so each one's profile is
 * read with `read` (the comment's transaction). An account deletion first marks the profile
 * `deleting` and removes it last, after the notifications: the comment either commits before the
 * mark (and the deletion's sweep removes its notice) or sees it and tells that CatRep nothing, so
 * no notice lands after the deletion swept (README "Leaving CatRep"). The author needs no such
 * read: the transaction reads the post, which their deletion removes before their notifications.
 */
export async function replyNotices(
  read: Reader,
  postId: string,
  post: FeedDoc,
  actor: UserSummary,
): Promise<Notice[]> {
  const commenters = await recentCommenters(postId, new Set([post.userId, actor.id]));
  const profiles = await Promise.all(commenters.map((uid) => read(users.doc(uid))));
  return commenters
    .filter((_, i) => profiles[i].exists && profiles[i].data()?.deleting !== true)
    .map((recipient) => ({
      recipient,
      kind: 'reply',
      subjectId: postId,
      link: postLink(postId),
      actor,
      item: notifiedItemOf(post.type),
    }));
}
