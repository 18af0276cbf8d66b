/**
 * The addresses of the signed-in part (docs/product.md §2 signed-in routes), as `app/SignedInApp.tsx`
 * routes them: signed out, one of these goes to /welcome, any other address says the page does
 * not exist (`app/App.tsx`). Keep the two in step when a route is added.
 */
import { matchRoutes } from 'react-router-dom';

export const SIGNED_IN_PATHS = [
  '/',
  '/information',
  '/cat-share',
  '/cat-share/post/:id',
  '/notifications',
  '/settings',
  '/cat-rep/:id?/:name?',
  '/my-cats/:userId/:name?',
  '/catchies/:userId/:name?',
  '/cat/:id/:name?',
  '/new-cat-reps/:type?',
  '/cat-reps/:userId/:name?',
  '/cat-rep-requests',
  '/cat-mates/:id/:name?',
  '/cat-chat/:catId/:name?',
  '/cat-chat',
  '/chats',
  '/cat-catalog/:id/:name?/:type?',
  '/cat-diary/:id/:name?',
  '/cat-care/:id/:name?',
  '/moderation/:status?',
  '/lost-near-you',
] as const;

const ROUTES = SIGNED_IN_PATHS.map((path) => ({ path }));

/** Whether `pathname` is an address of the signed-in part (not an unknown one). */
export const isSignedInPath = (pathname: string) => matchRoutes(ROUTES, pathname) !== null;
