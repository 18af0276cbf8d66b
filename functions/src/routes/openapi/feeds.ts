/**
 * CatShare's calls in the OpenAPI document (docs/product.md §7 CatShare; routers in
 * functions/src/routes/feeds/): the timeline, posts and their photos, likes and comments.
 */
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { altText, commentRequest, feedRequest, MAX_POST_PHOTOS } from '@catrep/model';
import { z } from 'zod';
import {
  addRoute,
  NOT_AN_IMAGE,
  NO_SUCH_CAT,
  pageQuery,
  isoTime,
  messageBody,
  NO_PROFILE,
  quotaReached,
  resource,
  type RouteSpec,
  uploadForm,
  userSummary,
} from './registry.js';
import { userCard } from './users.js';

/** `content` as the API answers it: the stored object as JSON text (docs/product.md §3). */
const contentText = z.string().meta({ description: 'The content object as JSON text (docs/product.md §3).' });

/** A cat a post names (`PostCat`). */
const postCat = z
  .object({ id: z.string(), name: z.string(), ownerId: z.string() })
  .meta({ id: 'PostCat', description: 'A cat a post names ("Who is in it?").' });

/** A post (`feedJson`, domain/serializers/feeds.ts). */
const feed = resource('Feed', 'A CatShare post with its author, content, the cats it names and counts.', {
  type: z.number().int().min(1).max(5),
  content: contentText,
  visibility: z.number().int(),
  cats: z.array(postCat),
  tags: z.array(z.string()).meta({ description: 'Its hashtags, normalised (NFC, lower case, no `#`).' }),
  held: z.boolean().meta({
    description: 'Held back for review by reports or a suspension: only its author sees it, with Delete.',
  }),
  likes: z.number().int(),
  commentCount: z.number().int(),
  user: userSummary,
  createdAt: isoTime,
  updatedAt: isoTime,
  editedAt: editedAt('post'),
});
/** A comment (`commentJson`). */
const comment = resource('Comment', 'A comment on a post.', {
  content: contentText,
  user: userSummary,
  createdAt: isoTime,
  updatedAt: isoTime,
  editedAt: editedAt('comment'),
});

/** A tag as the search answers it. */
const tagHit = z.object({ tag: z.string() }).meta({ id: 'TagHit', description: 'A hashtag (no `#`).' });
/** Trending (`TrendingDoc`). */
const trending = z
  .object({
    tags: z.array(z.object({ tag: z.string(), catReps: z.number().int() })),
    computedAt: z.number().meta({ description: 'When it was computed (ms since the epoch; 0: never).' }),
    windowHours: z.number().int(),
  })
  .meta({ id: 'Trending', description: 'The hashtags most CatReps used in the window, most first.' });
/** The answer of saving and unsaving. */
const saveAnswer = z.object({ saved: z.boolean(), message: z.string() }).meta({ id: 'SaveAnswer' });

const notAuthor = 'Neither the author nor a moderator.';

/** When a post or comment was visibly edited after it was published, or null. */
function editedAt(what: string) {
  return isoTime.meta({ description: `When the ${what} was edited after it was published; null if never.` });
}

const routes: RouteSpec[] = [
  {
    method: 'get',
    path: '/feeds',
    summary: "A page of the timeline, newest first: everyone's posts, or 'My CatReps' (view=catreps).",
    doc: '§7 CatShare',
    access: 'viewer',
    query: z.object({ ...pageQuery.shape, view: z.enum(['all', 'catreps']).optional() }),
    ok: { 200: z.array(feed) },
    paged: true,
    errors: { 403: "view=catreps asked by a guest ('guest')." },
  },
  {
    method: 'post',
    path: '/feeds',
    summary: 'Share a post.',
    doc: '§7 CatShare',
    access: 'verified',
    body: feedRequest,
    ok: { 201: feed },
    errors: {
      403: "A cat that is neither the author's nor a connected CatRep's living cat ('cat-not-nameable').",
      404: NO_PROFILE,
      429: quotaReached('posts'),
    },
  },
  {
    method: 'post',
    path: '/feeds/:id/files',
    summary: `One photo of one's photo post (up to ${MAX_POST_PHOTOS}); the first makes the post public.`,
    doc: '§7 CatShare',
    access: 'verified',
    upload: uploadForm({
      alt: altText.meta({ description: 'The alt text (sent before `file`).' }),
      position: z
        .number()
        .int()
        .min(0)
        .max(MAX_POST_PHOTOS - 1)
        .optional()
        .meta({ description: "The photo's place among the post's photos; after the last when left out." }),
    }),
    ok: { 201: feed },
    errors: {
      400: `${NOT_AN_IMAGE} Or a diary item ('diary-item'), another kind of post ('photos-on-photo-posts'), or ${MAX_POST_PHOTOS} photos already ('too-many-photos').`,
      403: 'Not the author.',
      429: quotaReached('uploads'),
    },
  },
  {
    method: 'put',
    path: '/feeds/:id',
    summary: 'Edit a post (same type).',
    doc: '§7 CatShare',
    access: 'verified',
    body: feedRequest,
    ok: { 200: feed },
    errors: {
      400: "Another type, or a diary item ('diary-item').",
      403: `${notAuthor} Or a new cat that is neither the author's nor a connected CatRep's ('cat-not-nameable').`,
      409: "`photos` not listing each of the post's photos once ('photos-mismatch').",
    },
  },
  {
    method: 'delete',
    path: '/feeds/:id/cats/:catId',
    summary: "Take a cat out of a post that names it (the cat's owner, the author or a moderator).",
    doc: '§7 CatShare',
    access: 'verified',
    ok: { 200: feed },
    errors: {
      403: "Neither the cat's owner, the author nor a moderator.",
      404: 'No such post, or it does not name the cat.',
    },
  },
  {
    method: 'get',
    path: '/cats/:id/feeds',
    summary: '"Appears in": the public posts naming a cat, newest first.',
    doc: '§7 CatShare',
    access: 'viewer',
    query: pageQuery,
    ok: { 200: z.array(feed) },
    paged: true,
    errors: { 404: NO_SUCH_CAT },
  },
  {
    method: 'get',
    path: '/tags',
    summary: 'Search hashtags that public posts held, by their start (the header search).',
    doc: 'README "Find cats like yours"',
    access: 'viewer',
    query: z.object({ name: z.string().max(60).optional() }),
    ok: { 200: z.array(tagHit) },
  },
  {
    method: 'get',
    path: '/tags/trending',
    summary: 'Trending: the hashtags used by the most CatReps in the last 24 hours (every 10 minutes).',
    doc: 'README "Find cats like yours"',
    access: 'viewer',
    ok: { 200: trending },
  },
  {
    method: 'get',
    path: '/tags/:tag/feeds',
    summary: 'The public posts holding a hashtag, newest first.',
    doc: 'README "Find cats like yours"',
    access: 'viewer',
    query: pageQuery,
    ok: { 200: z.array(feed) },
    paged: true,
    noLookup: true,
    errors: { 400: "Not a hashtag ('This is not a hashtag')." },
  },
  {
    method: 'put',
    path: '/feeds/:id/save',
    summary: "Keep a post in one's Saved.",
    doc: 'README "Find cats like yours"',
    access: 'verified',
    ok: { 200: saveAnswer },
    errors: { 429: quotaReached('saves') },
  },
  {
    method: 'delete',
    path: '/feeds/:id/save',
    summary: "Take a post out of one's Saved.",
    doc: 'README "Find cats like yours"',
    access: 'verified',
    ok: { 200: saveAnswer },
    noLookup: true,
  },
  {
    method: 'get',
    path: '/users/user/saved',
    summary: "One's saved posts still in reach, newest save first.",
    doc: 'README "Find cats like yours"',
    access: 'catrep',
    query: pageQuery,
    ok: { 200: z.array(feed) },
    paged: true,
  },
  {
    method: 'delete',
    path: '/feeds/:id',
    summary: 'Delete a post.',
    doc: '§7 CatShare',
    access: 'verified',
    ok: { 200: messageBody },
    errors: { 400: "A diary item ('diary-item').", 403: notAuthor },
  },
  {
    method: 'post',
    path: '/feeds/:id/likes',
    summary: 'Like a post, or take the like back; answers the like count.',
    doc: '§7 CatShare',
    access: 'verified',
    ok: { 200: z.number() },
    errors: { 429: quotaReached('likes') },
  },
  {
    method: 'get',
    path: '/feeds/:id/likes',
    summary: 'Who liked a post, newest like first (blocked, suspended and leaving CatReps left out).',
    doc: '§7 CatShare',
    access: 'viewer',
    query: pageQuery,
    ok: { 200: z.array(userCard) },
    paged: true,
  },
  {
    method: 'post',
    path: '/feeds/:id/comments',
    summary: 'Comment on a post.',
    doc: '§7 CatShare',
    access: 'verified',
    body: commentRequest,
    ok: { 201: comment },
    errors: { 400: "A diary item ('diary-item').", 429: quotaReached('comments') },
  },
  {
    method: 'put',
    path: '/feeds/:id/comments/:commentId',
    summary: 'Edit a comment.',
    doc: '§7 CatShare',
    access: 'verified',
    body: commentRequest,
    ok: { 200: comment },
    errors: { 403: notAuthor },
  },
  {
    method: 'delete',
    path: '/feeds/:id/comments/:commentId',
    summary: 'Delete a comment.',
    doc: '§7 CatShare',
    access: 'verified',
    ok: { 200: messageBody },
    errors: { 403: notAuthor },
  },
];

/** Registers CatShare's paths. */
export function registerFeedPaths(registry: OpenAPIRegistry): void {
  for (const route of routes) addRoute(registry, 'CatShare', route);
}
