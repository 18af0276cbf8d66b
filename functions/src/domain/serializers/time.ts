/**
 * Firestore time values in the REST API (docs/product.md §3: dates travel as ISO strings).
 */
import type { Timestamp } from 'firebase-admin/firestore';

/**
 * A stored time field as an ISO string; null when it is unset. Model documents type time fields
 * `unknown` (a server-timestamp sentinel on write); as read they are Timestamps.
 */
export function iso(time: unknown): string | null {
  return time ? timestampOf(time).toDate().toISOString() : null;
}

/** A stored time field (e.g. `createdAt` of a read document) as the Timestamp it is. */
function timestampOf(time: unknown): Timestamp {
  return time as Timestamp;
}
