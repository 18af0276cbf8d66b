/**
 * GET /api/docs (README "How the pieces fit", the API document; docs/product.md §7): the OpenAPI
 * document in Swagger UI, public. The page carries its own Content-Security-Policy — scripts and
 * styles from itself only, nothing inline — instead of the API's `default-src 'none'`; everything
 * it loads is served by the function itself, nothing from another origin.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_CSP } from '../../functions/src/routes/openapi/docs.js';
import { call, get } from '../support/api.js';
import { API, repoRoot } from '../support/env.js';
import { FUNCTION_URL } from '../support/workers.js';

const swaggerUi = join(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'), '..');

/** The `src` and `href` of every script and stylesheet of `html`, in order. */
function assets(html: string): string[] {
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map((m) => m[1]!);
}

describe('GET /docs', () => {
  for (const [where, base] of [
    ['through Hosting', API],
    ["on the function's own URL", FUNCTION_URL],
  ] as const) {
    it(`answers the page with its own Content-Security-Policy, ${where}`, async () => {
      const res = await call<string>('GET', '/docs', { base });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toBe(DOCS_CSP);
      expect(res.body).toContain('<div id="swagger-ui"></div>');
    });
  }

  it("Hosting sets no policy of its own on the API (firebase.json): the page keeps the function's", () => {
    const hosting = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const policies = hosting.hosting.headers.filter((h) =>
      h.headers.some((x) => x.key === 'Content-Security-Policy'),
    );
    expect(policies.map((h) => h.source)).toEqual(['/{,!(api|media),!(api|media)/**}']);
  });

  it('lets scripts and styles come from its own origin only, with no inline script or style', () => {
    const csp = Object.fromEntries(
      DOCS_CSP.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('loads only what the function serves: Swagger UI from swagger-ui-dist, the start-up script, the document', async () => {
    const page = await get<string>('/docs');
    const html = page.body;
    // No inline script or style, no address of another origin.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    const pageUrl = `${API}/docs`;
    const urls = assets(html).map((a) => new URL(a, pageUrl).href);
    expect(urls).toEqual([
      `${API}/docs/swagger-ui.css`,
      `${API}/docs/swagger-ui-bundle.js`,
      `${API}/docs/init.js`,
    ]);
    for (const url of urls) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(
        url.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      const text = await res.text();
      const name = url.split('/').pop()!;
      if (name !== 'init.js') expect(text, url).toBe(readFileSync(join(swaggerUi, name), 'utf8'));
      else {
        // The start-up script reads the document beside the page and nothing else.
        expect(text).toContain("url: 'openapi.json'");
        expect(text).toContain('validatorUrl: null');
        expect(text).not.toMatch(/https?:/);
        expect(new URL('openapi.json', pageUrl).href).toBe(`${API}/openapi.json`);
      }
    }
  });

  it('answers 404 { code, message } for any other file under /docs/', async () => {
    // On the function's own URL: Hosting has its own answers for names like index.html.
    for (const name of ['index.html', 'swagger-ui-bundle.js.map', 'constructor', '..%2Fpackage.json']) {
      const res = await fetch(`${FUNCTION_URL}/docs/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json(), name).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
