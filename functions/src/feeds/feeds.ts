/**
 * CatShare posts (SPEC §1 CatShare, §3 Feed item, §7 Feed, §8 toasts):
 *
 *   GET    /feeds?index={n}[&view=catreps]   a page of everyone's posts (or the caller's
 *                                            'My CatReps' timeline), newest first
 *   POST   /feeds { type, content }          a new post (201); link preview follows by trigger
 *   POST   /feeds/{id}/files (multipart)     the photo of a photo post (author only)
 *   PUT    /feeds/{id} { type, content }     edit (author or admin)
 *   DELETE /feeds/{id}                       delete with likes and comments (author or admin)
 *
 * Timelines are written by triggers/timeline.ts, previews by triggers/link-preview.ts.
 */
import { Router } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  failure,
  FEED_PAGE_SIZE,
  FeedType,
  feedRequest,
  firstLink,
  success,
  youtubeEmbedUrl,
  type FeedContent,
  type FeedDoc,
  type FeedRequest,
  type PhotoRef,
  type UserDoc,
} from '@catrep/model';
import { z } from 'zod';
import { db } from '../firebase.js';
import { requireCatRep, requireVerified, requireViewer } from '../http/caller.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { requireAuthorOrAdmin } from '../http/roles.js';
import { docId, parse } from '../http/validate.js';
import { removePhoto } from '../media/images.js';
import { uploadPhoto } from '../media/upload-photo.js';
import { userSummary } from '../serialize.js';
import { feedJson } from './serialize.js';

export const feedsRouter = Router();
export const feedRef = (id: string) => db.collection('feeds').doc(docId(id));

/** The stored content of a request: link and embed derived, preview pending. */
function contentOf(body: FeedRequest, previous?: FeedContent): FeedContent {
  const content: FeedContent = { message: body.content.message };
  if ('url' in body.content) content.url = body.content.url;
  if (body.type === FeedType.youtube && content.url) content.embedUrl = youtubeEmbedUrl(content.url)!;
  // Every post's message may carry a link (a photo post's too); its preview follows by trigger.
  const link = firstLink(content.message);
  if (link) {
    content.link = link;
    content.preview = previous?.link === link ? (previous.preview ?? null) : null;
  }
  if (previous?.file) content.file = previous.file;
  return content;
}

const pageQuery = z.object({
  index: z.coerce.number().int().min(0).max(10_000).optional().default(0),
  view: z.enum(['all', 'catreps']).optional().default('all'),
  cursor: z
    .string()
    .regex(/^\d+\.\d+$/)
    .optional(),
});

/** GET /feeds?index={n}: newest first, FEED_PAGE_SIZE a page; `X-Next-Cursor` for the next. */
feedsRouter.get('/feeds', async (req, res) => {
  const caller = requireViewer(req);
  const q = parse(pageQuery, req.query);
  const source =
    q.view === 'catreps'
      ? db.collection('users').doc(requireCatRep(req).uid).collection('timeline')
      : db.collection('feeds');
  let query = source.orderBy('createdAt', 'desc').limit(FEED_PAGE_SIZE);
  if (q.cursor) {
    const [seconds, nanos] = q.cursor.split('.').map(Number);
    query = query.startAfter(new Timestamp(seconds, nanos));
  } else if (q.index) query = query.offset(q.index * FEED_PAGE_SIZE);
  const page = await query.get();
  const last = page.docs.at(-1);
  if (last && page.size === FEED_PAGE_SIZE) {
    const at = last.get('createdAt') as Timestamp;
    res.set('X-Next-Cursor', `${at.seconds}.${at.nanoseconds}`);
  }
  res.json(
    page.docs.map((d) => ({
      ...feedJson(d),
      id: (d.get('feedId') as string | undefined) ?? d.id,
      isMine: d.get('userId') === caller.uid,
    })),
  );
});

/** POST /feeds: a verified CatRep shares; 201 with id, likes, user, createdAt, type. */
feedsRouter.post('/feeds', async (req, res) => {
  const { uid } = requireVerified(req);
  const body = parse(feedRequest, req.body);
  const author = await db.collection('users').doc(uid).get();
  if (!author.exists) throw notFound();
  const ref = db.collection('feeds').doc();
  const doc: FeedDoc = {
    type: body.type,
    content: contentOf(body),
    userId: uid,
    user: userSummary(uid, author.data() as UserDoc),
    likes: 0,
    commentCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  await ref.create(doc);
  res.status(201).json({ ...feedJson(await ref.get()), message: success.catShareAdded });
});

/** POST /feeds/{id}/files (multipart `file`): the photo of the author's post. */
feedsRouter.post('/feeds/:id/files', async (req, res) => {
  const { uid } = requireVerified(req);
  const ref = feedRef(req.params.id);
  const snap = await ref.get();
  if (!snap.exists) throw notFound();
  if (snap.get('userId') !== uid) throw forbidden();
  const file = await uploadPhoto(req, `feeds/${ref.id}`, failure.photoUpload, async (photo) => {
    await ref.update({ 'content.file': photo, updatedAt: FieldValue.serverTimestamp() });
    return (snap.get('content.file') as PhotoRef | null) ?? null;
  });
  res.json({ file, message: success.photoUploaded });
});

/** PUT /feeds/{id}: the author or an admin edits the message (and link). */
feedsRouter.put('/feeds/:id', async (req, res) => {
  const caller = requireVerified(req);
  const body = parse(feedRequest, req.body);
  const ref = feedRef(req.params.id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    requireAuthorOrAdmin(caller, snap.get('userId') as string);
    if (snap.get('type') !== body.type) throw badRequest('Type is not valid');
    tx.update(ref, {
      content: contentOf(body, snap.get('content') as FeedContent),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  res.json({ ...feedJson(await ref.get()), message: success.catShareEdited });
});

/** DELETE /feeds/{id}: the author or an admin deletes the post, its likes and comments. */
feedsRouter.delete('/feeds/:id', async (req, res) => {
  const caller = requireVerified(req);
  const ref = feedRef(req.params.id);
  const snap = await ref.get();
  if (!snap.exists) throw notFound();
  requireAuthorOrAdmin(caller, snap.get('userId') as string);
  await db.recursiveDelete(ref);
  await removePhoto(snap.get('content.file') as PhotoRef | null);
  res.json({ message: success.catShareDeleted });
});
