/**
 * Answering with a session (docs/product.md §7: "response data is the token"). The JSON body is an ID token
 * that works in X-Authorization; the `X-Custom-Token` header carries a custom token the web client
 * signs in with, so that Firestore's security rules see the same CatRep.
 *
 * Ending sessions (README "Security"): a password change or reset revokes the CatRep's refresh tokens, and
 * the API verifies ID tokens with the revocation check (http/caller.ts), so every session signed
 * in before it ends; the browser that changed the password gets a fresh session.
 */
import type { Response } from 'express';
import { auth } from '../../core/firebase.js';
import { sessionFor } from '../../domain/users/identity.js';

export const CUSTOM_TOKEN_HEADER = 'X-Custom-Token';

/** Sends `idToken` (or a fresh one for `uid`) as the body, with the custom token header. */
export async function sendSession(res: Response, uid: string, status = 200, idToken?: string) {
  if (idToken) {
    res.set(CUSTOM_TOKEN_HEADER, await auth.createCustomToken(uid));
    res.status(status).json(idToken);
    return;
  }
  res.status(status).json(await freshSession(res, uid));
}

/** A new session for `uid`: sets the custom token header and resolves the ID token. */
export async function freshSession(res: Response, uid: string): Promise<string> {
  const session = await sessionFor(uid);
  res.set(CUSTOM_TOKEN_HEADER, session.customToken);
  return session.idToken;
}

/** Revokes every refresh token of `uid`: all ID tokens issued before now stop working. */
export async function endOtherSessions(uid: string): Promise<void> {
  await auth.revokeRefreshTokens(uid);
}
