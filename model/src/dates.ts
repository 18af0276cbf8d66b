/**
 * Date rules of docs/product.md §9: partial birth dates, DD/MM/YYYY, relative time, the year choices and
 * ISO dates of the forms. No zod here: the first screen uses these without the schemas.
 */
import { YEARS_BACK } from './codes.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cat's birth date in its partial forms: DD/MM/YYYY when complete, otherwise what is known
 * (MM/YYYY, YYYY, DD/MM, MM). Returns '' when nothing is known.
 */
export function formatPartialDate(
  day: number | null | undefined,
  month: number | null | undefined,
  year: number | null | undefined,
): string {
  const parts: string[] = [];
  if (day) parts.push(pad(day));
  if (month) parts.push(pad(month));
  if (year) parts.push(String(year));
  if (day && !month) return year ? String(year) : '';
  return parts.join('/');
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function formatIsoDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

const monthShort = (d: Date) => new Intl.DateTimeFormat('en', { month: 'short' }).format(d);
const hm = (d: Date) => `${d.getHours()}:${pad(d.getMinutes())}`;
const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * Relative time exactly as docs/product.md §9: 'now', 'N seconds ago', 'about a minute ago', 'N minutes ago',
 * 'Today at h:mm', 'Yesterday at h:mm', 'D. Mon at h:mm', 'D. Mon YYYY. at h:mm'.
 * Inputs are Dates in the viewer's local time zone.
 */
export function relativeTime(date: Date, now = new Date()): string {
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < 5) return 'now';
  if (seconds < 60) return `${seconds} seconds ago`;
  if (seconds < 90) return 'about a minute ago';
  // docs/product.md §9 steps, but never "1 minutes": 90–119 s already reads as 2 minutes.
  if (seconds < 3600) return `${Math.max(2, Math.floor(seconds / 60))} minutes ago`;
  if (sameDay(date, now)) return `Today at ${hm(date)}`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return `Yesterday at ${hm(date)}`;
  if (date.getFullYear() === now.getFullYear()) {
    return `${date.getDate()}. ${monthShort(date)} at ${hm(date)}`;
  }
  return `${date.getDate()}. ${monthShort(date)} ${date.getFullYear()}. at ${hm(date)}`;
}

/** True when 'YYYY-MM-DD' names a real calendar day. */
export function isRealDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The year choices of docs/product.md §9: this year back 100 years, newest first. */
export function yearChoices(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, i) => current - i);
}

/** 'YYYY-MM-DD' from day, month (1–12) and year numbers. */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
