/**
 * CatReps for tests: unique emails (test files run in parallel), register bodies, and sessions of
 * every role of docs/product.md §6 (unverified CatRep, verified CatRep, anonymous guest, fixed guest token).
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { randomLoopback } from '../../scripts/loopback-fetch.mjs';
import { call } from './api.js';
import { AUTH_HOST } from './env.js';
import { createVerifiedCatRep } from './seed.js';

export const PASSWORD = 'meow1234';
export { GUEST_TOKEN } from '@catrep/model';

/** A fresh address, unique across parallel test files and runs. */
export function uniqueEmail(tag = 'catrep'): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@test.catrep.example`;
}

/**
 * A loopback address of its own (127.x.y.z, never 127.0.0.1) to call from (`call`'s `from`), so
 * that a test's calls count as one client for the throttles keyed on the address (login, contact,
 * registration), apart from other tests: the edge appends the socket it saw, as in production.
 */
export const clientAddress = (): string => randomLoopback();

/** A valid POST /users body (docs/product.md §7) with `overrides` applied. */
export function registerBody(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Tess',
    lastname: 'Tabby',
    email: uniqueEmail('reg'),
    password: PASSWORD,
    birthdate: '1990-05-17',
    gender: false,
    country: { id: 'GB' },
    city: 'Leeds',
    ...overrides,
  };
}

export interface Session {
  uid: string;
  token: string;
  email: string;
  password: string;
}

/** Registers through POST /users: an unverified CatRep (status 0). */
export async function registerCatRep(overrides: Record<string, unknown> = {}): Promise<Session> {
  const body = registerBody(overrides);
  // From an address of its own: registrations are limited per client address.
  const res = await call<string>('POST', '/users', { json: body, from: clientAddress() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const token = res.body;
  const uid = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { user_id: string })
    .user_id;
  return { uid, token, email: body.email.toLowerCase(), password: body.password };
}

/** Registers and verifies a CatRep (status 1) and logs in: its token has email_verified. */
export async function verifiedCatRep(firstname = 'Vera', lastname = 'Verified'): Promise<Session> {
  const email = uniqueEmail(firstname.toLowerCase());
  const { uid, token } = await createVerifiedCatRep(
    { firstname, lastname, email, country: 'GB', city: 'York', gender: false, birthdate: '1985-03-04' },
    PASSWORD,
  );
  return { uid, token, email, password: PASSWORD };
}

/** An anonymous Firebase user's ID token: the guest of docs/product.md §6 as the web app signs it in. */
export async function anonymousGuestToken(): Promise<string> {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  const json = (await res.json()) as { idToken?: string };
  if (!json.idToken) throw new Error(`Anonymous sign-up failed: ${JSON.stringify(json)}`);
  return json.idToken;
}

/** The claims of an ID token (no verification: the emulator's tokens are unsigned anyway). */
export function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}
