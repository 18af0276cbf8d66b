/**
 * Where local state lives on the emulators: `emulator-data/` at the repository root.
 * CATREP_DATA_DIR / CATREP_ROOT (set by scripts/emulators.mjs) win; otherwise the root is the
 * nearest folder above this file that holds `firebase.json` (from functions/lib/index.js or
 * functions/src/core/paths.ts alike).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The nearest folder at or above `from` holding firebase.json; two levels up if none does. */
function findRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'firebase.json'))) return dir;
  }
  return resolve(from, '..', '..');
}

const repoRoot = process.env.CATREP_ROOT ?? findRoot(__dirname);
const dataDir = process.env.CATREP_DATA_DIR ?? join(repoRoot, 'emulator-data');

/** A path under the emulators' data folder, e.g. `emulatorData('outbox')`. */
export const emulatorData = (...parts: string[]) => join(dataDir, ...parts);

/** The public address of the web app, used in mail links. */
export const appUrl = () => process.env.APP_URL ?? 'http://127.0.0.1:5000';
