/**
 * `GET /openapi.json`: the API's OpenAPI 3.1 document (routes/openapi/document.ts), public — no session
 * needed — and built once per instance; `GET /docs` shows it in Swagger UI (routes/openapi/docs.ts).
 */
import { Router } from 'express';
import { openApiDocument } from './document.js';
import { docsRouter } from './docs.js';

export const openApiRouter = Router()
  .get('/openapi.json', (_req, res) => {
    res.type('application/json').send(JSON.stringify(openApiDocument()));
  })
  // GET /docs: the document in Swagger UI (docs.ts).
  .use(docsRouter);
