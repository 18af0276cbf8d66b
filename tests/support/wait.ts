/**
 * Small helpers for tests that create many things or wait for triggers: a bounded pool (the
 * Functions emulator slows down badly under many concurrent requests) and polling with a deadline.
 */
import { randomBytes } from 'node:crypto';
import pMap from 'p-map';

/** Runs `fn` over `items` with at most `limit` calls in flight (p-map); results keep the input order. */
export const inPool = <T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>) =>
  pMap(items, fn, { concurrency: limit });

/**
 * Polls `probe` every `intervalMs` until `done(value)` holds; returns the last value. On timeout
 * it returns the last value too, so the caller's assertion shows what was there.
 */
export async function pollUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Lower-case letters only (name search keys are letters), unique enough per run: 'kqzwtb'. */
export function randomLetters(n = 6): string {
  return [...randomBytes(n)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
}
