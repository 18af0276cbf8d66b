/** Firestore timestamps as the screens need them (no Firebase import: presentational code uses it). */

/** Milliseconds of a Firestore Timestamp (or anything with toMillis), else 0. */
export function millisOf(t: unknown): number {
  return t && typeof (t as { toMillis?: unknown }).toMillis === 'function'
    ? (t as { toMillis: () => number }).toMillis()
    : 0;
}

/** A Date for a Firestore Timestamp (or null while a server timestamp is pending). */
export function dateOf(t: unknown): Date | null {
  const ms = millisOf(t);
  return ms ? new Date(ms) : null;
}
