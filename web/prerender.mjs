#!/usr/bin/env node
/**
 * Pre-renders CatRep's public pages after `vite build` (README "Keeping first screens light"):
 * /welcome and the static pages become dist/<page>.html, which Firebase Hosting serves for
 * /<page> (cleanUrls) before the catch-all rewrite, so they paint before any script runs;
 * main.tsx then hydrates them. index.html (every other route) gets the signed-in layout without
 * data, so a reload shows the layout at once. Renders through Vite's SSR loader (src/prerender.tsx).
 * Then the service worker is written again (`precacheFinalPages`), so that it precaches the pages
 * as they are now.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, resolveConfig } from 'vite';

const web = fileURLToPath(new URL('.', import.meta.url));
const dist = `${web}dist/`;

/**
 * Route → the tab title the page sets (ui/useDocumentTitle's 'Screen · CatRep') and the module of
 * its lazy chunk, which the page preloads so that hydration does not wait for the entry to ask.
 */
export const PAGES = {
  '/welcome': ['Register', 'src/account/WelcomePage.tsx'],
  '/about': ['About CatRep', 'src/static/StaticPage.tsx'],
  '/guide': ['CatRep user guide', 'src/static/StaticPage.tsx'],
  '/terms': ['Terms and Conditions', 'src/static/StaticPage.tsx'],
  '/privacy': ['Privacy Policy', 'src/static/StaticPage.tsx'],
  '/contact': ['Contact', 'src/static/ContactPage.tsx'],
};

/**
 * `<link rel="modulepreload">`s for a module's chunk and the chunks it imports (`manifest`, Vite's),
 * but those `template` (index.html) already loads or preloads.
 */
function preloadsOf(manifest, module, template) {
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(walk);
  };
  walk(module);
  if (files.size === 0) throw new Error(`${module} is not in Vite's manifest`);
  return [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * Writes dist/sw.js again over the finished dist/ (vite-plugin-pwa's `generateSW`, with the
 * options vite.config.ts gives it for a build): `vite build` wrote it before the pages above
 * existed, with index.html's revision from before its layout was filled in and without them.
 */
async function precacheFinalPages() {
  const config = await resolveConfig({ root: web, configFile: `${web}vite.config.ts` }, 'build');
  const pwa = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa');
  if (!pwa?.api) throw new Error('vite.config.ts has no vite-plugin-pwa');
  console.log('the service worker again, over the pre-rendered pages:');
  await pwa.api.generateSW(); // logs what it precaches
}

const vite = await createServer({
  root: web,
  configFile: `${web}vite.config.ts`,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderPage, renderShell } = await vite.ssrLoadModule('/src/prerender.tsx');
  const template = readFileSync(`${dist}index.html`, 'utf8');
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  const page = (root, title, head = '') =>
    template
      .replace('<div id="root"></div>', root)
      .replace('</head>', `${head}</head>`)
      .replace('<title>CatRep</title>', `<title>${title ? `${title} · CatRep` : 'CatRep'}</title>`);
  for (const [path, [title, module]] of Object.entries(PAGES)) {
    const html = await renderPage(path);
    writeFileSync(
      `${dist}${path.slice(1)}.html`,
      page(
        `<div id="root" data-prerendered="${path}">${html}</div>`,
        title,
        preloadsOf(manifest, module, template),
      ),
    );
    console.log(`prerendered ${path} (${(html.length / 1024).toFixed(1)} KB of HTML)`);
  }
  writeFileSync(`${dist}index.html`, page(`<div id="root">${renderShell()}</div>`));
} finally {
  await vite.close();
}
await precacheFinalPages();
