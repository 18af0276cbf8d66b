/**
 * Who is calling (docs/product.md §4 Session, §6 Roles). The token travels in `X-Authorization`: a Firebase
 * ID token, or the fixed guest token for read-only calls.
 *
 * ID tokens are verified with the revocation check: a password change or reset revokes the
 * CatRep's refresh tokens, and every ID token issued before it is refused from then on (README "Security",
 * sessions). A write needs a CatRep profile (`users/{uid}`): an account made straight through Firebase
 * Authentication, without `POST /users`, may read but never write. The profile is read here for
 * every write but those of GUARDED_WRITES, whose guarded transaction reads it anyway and answers
 * 403 'no-profile' itself (domain/guard.ts `requireActive`): the most frequent writes pay no read
 * twice.
 */
import type { Request, RequestHandler } from 'express';
import { GUEST_TOKEN, serverMessages } from '@catrep/model';
import { auth, db } from '../core/firebase.js';
import type { Caller, Viewer } from '../core/viewer.js';
import { forbidden, unauthorized } from '../core/errors.js';

/** Methods that change something: their callers must have a CatRep profile. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `METHOD path` of the writes that run, before anything else they write or any costly work, in a
 * guarded transaction or quota spend that reads the caller's profile (domain/guard.ts): a like, a
 * comment, a post and its photos, a CatChat message and its read mark, a CatAlog photo. Their
 * callers' profiles are not read here.
 */
const GUARDED_WRITES = [
  /^POST \/feeds$/,
  /^POST \/feeds\/[^/]+\/(likes|comments|files)$/,
  /^POST \/chats\/[^/]+\/(messages|read)$/,
  /^POST \/cats\/[^/]+\/files$/,
];

/** Whether request `method path` (path without /api) must find the caller's profile here first. */
const checksProfile = (method: string, path: string) =>
  WRITES.has(method) && !GUARDED_WRITES.some((write) => write.test(`${method} ${path}`));

/** True when the CatRep `uid` has a profile. (A bare existence check: no typed data needed.) */
async function profileExists(uid: string): Promise<boolean> {
  return (await db.collection('users').doc(uid).get()).exists;
}

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
  let decoded;
  try {
    decoded = await auth.verifyIdToken(token, true);
  } catch {
    return next(unauthorized());
  }
  try {
    req.caller =
      decoded.firebase.sign_in_provider === 'anonymous'
        ? { kind: 'guest', uid: decoded.uid }
        : {
            kind: 'catrep',
            uid: decoded.uid,
            verified: decoded.email_verified === true,
            admin: decoded.admin === true,
            hasProfile: checksProfile(req.method, req.path) ? await profileExists(decoded.uid) : null,
          };
    next();
  } catch (e) {
    next(e);
  }
};

/** Anyone with a token, guests included (read-only calls). */
export function requireViewer(req: Request): Viewer {
  if (req.caller.kind === 'none') throw unauthorized();
  return req.caller;
}

/**
 * A registered CatRep, verified or not. Guests get the 'disabled for the guest user' message; an
 * account without a CatRep profile gets 403 'no-profile' for any write.
 */
export function requireCatRep(req: Request): Caller & { kind: 'catrep' } {
  const caller = requireViewer(req);
  if (caller.kind !== 'catrep') throw forbidden(serverMessages.guest, 'guest');
  if (caller.hasProfile === false) throw forbidden(serverMessages.noProfile, 'no-profile');
  return caller;
}

/** A verified CatRep (status 1): status 0 is restricted like a guest (docs/product.md §4). */
export function requireVerified(req: Request): Caller & { kind: 'catrep' } {
  const caller = requireCatRep(req);
  if (!caller.verified) throw forbidden(serverMessages.guest, 'unverified');
  return caller;
}
