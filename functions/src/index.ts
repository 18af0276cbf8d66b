/**
 * CatRep's Cloud Functions (2nd gen): `api` serves the REST API of SPEC §7, `media` serves the
 * media store under /media/**; the Firestore triggers keep CatMates and the 'My CatReps'
 * timelines in step and fetch link previews (posts and diary entries); a schedule mails the daily
 * digest of unread notifications.
 */
import express from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { createApi } from './app.js';
import { errorHandler } from './http/errors.js';
import { apiHeaders } from './http/headers.js';
import { serveMedia } from './media/serve.js';

const region = 'us-central1';

export const api = onRequest({ region, memory: '1GiB', timeoutSeconds: 60 }, createApi());

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

export { catMatesOnCat, catMatesOnRelation } from './triggers/catmates.js';
export { catDeletionOnCat } from './triggers/cat-deletion.js';
export { chatsOnRelation } from './triggers/catchat.js';
export { linkPreviewOnBlog, linkPreviewOnFeed } from './triggers/link-preview.js';
export { timelineOnFeed, timelineOnRelation } from './triggers/timeline.js';
export { notificationDigestDaily } from './triggers/notification-digest.js';
