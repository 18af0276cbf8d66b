/**
 * App Check on the REST API (README "Production switches"): off unless the function's
 * environment says `APP_CHECK=enforce`, so on the emulators the API answers calls that carry no
 * App Check token. Enforced (createApi told so, in this process), a call without
 * `X-Firebase-AppCheck`, or with a token the Admin SDK's real `verifyToken` refuses, is 401
 * `{ code: 'app-check', message }`; the digest mail's one-click unsubscribe and the data export's
 * download link stay open.
 *
 * Only tokens App Check refuses before it would fetch its public keys from Google are tried (the
 * no-network tripwire would fail the test otherwise): one that is no JWT at all fails to decode,
 * forged JWTs fail on their algorithm or audience. A token that passes those checks and fails
 * only on its signature cannot be tried without reaching Google.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverMessages } from '@catrep/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../functions/src/app.js';
import { call, expectError } from '../support/api.js';

/** An unsigned-looking JWT: base64url JSON header and claims, and `signature` as its third part. */
function jwt(header: object, claims: object, signature = 'c2lnbmF0dXJl'): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part(header)}.${part(claims)}.${signature}`;
}

const now = Math.floor(Date.now() / 1000);
/** The claims an App Check token of this project would carry. */
const claims = {
  iss: 'https://firebaseappcheck.googleapis.com/123456789',
  aud: ['projects/123456789', 'projects/demo-catrep'],
  sub: '1:123456789:web:abcdef',
  iat: now,
  exp: now + 3600,
};

/** Starts `app` on an ephemeral loopback port; resolves its base URL and the server. */
async function listen(app: ReturnType<typeof createApi>): Promise<{ server: Server; base: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('App Check off (APP_CHECK unset, as on the emulators)', () => {
  it('the deployed API answers a call without X-Firebase-AppCheck', async () => {
    const res = await call('GET', '/countries');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('createApi() follows the environment: unset, it passes calls without a token', async () => {
    expect(process.env.APP_CHECK).toBeUndefined();
    const { server, base } = await listen(createApi());
    try {
      expect((await call('GET', '/countries', { base })).status).toBe(200);
    } finally {
      server.close();
    }
  });
});

describe('App Check enforced (createApi in this process)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    ({ server, base } = await listen(createApi({ appCheck: { enforce: true } })));
  });
  afterAll(() => {
    server?.close();
  });

  const refused = { code: 'app-check', message: serverMessages.appCheck };

  it('refuses a call without a token, at /api and at the root, as { code, message } JSON', async () => {
    for (const path of ['/countries', '/api/countries']) {
      const res = await call('GET', path, { base });
      expectError(res, 401, refused);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('refuses a session without a token, and a blank token', async () => {
    expectError(await call('GET', '/countries', { base, token: 'some ID token' }), 401, refused);
    expectError(
      await call('GET', '/countries', { base, headers: { 'X-Firebase-AppCheck': '  ' } }),
      401,
      refused,
    );
  });

  it('refuses a token that is no JWT', async () => {
    for (const token of ['not-a-token', 'a.b.c', 'e30.e30']) {
      const res = await call('GET', '/countries', { base, headers: { 'X-Firebase-AppCheck': token } });
      expectError(res, 401, refused);
    }
  });

  it('refuses forged JWTs: the wrong algorithm, another project, no App Check issuer', async () => {
    const forged = [
      jwt({ alg: 'HS256', typ: 'JWT' }, claims),
      jwt({ alg: 'none', typ: 'JWT' }, claims, ''),
      jwt({ alg: 'RS256', typ: 'JWT', kid: 'k1' }, { ...claims, aud: ['projects/someone-else'] }),
      jwt({ alg: 'RS256', typ: 'JWT', kid: 'k1' }, { ...claims, iss: 'https://evil.example/' }),
    ];
    for (const token of forged) {
      const res = await call('POST', '/feeds', {
        base,
        json: { text: 'hello' },
        headers: { 'X-Firebase-AppCheck': token },
      });
      expectError(res, 401, refused);
    }
  });

  it("leaves the digest mail's one-click unsubscribe open: mail programs post it without a token", async () => {
    const query = `user=nobody&token=${'0'.repeat(64)}`;
    const res = await call('POST', `/api/notifications/unsubscribe?${query}`, { base, json: {} });
    expectError(res, 400, { code: 'bad-unsubscribe' });
  });

  it("leaves the data export's download link open: the browser opens it without a token, its key guards it", async () => {
    const api = `${base}/api`;
    const link = `/users/user/export/someExport/catrep-export.zip?key=${'k'.repeat(43)}`;
    expectError(await call('GET', link, { base: api }), 404, { code: 'export-link-invalid' });
    expectError(await call('GET', '/users/user/export', { base: api }), 401, refused);
  });
});
