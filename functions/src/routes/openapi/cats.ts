/**
 * The cats' calls of the OpenAPI document (docs/product.md §7 Cats, CatAlog, CatBlog; routers in
 * functions/src/routes/cats/): cats and their photos, search, CatMates, the album and the diary.
 */
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { blogRequest, catPatch, catRequest, catUrlRequest, fileTypeQuery } from '@catrep/model';
import { z } from 'zod';
import {
  addRoute,
  pageQuery,
  photoRef,
  isoTime,
  messageBody,
  NOT_AN_IMAGE,
  quotaReached,
  resource,
  type RouteSpec,
  uploadForm,
  userSummary,
} from './registry.js';
import { albumEntry } from './users.js';

/** A cat (`CatJson`, domain/serializers/cats.ts). */
const cat = resource('Cat', 'A cat with its owner, details and counts (docs/product.md §7 Cats).', {
  name: z.string(),
  ownerId: z.string(),
  user: userSummary,
  alive: z.boolean(),
  gender: z.boolean(),
  diaryType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  profilePhoto: photoRef.nullable(),
  breed: z.string(),
  breedKey: z.string().optional().meta({ description: "The breed's key: its page and GET /cats?breed=." }),
  createdAt: isoTime,
});
/** A cat as a list card (`CatCard`). */
const catCard = resource('CatCard', 'A cat in a list: id, name, photo and owner.', {
  name: z.string(),
  profilePhoto: photoRef.nullable(),
  ownerId: z.string(),
});
/** A diary entry (`BlogJson`). */
const blog = resource('Blog', 'A CatBlog diary entry with its photos (docs/product.md §7 CatBlog).', {
  createdAt: isoTime,
  updatedAt: isoTime,
});

const uploadsQuota = quotaReached('uploads');
const notOwner = "Not the cat's owner.";

const routes: RouteSpec[] = [
  {
    method: 'post',
    path: '/cats',
    summary: 'Add a cat.',
    doc: '§7 Cats',
    access: 'verified',
    body: catRequest,
    ok: { 201: cat },
    errors: { 429: quotaReached('cats') },
  },
  {
    method: 'put',
    path: '/cats/:id',
    summary: "Change some of a cat's fields.",
    doc: '§7 Cats',
    access: 'verified',
    body: catPatch,
    ok: { 200: cat },
    errors: {
      400: "A cat in Catchies stays there ('stays-in-catchies').",
      403: notOwner,
      409: "Another edit came first ('aborted').",
    },
  },
  {
    method: 'get',
    path: '/cats',
    summary:
      "A CatRep's cats (userId); or the living cats of a breed (breed) or a place (country, city), newest first, paged.",
    doc: '§7 Cats; README "Find cats like yours"',
    access: 'viewer',
    query: z.object({
      userId: z.string().min(1).max(128).optional(),
      alive: z.enum(['true', 'false']).optional(),
      breed: z
        .string()
        .max(60)
        .optional()
        .meta({ description: "A breed as written, or its key ('maine-coon')." }),
      country: z.string().optional().meta({ description: 'A country id (ISO 3166-1 alpha-2).' }),
      city: z
        .string()
        .max(60)
        .optional()
        .meta({ description: 'A city in that country (any case and accents).' }),
      ...pageQuery.shape,
    }),
    ok: { 200: z.array(cat) },
    paged: true,
    errors: {
      400: "None of userId, breed and country ('userId, breed or country is required').",
      404: 'No such CatRep, or one the caller may not see.',
    },
  },
  {
    method: 'get',
    path: '/breeds',
    summary: 'Search breeds: the listed ones (TICA, CFA, FIFe and four others), then those CatReps wrote.',
    doc: 'README "Find cats like yours"',
    access: 'viewer',
    query: z.object({ name: z.string().max(60).optional() }),
    ok: {
      200: z.array(
        z.object({ key: z.string(), name: z.string(), listed: z.boolean() }).meta({
          id: 'BreedHit',
          description: 'A breed: its key (its page and GET /cats?breed=), name, and whether it is listed.',
        }),
      ),
    },
  },
  {
    method: 'get',
    path: '/cats/search',
    summary: 'Search cats by name.',
    doc: '§7 Cats',
    access: 'viewer',
    query: z.object({ name: z.string().max(60).optional() }),
    ok: { 200: z.array(catCard) },
  },
  {
    method: 'get',
    path: '/cats/:id',
    summary: 'A cat.',
    doc: '§7 Cats',
    access: 'viewer',
    ok: { 200: cat },
  },
  {
    method: 'put',
    path: '/cats/:id/photo',
    summary: "Upload the cat's profile photo.",
    doc: '§7 Cats',
    access: 'verified',
    upload: uploadForm(),
    ok: { 200: z.object({ profilePhoto: z.unknown(), message: z.string() }) },
    errors: { 400: NOT_AN_IMAGE, 403: notOwner, 429: uploadsQuota },
  },
  {
    method: 'delete',
    path: '/cats/:id',
    summary: 'Delete a cat with its album, diary and chats.',
    doc: '§7 Cats',
    access: 'verified',
    ok: { 200: messageBody },
    errors: { 403: notOwner },
  },
  {
    method: 'get',
    path: '/cats/:id/friends',
    summary: "The cat's CatMates as cards.",
    doc: '§7 Cats (CatMates)',
    access: 'viewer',
    query: z.object({ index: pageQuery.shape.index }),
    ok: { 200: z.array(catCard) },
  },
  {
    method: 'get',
    path: '/cats/:id/files',
    summary: "A page of the cat's album of one type, newest first.",
    doc: '§7 CatAlog',
    access: 'viewer',
    query: z.object({ type: fileTypeQuery, ...pageQuery.shape }),
    ok: { 200: z.array(albumEntry) },
    paged: true,
  },
  {
    method: 'post',
    path: '/cats/:id/files',
    summary: 'Upload a photo to the album (type 1; video uploads are refused).',
    doc: '§7 CatAlog',
    access: 'verified',
    query: z.object({ type: fileTypeQuery }),
    upload: uploadForm({ title: z.string().optional() }),
    ok: { 201: albumEntry },
    errors: {
      400: `${NOT_AN_IMAGE} Or a video ('video-upload-limited').`,
      403: notOwner,
      429: uploadsQuota,
    },
  },
  {
    method: 'post',
    path: '/cats/:id/urls',
    summary: 'Add a YouTube link to the album.',
    doc: '§7 CatAlog',
    access: 'verified',
    body: catUrlRequest,
    ok: { 201: albumEntry },
    errors: { 400: 'Not a YouTube link, or another cat.', 403: notOwner, 429: uploadsQuota },
  },
  {
    method: 'delete',
    path: '/cats/:id/files/:fileId',
    summary: 'Delete an album entry.',
    doc: '§7 CatAlog',
    access: 'verified',
    ok: { 200: messageBody },
    errors: { 403: notOwner },
  },
  {
    method: 'get',
    path: '/cats/:id/blogs',
    summary: "A page of the cat's diary, newest first.",
    doc: '§7 CatBlog',
    access: 'viewer',
    query: pageQuery,
    ok: { 200: z.array(blog) },
    paged: true,
    errors: { 403: "The diary is not shown to the caller ('diary-hidden')." },
  },
  {
    method: 'post',
    path: '/cats/:id/blogs',
    summary: 'Add a diary entry.',
    doc: '§7 CatBlog',
    access: 'verified',
    body: blogRequest,
    ok: { 201: blog },
    errors: { 403: notOwner, 429: quotaReached('posts') },
  },
  {
    method: 'post',
    path: '/cats/:id/blogs/:blogId/files',
    summary: 'Add a photo to a diary entry.',
    doc: '§7 CatBlog',
    access: 'verified',
    upload: uploadForm(),
    ok: { 201: blog },
    errors: {
      400: `${NOT_AN_IMAGE} Or the entry is full ('too-many-photos').`,
      403: notOwner,
      429: uploadsQuota,
    },
  },
  {
    method: 'put',
    path: '/cats/:id/blogs/:blogId',
    summary: 'Edit a diary entry.',
    doc: '§7 CatBlog',
    access: 'verified',
    body: blogRequest,
    ok: { 200: blog },
    errors: { 403: notOwner },
  },
  {
    method: 'delete',
    path: '/cats/:id/blogs/:blogId',
    summary: 'Delete a diary entry with its photos.',
    doc: '§7 CatBlog',
    access: 'verified',
    ok: { 200: messageBody },
    errors: { 403: notOwner },
  },
];

/** Registers the cats' paths. */
export function registerCatPaths(registry: OpenAPIRegistry): void {
  for (const route of routes) addRoute(registry, 'Cats', route);
}
