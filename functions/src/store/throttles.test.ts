/**
 * The arithmetic of the login throttle's growing waits (README "Security", Throttles): after the
 * `free` failures attempts wait 30 s, doubling with each further failure up to 15 minutes; and
 * how the 429 message words a wait.
 */
import { describe, expect, it } from 'vitest';
import { failureWait, waitText } from './throttles.js';

describe('failureWait', () => {
  it('lets the free failures through without a wait', () => {
    expect(failureWait(0, 5)).toBe(0);
    expect(failureWait(4, 5)).toBe(0);
  });

  it('waits 30 s after the free-th failure and doubles with each further one', () => {
    expect(failureWait(5, 5)).toBe(30_000);
    expect(failureWait(6, 5)).toBe(60_000);
    expect(failureWait(7, 5)).toBe(120_000);
    expect(failureWait(8, 5)).toBe(240_000);
    expect(failureWait(9, 5)).toBe(480_000);
  });

  it('never waits more than 15 minutes, however many failures', () => {
    expect(failureWait(10, 5)).toBe(15 * 60_000);
    expect(failureWait(1_000_000, 5)).toBe(15 * 60_000);
  });

  it('counts from each key’s own allowance (an account 5, an address 20)', () => {
    expect(failureWait(19, 20)).toBe(0);
    expect(failureWait(20, 20)).toBe(30_000);
    expect(failureWait(21, 20)).toBe(60_000);
  });
});

describe('waitText', () => {
  it('says waits under a minute and a half in seconds, rounded up', () => {
    expect(waitText(30_000)).toBe('30 seconds');
    expect(waitText(29_001)).toBe('30 seconds');
    expect(waitText(89_000)).toBe('89 seconds');
  });

  it('says longer waits in minutes, rounded up', () => {
    expect(waitText(89_001)).toBe('2 minutes');
    expect(waitText(120_000)).toBe('2 minutes');
    expect(waitText(121_000)).toBe('3 minutes');
    expect(waitText(15 * 60_000)).toBe('15 minutes');
  });

  it('words every wait failureWait can give without rounding it down', () => {
    for (let failures = 5; failures < 15; failures++) {
      const wait = failureWait(failures, 5);
      const [amount, unit] = waitText(wait).split(' ');
      expect(Number(amount) * (unit === 'minutes' ? 60_000 : 1000)).toBeGreaterThanOrEqual(wait);
    }
  });
});
