/// <reference types="vitest/config" />
/**
 * Vite build of the CatRep web client (served from web/dist by Firebase Hosting), its web app
 * manifest and service worker (vite-plugin-pwa, `pwa` below), and the `web` vitest project
 * (jsdom + Testing Library).
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/** styles.css's `--brand` and `--bg`: the installed app's title bar and splash screen. */
const THEME_COLOUR = '#c2410c';
const BACKGROUND_COLOUR = '#faf7f2';

/**
 * The installable app: the web app manifest (manifest.webmanifest) and a Workbox service worker
 * (sw.js) that precaches the app shell — every HTML page, JS and CSS chunk, the icons and the
 * default pictures — so that a reload without network still shows CatRep. A navigation is
 * answered from that cache: a pre-rendered page by its own file (/welcome → welcome.html, as
 * Hosting's cleanUrls), any other route by index.html, except the API, the media and Firebase's
 * reserved /__/ paths, which always go to the network. Nothing is cached at run time: live data
 * comes through Firestore's own channel and the REST API. The page registers the worker with
 * registerSW.js (a file, deferred: the Content-Security-Policy allows no inline script, and
 * registering adds nothing to the bundle). prerender.mjs writes the worker again once the
 * pre-rendered pages are in dist/, so that their final text is what is precached.
 */
const pwa = () =>
  VitePWA({
    // The same worker from `vite build` and from prerender.mjs (whose Vite server sets NODE_ENV).
    mode: 'production',
    injectRegister: 'script-defer',
    includeAssets: ['logo.svg', 'default-cat.svg', 'default-user.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'CatRep',
      short_name: 'CatRep',
      description: 'The social network for cat owners and their cats.',
      lang: 'en',
      start_url: '/cat-share',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Web push: show what FCM sends and open its link on a click (web/public/push-sw.js).
      importScripts: ['/push-sw.js'],
      globPatterns: ['**/*.{js,css,html}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/media(\/|$)/, /^\/__\//],
      runtimeCaching: [],
      // A new version takes over open pages at once; the next navigation gets the new shell.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Source maps stay out of dist/ (README "Security").
      sourcemap: false,
    },
  });

/**
 * React Router 7's package exports name only its development build, whose dev warnings
 * (`ENABLE_DEV_WARNINGS`) would then ship in the production bundle; its production build is the
 * same code with them off, which the minifier drops (remix-run/react-router#14102). `vite build`
 * takes that one; the dev server, the tests and the pre-rendering keep the warnings.
 */
const productionRouter = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`../node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command }) => ({
  plugins: [react(), sourceMapsOutOfDist(), pwa()],
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
      ...(command === 'build' ? productionRouter : []),
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
          groups: [
            // zod in a chunk of its own, loaded by the forms that validate: left to itself, the
            // bundler merged it with the shared field widgets, and CatShare's first screen (whose
            // composer loads its rules at first focus) paid 25 KB for it.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // React, its scheduler and the router in one chunk, and the few small modules every
            // first screen loads in another: left to itself the bundler made six files of them
            // (React alone, the preload helper, the title and action hooks, the error codes),
            // each compressed on its own; /welcome loads 0.7 KB less gzipped as two.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'common', test: /preload-helper|useDocumentTitle|useAction|model[\\/]src[\\/]codes/ },
          ],
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
}));
