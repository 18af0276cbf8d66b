/**
 * The REST API of docs/product.md §7 as one Express app (docs/architecture.md §1), mounted at `/api` behind the Hosting
 * rewrite and at `/` when the function is called directly. The resource routers may be mounted
 * in any order: no route of one router matches another's path (`/:id` routes step aside for
 * fixed words, see http/routes.ts). When App Check is enforced, every call shows its token before
 * any router sees it (http/app-check.ts, README "Production switches").
 */
import express, { Router } from 'express';
import { appearsInRouter } from './routes/cats/appears-in.js';
import { blogsRouter } from './routes/cats/blogs.js';
import { breedsRouter } from './routes/cats/breeds.js';
import { careRouter } from './routes/cats/care.js';
import { catalogRouter } from './routes/cats/catalog.js';
import { catsRouter } from './routes/cats/cats.js';
import { matesRouter } from './routes/cats/mates.js';
import { catSearchRouter } from './routes/cats/search.js';
import { chatsRouter } from './routes/chats/chats.js';
import { chatMessagesRouter } from './routes/chats/messages.js';
import { countriesRouter } from './routes/countries.js';
import { commentsRouter } from './routes/feeds/comments.js';
import { feedsRouter } from './routes/feeds/feeds.js';
import { likesRouter } from './routes/feeds/likes.js';
import { postCatsRouter } from './routes/feeds/post-cats.js';
import { savedRouter } from './routes/feeds/saved.js';
import { tagsRouter } from './routes/feeds/tags.js';
import { requireAppCheck, type AppCheckOptions } from './http/app-check.js';
import { identifyCaller } from './http/caller.js';
import { reportsRouter } from './routes/moderation/reports.js';
import { notificationsRouter } from './routes/notifications.js';
import { openApiRouter } from './routes/openapi/openapi.js';
import { suspensionRouter } from './routes/moderation/suspension.js';
import { trustedProxyHops } from './http/client.js';
import { notFound } from './core/errors.js';
import { errorHandler } from './http/error-handler.js';
import { apiHeaders } from './http/headers.js';
import { lostRouter } from './routes/lost/lost.js';
import { accountRouter } from './routes/users/account.js';
import { areaRouter } from './routes/users/area.js';
import { blocksRouter } from './routes/users/blocks.js';
import { directoryRouter } from './routes/users/directory.js';
import { exportRouter } from './routes/users/export.js';
import { favoritesRouter } from './routes/users/favorites.js';
import { leavingRouter } from './routes/users/leaving.js';
import { profileRouter } from './routes/users/profile.js';
import { relationsRouter } from './routes/users/relations.js';

/** What createApi may be told; by default everything follows the function's environment. */
export interface ApiOptions {
  /** App Check on every call (http/app-check.ts); by default as `APP_CHECK` says. */
  appCheck?: AppCheckOptions;
}

/** The API's Express app: security headers, body parsing, App Check, the routers, the error handler. */
export function createApi(options: ApiOptions = {}) {
  const routes = Router()
    .use(requireAppCheck(options.appCheck))
    .use(identifyCaller)
    .use(countriesRouter)
    .use(accountRouter)
    .use(leavingRouter)
    .use(directoryRouter)
    .use(relationsRouter)
    .use(blocksRouter)
    .use(profileRouter)
    .use(favoritesRouter)
    .use(exportRouter)
    .use(catsRouter)
    .use(catSearchRouter)
    .use(breedsRouter)
    .use(matesRouter)
    .use(catalogRouter)
    .use(blogsRouter)
    .use(careRouter)
    .use(appearsInRouter)
    .use(feedsRouter)
    .use(postCatsRouter)
    .use(savedRouter)
    .use(tagsRouter)
    .use(likesRouter)
    .use(commentsRouter)
    .use(chatsRouter)
    .use(chatMessagesRouter)
    .use(reportsRouter)
    .use(suspensionRouter)
    .use(notificationsRouter)
    .use(areaRouter)
    .use(lostRouter)
    .use(openApiRouter)
    .use(() => {
      throw notFound();
    });
  const app = express();
  app.disable('x-powered-by');
  app.use(apiHeaders);
  app.set('trust proxy', trustedProxyHops());
  app.use(express.json({ limit: '256kb' }));
  app.use('/api', routes);
  app.use('/', routes);
  app.use(errorHandler);
  return app;
}
