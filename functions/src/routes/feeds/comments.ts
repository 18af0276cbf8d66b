/**
 * Comments (docs/product.md §3 Comment, §7, §8): `content` is JSON text holding `message`.
 *
 *   POST   /feeds/{id}/comments                 a verified CatRep comments (201)
 *   PUT    /feeds/{id}/comments/{commentId}     the author or an admin edits
 *   DELETE /feeds/{id}/comments/{commentId}     the author or an admin deletes
 *
 * Each write is one guarded transaction (domain/guard.ts): adding and editing in
 * domain/feeds/comments.ts, deleting in domain/feeds/remove.ts.
 */
import { Router, type Request } from 'express';
import { commentRequest, success } from '@catrep/model';
import { requireVerified } from '../../http/caller.js';
import { requireAuthorOrAdmin } from '../../http/roles.js';
import { addComment, editComment } from '../../domain/feeds/comments.js';
import { removeComment } from '../../domain/feeds/remove.js';
import { docId, parse } from '../../core/validate.js';
import { commentJson, commentJsonOf } from '../../domain/serializers/feeds.js';
import { comments } from '../../store/collections.js';
import { written } from '../../store/read.js';

export const commentsRouter = Router();

/** POST /feeds/{id}/comments { content }: 201 with the comment. */
commentsRouter.post('/feeds/:id/comments', async (req, res) => {
  const caller = requireVerified(req);
  const { content } = parse(commentRequest, req.body);
  const postId = docId(req.params.id);
  const { id, comment } = await addComment(caller, postId, content);
  res.status(201).json(commentJsonOf(id, comment));
});

/** The post and comment ids of a request. */
const idsOf = (req: Request) => ({
  postId: docId(req.params.id as string),
  commentId: docId(req.params.commentId as string),
});

/** PUT /feeds/{id}/comments/{commentId} { content }: the author or an admin edits. */
commentsRouter.put('/feeds/:id/comments/:commentId', async (req, res) => {
  const caller = requireVerified(req);
  const { content } = parse(commentRequest, req.body);
  const { postId, commentId } = idsOf(req);
  await editComment(caller, postId, commentId, content);
  const ref = comments.of(postId).doc(commentId);
  res.json({ ...commentJson(await written(ref)), message: success.commentEdited });
});

/** DELETE /feeds/{id}/comments/{commentId}: the author or an admin deletes. */
commentsRouter.delete('/feeds/:id/comments/:commentId', async (req, res) => {
  const caller = requireVerified(req);
  const { postId, commentId } = idsOf(req);
  await removeComment(
    postId,
    commentId,
    (comment) => requireAuthorOrAdmin(caller, comment.userId),
    caller.uid,
  );
  res.json({ message: success.commentDeleted });
});
