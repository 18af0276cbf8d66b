/**
 * Lost & Found in the OpenAPI document (docs/product.md §10; routers functions/src/routes/lost/lost.ts
 * and functions/src/routes/users/area.ts): areas, reports, the poster's data, found, sightings.
 */
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  areaRequest,
  lostReportRequest,
  lostStatusRequest,
  nearbyQuery,
  sightingRequest,
} from '@catrep/model';
import { z } from 'zod';
import {
  NOT_AN_IMAGE,
  NO_SUCH_CAT,
  addRoute,
  isoTime,
  messageBody,
  pageQuery,
  quotaReached,
  resource,
  uploadForm,
  type RouteSpec,
} from './registry.js';

const latLng = z.object({ lat: z.number(), lng: z.number() });

/** A report as anyone sees it (`lostReportJson`): nothing of its owner. */
const report = resource('LostReport', 'A lost cat: the poster, without anything of its owner.', {
  id: z.string(),
  catId: z.string(),
  status: z.enum(['lost', 'found']),
  cat: z.looseObject({ id: z.string(), name: z.string() }),
  lastSeenAt: isoTime,
  place: latLng,
  placeText: z.string(),
  radiusKm: z.number(),
  description: z.string(),
  sightings: z.number().int(),
  createdAt: isoTime,
  foundAt: isoTime,
});

/** A sighting, for the cat's owner or its sender (`sightingJson`). */
const sighting = resource('Sighting', "What a finder saw, with their contact (the cat's owner only).", {
  id: z.string(),
  reportId: z.string(),
  seenAt: isoTime,
  place: latLng.nullable(),
  message: z.string(),
  name: z.string(),
  contact: z.string(),
  createdAt: isoTime,
});

const area = z
  .looseObject({ geohash: z.string(), centre: latLng })
  .meta({ id: 'Area', description: "The caller's area: its cell only." });

const notOwner = "Not the cat's owner.";

const routes: RouteSpec[] = [
  {
    method: 'get',
    path: '/users/user/area',
    summary: "The caller's Lost & Found area (the cell and its centre).",
    doc: '§10 Lost & Found',
    access: 'verified',
    ok: { 200: area },
    errors: { 404: 'No area is set.' },
  },
  {
    method: 'put',
    path: '/users/user/area',
    summary: "Set the caller's area: only the cell of the point (geohash, 6 characters) is kept.",
    doc: '§10 Lost & Found',
    access: 'verified',
    body: areaRequest,
    ok: { 200: area },
  },
  {
    method: 'delete',
    path: '/users/user/area',
    summary: "Clear the caller's area.",
    doc: '§10 Lost & Found',
    access: 'verified',
    ok: { 200: messageBody },
  },
  {
    method: 'post',
    path: '/cats/:id/lost',
    summary: 'Report the cat lost: CatReps whose area is within the radius are alerted.',
    doc: '§10 Lost & Found',
    access: 'verified',
    body: lostReportRequest,
    ok: { 201: report },
    errors: {
      400: "A cat in Catchies ('catchie').",
      403: notOwner,
      404: NO_SUCH_CAT,
      409: "The cat is already reported lost ('already-lost'), or 3 reports are open ('too-many-lost').",
      429: quotaReached('lost cat reports'),
    },
  },
  {
    method: 'get',
    path: '/lost',
    summary: 'Open reports near a point, nearest first (index pages; `X-Next-Index` when more).',
    doc: '§10 Lost & Found',
    access: 'public',
    query: nearbyQuery,
    ok: { 200: z.array(report) },
  },
  {
    method: 'get',
    path: '/lost/:id',
    summary: 'One report: the poster.',
    doc: '§10 Lost & Found',
    access: 'public',
    ok: { 200: report },
  },
  {
    method: 'put',
    path: '/lost/:id',
    summary: 'Mark the cat found: every alert becomes "… is home".',
    doc: '§10 Lost & Found',
    access: 'verified',
    body: lostStatusRequest,
    ok: { 200: report },
    errors: { 403: notOwner, 409: "Already found ('already-found')." },
  },
  {
    method: 'get',
    path: '/lost/:id/sightings',
    summary: "The report's sightings, newest first, with the finders' contacts (the owner only).",
    doc: '§10 Lost & Found',
    access: 'viewer',
    query: pageQuery,
    ok: { 200: z.array(sighting) },
    paged: true,
    errors: { 403: notOwner },
  },
  {
    method: 'post',
    path: '/lost/:id/sightings',
    summary: '"I have seen this cat": tell the owner (no account needed).',
    doc: '§10 Lost & Found',
    access: 'public',
    body: sightingRequest,
    ok: { 201: z.object({ id: z.string(), photoKey: z.string(), message: z.string() }) },
    errors: {
      400: "The cat's own owner ('own-cat').",
      409: "The cat is already home ('lost-closed').",
      429: 'A sighting of this cat from the same CatRep or address within 10 minutes.',
    },
  },
  {
    method: 'post',
    path: '/lost/:id/sightings/:sightingId/files',
    summary: "The sighting's photo (once): `?key=` from the sighting's answer, or its sender's session.",
    doc: '§10 Lost & Found',
    access: 'public',
    query: z.object({ key: z.string().optional() }),
    upload: uploadForm(),
    ok: { 201: z.object({ photo: z.unknown(), message: z.string() }) },
    errors: {
      400: NOT_AN_IMAGE,
      403: 'Neither the key nor the session of its sender.',
      409: "The sighting has its photo ('photo-added').",
      429: quotaReached('uploads'),
    },
  },
];

/** Registers the Lost & Found paths. */
export function registerLostPaths(registry: OpenAPIRegistry): void {
  for (const route of routes) addRoute(registry, 'Lost & Found', route);
}
