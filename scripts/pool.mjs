/**
 * A bounded pool for scripts that fire many requests at the emulators (scripts/bench-scale.mjs,
 * scripts/load.mjs): the Functions emulator slows down badly under many concurrent requests.
 */

/** Runs `fn` over `items`, at most `size` at once; resolves the results in order. */
export async function inPool(items, size, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
