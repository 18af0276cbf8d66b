/**
 * Turning zod issues into what the spec shows (docs/product.md §5: only the first three errors).
 */
import type { z } from 'zod';
import { MAX_SHOWN_ERRORS } from './codes.js';

/** The first `max` issue messages, de-duplicated, in field order. */
export function firstErrors(error: z.ZodError, max = MAX_SHOWN_ERRORS): string[] {
  return [...new Set(error.issues.map((i) => i.message))].slice(0, max);
}
