/**
 * CatRep's Cloud Functions (2nd gen): `api` serves the REST API of docs/product.md §7, `media` serves the
 * media store under /media/**, `poster` a lost cat's page with its link preview; the Firestore triggers keep CatMates and the 'My CatReps'
 * timelines in step and fetch link previews (posts and diary entries); an hourly schedule runs each
 * CatRep's day at 8:00 where they live (care reminders, birthdays, remembrance, the digest mail),
 * and one every 10 minutes computes Trending (the top hashtags of the last 24 hours).
 */
import express from 'express';
import { defineInt } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { createApi } from './app.js';
import { errorHandler } from './http/error-handler.js';
import { apiHeaders } from './http/headers.js';
import { serveMedia } from './routes/media/serve.js';
import { posterRouter } from './routes/lost/poster.js';

const region = 'us-central1';

/**
 * Instances of `api` kept warm (README "Production switches"). Each one is billed while idle, so
 * the default is 0 (a cold start of a few seconds after a quiet spell); production sets 1 or more
 * in `functions/.env.<project-id>`. Params are read from the .env files on deploy and by the
 * emulators (which ignore them); `functions/.env` holds the defaults, so neither prompts.
 */
const apiMinInstances = defineInt('API_MIN_INSTANCES', {
  default: 0,
  description: 'Instances of the API kept warm (each is billed while idle)',
});

/**
 * The most instances of `api` at once: the ceiling on what a burst (or an attack) can cost, and on
 * the Firestore connections it opens. 100 × 80 concurrent calls is far above the peak hour of
 * README "Scale"; raise it in `functions/.env.<project-id>` when calls queue.
 */
const apiMaxInstances = defineInt('API_MAX_INSTANCES', {
  default: 100,
  description: 'The most API instances at once (caps the cost of a burst)',
});

/**
 * The REST API. 2nd gen serves many calls per instance: concurrency above 1 needs a whole CPU, and
 * 80 is Cloud Run's own default for one. Almost every call spends its time waiting on Firestore,
 * not computing, so one CPU keeps 80 busy. The exception is a photo upload: a body of at most
 * 10 MB, whose sharp work the libuv pool runs 4 at a time, so 1 GiB holds dozens at once beside
 * the rest. Fewer calls per instance would only mean more instances (and more cold starts).
 */
export const api = onRequest(
  {
    region,
    memory: '1GiB',
    cpu: 1,
    concurrency: 80,
    minInstances: apiMinInstances,
    maxInstances: apiMaxInstances,
    timeoutSeconds: 60,
  },
  createApi(),
);

/**
 * Photos from the media store. App Check does not guard it (README "Production switches"): photos
 * load through `<img>`, which cannot send a token; paths are unguessable and only product photos
 * are served (routes/media/serve.ts).
 */
export const media = onRequest(
  { region, memory: '256MiB' },
  express()
    .disable('x-powered-by')
    .use(apiHeaders)
    .use((req, res, next) => {
      serveMedia(req, res).catch(next);
    })
    .use(errorHandler),
);

/**
 * A lost cat's poster page with its link preview (docs/product.md §10): Hosting rewrites `/lost/**`
 * here, and the app's index.html comes back with the report's Open Graph and Twitter card tags
 * (routes/lost/poster.ts). Crawlers run no script; people get the app as on any page.
 */
export const poster = onRequest(
  { region, memory: '256MiB' },
  express()
    .disable('x-powered-by')
    .use(posterRouter)
    .use((_req, res) => {
      res.redirect(302, '/');
    })
    .use(errorHandler),
);

export { catMatesOnCat, catMatesOnRelation } from './triggers/catmates.js';
export { catDeletionOnCat } from './triggers/cat-deletion.js';
export { postCatsOnCat } from './triggers/post-cats.js';
export {
  accountDeletionOnAuthDelete,
  accountDeletionOnRequest,
  guestExpiryDaily,
} from './triggers/account-deletion.js';
export { chatsOnRelation } from './triggers/catchat.js';
export { exportOnRequest } from './triggers/export.js';
export { linkPreviewOnBlog, linkPreviewOnFeed } from './triggers/link-preview.js';
export { timelineOnFeed, timelineOnRelation } from './triggers/timeline.js';
export { dailyHourly } from './triggers/daily.js';
export { unfinishedPostsHourly } from './triggers/unfinished-posts.js';
export { trendingEvery10Minutes } from './triggers/trending.js';
export { lostAlertsOnReport } from './triggers/lost-alerts.js';
