/**
 * A cat's days (docs/product.md §2 CatID "Age and life stage", §9 "The cat's days"): its age from
 * whatever parts of its birth date are known, its life stage, its birthday and the anniversary of
 * its passing, and the calendar dates and time zones the daily run works in. Calendar dates are
 * 'YYYY-MM-DD' strings; a CatRep's day follows their own time zone (an IANA name such as
 * 'Europe/Budapest'), read with `Intl.DateTimeFormat`. No zod here: the CatID shows these without
 * the schemas.
 */
import { isRealDate, toIsoDate } from './dates.js';

/** The parts of a cat's birth date, each null when unknown (docs/product.md §3 Cat). */
export interface BirthParts {
  birthDay?: number | null;
  birthMonth?: number | null;
  birthYear?: number | null;
}

/** A cat's age: whole years and months when the month is known, else years alone, approximately. */
export interface CatAge {
  years: number;
  /** Months past the whole years (0–11); null when only the year of birth is known. */
  months: number | null;
}

/**
 * The feline life stages of the AAHA/AAFP guidelines (2021): kitten (birth to 1 year), young adult
 * (1–6 years), mature adult (7–10 years), senior (over 10 years).
 */
export type LifeStage = 'kitten' | 'young adult' | 'mature adult' | 'senior';

/** `[year, month, day]` of a calendar date 'YYYY-MM-DD'. */
export function dateParts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y, m, d];
}

/** Whether `year` has a 29 February. */
export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The calendar date `days` days after `iso` (before it when negative). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = dateParts(iso);
  const at = new Date(Date.UTC(y, m - 1, d + days));
  return toIsoDate(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/**
 * The age of a cat born as `birth` on `on` ('YYYY-MM-DD'): null when the year of birth is unknown
 * or `on` comes before the known birth. With the month known, whole years and months (a known
 * day counts the month only once that day is reached); with the year alone, the years between the
 * two years, and `months` null ("about").
 */
export function catAge(birth: BirthParts, on: string): CatAge | null {
  if (!birth.birthYear) return null;
  const [y, m, d] = dateParts(on);
  if (!birth.birthMonth) {
    const years = y - birth.birthYear;
    return years < 0 ? null : { years, months: null };
  }
  let months = (y - birth.birthYear) * 12 + (m - birth.birthMonth);
  if (birth.birthDay && d < birth.birthDay) months -= 1;
  if (months < 0) return null;
  return { years: Math.floor(months / 12), months: months % 12 };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * How the CatID says an age: '5 years, 2 months', '5 years', '2 months', 'under a month' when the
 * month is known; 'about 5 years' (or 'under a year') from the year alone; '' for no age.
 */
export function ageText(age: CatAge | null): string {
  if (!age) return '';
  if (age.months === null) return age.years === 0 ? 'under a year' : `about ${plural(age.years, 'year')}`;
  if (age.years === 0) return age.months === 0 ? 'under a month' : plural(age.months, 'month');
  return age.months === 0
    ? plural(age.years, 'year')
    : `${plural(age.years, 'year')}, ${plural(age.months, 'month')}`;
}

/**
 * The life stage of `age` (AAHA/AAFP 2021): under 1 year a kitten, then young adult up to 6 years,
 * mature adult from 7 to 10 years, senior past 10 years (10 years and a month is past 10; from the
 * year alone, 11 years is). Null for no age.
 */
export function lifeStage(age: CatAge | null): LifeStage | null {
  if (!age) return null;
  const past10 = age.years > 10 || (age.years === 10 && (age.months ?? 0) > 0);
  if (past10) return 'senior';
  if (age.years >= 7) return 'mature adult';
  if (age.years >= 1) return 'young adult';
  return 'kitten';
}

/**
 * Whether `on` ('YYYY-MM-DD') is the anniversary of a day `month`/`day` (a birthday, the day a
 * Catchie passed away): the same month and day, and 29 February falls on 28 February in a year
 * without one.
 */
export function isAnniversary(month: number, day: number, on: string): boolean {
  const [y, m, d] = dateParts(on);
  if (month === 2 && day === 29 && !isLeapYear(y)) return m === 2 && d === 28;
  return m === month && d === day;
}

/**
 * Whether `on` is the birthday of a cat born as `birth`: its day and month are known, it is their
 * anniversary, and it is not the day of birth itself (nor before it).
 */
export function isBirthday(birth: BirthParts, on: string): boolean {
  if (!birth.birthDay || !birth.birthMonth || !isAnniversary(birth.birthMonth, birth.birthDay, on))
    return false;
  return !birth.birthYear || dateParts(on)[0] > birth.birthYear;
}

/**
 * Whether `date` ('YYYY-MM-DD': a death, a care entry) comes before the birth `birth`, as far as
 * the birth date is known (a year alone, a year and month, or all three).
 */
export function isBeforeBirth(date: string, birth: BirthParts): boolean {
  if (!birth.birthYear) return false;
  const [y, m, d] = dateParts(date);
  if (y !== birth.birthYear) return y < birth.birthYear;
  if (!birth.birthMonth) return false;
  if (m !== birth.birthMonth) return m < birth.birthMonth;
  return !!birth.birthDay && d < birth.birthDay;
}

/** Whether a death date `deathdate` comes before the (known part of the) birth date. */
export function diesBeforeBirth(deathdate: string | null | undefined, birth: BirthParts): boolean {
  return !!deathdate && isBeforeBirth(deathdate, birth);
}

/** The age a cat born as `birth` turns on its birthday `on`: null when the year is unknown. */
export function birthdayAge(birth: BirthParts, on: string): number | null {
  return birth.birthYear ? dateParts(on)[0] - birth.birthYear : null;
}

/**
 * Whether `on` is an anniversary of the day `deathdate` ('YYYY-MM-DD') a Catchie passed away, and
 * how many years ago: null when it is not (nor the day itself, nor before it).
 */
export function yearsSincePassing(deathdate: string | null | undefined, on: string): number | null {
  if (!deathdate || !isRealDate(deathdate)) return null;
  const [y, m, d] = dateParts(deathdate);
  const years = dateParts(on)[0] - y;
  return years > 0 && isAnniversary(m, d, on) ? years : null;
}

// ---------------------------------------------------------------- time zones and the CatRep's day

/** The time zone of a CatRep who never sent one. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** The local hour at which the daily run serves each CatRep (docs/architecture.md §9). */
export const DAILY_HOUR = 8;

/** Whether `zone` is a time zone this runtime knows (an IANA name such as 'Europe/Budapest'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The local calendar date and hour (0–23) in `zone` at the instant `at`. */
export function localTime(zone: string, at: Date | number): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { date: toIsoDate(part('year'), part('month'), part('day')), hour: part('hour') };
}

/** Today's calendar date in `zone` (the browser's own zone when none is named). */
export function todayIn(zone?: string, now: Date | number = Date.now()): string {
  return localTime(zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, now).date;
}
