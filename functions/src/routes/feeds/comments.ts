/**
 * Comments (docs/product.md §3 Comment, §7, §8): `content` is JSON text holding `message`.
 *
 *   POST   /feeds/{id}/comments                 a verified CatRep comments (201)
 *   PUT    /feeds/{id}/comments/{commentId}     the author or an admin edits
 *   DELETE /feeds/{id}/comments/{commentId}     the author or an admin deletes
 *
 * The post's comment count moves with each create and delete, in the same transaction, on the
 * commenter's counter shard (store/counters.ts; the post document is not written). Only
 * someone who may read the post comments (`canRead`, 404 otherwise); diary items take no comments
 * (400). A comment tells the post's author ('comment') and the CatReps who commented
 * before ('reply') in its own commit (README "Notifications").
 */
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { FeedType, commentRequest, serverMessages, success, type CommentDoc } from '@catrep/model';
import { db } from '../../core/firebase.js';
import { requireVerified } from '../../http/caller.js';
import { badRequest, notFound } from '../../core/errors.js';
import { requireAuthorOrAdmin } from '../../http/roles.js';
import { removeComment } from '../../domain/feeds/remove.js';
import { docId, parse } from '../../core/validate.js';
import { commentJson } from '../../domain/serializers/feeds.js';
import { userSummary } from '../../domain/serializers/users.js';
import { blockedBetween } from '../../store/blocks.js';
import { comments, feeds, users } from '../../store/collections.js';
import { countIn } from '../../store/counters.js';
import { dataOf, readOrNotFound } from '../../store/read.js';
import { QUOTAS, useQuota } from '../../store/throttles.js';
import { canRead, postVisibility } from '../../store/visibility.js';
import { postNotice, replyNotices } from '../../domain/notifications/about-posts.js';
import { tellInTransaction, type AdmittedNotice } from '../../domain/notifications/notices.js';
import { pushNotices } from '../../domain/notifications/push.js';

export const commentsRouter = Router();

/** POST /feeds/{id}/comments { content }: 201 with the comment. */
commentsRouter.post('/feeds/:id/comments', async (req, res) => {
  const caller = requireVerified(req);
  const { uid } = caller;
  const { content } = parse(commentRequest, req.body);
  const post = feeds.doc(docId(req.params.id));
  const ref = comments.of(post.id).doc();
  const [author, postDoc] = await Promise.all([users.doc(uid).get(), readOrNotFound(post)]);
  if (!author.exists || !(await canRead(caller, postVisibility(postDoc)))) throw notFound();
  if (await blockedBetween(uid, postDoc.userId)) throw notFound();
  if (postDoc.type === FeedType.diary) throw badRequest(serverMessages.noDiaryComments, 'diary-item');
  await useQuota(uid, QUOTAS.comments);
  const commenter = userSummary(uid, dataOf(author));
  const notices = [
    postNotice(post.id, postDoc, 'comment', commenter),
    ...(await replyNotices(post.id, postDoc, commenter)),
  ];
  let told: AdmittedNotice[] = [];
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(post);
    if (!snap.exists) throw notFound();
    told = await tellInTransaction(tx, notices);
    const doc: CommentDoc = {
      content,
      userId: uid,
      user: commenter,
      hidden: false,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.create(ref, doc);
    countIn(tx, post.id, uid, 'comments', 1);
  });
  await pushNotices(told);
  res.status(201).json(commentJson(await ref.get()));
});

/** The comment reference of a request, after checking the caller may change it. */
async function ownComment(req: Parameters<typeof requireVerified>[0]) {
  const caller = requireVerified(req);
  const post = feeds.doc(docId(req.params.id as string));
  const ref = comments.of(post.id).doc(docId(req.params.commentId as string));
  const comment = await readOrNotFound(ref);
  requireAuthorOrAdmin(caller, comment.userId);
  return { post, ref };
}

/** PUT /feeds/{id}/comments/{commentId} { content }. */
commentsRouter.put('/feeds/:id/comments/:commentId', async (req, res) => {
  const { content } = parse(commentRequest, req.body);
  const { ref } = await ownComment(req);
  await ref.update({ content, updatedAt: FieldValue.serverTimestamp() });
  res.json({ ...commentJson(await ref.get()), message: success.commentEdited });
});

/** DELETE /feeds/{id}/comments/{commentId}. */
commentsRouter.delete('/feeds/:id/comments/:commentId', async (req, res) => {
  const { post, ref } = await ownComment(req);
  await removeComment(post.id, ref.id);
  res.json({ message: success.commentDeleted });
});
