/**
 * Reports and the moderators' desk in the OpenAPI document (docs/product.md §7 Moderation, README
 * "Trust and safety"; router functions/src/routes/moderation/reports.ts). Suspensions are with the users.
 */
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { moderationRequest, REPORT_STATUSES, reportRequest } from '@catrep/model';
import { z } from 'zod';
import { addRoute, pageQuery, quotaReached, resource, type RouteSpec } from './registry.js';

/** A reported item with its reports (`reportedItemJson`). */
const reportedItem = resource(
  'ReportedItem',
  'A reported post, comment, profile or message with its reports.',
  {
    status: z.string(),
  },
);

const routes: RouteSpec[] = [
  {
    method: 'post',
    path: '/reports',
    summary: 'Report a post, comment, CatRep, cat or message.',
    doc: '§7 Moderation',
    access: 'verified',
    body: reportRequest,
    ok: {
      200: z.object({ id: z.string(), message: z.string() }),
      201: z.object({ id: z.string(), message: z.string() }),
    },
    errors: {
      400: "One's own item ('self').",
      404: 'Nothing to report by that id.',
      429: quotaReached('reports'),
    },
  },
  {
    method: 'get',
    path: '/reports',
    summary: 'A page of reported items by status (moderators).',
    doc: '§7 Moderation',
    access: 'admin',
    query: z.object({ status: z.enum(REPORT_STATUSES).optional(), ...pageQuery.shape }),
    ok: { 200: z.array(reportedItem) },
    paged: true,
  },
  {
    method: 'put',
    path: '/reports/:id',
    summary: 'Decide on a reported item: dismiss, hold, remove, suspend (moderators).',
    doc: '§7 Moderation',
    access: 'admin',
    body: moderationRequest,
    ok: { 200: z.object({ status: z.string(), message: z.string() }) },
    errors: { 409: "Already decided ('already-decided')." },
  },
];

/** Registers the moderation paths. */
export function registerModerationPaths(registry: OpenAPIRegistry): void {
  for (const route of routes) addRoute(registry, 'Moderation', route);
}
