/**
 * The security headers of everything the functions answer (README "Security"), set by helmet:
 * JSON and media are never a page, so their Content-Security-Policy allows nothing to run or
 * embed them (`default-src 'none'; frame-ancestors 'none'`); `nosniff`, no referrer, no
 * `X-Powered-By`. The pages' own policy is Firebase Hosting's (firebase.json); the API's one page,
 * `/docs`, sets its own (routes/openapi/docs.ts).
 */
import helmet from 'helmet';

export const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // Media are images for CatRep's own pages; nothing else embeds them.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
});
