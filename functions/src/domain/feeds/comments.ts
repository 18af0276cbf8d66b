/**
 * Writing comments (docs/product.md §3 Comment, §7, §8; README "Notifications"): a new comment and
 * an edit, each one guarded transaction (domain/guard.ts). A new comment reads, in it, the
 * commenter (active), the post (there, readable for them, not a diary item), that no block stands
 * between them and its author, and what each recipient of its notifications lets through; then it
 * writes the comment, its count on the commenter's counter shard (store/counters.ts; the post
 * document is not written) and the notifications ('comment' to the author, 'reply' to the
 * CatReps who commented before) in the same commit. Deleting is domain/feeds/remove.ts.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { FeedType, serverMessages, type CommentDoc } from '@catrep/model';
import type { Caller } from '../../core/viewer.js';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { comments, feeds } from '../../store/collections.js';
import { countIn } from '../../store/counters.js';
import { QUOTAS } from '../../store/throttles.js';
import { canRead, postVisibility } from '../../store/visibility.js';
import { guarded } from '../guard.js';
import { postNotice, replyNotices } from '../notifications/about-posts.js';
import { tellInTransaction } from '../notifications/notices.js';
import { pushNotices } from '../notifications/push.js';
import { userSummary } from '../serializers/users.js';

/**
 * `caller` comments `content` on post `postId`; resolves the new comment's id. 404 when the post is
 * not there for them (gone, not readable, a block between them and its author), 400 'diary-item'
 * for a diary item, 429 past the comments quota, and the guard's refusals.
 */
export async function addComment(
  caller: Caller & { kind: 'catrep' },
  postId: string,
  content: CommentDoc['content'],
): Promise<string> {
  const { uid } = caller;
  const post = feeds.doc(postId);
  const ref = comments.of(postId).doc();
  const told = await guarded(
    uid,
    async (g) => {
      const postDoc = (await g.tx.get(post)).data();
      if (!postDoc) throw notFound();
      const [blocked, readable] = await Promise.all([
        g.blockedWith(postDoc.userId),
        canRead(caller, postVisibility(postDoc), g.tx),
      ]);
      if (blocked || !readable) throw notFound();
      if (postDoc.type === FeedType.diary) throw badRequest(serverMessages.noDiaryComments, 'diary-item');
      const commenter = userSummary(uid, g.profile);
      const notices = [
        postNotice(postId, postDoc, 'comment', commenter),
        ...(await replyNotices(postId, postDoc, commenter)),
      ];
      const admitted = await tellInTransaction(g.tx, notices);
      const doc: CommentDoc = {
        content,
        userId: uid,
        user: commenter,
        hidden: false,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      };
      g.tx.create(ref, doc);
      countIn(g.tx, postId, uid, 'comments', 1);
      return admitted;
    },
    { quota: QUOTAS.comments },
  );
  await pushNotices(told);
  return ref.id;
}

/**
 * `caller` (the comment's author or an admin) edits comment `commentId` of post `postId` to
 * `content`. 404 when there is no comment, 403 for anyone else; an author a block stands between
 * with the post's author may no longer change it (404), and the guard's refusals.
 */
export async function editComment(
  caller: Caller & { kind: 'catrep' },
  postId: string,
  commentId: string,
  content: CommentDoc['content'],
): Promise<void> {
  const ref = comments.of(postId).doc(commentId);
  await guarded(caller.uid, async (g) => {
    const [comment, post] = await Promise.all([g.tx.get(ref), g.tx.get(feeds.doc(postId))]);
    const found = comment.data();
    if (!found || !post.exists) throw notFound();
    if (found.userId !== caller.uid && !caller.admin) throw forbidden();
    if (found.userId === caller.uid) await g.reach(post.data()!.userId);
    // Visibly edited when its message changed (README "Find cats like yours", visible edits).
    const changed = found.content.message !== content.message;
    g.tx.update(ref, {
      content,
      ...(changed ? { editedAt: FieldValue.serverTimestamp() } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}
