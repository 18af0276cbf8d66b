/**
 * Counts the Cloud Functions executions an action starts on the Emulator Suite, by reading what
 * the Functions emulator prints ('Beginning execution of "us-central1-api"', 'Finished …'), which
 * scripts/emulators.mjs also writes to the file CATREP_EMULATOR_LOG. Used by the bench
 * (invocations per like, comment, post, chat message) and by tests/triggers/. Only meaningful
 * while nothing else runs against the emulators (the bench; a test project run file by file).
 */
import { readFileSync, statSync } from 'node:fs';

const BEGIN = /Beginning execution of "(?:[a-z0-9-]+-)?([A-Za-z0-9]+)"/g;
const FINISH = /Finished "(?:[a-z0-9-]+-)?([A-Za-z0-9]+)"/g;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The emulator log's path (set by scripts/emulators.mjs); throws outside the Emulator Suite. */
function logFile() {
  const file = process.env.CATREP_EMULATOR_LOG;
  if (!file) throw new Error('CATREP_EMULATOR_LOG is not set: run through scripts/emulators.mjs');
  return file;
}

/** Executions begun and finished per function name in `text`. */
function executions(text) {
  const count = (pattern) => {
    const byName = {};
    for (const [, name] of text.matchAll(pattern)) byName[name] = (byName[name] ?? 0) + 1;
    return byName;
  };
  return { begun: count(BEGIN), finished: count(FINISH) };
}

const total = (byName) => Object.values(byName).reduce((a, b) => a + b, 0);

/**
 * Runs `action`, then waits until every execution it started has finished and no new one began for
 * `quietMs` (the triggers its writes wake run a moment later). Resolves `{ result, invocations }`:
 * what the action answered, and executions per function name, e.g. `{ api: 1 }`.
 *
 * The emulator logs an execution only once a worker runs it, and a function's first execution
 * waits for its worker to start (seconds on a busy machine): warm each trigger up first, with an
 * action that wakes it and `until` naming it, so that it is waited for however late it begins.
 *
 * @param {() => Promise<unknown>} action
 * @param {{ quietMs?: number, timeoutMs?: number, until?: string[] }} [options] quiet time and
 *   give-up time in ms; functions that must have begun before the quiet time counts
 */
export async function invocationsOf(action, { quietMs = 2000, timeoutMs = 60_000, until = [] } = {}) {
  const file = logFile();
  const from = statSync(file).size;
  const result = await action();
  const started = Date.now();
  let seen = -1;
  let quietSince = Date.now();
  for (;;) {
    const { begun, finished } = executions(readFileSync(file).subarray(from).toString('utf8'));
    const now = total(begun);
    if (now !== seen) {
      seen = now;
      quietSince = Date.now();
    }
    const settled =
      until.every((name) => begun[name]) && total(finished) >= now && Date.now() - quietSince >= quietMs;
    if (settled || Date.now() - started > timeoutMs) return { result, invocations: begun };
    await sleep(100);
  }
}
