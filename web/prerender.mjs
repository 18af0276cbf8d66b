#!/usr/bin/env node
/**
 * Pre-renders CatRep's public pages after `vite build` (issue 13, "Speed of the first screen"):
 * /welcome and the static pages become dist/<page>.html, which Firebase Hosting serves for
 * /<page> (cleanUrls) before the catch-all rewrite, so they paint before any script runs;
 * main.tsx then hydrates them. index.html (every other route) gets the signed-in layout without
 * data, so a reload shows the layout at once. Renders through Vite's SSR loader (src/prerender.tsx).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const web = fileURLToPath(new URL('.', import.meta.url));
const dist = `${web}dist/`;

/** Route → the tab title the page sets (ui/useDocumentTitle's 'Screen · CatRep'). */
export const PAGES = {
  '/welcome': 'Register',
  '/about': 'About CatRep',
  '/guide': 'CatRep user guide',
  '/terms': 'Terms and Conditions',
  '/privacy': 'Privacy Policy',
  '/contact': 'Contact',
};

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
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  const page = (root, title) =>
    template
      .replace('<div id="root"></div>', root)
      .replace('<title>CatRep</title>', `<title>${title ? `${title} · CatRep` : 'CatRep'}</title>`);
  for (const [path, title] of Object.entries(PAGES)) {
    const html = await renderPage(path);
    writeFileSync(
      `${dist}${path.slice(1)}.html`,
      page(`<div id="root" data-prerendered="${path}">${html}</div>`, title),
    );
    console.log(`prerendered ${path} (${(html.length / 1024).toFixed(1)} KB of HTML)`);
  }
  writeFileSync(`${dist}index.html`, page(`<div id="root">${renderShell()}</div>`));
} finally {
  await vite.close();
}
