/**
 * CatShare posts (docs/product.md §1 CatShare, §3 Feed item, §7 Feed, §8 toasts):
 *
 *   GET    /feeds?index={n}[&view=catreps]   a page of everyone's public posts (visibility 1), or
 *                                            of the caller's 'My CatReps' timeline (references
 *                                            from its head and pages, store/timelines.ts;
 *                                            each post read and checked with `canRead`), newest
 *                                            first
 *   POST   /feeds { type, content, cats? }   a new post (201); link preview follows by trigger
 *   POST   /feeds/{id}/files (multipart)     one photo of a photo post, with `alt` and `position`
 *                                            (author only; up to 10; domain/feeds/post-photos.ts)
 *   PUT    /feeds/{id} { type, content,      edit (author or admin): message, link, the cats it
 *          cats?, photos? }                  names, a photo post's order and alt texts
 *   DELETE /feeds/{id}                       delete with likes and comments (author or admin)
 *
 * Shares are public (visibility 1); a photo post is its author's alone (3) until its first photo
 * is stored. Every write is one guarded transaction in domain/feeds/ (posts.ts, post-photos.ts,
 * remove.ts; domain/guard.ts): the author active, the cats it names still nameable
 * (domain/feeds/post-cats.ts; their owners take them out in ./post-cats.ts). Diary items (type 5)
 * are written with their CatBlog entries and are not edited, deleted or given a photo here.
 * Timelines are written by triggers/timeline.ts, previews by triggers/link-preview.ts.
 */
import { Router } from 'express';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DiaryVisibility, FEED_PAGE_SIZE, feedRequest, success, type FeedDoc } from '@catrep/model';
import { z } from 'zod';
import { db } from '../../core/firebase.js';
import type { Viewer } from '../../core/viewer.js';
import { requireCatRep, requireVerified, requireViewer } from '../../http/caller.js';
import { requireAuthorOrAdmin } from '../../http/roles.js';
import { refuseDiaryItem } from '../../domain/feeds/diary-items.js';
import { listedPosts } from '../../domain/feeds/listed.js';
import { createPost, editPost } from '../../domain/feeds/posts.js';
import { removePost } from '../../domain/feeds/remove.js';
import { docId, parse } from '../../core/validate.js';
import { uploadOf } from '../../http/upload.js';
import { addPostPhoto } from '../../domain/feeds/post-photos.js';
import { feedJson, feedJsonOf } from '../../domain/serializers/feeds.js';
import { feeds } from '../../store/collections.js';
import { countsOf } from '../../store/counters.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { dataOf, written } from '../../store/read.js';
import { timelinePage } from '../../store/timelines.js';
import { canRead, postVisibility } from '../../store/visibility.js';

export const feedsRouter = Router();

const pageQuery = z.object({
  ...pageParams,
  view: z.enum(['all', 'catreps']).optional().default('all'),
});

/** The posts `refs` point to, in their order, that `caller` may read (gone or hidden ones skipped). */
async function readablePosts(caller: Viewer, refs: { feedId: string }[]) {
  if (refs.length === 0) return [];
  const snaps = await db.getAll(...refs.map((r) => feeds.doc(r.feedId)));
  const posts = snaps.filter((s): s is QueryDocumentSnapshot<FeedDoc> => s.exists);
  // One decision per author and visibility: at most one relation read per author on the page.
  const decisions = new Map<string, Promise<boolean>>();
  const decide = (post: FeedDoc) => {
    const key = `${post.visibility}:${post.userId}`;
    if (!decisions.has(key)) decisions.set(key, canRead(caller, postVisibility(post)));
    return decisions.get(key)!;
  };
  const readable = await Promise.all(posts.map((s) => decide(dataOf(s))));
  return posts.filter((_, i) => readable[i]);
}

/** GET /feeds?index={n}: newest first, FEED_PAGE_SIZE a page; `X-Next-Cursor` for the next. */
feedsRouter.get('/feeds', async (req, res) => {
  const caller = requireViewer(req);
  const q = parse(pageQuery, req.query);
  let posts: QueryDocumentSnapshot<FeedDoc>[];
  let next: string | null;
  if (q.view === 'catreps') {
    const page = await timelinePage(requireCatRep(req).uid, q);
    posts = await readablePosts(caller, page.refs);
    next = page.next;
  } else {
    const page = await newestFirstPage(
      feeds.where('visibility', '==', DiaryVisibility.everyone),
      q,
      FEED_PAGE_SIZE,
    );
    posts = page.docs;
    next = page.next;
  }
  if (next) res.set('X-Next-Cursor', next);
  res.json(await listedPosts(caller, posts));
});

/** POST /feeds: a verified CatRep shares; 201 with id, likes, user, createdAt, type. */
feedsRouter.post('/feeds', async (req, res) => {
  const { uid } = requireVerified(req);
  const { id, post } = await createPost(uid, parse(feedRequest, req.body));
  res.status(201).json({ ...feedJsonOf(id, post), message: success.catShareAdded });
});

/**
 * POST /feeds/{id}/files (multipart `alt`, `position`, then `file`): one photo of the author's
 * photo post; 201 with the post.
 */
feedsRouter.post('/feeds/:id/files', async (req, res) => {
  const { uid } = requireVerified(req);
  const id = docId(req.params.id);
  const { post } = await addPostPhoto(uploadOf(req), uid, id);
  res.status(201).json({ ...feedJsonOf(id, post, await countsOf(id)), message: success.photoUploaded });
});

/**
 * PUT /feeds/{id}: the author or an admin edits the message (and link); `cats`, when given, become
 * the cats it names (new ones checked as for a new post); `photos`, when given, a photo post's
 * order and alt texts (domain/feeds/post-photos.ts `arrangedPhotos`).
 */
feedsRouter.put('/feeds/:id', async (req, res) => {
  const caller = requireVerified(req);
  const body = parse(feedRequest, req.body);
  const id = docId(req.params.id);
  await editPost(caller, id, body);
  const [post, counts] = await Promise.all([written(feeds.doc(id)), countsOf(id)]);
  res.json({ ...feedJson(post, counts), message: success.catShareEdited });
});

/**
 * DELETE /feeds/{id}: the author or an admin deletes the post, its likes and comments. The post
 * goes first, in a transaction that checks who asks: a like or comment adds itself only in a
 * transaction that finds the post, so none can arrive after this one, and the likes and comments
 * that came before are deleted below it next. Nothing of the post remains.
 */
feedsRouter.delete('/feeds/:id', async (req, res) => {
  const caller = requireVerified(req);
  await removePost(
    docId(req.params.id),
    (post) => {
      requireAuthorOrAdmin(caller, post.userId);
      refuseDiaryItem(post);
    },
    caller.uid,
  );
  res.json({ message: success.catShareDeleted });
});
