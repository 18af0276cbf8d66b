#!/usr/bin/env node
/**
 * Empties the running Emulator Suite's demo project between test stages (docs/architecture.md §4
 * "How long the tests take"): every Firestore document and Auth account of `GCLOUD_PROJECT`,
 * through the emulators' own endpoints, and the media store and mail outbox under
 * `CATREP_DATA_DIR`. `npm run test:emulated` runs it after the rules, API and triggers files and
 * before the journeys, so the journeys meet a store as small as on fresh emulators: on one the
 * API files filled, a journey's queries and mail lookups work through thousands of documents and
 * mails that are not theirs.
 *
 * Emulators only: it refuses to run without `FIRESTORE_EMULATOR_HOST` and
 * `FIREBASE_AUTH_EMULATOR_HOST` (which `firebase emulators:exec` sets), and a project id that is
 * not a demo one. Exits 1, saying why, when either endpoint refuses.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const project = process.env.GCLOUD_PROJECT ?? '';
const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const dataDir = process.env.CATREP_DATA_DIR;
if (!firestore || !auth || !project.startsWith('demo-')) {
  console.error('clear-emulators: only inside `firebase emulators:exec` on a demo project');
  process.exit(1);
}

const endpoints = [
  `http://${firestore}/emulator/v1/projects/${project}/databases/(default)/documents`,
  `http://${auth}/emulator/v1/projects/${project}/accounts`,
];
for (const url of endpoints) {
  const res = await fetch(url, { method: 'DELETE' });
  if (!res.ok) {
    console.error(`clear-emulators: DELETE ${url} answered ${res.status} ${await res.text()}`);
    process.exit(1);
  }
}
if (dataDir) {
  for (const dir of ['media', 'outbox']) {
    rmSync(join(dataDir, dir), { recursive: true, force: true });
    mkdirSync(join(dataDir, dir), { recursive: true });
  }
}
console.log(`clear-emulators: ${project} emptied (Firestore, Auth, media store, outbox)`);
