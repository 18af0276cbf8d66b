/**
 * The test layers of docs/architecture.md §4 as vitest projects:
 *   model, web,     – no emulators (npm run test:unit); functions tests the server's pure logic
 *   functions         (the *.test.ts files next to the code in functions/src), without Firestore.
 *   rules, api, e2e – against the Emulator Suite (npm run test:emulated, inside emulators:exec);
 *                     e2e drives Debian's Chromium with playwright-core through the journeys.
 *   triggers        – also on the emulators, alone and file by file: counts the Cloud Functions
 *                     executions each action starts (scripts/invocations.mjs).
 * Every layer runs tests/support/no-network.setup.ts: a test that opens a socket to anything but
 * loopback fails (docs/architecture.md §3).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const noNetwork = fileURLToPath(new URL('./tests/support/no-network.setup.ts', import.meta.url));
/**
 * Test files at once where nothing else competes for the cores: the unit projects (no emulators)
 * and the rules (each file its own Firestore project, no triggers). vitest's own default, one
 * fewer than the cores, leaves one of a two-core machine's cores idle: the unit run takes 80
 * instead of 129 s there, the rules 246 instead of 369 s. The API and triggers projects keep the
 * default (their triggers' timing shares the emulators); the journeys run one file at a time.
 */
const CORES = availableParallelism();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'model',
          environment: 'node',
          maxWorkers: CORES,
          include: ['model/src/**/*.test.ts'],
          setupFiles: [noNetwork],
        },
      },
      {
        test: {
          name: 'functions',
          environment: 'node',
          maxWorkers: CORES,
          include: ['functions/src/**/*.test.ts'],
          setupFiles: [noNetwork],
        },
      },
      // The web project is web/vite.config.ts's, with the tripwire added to its own setup file.
      { extends: './web/vite.config.ts', test: { setupFiles: [noNetwork], maxWorkers: CORES } },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          setupFiles: [noNetwork],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          maxWorkers: CORES,
          // Projects in one run with different numbers of workers run one after the other.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: [noNetwork],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'triggers',
          environment: 'node',
          include: ['tests/triggers/**/*.test.ts'],
          setupFiles: [noNetwork],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // Every execution the emulator logs while an action settles must be that action's.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          setupFiles: [noNetwork, 'tests/e2e/support/csp.setup.ts'],
          // What a person waits for in a browser: the same 15 s as a page's own waits
          // (browser.ts), not vitest's 1 s default, which a busy two-core machine outruns.
          expect: { poll: { timeout: 15_000 } },
          // The journeys register CatReps too, so they also need the countries (run alone or not).
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
