/**
 * Account endpoints (docs/product.md §7 Users; §4 Session, Account, Password reset; §8 messages):
 * POST /users, /users/login, /users/validate, /users/revalidate, /users/forgotpassword,
 * /users/changepassword, /users/contact.
 */
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  changePasswordRequest,
  contactRequest,
  failure,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  serverMessages,
  success,
  validateRequest,
} from '@catrep/model';
import { auth } from '../../core/firebase.js';
import { requireCatRep } from '../../http/caller.js';
import { clientAddress } from '../../http/client.js';
import { badRequest, HttpError } from '../../core/errors.js';
import { parse } from '../../core/validate.js';
import { sendMail } from '../../domain/mail/mailer.js';
import { contactMail } from '../../domain/mail/messages.js';
import { contactMessages, users } from '../../store/collections.js';
import { failureThrottled, throttled } from '../../store/throttles.js';
import { resetPassword, signInWithPassword } from '../../domain/users/identity.js';
import { register } from '../../domain/users/registration.js';
import { knownDevice, rememberDevice } from './login-devices.js';
import { LOGIN_FREE_FAILURES, accountKey, clearLoginFailures } from '../../domain/users/login-throttle.js';
import { endOtherSessions, sendSession } from './sessions.js';
import {
  markVerified,
  sendPasswordResetMail,
  sendVerificationMail,
  verifyEmail,
} from '../../domain/users/verification.js';

export const accountRouter = Router();

/**
 * POST /users: register. 201 with the session token; 409 when the email is taken; 429 past 20 new
 * accounts an hour from one client address.
 */
accountRouter.post('/users', async (req, res) => {
  const uid = await register(parse(registerRequest, req.body), clientAddress(req));
  await sendSession(res, uid, 201);
});

/**
 * POST /users/login: 200 with the session token (and `X-Device-Token`, routes/users/login-devices.ts);
 * 400 for wrong credentials; 429 while throttled. A browser the CatRep signed in from before is
 * counted on its own, so others failing the account's password do not lock its owner out.
 */
accountRouter.post('/users/login', async (req, res) => {
  const body = parse(loginRequest, req.body);
  const email = body.email.toLowerCase();
  const device = await knownDevice(req, email);
  const { uid, idToken } = await failureThrottled(
    'login',
    [
      { key: device ?? accountKey(email), free: LOGIN_FREE_FAILURES.account, clearOnSuccess: true },
      { key: `address:${clientAddress(req)}`, free: LOGIN_FREE_FAILURES.address, clearOnSuccess: false },
    ],
    serverMessages.loginThrottled,
    (e) => e instanceof HttpError && e.code === 'invalid-credentials',
    () => signInWithPassword(body.email, body.password),
  );
  await rememberDevice(req, res, uid, email);
  await sendSession(res, uid, 200, idToken);
});

/**
 * POST /users/validate { statusToken }: verifies the email (domain/users/verification.ts
 * `verifyEmail`); 200 with a fresh session token.
 */
accountRouter.post('/users/validate', async (req, res) => {
  const { statusToken } = parse(validateRequest, req.body);
  await sendSession(res, await verifyEmail(statusToken));
});

/** POST /users/revalidate: mails a new verification link, once per 10 minutes. */
accountRouter.post('/users/revalidate', async (req, res) => {
  const caller = requireCatRep(req);
  const user = await auth.getUser(caller.uid);
  if (user.emailVerified) throw badRequest(serverMessages.alreadyValidated, 'already-validated');
  await throttled('revalidate', caller.uid, failure.emailThrottled, async () => {
    const profile = await users.doc(caller.uid).get();
    if (!(await sendVerificationMail(user.email!, String(profile.data()?.firstname ?? '')))) {
      throw new Error('Verification mail not sent');
    }
  });
  res.json({ message: success.validationSent });
});

/** POST /users/forgotpassword { email }: mails a reset link, once per 10 minutes per address. */
accountRouter.post('/users/forgotpassword', async (req, res) => {
  const { email } = parse(forgotPasswordRequest, req.body);
  await throttled('forgot', email, failure.emailThrottled, () => sendPasswordResetMail(email));
  res.json({ message: success.emailSent });
});

/** POST /users/changepassword { passwordToken, password }: sets the password from a reset link. */
accountRouter.post('/users/changepassword', async (req, res) => {
  const body = parse(changePasswordRequest, req.body);
  const email = await resetPassword(body.passwordToken, body.password);
  // Every session of the account ends: whoever had the old password is signed out.
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (user) {
    await endOtherSessions(user.uid);
    // The mailed link proved the address: Auth now says verified, and so does the profile.
    // (Not for an account being deleted or suspended: it stays as it is.)
    if (user.emailVerified) await markVerified(user.uid).catch(() => undefined);
    // The link's owner gets past the account's login throttle, whoever filled it.
    await clearLoginFailures(email);
  }
  res.json({ message: success.passwordChanged });
});

/**
 * POST /users/contact { name, email, subject, message }: once per 10 minutes per email address
 * and per sender — the signed-in CatRep, or a visitor's client address (hashed) — so changing the
 * typed address does not get around it.
 */
accountRouter.post('/users/contact', async (req, res) => {
  const body = parse(contactRequest, req.body);
  const sender =
    req.caller.kind === 'catrep' || (req.caller.kind === 'guest' && req.caller.uid)
      ? `uid:${req.caller.uid}`
      : `address:${clientAddress(req)}`;
  await throttled('contact', [body.email, sender], failure.contactThrottled, async () => {
    await contactMessages.add({ ...body, createdAt: FieldValue.serverTimestamp() });
    await sendMail(contactMail(process.env.CONTACT_TO ?? 'hello@catrep.example', body));
  });
  res.json({ message: success.contactReceived });
});
