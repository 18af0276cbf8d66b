/**
 * HTTP errors with the `{ code, message }` body every endpoint answers (CatRep API standard).
 */
import type { ErrorRequestHandler } from 'express';
import { serverMessages } from '@catrep/model';
import { logger } from 'firebase-functions';

/** An error that becomes `status` with `{ code, message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'invalid-argument') => new HttpError(400, code, message);
export const unauthorized = () => new HttpError(401, 'unauthenticated', serverMessages.unauthorized);
export const forbidden = (message: string = serverMessages.forbidden, code = 'permission-denied') =>
  new HttpError(403, code, message);
export const notFound = (message: string = serverMessages.notFound) =>
  new HttpError(404, 'not-found', message);
export const conflict = (message: string, code = 'already-exists') => new HttpError(409, code, message);
export const tooManyRequests = (message: string) => new HttpError(429, 'resource-exhausted', message);

/** Express error handler: HttpErrors as themselves, body-parser errors as 400, the rest 500. */
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json({ code: err.code, message: err.message });
    return;
  }
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ code: 'invalid-argument', message: serverMessages.invalidBody });
    return;
  }
  logger.error('Unhandled API error', err);
  res.status(500).json({ code: 'internal', message: serverMessages.internal });
};
