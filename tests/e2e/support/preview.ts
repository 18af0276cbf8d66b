/**
 * A local page with Open Graph tags (and its image) for link previews in the browser journeys. It
 * is served on 127.0.0.1:{CATREP_PREVIEW_TEST_PORT}, the one host:port the test-mode link-preview
 * guard lets through (LINK_PREVIEW_ALLOW, scripts/emulators.mjs).
 */
import { createServer, type Server } from 'node:http';
import { demoPhoto } from '../../support/seed.js';

export const PREVIEW_PORT = Number(process.env.CATREP_PREVIEW_TEST_PORT ?? 5055);

/** Serves the page titled `title` at any path (and its image at /whiskers.jpg) until closed. */
export function previewServer(title: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/whiskers.jpg') {
      void demoPhoto(7, 'cat', 200).then((jpg) => {
        res.writeHead(200, { 'Content-Type': 'image/jpeg' });
        res.end(jpg);
      });
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head>
      <meta property="og:title" content="${title}">
      <meta property="og:description" content="All the news about cats that nap in boxes.">
      <meta property="og:image" content="http://127.0.0.1:${PREVIEW_PORT}/whiskers.jpg">
      <meta property="og:url" content="http://127.0.0.1:${PREVIEW_PORT}/news">
      <title>${title}</title></head><body>Cats</body></html>`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PREVIEW_PORT, '127.0.0.1', () => resolve(server));
  });
}
