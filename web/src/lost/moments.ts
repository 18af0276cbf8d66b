/**
 * The moments of Lost & Found forms: a `datetime-local` input's value in the reader's time zone
 * ('2026-05-02T18:30'), and that value as the ISO 8601 moment the API takes.
 */

/** Now as a `datetime-local` value (minutes), in the reader's time zone. */
export function localNow(date = new Date()): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value as an ISO 8601 moment ('' stays '', for the API to refuse). */
export function moment(local: string): string {
  const t = new Date(local);
  return Number.isNaN(t.getTime()) ? '' : t.toISOString();
}
