/**
 * The OpenAPI 3.1 document of the REST API (docs/product.md §7), generated from the shared zod
 * schemas of @catrep/model with @asteasolutions/zod-to-openapi. Built once, on first use, and
 * kept in memory: the routes it describes never change while the function runs.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { registerCarePaths } from './care.js';
import { registerCatPaths } from './cats.js';
import { registerChatPaths } from './chats.js';
import { registerCountryPaths } from './countries.js';
import { registerFeedPaths } from './feeds.js';
import { registerLostPaths } from './lost.js';
import { registerModerationPaths } from './moderation.js';
import { registerNotificationPaths } from './notifications.js';
import { addRoute, errorBody } from './registry.js';
import { registerUserPaths } from './users.js';

const DESCRIPTION = [
  "CatRep's REST API, served under `/api` (docs/product.md §7 describes every call, §8 the messages).",
  'Every error answers `{ code, message }` (the Error schema). A session token — a Firebase ID token,',
  'or the fixed guest token for read-only calls — travels in `X-Authorization`. Where App Check is',
  'enforced (README "Production switches"), every call must also carry an App Check token in',
  '`X-Firebase-AppCheck`, or it is refused with 401 `app-check`. Lists paged by cursor answer the',
  "next page's cursor in the `X-Next-Cursor` header; pass it back as the `cursor` query parameter.",
].join(' ');

let built: object | null = null;

/** Builds the document (every resource module registers its paths). */
function build(): object {
  const registry = new OpenAPIRegistry();
  // Named schemas carry their component name in zod's `.meta({ id })` (routes/openapi/registry.ts).
  registry.registerComponent('schemas', 'Error', errorBody as never);
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Authorization',
    description:
      'A Firebase ID token (optionally prefixed `Bearer `), or the guest token for read-only calls.',
  });
  registerCountryPaths(registry);
  registerUserPaths(registry);
  registerCatPaths(registry);
  registerCarePaths(registry);
  registerFeedPaths(registry);
  registerChatPaths(registry);
  registerModerationPaths(registry);
  registerNotificationPaths(registry);
  registerLostPaths(registry);
  addRoute(registry, 'API', {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document.',
    doc: '§7',
    access: 'public',
    ok: { 200: z.looseObject({ openapi: z.string() }) },
  });
  addRoute(registry, 'API', {
    method: 'get',
    path: '/docs',
    summary: 'This document as a page (Swagger UI); its script and stylesheet are served under /docs/.',
    doc: '§7',
    access: 'public',
    ok: { 200: z.string() },
    produces: 'text/html',
  });
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'CatRep API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/api' }],
  });
}

/** The document, built on the first call and the same object after. */
export function openApiDocument(): object {
  built ??= build();
  return built;
}
