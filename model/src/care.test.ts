/**
 * Care (README "Care and the cat's days"): weights in kg and lb, the date rules against partial
 * birth dates, today and the death date, the request schemas with their messages, the reminder
 * days and the notification lines of the cat's days.
 */
import { describe, expect, it } from 'vitest';
import {
  careDateProblem,
  careEntryText,
  careMessages,
  careSeries,
  gramsIn,
  gramsOf,
  reminderDays,
  reminderStageOn,
  weightChangeText,
  weightText,
} from './care.js';
import { careEntryRequest, careSettingsRequest, timeZoneRequest } from './care-requests.js';
import { firstErrors } from './errors.js';
import { birthdayText, notificationText, remembranceText } from './notifications.js';

const message = (input: unknown) => {
  const result = careEntryRequest.safeParse(input);
  return result.success ? null : firstErrors(result.error)[0];
};

describe('weights', () => {
  it('are grams shown in kg or lb, and typed back in either', () => {
    expect(weightText(4250, 'kg')).toBe('4.25 kg');
    expect(weightText(4250, 'lb')).toBe('9.37 lb');
    expect(gramsOf(9.37, 'lb')).toBe(4250);
    expect(gramsOf(4.25, 'kg')).toBe(4250);
    expect(gramsIn(gramsOf(9.45, 'lb'), 'lb')).toBe(9.45);
    expect(weightChangeText(150, 'kg')).toBe('+0.15 kg');
    expect(weightChangeText(-100, 'lb')).toBe('−0.22 lb');
    expect(weightChangeText(2, 'kg')).toBe('no change');
  });
});

describe('care dates', () => {
  const cat = { birthYear: 2020, birthMonth: 5, birthDay: null, deathdate: null };
  it('are calendar dates between the known birth and today (or the death)', () => {
    expect(careDateProblem('2024-02-30', cat, '2025-01-01')).toBe(careMessages.dateInvalid);
    expect(careDateProblem('2020-04-30', cat, '2025-01-01')).toBe(careMessages.dateBeforeBirth);
    expect(careDateProblem('2020-05-01', cat, '2025-01-01')).toBeNull();
    expect(careDateProblem('2025-01-02', cat, '2025-01-01')).toBe(careMessages.dateInFuture);
    expect(careDateProblem('2024-07-02', { ...cat, deathdate: '2024-07-01' }, '2025-01-01')).toBe(
      careMessages.dateAfterDeath,
    );
  });
});

describe('care requests', () => {
  it('take each kind with its fields and refuse the rest with the product’s messages', () => {
    expect(message({ kind: 'weight', date: '2025-01-01', grams: 4200 })).toBeNull();
    expect(message({ kind: 'weight', date: '2025-01-01', grams: 10 })).toBe(careMessages.weightInvalid);
    expect(message({ kind: 'weight', date: '2025-01-01', grams: 4200.5 })).toBe(careMessages.weightInvalid);
    expect(message({ kind: 'weight', date: '1/1/2025', grams: 4200 })).toBe(careMessages.dateInvalid);
    expect(message({ kind: 'vet', date: '2025-01-01' })).toBe('Reason is required');
    expect(message({ kind: 'vet', date: '2025-01-01', reason: 'Check-up', clinic: 'Paws' })).toBeNull();
    expect(
      message({ kind: 'vaccination', date: '2025-01-01', vaccine: 'rabies', nextDue: '2026-01-01' }),
    ).toBeNull();
    expect(
      message({ kind: 'vaccination', date: '2025-01-01', vaccine: 'rabies', nextDue: '2025-01-01' }),
    ).toBe(careMessages.nextDueBeforeDate);
    expect(message({ kind: 'treatment', date: '2025-01-01', type: 'ticks' })).toBe(careMessages.typeInvalid);
    expect(message({ kind: 'grooming', date: '2025-01-01' })).toBe(careMessages.kindInvalid);
    expect(message({ kind: 'weight', date: '2025-01-01', grams: 4200, extra: 1 })).not.toBeNull();
    expect(careSettingsRequest.safeParse({ weightUnit: 'st' }).success).toBe(false);
    expect(timeZoneRequest.safeParse({ timeZone: 'Europe/Budapest' }).success).toBe(true);
    expect(timeZoneRequest.safeParse({ timeZone: 'Nowhere/Else' }).success).toBe(false);
  });

  it('derive the series and the reminder days', () => {
    expect(careSeries({ kind: 'vaccination', date: '2025-01-01', vaccine: ' Rabies ' })).toBe(
      'vaccination:rabies',
    );
    expect(careSeries({ kind: 'treatment', date: '2025-01-01', type: 'flea' })).toBe('treatment:flea');
    expect(careSeries({ kind: 'weight', date: '2025-01-01', grams: 4000 })).toBeUndefined();
    expect(reminderDays('2027-03-21')).toEqual(['2027-03-14', '2027-03-21', '2027-03-28']);
    expect(reminderStageOn('2027-03-21', '2027-03-14')).toBe('before');
    expect(reminderStageOn('2027-03-21', '2027-03-21')).toBe('due');
    expect(reminderStageOn('2027-03-21', '2027-03-28')).toBe('after');
    expect(reminderStageOn('2027-03-21', '2027-03-15')).toBeNull();
  });

  it('read as one line in the Care tab', () => {
    expect(careEntryText({ kind: 'vet', date: '2025-01-01', reason: 'Check-up', clinic: 'Paws' }, 'kg')).toBe(
      'Check-up at Paws',
    );
    expect(
      careEntryText(
        { kind: 'vaccination', date: '2025-01-01', vaccine: 'rabies', nextDue: '2026-01-01' },
        'kg',
      ),
    ).toBe('Rabies vaccination · next due 01/01/2026');
    expect(
      careEntryText({ kind: 'treatment', date: '2025-01-01', type: 'flea', product: 'Advocate' }, 'kg'),
    ).toBe('Flea treatment (Advocate)');
  });
});

describe('the lines of the cat’s days', () => {
  const note = (n: Parameters<typeof notificationText>[0]) => notificationText(n);
  it('tell birthdays, reminders and remembrance', () => {
    expect(birthdayText([{ catId: 'a', name: 'Mittens', age: 5, mate: false }])).toBe(
      'Mittens turns 5 today',
    );
    expect(birthdayText([{ catId: 'a', name: 'Mittens', age: 5, mate: true }])).toBe(
      'Your CatMate Mittens turns 5 today',
    );
    expect(
      birthdayText([
        { catId: 'a', name: 'Mittens', age: null, mate: false },
        { catId: 'b', name: 'Cirmi', age: 3, mate: true },
      ]),
    ).toBe('Mittens has a birthday and your CatMate Cirmi turns 3 today');
    const reminder = (stage: 'before' | 'due' | 'after') =>
      note({
        kind: 'reminder',
        actor: null,
        actorIds: [],
        cats: ['Mittens'],
        reminder: { subject: 'Rabies vaccination', due: '2027-03-21', stage },
      });
    expect(reminder('before')).toBe('Rabies vaccination for Mittens is due in 7 days');
    expect(reminder('due')).toBe('Rabies vaccination for Mittens is due today');
    expect(reminder('after')).toBe('Rabies vaccination for Mittens was due 7 days ago');
    expect(remembranceText('Old Tom', 1)).toBe('Remembering Old Tom, who passed away 1 year ago today');
    expect(note({ kind: 'remembrance', actor: null, actorIds: [], cats: ['Old Tom'], years: 3 })).toBe(
      'Remembering Old Tom, who passed away 3 years ago today',
    );
  });
});
