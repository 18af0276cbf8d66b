/**
 * Writing comments (docs/product.md §3 Comment, §7, §8; README "Notifications"): a new comment and
 * an edit, each one guarded transaction (domain/guard.ts). A new comment reads, in it, the
 * commenter (active), the post (there, readable for them, not a diary item), its author's
 * `private/hidden` (a block either way; read once, it also tells whether the author muted the
 * commenter), the profiles of the CatReps who commented before (no 'reply' to an account being
 * deleted) and what each recipient of its notifications lets through; then it writes the comment,
 * its count on the counter shard the post's shards (read beside the transaction) call for
 * (store/counters.ts; recorded on the comment; the post document is not written) and the
 * notifications ('comment' to the author, 'reply' to the CatReps who commented before) in the same
 * commit. The comments quota is counted by the comments themselves, read back after the commit
 * (store/throttles.ts `own`): a comment past it is taken back and 429 answered. Deleting is
 * domain/feeds/remove.ts.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { FeedType, serverMessages, type CommentDoc } from '@catrep/model';
import type { Caller } from '../../core/viewer.js';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { comments, feeds, hiddenRef } from '../../store/collections.js';
import { countIn, readShards } from '../../store/counters.js';
import { QUOTAS } from '../../store/throttles.js';
import { canRead, postVisibility } from '../../store/visibility.js';
import { guarded, settleOwnQuota } from '../guard.js';
import { postNotice, replyNotices } from '../notifications/about-posts.js';
import { admitWith, writeNotice, type Reader } from '../notifications/notices.js';
import { removeComment } from './remove.js';
import { pushNotices } from '../notifications/push.js';
import { userSummary } from '../serializers/users.js';

/**
 * `caller` comments `content` on post `postId`; resolves the new comment's id and the comment as
 * stored (its times are the server's clock as the transaction wrote them). 404 when the post is
 * not there for them (gone, not readable, a block between them and its author), 400 'diary-item'
 * for a diary item, 429 past the comments quota, and the guard's refusals.
 */
export async function addComment(
  caller: Caller & { kind: 'catrep' },
  postId: string,
  content: CommentDoc['content'],
): Promise<{ id: string; comment: CommentDoc }> {
  const { uid } = caller;
  const post = feeds.doc(postId);
  const ref = comments.of(postId).doc();
  const shardsRead = readShards(postId);
  shardsRead.catch(() => undefined);
  const { told, at, comment } = await guarded(uid, async (g) => {
    const postDoc = (await g.tx.get(post)).data();
    if (!postDoc) throw notFound();
    // Each document read once in this attempt: the author's hidden list serves the block check
    // and the notice's admission alike.
    const read = new Map<string, Promise<unknown>>();
    const once: Reader = <T>(r: DocumentReference<T>) => {
      if (!read.has(r.path)) read.set(r.path, g.tx.get(r));
      return read.get(r.path) as Promise<DocumentSnapshot<T>>;
    };
    const [authorHidden, readable] = await Promise.all([
      once(hiddenRef(postDoc.userId)),
      canRead(caller, postVisibility(postDoc), g.tx),
    ]);
    if ((authorHidden.data()?.uids ?? []).includes(uid) || !readable) throw notFound();
    if (postDoc.type === FeedType.diary) throw badRequest(serverMessages.noDiaryComments, 'diary-item');
    const commenter = userSummary(uid, g.profile);
    const notices = [
      postNotice(postId, postDoc, 'comment', commenter),
      ...(await replyNotices(once, postId, postDoc, commenter)),
    ];
    const [admitted, shards] = await Promise.all([admitWith(once, notices), shardsRead]);
    const at = Timestamp.now();
    const shard = shards.shardFor(uid);
    const doc: CommentDoc = {
      content,
      userId: uid,
      user: commenter,
      hidden: false,
      shard,
      createdAt: at,
      updatedAt: at,
    };
    g.tx.create(ref, doc);
    countIn(g.tx, postId, shard, 'comments', 1, postDoc);
    for (const notice of admitted) writeNotice(g.tx, notice);
    return { told: admitted, at, comment: doc };
  });
  // Past the quota, the comment goes again (and its notifications with it): it was never given.
  await settleOwnQuota(uid, QUOTAS.comments, at, () => removeComment(postId, ref.id, undefined, null, true));
  await pushNotices(told);
  return { id: ref.id, comment };
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
