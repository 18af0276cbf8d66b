/**
 * Browsers a CatRep signed in from (README "Security", login throttle). Anyone may fail a
 * CatRep's password on purpose until the account's login throttle makes attempts wait; the
 * CatRep's own browser gets past it. Each successful login answers a device token in the
 * `X-Device-Token` header; the browser keeps it and sends it back with its next logins. A login
 * that carries a token issued to that email is counted against the token (5 failures before it
 * waits, as an account), not against the account. Tokens are random (256 bits) and stored only
 * as their SHA-256 in `loginDevices/{hash}`, a collection no client reads; one unused for
 * `LIFETIME_MS.loginDevice` expires (store/expiry.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { loginDevices } from '../../store/collections.js';
import { expiresAfter, LIFETIME_MS } from '../../store/expiry.js';

export const DEVICE_TOKEN_HEADER = 'X-Device-Token';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The device token a request carries, when it has the shape of one. */
function tokenOf(req: Request): string | null {
  const token = req.get(DEVICE_TOKEN_HEADER)?.trim();
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/**
 * The throttle key of the browser `req` comes from, when it carries a device token issued to
 * `email` (lower case): `device:{hash}`. Null for any other request.
 */
export async function knownDevice(req: Request, email: string): Promise<string | null> {
  const token = tokenOf(req);
  if (!token) return null;
  const hash = hashOf(token);
  const device = (await loginDevices.doc(hash).get()).data();
  return device?.email === email ? `device:${hash}` : null;
}

/**
 * After a successful login of `uid` (`email`, lower case): keeps the device token the request
 * carried when it was issued to that email, or issues a new one; either way answers it in
 * `X-Device-Token` and records its use.
 */
export async function rememberDevice(req: Request, res: Response, uid: string, email: string): Promise<void> {
  let token = tokenOf(req);
  const known = token && (await loginDevices.doc(hashOf(token)).get()).data();
  if (!token || !known || known.email !== email) token = randomBytes(32).toString('base64url');
  await loginDevices.doc(hashOf(token)).set(
    {
      uid,
      email,
      lastUsedAt: FieldValue.serverTimestamp(),
      ...expiresAfter(LIFETIME_MS.loginDevice),
      ...(known && known.email === email ? {} : { createdAt: FieldValue.serverTimestamp() }),
    },
    { merge: true },
  );
  res.set(DEVICE_TOKEN_HEADER, token);
}
