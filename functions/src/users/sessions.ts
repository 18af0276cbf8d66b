/**
 * Answering with a session (SPEC §7: "response data is the token"). The JSON body is an ID token
 * that works in X-Authorization; the `X-Custom-Token` header carries a custom token the web client
 * signs in with, so that Firestore's security rules see the same CatRep.
 */
import type { Response } from 'express';
import { auth } from '../core/firebase.js';
import { sessionFor } from './identity.js';

export const CUSTOM_TOKEN_HEADER = 'X-Custom-Token';

/** Sends `idToken` (or a fresh one for `uid`) as the body, with the custom token header. */
export async function sendSession(res: Response, uid: string, status = 200, idToken?: string) {
  if (idToken) {
    res.set(CUSTOM_TOKEN_HEADER, await auth.createCustomToken(uid));
    res.status(status).json(idToken);
    return;
  }
  const session = await sessionFor(uid);
  res.set(CUSTOM_TOKEN_HEADER, session.customToken);
  res.status(status).json(session.idToken);
}
