/// <reference types="vitest/config" />
/**
 * Vite build of the CatRep web client (served from web/dist by Firebase Hosting) and the `web`
 * vitest project (jsdom + Testing Library).
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
    sourcemap: true,
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
