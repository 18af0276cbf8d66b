/**
 * Talking to the `api` function on the Functions emulator directly (not through the Hosting
 * proxy), for tests that fire many requests at once (DESIGN §3). The emulator serves each
 * concurrent request with its own worker process and starts a missing one on demand; many cold
 * starts at once on a small machine take longer than the emulator's 30 s load timeout, and a
 * request whose worker failed to load is never answered. So such tests first warm the pool up in
 * waves of cheap requests (like minimum instances in production), then fire truly at once.
 */
import { FUNCTIONS } from './env.js';

/** The `api` function's own URL on the Functions emulator (port 5001 + the suite's offset). */
export const FUNCTION_URL = `${FUNCTIONS}/api`;

/** One GET /countries straight to the function; true when it was answered 200 in time. */
const ping = () =>
  fetch(`${FUNCTION_URL}/countries`, { signal: AbortSignal.timeout(40_000) }).then(
    async (res) => {
      await res.arrayBuffer();
      return res.ok;
    },
    () => false,
  );

/**
 * Makes the Functions emulator hold at least `n` idle `api` workers: waves of `step`, 2·`step`,
 * … `n` simultaneous requests, so that each wave cold-starts at most `step` workers; a wave not
 * fully answered is repeated after a pause (a worker that missed the emulator's load timeout is
 * never used again, so retrying at once would only pile up more cold starts).
 */
export async function warmWorkers(n: number, step = 5) {
  for (let k = Math.min(step, n); ; k = Math.min(k + step, n)) {
    for (let attempt = 1; ; attempt++) {
      const answered = await Promise.all(Array.from({ length: k }, ping));
      if (answered.every(Boolean)) break;
      if (attempt === 5) throw new Error(`Could not warm ${k} api workers up`);
      await new Promise((r) => setTimeout(r, 10_000));
    }
    if (k === n) return;
  }
}
