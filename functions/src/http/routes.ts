/**
 * Keeping routes independent of the order routers are mounted in (README "Imports point down only"): a `/:id`
 * route steps aside for the fixed words that name sibling routes, e.g. `GET /cats/search`.
 */
import type { RequestHandler } from 'express';

/**
 * A first handler for a route with `:param` that passes the request on to the next matching
 * route (`next('route')`) when the parameter is one of `words`; otherwise the route goes on.
 */
export function skipWhenParam<P extends string>(
  param: P,
  ...words: string[]
): RequestHandler<Record<P, string>> {
  return (req, _res, next) => {
    next(words.includes(req.params[param]) ? 'route' : undefined);
  };
}
