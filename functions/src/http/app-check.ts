/**
 * App Check on the REST API (README "Production switches"). With `APP_CHECK=enforce` in the
 * function's environment (`functions/.env.<project-id>`), every call must carry a valid App Check
 * token in `X-Firebase-AppCheck` — the web app's proof, through reCAPTCHA Enterprise, that it is
 * CatRep's own page in a real browser — or is answered 401 `{ code: 'app-check', message }`.
 * Unset or any other value, the check passes every call: so it is on the emulators and in tests,
 * where no App Check exists.
 *
 * One call stays open: the digest mail's one-click unsubscribe (RFC 8058), which mail programs
 * post and which no App Check token can come with; its own secret guards it. Nor does the data
export's download link, which the browser opens itself; its key guards it. `/media` is another
 * function and is not guarded either: photos load through `<img>`, which sends no such header.
 */
import type { RequestHandler } from 'express';
import { serverMessages } from '@catrep/model';
import { appCheck } from '../core/firebase.js';
import { HttpError } from '../core/errors.js';

/** The header the Firebase web SDK's App Check tokens travel in. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** Whether the function's environment asks for App Check: `APP_CHECK` is exactly `enforce`. */
export const appCheckEnforced = (): boolean => process.env.APP_CHECK === 'enforce';

/** Calls answered without a token even when enforcing (method and path inside the API). */
const OPEN_CALLS = new Set(['POST /notifications/unsubscribe']);
/**
 * The data export's download link (README "Leaving CatRep"): opened by the browser itself, which
 * sends no App Check header; its key guards it.
 */
const OPEN_DOWNLOAD = /^(GET|HEAD) \/users\/user\/export\/[^/]+\/catrep-export\.zip$/;

const refused = () => new HttpError(401, 'app-check', serverMessages.appCheck);

export interface AppCheckOptions {
  /** Refuse calls without a valid token; by default whether `APP_CHECK` is `enforce`. */
  enforce?: boolean;
}

/**
 * The App Check middleware: refuses a call whose `X-Firebase-AppCheck` token is missing or does not
 * verify (Admin SDK `verifyToken`: a Firebase App Check JWT of this project, signed by App Check,
 * not expired) when enforcing; passes every call otherwise.
 */
export function requireAppCheck({ enforce = appCheckEnforced() }: AppCheckOptions = {}): RequestHandler {
  if (!enforce) return (_req, _res, next) => next();
  return async (req, _res, next) => {
    const call = `${req.method} ${req.path}`;
    if (OPEN_CALLS.has(call) || OPEN_DOWNLOAD.test(call)) return next();
    const token = req.get(APP_CHECK_HEADER)?.trim();
    if (!token) return next(refused());
    try {
      await appCheck().verifyToken(token);
    } catch {
      return next(refused());
    }
    next();
  };
}
