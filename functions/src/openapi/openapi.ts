/**
 * `GET /openapi.json`: the API's OpenAPI 3.1 document (openapi/document.ts), public — no session
 * needed — and built once per instance.
 */
import { Router } from 'express';
import { openApiDocument } from './document.js';

export const openApiRouter = Router().get('/openapi.json', (_req, res) => {
  res.type('application/json').send(JSON.stringify(openApiDocument()));
});
