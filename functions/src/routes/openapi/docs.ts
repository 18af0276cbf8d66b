/**
 * `GET /docs`: the API's OpenAPI document (document.ts) rendered by Swagger UI (swagger-ui-dist),
 * public like the document itself (README "How the pieces fit", the API document; docs/product.md
 * §7). Everything the page loads comes from this function — Swagger UI's script and stylesheet
 * from the swagger-ui-dist package, a start-up script of ours and `openapi.json` — and nothing from
 * elsewhere (no CDN, no validator badge), so it works offline on the emulators.
 *
 * Every other answer of the API carries `default-src 'none'` (http/headers.ts), which runs
 * nothing. This page alone gets `DOCS_CSP`: scripts, styles and fetches from its own origin only,
 * no inline script or style; images also as `data:` URLs, which Swagger UI's stylesheet uses for
 * its icons. Its assets (`/docs/…`) keep the API's policy: they are not pages. Behind Hosting the
 * page's policy is Hosting's header rule for `/api/docs` (firebase.json), the same string: Hosting
 * puts its own headers over a function's.
 */
import { Router, type Response } from 'express';
import { join } from 'node:path';
import swaggerUiPath from 'swagger-ui-dist/absolute-path.js';

/** The Content-Security-Policy of the `/docs` page (tests/api/openapi-docs.test.ts checks it). */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Starts Swagger UI on the document beside the page: the plain layout (the standalone preset's
 * top bar writes an inline `<style>`) and no validator badge (an image from elsewhere).
 */
const INIT = `window.addEventListener('load', function () {
  window.ui = window.SwaggerUIBundle({
    url: 'openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

// Relative links: the page is `/api/docs` behind Hosting and `/docs` on the function itself.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>CatRep API</title>
    <link rel="stylesheet" href="docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script src="docs/init.js"></script>
  </body>
</html>
`;

/** The assets under `/docs/`: swagger-ui-dist's files by name, and the start-up script. */
const FILES: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui-bundle.js': { type: 'text/javascript', file: 'swagger-ui-bundle.js' },
  'swagger-ui.css': { type: 'text/css', file: 'swagger-ui.css' },
  'init.js': { type: 'text/javascript', text: INIT },
};

const cacheFor = (res: Response) => res.setHeader('Cache-Control', 'public, max-age=3600');

/**
 * `GET /docs` (the page) and `GET /docs/{asset}` (FILES; any other name falls through to the API's
 * 404 `{ code, message }`). The assets are middleware, not routes: only the page is an operation of
 * the document.
 */
export const docsRouter = Router()
  .get('/docs', (_req, res) => {
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    cacheFor(res);
    res.type('text/html').send(PAGE);
  })
  .use('/docs', (req, res, next) => {
    const name = req.path.slice(1);
    const asset =
      (req.method === 'GET' || req.method === 'HEAD') && Object.hasOwn(FILES, name) ? FILES[name] : undefined;
    if (!asset) return next();
    cacheFor(res);
    res.type(asset.type);
    if (asset.text !== undefined) return void res.send(asset.text);
    res.sendFile(join(swaggerUiPath(), asset.file!), { cacheControl: false }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });
