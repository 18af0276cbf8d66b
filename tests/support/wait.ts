/**
 * Small helpers for tests that create many things or wait for triggers: a bounded pool (the
 * Functions emulator slows down badly under many concurrent requests) and polling with a deadline.
 */
import { randomBytes } from 'node:crypto';

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep the input order. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

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
