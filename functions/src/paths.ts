/**
 * Where local state lives on the emulators: `emulator-data/` at the repository root.
 * CATREP_ROOT (set by scripts/emulators.mjs) wins; otherwise it is found from this file
 * (functions/lib/index.js or functions/src/paths.ts).
 */
import { join, resolve } from 'node:path';

export const repoRoot = process.env.CATREP_ROOT ?? resolve(__dirname, '..', '..');
export const emulatorData = (...parts: string[]) => join(repoRoot, 'emulator-data', ...parts);

/** The public address of the web app, used in mail links. */
export const appUrl = () => process.env.APP_URL ?? 'http://127.0.0.1:5000';
