/// <reference types="vitest/config" />
/**
 * Vite build of the CatRep web client (served from web/dist by Firebase Hosting) and the `web`
 * vitest project (jsdom + Testing Library).
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** Moves the source maps out of the served folder (dist/) to web/sourcemaps/. */
const sourceMapsOutOfDist = (): Plugin => ({
  name: 'catrep:source-maps-out-of-dist',
  apply: 'build',
  writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    const kept = fileURLToPath(new URL('./sourcemaps', import.meta.url));
    rmSync(kept, { recursive: true, force: true });
    for (const file of Object.keys(bundle).filter((f) => f.endsWith('.map'))) {
      const to = join(kept, file);
      mkdirSync(dirname(to), { recursive: true });
      renameSync(join(outDir, file), to);
    }
  },
});

export default defineConfig({
  plugins: [react(), sourceMapsOutOfDist()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // reactfire imports every Firebase product; CatRep uses only app, Auth and Firestore.
      // The unused ones resolve to a stub so they stay out of the bundle (~55 KB gzipped).
      {
        find: /^firebase\/(database|functions|remote-config|storage)$/,
        replacement: fileURLToPath(new URL('./src/vendor/unused-firebase.ts', import.meta.url)),
      },
      // Firestore's pipeline regex engine; CatRep runs no pipelines (src/vendor/unused-re2js.ts).
      {
        find: /^re2js$/,
        replacement: fileURLToPath(new URL('./src/vendor/unused-re2js.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000', '/media': 'http://127.0.0.1:5000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps for our own debugging, never served: written without a reference in the
    // bundles and moved out of dist/ to web/sourcemaps/ (git-ignored) once the bundle is written.
    sourcemap: 'hidden',
    // prerender.mjs preloads each pre-rendered page's chunk, found through the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod in a chunk of its own, loaded by the forms that validate: left to itself, the
          // bundler merged it with the shared field widgets, and CatShare's first screen (whose
          // composer loads its rules at first focus) paid 25 KB for it (issue 13).
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
