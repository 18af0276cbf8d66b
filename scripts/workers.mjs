/**
 * Warming the `api` function's workers up on the Functions emulator, for tests and benchmarks that
 * fire many requests at once straight at the function (not through the Hosting proxy). The
 * emulator serves each concurrent request with its own worker process and starts a missing one on
 * demand; many cold starts at once on a small machine take longer than the emulator's 30 s load
 * timeout, and a request whose worker failed to load is never answered. So the pool is warmed up
 * in waves of cheap requests (like minimum instances in production), each with a time limit.
 */

/** One GET /countries to `functionUrl`; true when it was answered 200 in time. */
const ping = (functionUrl) =>
  fetch(`${functionUrl}/countries`, { signal: AbortSignal.timeout(40_000) }).then(
    async (res) => {
      await res.arrayBuffer();
      return res.ok;
    },
    () => false,
  );

/**
 * Makes the Functions emulator hold at least `n` idle workers of the function at `functionUrl`:
 * waves of `step`, 2·`step`, … `n` simultaneous requests, so that each wave cold-starts at most
 * `step` workers; a wave not fully answered is repeated after a pause (a worker that missed the
 * load timeout is never used again, so retrying at once would only pile up more cold starts).
 * Throws after 5 failed tries of one wave.
 *
 * @param {string} functionUrl e.g. http://127.0.0.1:5001/demo-catrep/us-central1/api
 * @param {number} n workers wanted
 * @param {number} [step] new workers per wave
 */
export async function warmWorkers(functionUrl, n, step = 5) {
  for (let k = Math.min(step, n); ; k = Math.min(k + step, n)) {
    for (let attempt = 1; ; attempt++) {
      const answered = await Promise.all(Array.from({ length: k }, () => ping(functionUrl)));
      if (answered.every(Boolean)) break;
      if (attempt === 5) throw new Error(`Could not warm ${k} api workers up`);
      await new Promise((r) => setTimeout(r, 10_000));
    }
    if (k === n) return;
  }
}
