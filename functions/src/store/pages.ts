/**
 * Newest-first lists read a page at a time (docs/product.md §9 lists; docs/architecture.md §2: offsets are
 * billed for every skipped document, so pages go by cursor). Each page answers the cursor of the next one,
 * sent as the `X-Next-Cursor` header; the client passes it back as `?cursor=`. `?index=` alone
 * also works, for the spec's clients, at the cost of skipped reads.
 */
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';

/**
 * `{seconds}.{nanoseconds}_{id}`: the `createdAt` and id of a page's last document (an id may
 * hold `_` and `-`, as notification ids do). The digit counts keep any match a valid Timestamp
 * (which would otherwise throw: a 500).
 */
const CURSOR = /^(\d{1,11})\.(\d{1,9})(?:_([A-Za-z0-9_-]{1,160}))?$/;

/** The query parameters of a paged list, to spread into its zod query schema. */
export const pageParams = {
  index: z.coerce.number().int().min(0).max(10_000).optional().default(0),
  cursor: z.string().regex(CURSOR).optional(),
};

export interface PageRequest {
  index: number;
  cursor?: string;
}

export interface Page<T> {
  docs: QueryDocumentSnapshot<T>[];
  /** The cursor of the next page; null after the last one (a page shorter than asked). */
  next: string | null;
}

/** The position a cursor names: a `createdAt` and, when given, the document id after it. */
export interface CursorPosition {
  createdAt: Timestamp;
  id?: string;
}

/** The position `cursor` names, or null when there is none (the format is checked by `pageParams`). */
export function positionOf(cursor: string | undefined): CursorPosition | null {
  const match = cursor?.match(CURSOR);
  if (!match) return null;
  return { createdAt: new Timestamp(Number(match[1]), Number(match[2])), id: match[3] };
}

/** The cursor of the page after a document with this `createdAt` and id. */
export const cursorAfter = (createdAt: Timestamp, id: string) =>
  `${createdAt.seconds}.${createdAt.nanoseconds}_${id}`;

/**
 * One page of `size` documents of `query`, newest `field` (a Timestamp; `createdAt` unless told)
 * first, then by id, so equal times keep one order and no entry shows twice: after `cursor` when
 * given, else page `index`.
 */
export async function newestFirstPage<T>(
  query: Query<T>,
  { index, cursor }: PageRequest,
  size: number,
  field = 'createdAt',
): Promise<Page<T>> {
  let q = query.orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc').limit(size);
  const after = positionOf(cursor);
  if (after) q = after.id ? q.startAfter(after.createdAt, after.id) : q.startAfter(after.createdAt);
  else if (index) q = q.offset(index * size);
  const page = await q.get();
  const last = page.docs.at(-1);
  const at: unknown = last?.get(field);
  const next = last && page.size === size && at instanceof Timestamp ? cursorAfter(at, last.id) : null;
  return { docs: page.docs, next };
}
