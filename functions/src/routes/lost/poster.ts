/**
 * `GET /lost/{id}` as a page (docs/product.md §10 The poster; docs/architecture.md §1 "Link
 * previews of our own pages"): Firebase Hosting rewrites `/lost/**` to the `poster` function, which
 * answers the app's `index.html` with the report's Open Graph and Twitter card tags
 * (domain/serializers/lost-poster.ts). The shell is Hosting's own `index.html`, fetched from the
 * app's public address (`APP_URL`) and kept for a minute, so a deploy of the web app needs no new
 * function. A report that is not there, or held back, gets the plain shell (the app shows it is
 * not found); the page never fails for want of tags.
 */
import { Router } from 'express';
import { logger } from 'firebase-functions';
import { appUrl } from '../../core/paths.js';
import { posterHtml } from '../../domain/serializers/lost-poster.js';
import { lostReports } from '../../store/collections.js';

export const posterRouter = Router();

/** How long a fetched shell is used before it is fetched again, in milliseconds. */
const SHELL_TTL_MS = 60_000;
let cached: { html: string; at: number } | null = null;

/** The app's index.html from Hosting (cached SHELL_TTL_MS). */
async function shell(): Promise<string> {
  if (cached && Date.now() - cached.at < SHELL_TTL_MS) return cached.html;
  const res = await fetch(`${appUrl()}/`, { signal: AbortSignal.timeout(5000), redirect: 'follow' });
  if (!res.ok) throw new Error(`index.html: ${res.status}`);
  cached = { html: await res.text(), at: Date.now() };
  return cached.html;
}

/** A minimal page when the shell cannot be fetched: the tags, and a link into the app. */
const FALLBACK =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>CatRep</title></head><body><p><a href="/">CatRep</a></p></body></html>';

/** GET /lost/{id}: the shell with the preview tags of the report. */
posterRouter.get('/lost/:id', async (req, res) => {
  const id = req.params.id;
  const [page, report] = await Promise.all([
    shell().catch((e: unknown) => {
      logger.warn('poster shell fetch failed', e);
      return FALLBACK;
    }),
    /^[\w-]{1,128}$/.test(id) ? lostReports.doc(id).get() : null,
  ]);
  const doc = report?.data();
  const shown = doc && doc.held !== true ? doc : null;
  res
    .status(200)
    .type('html')
    .set('Cache-Control', 'public, max-age=60, s-maxage=60')
    .send(posterHtml(page, appUrl(), id, shown));
});
