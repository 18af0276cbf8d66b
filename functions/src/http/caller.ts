/**
 * Who is calling (SPEC §4 Session, §6 Roles). The token travels in `X-Authorization`: a Firebase
 * ID token, or the fixed guest token for read-only calls.
 */
import type { Request, RequestHandler } from 'express';
import { GUEST_TOKEN, serverMessages } from '@catrep/model';
import { auth } from '../core/firebase.js';
import { forbidden, unauthorized } from './errors.js';

export type Caller =
  | { kind: 'none' }
  | { kind: 'guest'; uid: string | null }
  | { kind: 'catrep'; uid: string; verified: boolean; admin: boolean };

declare module 'express-serve-static-core' {
  interface Request {
    caller: Caller;
  }
}

/** Reads X-Authorization into `req.caller`; a bad or expired token is a 401. */
export const identifyCaller: RequestHandler = async (req, _res, next) => {
  const token = req
    .get('X-Authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  if (!token) {
    req.caller = { kind: 'none' };
    return next();
  }
  if (token === GUEST_TOKEN) {
    req.caller = { kind: 'guest', uid: null };
    return next();
  }
  try {
    const decoded = await auth.verifyIdToken(token);
    req.caller =
      decoded.firebase.sign_in_provider === 'anonymous'
        ? { kind: 'guest', uid: decoded.uid }
        : {
            kind: 'catrep',
            uid: decoded.uid,
            verified: decoded.email_verified === true,
            admin: decoded.admin === true,
          };
    next();
  } catch {
    next(unauthorized());
  }
};

/** Anyone with a token, guests included (read-only calls). */
export function requireViewer(req: Request): Caller & { kind: 'guest' | 'catrep' } {
  if (req.caller.kind === 'none') throw unauthorized();
  return req.caller;
}

/** A registered CatRep, verified or not. Guests get the 'disabled for the guest user' message. */
export function requireCatRep(req: Request): Caller & { kind: 'catrep' } {
  const caller = requireViewer(req);
  if (caller.kind !== 'catrep') throw forbidden(serverMessages.guest, 'guest');
  return caller;
}

/** A verified CatRep (status 1): status 0 is restricted like a guest (SPEC §4). */
export function requireVerified(req: Request): Caller & { kind: 'catrep' } {
  const caller = requireCatRep(req);
  if (!caller.verified) throw forbidden(serverMessages.guest, 'unverified');
  return caller;
}
