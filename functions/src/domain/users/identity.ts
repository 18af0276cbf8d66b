/**
 * The few Firebase Authentication operations the Admin SDK lacks, through the Identity Toolkit
 * REST API (the Auth emulator serves the same API): password sign-in, custom-token exchange,
 * applying an email-verification code and resetting a password with a reset code.
 */
import { failure, safetyMessages, serverMessages } from '@catrep/model';
import { auth } from '../../core/firebase.js';
import { badRequest, HttpError } from '../../core/errors.js';
import { accountDeletions } from '../../store/collections.js';

const apiKey = () => process.env.WEB_API_KEY ?? 'demo-key';

function endpoint(method: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(apiKey())}`;
}

/**
 * The password Firebase Authentication stores for a CatRep's password. docs/product.md §5/§9 allow 3
 * characters, Firebase Authentication refuses fewer than 6 (WEAK_PASSWORD): shorter passwords are
 * padded with a fixed suffix. Every password the API hands to Auth goes through here (register,
 * login, reset, change); the web app signs in with the custom token, never with the password.
 */
const SHORT_PASSWORD_PAD = '~catrep-short-password';
export function authPassword(password: string): string {
  return password.length >= 6 ? password : password + SHORT_PASSWORD_PAD;
}

/** Identity Toolkit error codes (e.g. 'INVALID_OOB_CODE') surface as this. */
export class IdentityError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(endpoint(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) throw new IdentityError(String(json.error?.message ?? res.status).split(' ')[0]);
  return json;
}

/** Email + password → `{ uid, idToken }`; wrong credentials are a 400 with the spec-style text. */
/** Whether the account of `email` has an account deletion job under way (`accountDeletions/{uid}`). */
async function isBeingDeleted(email: string): Promise<boolean> {
  const user = await auth.getUserByEmail(email).catch(() => null);
  return user !== null && (await accountDeletions.doc(user.uid).get()).exists;
}

export async function signInWithPassword(email: string, password: string) {
  try {
    const r = await call<{ localId: string; idToken: string }>('signInWithPassword', {
      email,
      password: authPassword(password),
      returnSecureToken: true,
    });
    return { uid: r.localId, idToken: r.idToken };
  } catch (e) {
    if (e instanceof IdentityError) {
      // A disabled account is a suspended one, or one being deleted (README "Leaving CatRep"),
      // which answers as an account that is no more.
      if (e.reason === 'USER_DISABLED' && !(await isBeingDeleted(email))) {
        throw new HttpError(403, 'suspended', safetyMessages.suspended);
      }
      throw badRequest(serverMessages.invalidCredentials, 'invalid-credentials');
    }
    throw e;
  }
}

/**
 * A session for `uid`: `{ idToken, customToken }`. The ID token works in X-Authorization; the
 * web client signs in with the custom token so that Firestore sees the same user.
 */
export async function sessionFor(uid: string) {
  const customToken = await auth.createCustomToken(uid);
  const r = await call<{ idToken: string }>('signInWithCustomToken', {
    token: customToken,
    returnSecureToken: true,
  });
  return { idToken: r.idToken, customToken };
}

/**
 * The email an email-verification action code is for, without applying it (Identity Toolkit's
 * check of an action code). Bad, used or other-purpose code → 400.
 */
export async function verificationCodeEmail(oobCode: string): Promise<string> {
  try {
    const r = await call<{ email?: string; requestType?: string }>('resetPassword', { oobCode });
    if (r.requestType === 'VERIFY_EMAIL' && r.email) return r.email;
  } catch (e) {
    if (!(e instanceof IdentityError)) throw e;
  }
  throw badRequest(serverMessages.validationLinkInvalid, 'invalid-token');
}

/** Applies an email-verification action code; returns the verified email. Bad code → 400. */
export async function applyVerificationCode(oobCode: string): Promise<string> {
  try {
    const r = await call<{ email: string }>('update', { oobCode });
    return r.email;
  } catch (e) {
    if (e instanceof IdentityError) throw badRequest(serverMessages.validationLinkInvalid, 'invalid-token');
    throw e;
  }
}

/** Sets a new password with a reset action code. Bad or used code → 400 (docs/product.md §8 text). */
export async function resetPassword(oobCode: string, newPassword: string): Promise<string> {
  try {
    const r = await call<{ email: string }>('resetPassword', {
      oobCode,
      newPassword: authPassword(newPassword),
    });
    return r.email;
  } catch (e) {
    if (e instanceof IdentityError) {
      throw badRequest(failure.resetLinkInvalid, 'invalid-token');
    }
    throw e;
  }
}

/** The `oobCode` query parameter of an action link the Admin SDK generated. */
export function actionCode(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('Action link without oobCode');
  return code;
}
