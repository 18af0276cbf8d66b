/**
 * The one table of the signed-in part's addresses (docs/product.md §2 signed-in routes): each
 * screen's name and its path. `app/SignedInApp.tsx` routes every one of them to its screen (its
 * `screens` must name one for each, or the build fails); signed out, one of these goes to
 * /welcome and any other address says the page does not exist (`app/App.tsx`). The pages
 * signed-out visitors have too — the static pages, Contact, a lost cat's poster — and the
 * catch-all are routed apart.
 */
import { matchRoutes } from 'react-router-dom';

export const SIGNED_IN_ROUTES = {
  home: '/',
  information: '/information',
  catShare: '/cat-share',
  post: '/cat-share/post/:id',
  saved: '/saved',
  tag: '/tags/:tag',
  breed: '/breeds/:breed',
  place: '/places/:countryId/:city?',
  notifications: '/notifications',
  settings: '/settings',
  profile: '/cat-rep/:id?/:name?',
  myCats: '/my-cats/:userId/:name?',
  catchies: '/catchies/:userId/:name?',
  cat: '/cat/:id/:name?',
  newCatReps: '/new-cat-reps/:type?',
  catReps: '/cat-reps/:userId/:name?',
  requests: '/cat-rep-requests',
  catMates: '/cat-mates/:id/:name?',
  catChat: '/cat-chat/:catId/:name?',
  firstUnreadChat: '/cat-chat',
  chats: '/chats',
  catAlog: '/cat-catalog/:id/:name?/:type?',
  catBlog: '/cat-diary/:id/:name?',
  care: '/cat-care/:id/:name?',
  moderation: '/moderation/:status?',
  lostNearYou: '/lost-near-you',
} as const;

/** The name of a signed-in screen. */
export type SignedInRoute = keyof typeof SIGNED_IN_ROUTES;

const ROUTES = Object.values(SIGNED_IN_ROUTES).map((path) => ({ path }));

/** Whether `pathname` is an address of the signed-in part (not an unknown one). */
export const isSignedInPath = (pathname: string) => matchRoutes(ROUTES, pathname) !== null;
