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

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * How far `date` is from `now` in words, future or past: 'in 23 hours', 'in 5 minutes',
 * 'tomorrow', '2 hours ago' (minutes under an hour, hours under two days, days beyond).
 */
export function distanceInWords(date: Date, now: Date = new Date()): string {
  const minutes = Math.round((date.getTime() - now.getTime()) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** A date and time in the viewer's zone, as 'Nov 26, 2026, 10:05 AM'. */
export function dateTimeInWords(date: Date): string {
  return dateTime.format(date);
}
