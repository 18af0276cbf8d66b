#!/usr/bin/env node
/**
 * Runs CatRep on the Firebase Emulator Suite (docs/architecture.md §3).
 *
 *   node scripts/emulators.mjs start   emulators + seeded demo data, until Ctrl-C
 *   node scripts/emulators.mjs test    emulators + the rules, API and trigger tests, then stop; then
 *                                      fresh emulators + the journeys (e2e), then stop
 *   node scripts/emulators.mjs test api e2e
 *                                      the same with only the named vitest projects (rules, api, triggers, e2e)
 *   node scripts/emulators.mjs test api tests/api/timeline.test.ts
 *                                      …and only the named test files
 *   node scripts/emulators.mjs bench   emulators + seeded data + scripts/bench.mjs, then stop
 *   node scripts/emulators.mjs load    emulators + seeded data + scripts/load.mjs, then stop
 *   node scripts/emulators.mjs fuzz    emulators + the API fuzz test only (npm run fuzz)
 *   node scripts/emulators.mjs screens emulators + seeded data + scripts/screens.mjs (docs/screens/)
 *
 * Offline machines have Debian's Firestore emulator jar, which lacks a Main-Class; we build a
 * tiny launcher jar that points at it and hand it to firebase-tools through
 * FIRESTORE_EMULATOR_BINARY_PATH. Elsewhere firebase-tools downloads its own jar as usual.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEdge } from './edge.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** Builds (once) the launcher jar for Debian's Firestore emulator; returns its path or null. */
function firestoreLauncher() {
  if (!existsSync(DEBIAN_JAR)) return null;
  const dir = join(root, '.cache', 'firestore-launcher');
  const jar = join(dir, 'launcher.jar');
  if (existsSync(jar)) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'MANIFEST.MF');
  writeFileSync(
    manifest,
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
      `Class-Path: file:${DEBIAN_JAR}\n`,
  );
  execFileSync('jar', ['cfm', jar, manifest], { cwd: dir, stdio: 'inherit' });
  return jar;
}

const mode = process.argv[2] ?? 'start';
const projects = process.argv.slice(3).filter((p) => /^[a-z0-9]+$/.test(p));
const files = process.argv.slice(3).filter((p) => /^tests\/[\w./-]+\.test\.ts$/.test(p));
/**
 * What runs inside the emulators, one `emulators:exec` per command, one after another. The whole
 * test run is two: the journeys get emulators of their own, fresh, instead of the ones the rules,
 * API and trigger files have run on for twenty minutes (their API calls were several times slower
 * there, docs/architecture.md §4).
 */
const suites = {
  start: ['node scripts/serve.mjs'],
  test: projects.length
    ? [`npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} ${files.join(' ')}`]
    : [
        'npx vitest run --project rules --project api && npx vitest run --project triggers',
        'npx vitest run --project e2e',
      ],
  bench: ['node scripts/serve.mjs --seed-only && node scripts/bench.mjs'],
  load: ['node scripts/serve.mjs --seed-only && node scripts/load.mjs'],
  screens: ['node scripts/serve.mjs --seed-only && node scripts/screens.mjs'],
  // The property-based test of every endpoint, longer than in `npm test` (tests/api/fuzz.test.ts).
  fuzz: ['npx vitest run --project api tests/api/fuzz.test.ts'],
}[mode];
if (!suites) {
  console.error(`Unknown mode '${mode}': use start, test, bench, load, screens or fuzz.`);
  process.exit(2);
}

const offset = Number(process.env.CATREP_PORT_OFFSET ?? 0);
const dataDir = join(root, 'emulator-data', ...(offset ? [`offset-${offset}`] : []));
const PROJECT = 'demo-catrep';
// Nothing may open a connection outside loopback (docs/architecture.md §3). Every process started
// here (firebase-tools, the functions it runs, the seed, tests and bench) gets the demo project id
// and has cloud metadata detection off: otherwise google-auth-library, asked for credentials or
// the universe domain by the Firestore client, probes 169.254.169.254.
const env = {
  ...process.env,
  CATREP_ROOT: root,
  CATREP_DATA_DIR: dataDir,
  GCLOUD_PROJECT: PROJECT,
  GOOGLE_CLOUD_PROJECT: PROJECT,
  METADATA_SERVER_DETECTION: 'none',
};

/**
 * Each run starts from an empty media store and empty outboxes (mail, push and their files being
 * written): Firestore and Auth start empty too.
 */
function emptyStores() {
  for (const dir of ['media', 'outbox', 'push-outbox', '.incoming']) {
    rmSync(join(dataDir, dir), { recursive: true, force: true });
    mkdirSync(join(dataDir, dir), { recursive: true });
  }
}

// CATREP_PORT_OFFSET=100 runs a second, independent suite (ports +100) beside a running one:
// handy for developers; the browser app itself always expects the standard ports.
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
let configArgs = [];
if (offset) {
  for (const emulator of Object.values(config.emulators)) {
    if (typeof emulator === 'object' && emulator.port) emulator.port += offset;
  }
  // The pages may talk to this suite's Firestore and Auth emulators (Content-Security-Policy).
  let headers = JSON.stringify(config.hosting.headers);
  for (const name of ['firestore', 'auth']) {
    const port = config.emulators[name].port;
    headers = headers.replaceAll(`127.0.0.1:${port - offset}`, `127.0.0.1:${port}`);
  }
  config.hosting.headers = JSON.parse(headers);
  const file = join(root, `firebase.offset-${offset}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  configArgs = ['--config', file];
}
// Everyone reaches CatRep through the edge (scripts/edge.mjs) on the public port, in front of the
// Hosting emulator, as everyone reaches production through Google's front end.
const PUBLIC_PORT = 5000 + offset;
env.CATREP_API = `http://127.0.0.1:${PUBLIC_PORT}/api`;
env.APP_URL = `http://127.0.0.1:${PUBLIC_PORT}`;
const edge = await startEdge(PUBLIC_PORT, config.emulators.hosting.port);
// Tests serve Open Graph pages on these ports (link-preview.test.ts on the first, blog-previews.test.ts on
// the second: test files run side by side); the link-preview guard lets exactly these host:port
// pairs through (LINK_PREVIEW_ALLOW is never set outside tests).
if (mode === 'test' || mode === 'fuzz') {
  env.CATREP_PREVIEW_TEST_PORT = String(5055 + offset);
  env.CATREP_DIARY_PREVIEW_TEST_PORT = String(5056 + offset);
  env.LINK_PREVIEW_ALLOW = [env.CATREP_PREVIEW_TEST_PORT, env.CATREP_DIARY_PREVIEW_TEST_PORT]
    .map((port) => `127.0.0.1:${port}`)
    .join(',');
}
// The day bench (`CATREP_BENCH=day`, and the whole bench, which runs it first) counts the
// functions' Firestore operations (functions/src/core/op-count.ts); the Functions emulator hands
// this environment to its workers. Nothing else runs with it.
if (mode === 'bench' && ['day', undefined, ''].includes(process.env.CATREP_BENCH)) env.CATREP_COUNT_OPS = '1';
else delete env.CATREP_COUNT_OPS;

const launcher = firestoreLauncher();
if (launcher) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
env.JAVA_TOOL_OPTIONS = env.JAVA_TOOL_OPTIONS ?? '-Xmx2g';

// What the Emulator Suite prints is also written to this file, where the tests and the bench count
// the function executions an action started (scripts/invocations.mjs).
const logDir = join(root, 'emulator-data', 'runtime');
mkdirSync(logDir, { recursive: true });
env.CATREP_EMULATOR_LOG = join(logDir, `emulators-${offset}.log`);
const log = createWriteStream(env.CATREP_EMULATOR_LOG);
if (process.stdout.isTTY) env.FORCE_COLOR = env.FORCE_COLOR ?? '1';

const firebase = join(root, 'node_modules', '.bin', 'firebase');
let child = null;
let stopping = false;

/** Runs `inner` inside one `emulators:exec` of fresh emulators; resolves its exit code. */
function runSuite(inner) {
  emptyStores();
  child = spawn(
    firebase,
    [
      'emulators:exec',
      ...configArgs,
      '--project',
      PROJECT,
      '--only',
      'auth,firestore,functions,hosting',
      inner,
    ],
    { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const stop = () => {
  stopping = true;
  child?.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
let code = 0;
for (const inner of suites) {
  code = await runSuite(inner);
  if (code !== 0 || stopping) break;
}
edge.close();
log.end();
process.exit(code || (stopping ? 1 : 0));
