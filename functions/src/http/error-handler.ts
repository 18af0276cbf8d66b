/**
 * The last Express handler of the API and the media function: writes every error as its status and
 * `{ code, message }` body (docs/architecture.md, the error contract).
 */
import type { ErrorRequestHandler } from 'express';
import { serverMessages } from '@catrep/model';
import { logger } from 'firebase-functions';
import { HttpError } from '../core/errors.js';

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
