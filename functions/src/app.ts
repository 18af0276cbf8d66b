/**
 * The REST API of SPEC §7 as one Express app (DESIGN §1), mounted at `/api` behind the Hosting
 * rewrite and at `/` when the function is called directly. The resource routers may be mounted
 * in any order: no route of one router matches another's path (`/:id` routes step aside for
 * fixed words, see http/routes.ts).
 */
import express, { Router } from 'express';
import { blogsRouter } from './cats/blogs.js';
import { catalogRouter } from './cats/catalog.js';
import { catsRouter } from './cats/cats.js';
import { matesRouter } from './cats/mates.js';
import { catSearchRouter } from './cats/search.js';
import { chatsRouter } from './chats/chats.js';
import { chatMessagesRouter } from './chats/messages.js';
import { countriesRouter } from './countries/countries.js';
import { commentsRouter } from './feeds/comments.js';
import { feedsRouter } from './feeds/feeds.js';
import { likesRouter } from './feeds/likes.js';
import { identifyCaller } from './http/caller.js';
import { reportsRouter } from './moderation/reports.js';
import { notificationsRouter } from './notifications/notifications.js';
import { suspensionRouter } from './moderation/suspension.js';
import { trustedProxyHops } from './http/client.js';
import { errorHandler, notFound } from './http/errors.js';
import { apiHeaders } from './http/headers.js';
import { accountRouter } from './users/account.js';
import { blocksRouter } from './users/blocks.js';
import { directoryRouter } from './users/directory.js';
import { favoritesRouter } from './users/favorites.js';
import { profileRouter } from './users/profile.js';
import { relationsRouter } from './users/relations.js';

export function createApi() {
  const routes = Router()
    .use(identifyCaller)
    .use(countriesRouter)
    .use(accountRouter)
    .use(directoryRouter)
    .use(relationsRouter)
    .use(blocksRouter)
    .use(profileRouter)
    .use(favoritesRouter)
    .use(catsRouter)
    .use(catSearchRouter)
    .use(matesRouter)
    .use(catalogRouter)
    .use(blogsRouter)
    .use(feedsRouter)
    .use(likesRouter)
    .use(commentsRouter)
    .use(chatsRouter)
    .use(chatMessagesRouter)
    .use(reportsRouter)
    .use(suspensionRouter)
    .use(notificationsRouter)
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
