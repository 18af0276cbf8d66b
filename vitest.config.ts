/**
 * The test layers of DESIGN §4 as vitest projects:
 *   model, web      – no emulators (npm run test:unit)
 *   rules, api, e2e – against the Emulator Suite (npm run test:emulated, inside emulators:exec);
 *                     e2e drives Debian's Chromium with playwright-core through the journeys.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'model', environment: 'node', include: ['model/src/**/*.test.ts'] },
      },
      './web/vite.config.ts',
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
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
