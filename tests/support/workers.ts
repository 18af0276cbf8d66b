/**
 * Talking to the `api` function on the Functions emulator directly (not through the Hosting
 * proxy), for tests that fire many requests at once: the pool is warmed up first
 * (scripts/workers.mjs, shared with the bench), then the requests fire truly at once.
 */
import { FUNCTIONS } from './env.js';

/** The `api` function's own URL on the Functions emulator (port 5001 + the suite's offset). */
export const FUNCTION_URL = `${FUNCTIONS}/api`;

/** scripts/workers.mjs (plain JavaScript, shared with the bench), typed. */
const load = (): Promise<{ warmWorkers: (url: string, n: number, step?: number) => Promise<void> }> =>
  // @ts-expect-error: plain .mjs module without types; the annotation says what it holds.
  import('../../scripts/workers.mjs');

/** Makes the Functions emulator hold at least `n` idle `api` workers (waves of `step`). */
export async function warmWorkers(n: number, step = 5): Promise<void> {
  await (await load()).warmWorkers(FUNCTION_URL, n, step);
}
