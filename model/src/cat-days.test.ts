/**
 * A cat's days (README "Care and the cat's days"): its age from partial birth dates, the
 * AAHA/AAFP life stages, birthdays (29 February on 28 February in other years), the anniversary of
 * a Catchie's passing, calendar arithmetic and the local date and hour in a time zone.
 */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageText,
  birthdayAge,
  catAge,
  isBeforeBirth,
  isBirthday,
  isTimeZone,
  lifeStage,
  localTime,
  yearsSincePassing,
} from './cat-days.js';

const born = (
  birthYear: number | null,
  birthMonth: number | null = null,
  birthDay: number | null = null,
) => ({
  birthYear,
  birthMonth,
  birthDay,
});

describe('age', () => {
  it('counts years and months when the month is known, the day when it is known too', () => {
    expect(ageText(catAge(born(2020, 1, 10), '2025-03-10'))).toBe('5 years, 2 months');
    expect(ageText(catAge(born(2020, 1, 10), '2025-03-09'))).toBe('5 years, 1 month');
    expect(ageText(catAge(born(2020, 3), '2025-03-01'))).toBe('5 years');
    expect(ageText(catAge(born(2024, 12, 20), '2025-03-01'))).toBe('2 months');
    expect(ageText(catAge(born(2025, 2, 20), '2025-03-01'))).toBe('under a month');
    expect(ageText(catAge(born(2024, 2), '2025-03-31'))).toBe('1 year, 1 month');
  });

  it('says "about" from the year alone, and nothing without a year or before the birth', () => {
    expect(ageText(catAge(born(2020), '2025-03-01'))).toBe('about 5 years');
    expect(ageText(catAge(born(2024), '2025-03-01'))).toBe('about 1 year');
    expect(ageText(catAge(born(2025), '2025-03-01'))).toBe('under a year');
    expect(ageText(catAge(born(null, 3, 14), '2025-03-01'))).toBe('');
    expect(ageText(catAge(born(null), '2025-03-01'))).toBe('');
    expect(catAge(born(2026, 1), '2025-03-01')).toBeNull();
  });
});

describe('life stage (AAHA/AAFP 2021)', () => {
  it('is kitten to 1 year, young adult to 6, mature adult 7 to 10, senior past 10', () => {
    const at = (y: number, m: number | null) => lifeStage({ years: y, months: m });
    expect(at(0, 11)).toBe('kitten');
    expect(at(1, 0)).toBe('young adult');
    expect(at(6, 11)).toBe('young adult');
    expect(at(7, 0)).toBe('mature adult');
    expect(at(10, 0)).toBe('mature adult');
    expect(at(10, 1)).toBe('senior');
    expect(at(10, null)).toBe('mature adult');
    expect(at(11, null)).toBe('senior');
    expect(lifeStage(null)).toBeNull();
  });
});

describe('birthdays and remembrance', () => {
  it('needs the day and the month, and is not the day of birth', () => {
    expect(isBirthday(born(2020, 3, 14), '2025-03-14')).toBe(true);
    expect(isBirthday(born(null, 3, 14), '2025-03-14')).toBe(true);
    expect(isBirthday(born(2020, 3), '2025-03-14')).toBe(false);
    expect(isBirthday(born(2025, 3, 14), '2025-03-14')).toBe(false);
    expect(isBirthday(born(2020, 3, 14), '2025-03-15')).toBe(false);
    expect(birthdayAge(born(2020, 3, 14), '2025-03-14')).toBe(5);
    expect(birthdayAge(born(null, 3, 14), '2025-03-14')).toBeNull();
  });

  it('keeps 29 February on 28 February in a year without one', () => {
    const leapling = born(2020, 2, 29);
    expect(isBirthday(leapling, '2023-02-28')).toBe(true);
    expect(isBirthday(leapling, '2023-03-01')).toBe(false);
    expect(isBirthday(leapling, '2024-02-28')).toBe(false);
    expect(isBirthday(leapling, '2024-02-29')).toBe(true);
    expect(yearsSincePassing('2020-02-29', '2021-02-28')).toBe(1);
  });

  it('counts the years since a Catchie passed away on its anniversary only', () => {
    expect(yearsSincePassing('2022-06-01', '2025-06-01')).toBe(3);
    expect(yearsSincePassing('2022-06-01', '2022-06-01')).toBeNull();
    expect(yearsSincePassing('2022-06-01', '2025-06-02')).toBeNull();
    expect(yearsSincePassing(null, '2025-06-01')).toBeNull();
  });

  it('puts a date before a partial birth date only where the known parts say so', () => {
    expect(isBeforeBirth('2019-12-31', born(2020))).toBe(true);
    expect(isBeforeBirth('2020-01-01', born(2020))).toBe(false);
    expect(isBeforeBirth('2020-02-28', born(2020, 3))).toBe(true);
    expect(isBeforeBirth('2020-03-13', born(2020, 3, 14))).toBe(true);
    expect(isBeforeBirth('1990-01-01', born(null, 3, 14))).toBe(false);
  });
});

describe('calendar and time zones', () => {
  it('adds days across months and years', () => {
    expect(addDays('2027-03-14', 7)).toBe('2027-03-21');
    expect(addDays('2027-03-14', -14)).toBe('2027-02-28');
    expect(addDays('2027-12-28', 7)).toBe('2028-01-04');
  });

  it('tells the local date and hour of an instant on either side of midnight', () => {
    const at = Date.UTC(2027, 2, 14, 7);
    expect(localTime('UTC', at)).toEqual({ date: '2027-03-14', hour: 7 });
    expect(localTime('Europe/Budapest', at)).toEqual({ date: '2027-03-14', hour: 8 });
    expect(localTime('Pacific/Kiritimati', Date.UTC(2027, 2, 13, 18))).toEqual({
      date: '2027-03-14',
      hour: 8,
    });
    expect(localTime('America/Los_Angeles', Date.UTC(2027, 2, 14, 15))).toEqual({
      date: '2027-03-14',
      hour: 8,
    });
    expect(localTime('Asia/Kolkata', Date.UTC(2027, 2, 14, 3))).toEqual({ date: '2027-03-14', hour: 8 });
  });

  it('knows time zones by their IANA names', () => {
    expect(isTimeZone('Europe/Budapest')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
