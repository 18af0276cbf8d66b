/** The moments of the Lost & Found forms: a `datetime-local` value and the ISO moment it stands for. */
import { describe, expect, it } from 'vitest';
import { localNow, moment } from './moments';

describe('moments', () => {
  it('turns a datetime-local value into the same moment in ISO 8601, and back', () => {
    const at = new Date(2026, 4, 2, 18, 30);
    expect(localNow(at)).toBe('2026-05-02T18:30');
    expect(moment('2026-05-02T18:30')).toBe(at.toISOString());
  });

  it('leaves an empty or broken value empty, for the API to refuse', () => {
    expect(moment('')).toBe('');
    expect(moment('not a time')).toBe('');
  });
});
