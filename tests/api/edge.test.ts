/**
 * What the edge gives away (README "Security"): every page carries the Content-Security-Policy
 * and the other security headers of firebase.json; the API's answers carry their own (helmet,
 * functions/src/http/headers.ts) and never say what runs them; every error the API raises is
 * `{ code, message }` JSON, a malformed body included; the web bundle's source maps are not
 * served. The CSP itself is proven in the browser: every journey fails on a violation
 * (tests/e2e/support/csp.setup.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serverMessages } from '@catrep/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../functions/src/app.js';
import { call, expectError } from '../support/api.js';
import { HOSTING, repoRoot } from '../support/env.js';

const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
/** The pages' rule: every path but the API's and the media's (those carry the functions' own). */
const PAGES = '/{,!(api|media),!(api|media)/**}';
const pageHeaders = Object.fromEntries(
  firebaseJson.hosting.headers
    .find((h) => h.source === PAGES)!
    .headers.map((h) => [h.key.toLowerCase(), h.value]),
);

describe('pages', () => {
  for (const path of ['/welcome', '/cat-share', '/about', '/cat/some-cat/mittens']) {
    it(`${path} carries the security headers of firebase.json`, async () => {
      const res = await fetch(`${HOSTING}${path}`);
      expect(res.status).toBe(200);
      for (const [key, value] of Object.entries(pageHeaders)) expect(res.headers.get(key), key).toBe(value);
    });
  }

  it('the policy lets scripts and styles come from CatRep only, frames from YouTube only, and no one frame CatRep', () => {
    const csp = Object.fromEntries(
      pageHeaders['content-security-policy'].split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src'][0]).toBe("'self'");
    expect(csp['style-src'].slice(1).every((v: string) => v.startsWith("'sha256-"))).toBe(true);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('serves no source maps, and the bundles do not point at any', async () => {
    const assets = join(repoRoot, 'web', 'dist', 'assets');
    const files = readdirSync(assets);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts)
      expect(readFileSync(join(assets, f), 'utf8'), f).not.toContain('sourceMappingURL');
    const res = await fetch(`${HOSTING}/assets/${scripts[0]}.map`);
    expect(await res.text()).not.toMatch(/"mappings"/);
  });
});

/** The headers helmet gives everything the functions answer (functions/src/http/headers.ts). */
const FUNCTION_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

describe('the API and the media through the edge', () => {
  it("answer with the functions' own headers, not the pages': a policy that runs nothing, no referrer", async () => {
    const api = await fetch(`${HOSTING}/api/countries`);
    expect(api.status).toBe(200);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    const media = await fetch(`${HOSTING}/media/users/nobody/nothing.jpg`);
    expect(media.status).toBe(404);
    for (const res of [api, media]) {
      for (const [key, value] of Object.entries(FUNCTION_HEADERS))
        expect(res.headers.get(key), key).toBe(value);
      expect(res.headers.get('permissions-policy')).toBeNull();
    }
  });

  it('answers an unknown path as { code, message }', async () => {
    expectError(await call('GET', '/no-such-thing'), 404, { message: serverMessages.notFound });
  });
});

describe('the API itself (functions/src/app.ts, in this process)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createApi().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
  });

  it('never says what runs it, and sends its own security headers', async () => {
    const { headers } = await call('GET', '/countries', { base });
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers malformed JSON with { code, message } JSON: no page, no stack, no server path', async () => {
    for (const raw of ['{"type":1,', '{', 'nul', '{"a":}']) {
      const res = await call('POST', '/feeds', { base, raw, contentType: 'application/json' });
      expect(res.status, raw).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      // Exactly the error body: no page, no stack, no server path beside it.
      expect(res.body).toEqual({ code: 'invalid-argument', message: serverMessages.invalidBody });
    }
  });
});
