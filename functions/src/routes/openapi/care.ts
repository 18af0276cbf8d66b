/**
 * The care calls of the OpenAPI document (docs/product.md §7 Care; router in
 * functions/src/routes/cats/care.ts, time zone in routes/users/profile.ts): a cat's care entries,
 * the CatRep's weight unit and time zone.
 */
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { careEntryRequest, careListQuery, careSettingsRequest, timeZoneRequest } from '@catrep/model';
import { z } from 'zod';
import { addRoute, isoTime, messageBody, quotaReached, resource, type RouteSpec } from './registry.js';

/** A care entry (domain/serializers/care.ts): its kind's fields, id, cat and times. */
const careEntry = resource(
  'CareEntry',
  "A cat's care entry: a weight in grams, a vet visit, a vaccination or a treatment (docs/product.md §7 Care).",
  {
    catId: z.string(),
    kind: z.enum(['weight', 'vet', 'vaccination', 'treatment']),
    date: z.string().meta({ description: "'YYYY-MM-DD'." }),
    createdAt: isoTime,
    updatedAt: isoTime,
  },
);
const careSettings = z
  .looseObject({ weightUnit: z.enum(['kg', 'lb']) })
  .meta({ id: 'CareSettings', description: 'The unit weights are shown in.' });

const readOnly = "A cat that passed away: its care history is kept as it was ('care-read-only').";
const notOwners = "Not the caller's cat (or not there).";

const routes: RouteSpec[] = [
  {
    method: 'get',
    path: '/cats/:id/care',
    summary: "A page of the cat's care entries, newest date first, one kind or all: the owner's alone.",
    doc: '§7 Care',
    access: 'viewer',
    query: careListQuery,
    paged: true,
    ok: { 200: z.array(careEntry) },
    errors: { 404: notOwners },
  },
  {
    method: 'post',
    path: '/cats/:id/care',
    summary: 'Add a care entry to one of own cats.',
    doc: '§7 Care',
    access: 'catrep',
    body: careEntryRequest,
    ok: { 201: careEntry },
    errors: {
      400: 'A date before the birth, after today or the death; a next due date not after the date.',
      403: readOnly,
      404: notOwners,
      429: quotaReached('care entries'),
    },
  },
  {
    method: 'put',
    path: '/cats/:id/care/:entryId',
    summary: 'Replace a care entry.',
    doc: '§7 Care',
    access: 'catrep',
    body: careEntryRequest,
    ok: { 200: careEntry },
    errors: { 400: 'As for a new entry.', 403: readOnly, 404: notOwners },
  },
  {
    method: 'delete',
    path: '/cats/:id/care/:entryId',
    summary: 'Delete a care entry with its reminders.',
    doc: '§7 Care',
    access: 'catrep',
    ok: { 200: messageBody },
    errors: { 403: readOnly, 404: notOwners },
  },
  {
    method: 'get',
    path: '/users/user/care-settings',
    summary: "One's care settings: the unit weights are shown in.",
    doc: '§7 Care',
    access: 'catrep',
    ok: { 200: careSettings },
  },
  {
    method: 'put',
    path: '/users/user/care-settings',
    summary: "Change one's weight unit (kg or lb).",
    doc: '§7 Care',
    access: 'catrep',
    body: careSettingsRequest,
    ok: { 200: careSettings },
  },
  {
    method: 'put',
    path: '/users/user/time-zone',
    summary: "The browser's time zone (an IANA name): the CatRep's day and its 8:00 follow it.",
    doc: '§7 Care',
    access: 'catrep',
    body: timeZoneRequest,
    ok: { 200: z.object({ timeZone: z.string() }) },
  },
];

/** Registers the care paths. */
export function registerCarePaths(registry: OpenAPIRegistry): void {
  for (const route of routes) addRoute(registry, 'Care', route);
}
