/**
 * Where the emulated stack lives. `emulators:exec` (scripts/emulators.mjs) sets these variables;
 * without them the standard ports of firebase.json are used. The emulator hosts are written back
 * into process.env before any Admin SDK is created, so it can never talk to production.
 */
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
// Nothing leaves the machine (docs/architecture.md §3): no cloud metadata probe from the Admin
// SDK's clients.
process.env.METADATA_SERVER_DETECTION ??= 'none';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
/** The REST API base, e.g. http://127.0.0.1:5200/api. */
export const API = process.env.CATREP_API ?? 'http://127.0.0.1:5000/api';
/** The hosting origin that serves the app, /api and /media. */
export const HOSTING = API.replace(/\/api\/?$/, '');
/**
 * The Functions emulator's own base for the functions (`${FUNCTIONS}/api`, `${FUNCTIONS}/media`):
 * its port is the hosting port + 1 (firebase.json, shifted alike by CATREP_PORT_OFFSET). Calls
 * straight to it skip the Hosting emulator, whose static-file layer answers 500 to a malformed
 * `%` escape before any rewrite (production Hosting is another program).
 */
export const FUNCTIONS = `http://127.0.0.1:${Number(new URL(HOSTING).port || 80) + 1}/demo-catrep/us-central1`;
/** The folder holding `outbox/` and `media/`. */
export const DATA_DIR = process.env.CATREP_DATA_DIR ?? join(repoRoot, 'emulator-data');

/** `host:port` → `{ host, port }`. */
export function hostAndPort(hostPort: string): { host: string; port: number } {
  const i = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, i), port: Number(hostPort.slice(i + 1)) };
}
