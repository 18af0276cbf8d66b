/**
 * Request validation with the shared zod schemas (docs/product.md §5 wording in the 400 message).
 */
import type { z } from 'zod';
import { firstErrors } from '@catrep/model';
import { badRequest, notFound } from './errors.js';

/**
 * A path parameter used as a Firestore document id. Ids Firestore cannot hold (a decoded '/',
 * '.', '..', reserved `__…__`, over 128 characters) would make the SDK throw (a 500): they name
 * nothing, so they are a 404.
 */
export function docId(value: string | undefined): string {
  if (!value || value.length > 128 || value.includes('/') || /^(\.|\.\.|__.*__)$/.test(value)) {
    throw notFound();
  }
  return value;
}

/**
 * Parses `input` with `schema`. Throws HttpError 400 `{ code: 'invalid-argument', message }`
 * whose message is the first validation message (the product's wording, docs/product.md §5).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstErrors(result.error)[0] ?? 'The request is not valid');
  return result.data;
}
