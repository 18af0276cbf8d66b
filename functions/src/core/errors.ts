/**
 * The refusals every layer may throw, each an HTTP status with the `{ code, message }` body the
 * API answers (docs/product.md §5 wording in `message`); http/error-handler.ts writes them out.
 */
import { serverMessages } from '@catrep/model';

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
