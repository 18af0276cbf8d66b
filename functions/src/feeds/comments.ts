/**
 * Comments (SPEC §3 Comment, §7, §8): `content` is JSON text holding `message`.
 *
 *   POST   /feeds/{id}/comments                 a verified CatRep comments (201)
 *   PUT    /feeds/{id}/comments/{commentId}     the author or an admin edits
 *   DELETE /feeds/{id}/comments/{commentId}     the author or an admin deletes
 *
 * The post's `commentCount` moves with each create and delete, in the same transaction.
 */
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { commentRequest, success, type CommentDoc, type UserDoc } from '@catrep/model';
import { db } from '../firebase.js';
import { requireVerified } from '../http/caller.js';
import { notFound } from '../http/errors.js';
import { requireAuthorOrAdmin } from '../http/roles.js';
import { docId, parse } from '../http/validate.js';
import { userSummary } from '../serialize.js';
import { feedRef } from './feeds.js';
import { commentJson } from './serialize.js';

export const commentsRouter = Router();

/** POST /feeds/{id}/comments { content }: 201 with the comment. */
commentsRouter.post('/feeds/:id/comments', async (req, res) => {
  const { uid } = requireVerified(req);
  const { content } = parse(commentRequest, req.body);
  const post = feedRef(req.params.id);
  const ref = post.collection('comments').doc();
  const author = await db.collection('users').doc(uid).get();
  if (!author.exists) throw notFound();
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(post);
    if (!snap.exists) throw notFound();
    const doc: CommentDoc = {
      content,
      userId: uid,
      user: userSummary(uid, author.data() as UserDoc),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.create(ref, doc);
    tx.update(post, { commentCount: FieldValue.increment(1) });
  });
  res.status(201).json(commentJson(await ref.get()));
});

/** The comment reference of a request, after checking the caller may change it. */
async function ownComment(req: Parameters<typeof requireVerified>[0]) {
  const caller = requireVerified(req);
  const post = feedRef(req.params.id as string);
  const ref = post.collection('comments').doc(docId(req.params.commentId as string));
  const snap = await ref.get();
  if (!snap.exists) throw notFound();
  requireAuthorOrAdmin(caller, snap.get('userId') as string);
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
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    tx.delete(ref);
    tx.update(post, { commentCount: FieldValue.increment(-1) });
  });
  res.json({ message: success.commentDeleted });
});
