/**
 * Where local state lives on the emulators: `emulator-data/` at the repository root.
 * CATREP_DATA_DIR / CATREP_ROOT (set by scripts/emulators.mjs) win; otherwise it is found from this file
 * (functions/lib/index.js or functions/src/paths.ts).
 */
import { join, resolve } from 'node:path';

export const repoRoot = process.env.CATREP_ROOT ?? resolve(__dirname, '..', '..');
const dataDir = process.env.CATREP_DATA_DIR ?? join(repoRoot, 'emulator-data');
export const emulatorData = (...parts: string[]) => join(dataDir, ...parts);

/** The public address of the web app, used in mail links. */
export const appUrl = () => process.env.APP_URL ?? 'http://127.0.0.1:5000';
