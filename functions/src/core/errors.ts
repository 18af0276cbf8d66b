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

/** The gRPC status codes Firestore's server SDK fails with that the functions answer for. */
export const GRPC = {
  /** An update of a document that is not there. */
  NOT_FOUND: 5,
  /** A write whose precondition (e.g. `lastUpdateTime`) no longer holds. */
  FAILED_PRECONDITION: 9,
  /** A transaction lost to simultaneous ones more often than it was retried. */
  ABORTED: 10,
} as const;

/** Whether `e` is a Firestore (gRPC) failure with `code` (one of `GRPC`), not one of ours. */
export const failedWith = (e: unknown, code: number): boolean =>
  !(e instanceof HttpError) && (e as { code?: unknown } | null)?.code === code;
