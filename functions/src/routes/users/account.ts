/**
 * Account endpoints (docs/product.md §7 Users; §4 Session, Account, Password reset; §8 messages):
 * POST /users, /users/login, /users/validate, /users/revalidate, /users/forgotpassword,
 * /users/changepassword, /users/contact.
 */
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  AccountStatus,
  changePasswordRequest,
  contactRequest,
  failure,
  forgotPasswordRequest,
  isVerifiedStatus,
  loginRequest,
  registerRequest,
  searchKeys,
  serverMessages,
  success,
  validateRequest,
  validation,
  type AccountDoc,
  type UserDoc,
} from '@catrep/model';
import { auth, db } from '../../core/firebase.js';
import { requireCatRep } from '../../http/caller.js';
import { clientAddress } from '../../http/client.js';
import { badRequest, conflict, forbidden, HttpError } from '../../core/errors.js';
import { parse } from '../../core/validate.js';
import { sendMail } from '../../domain/mail/mailer.js';
import { contactMail } from '../../domain/mail/messages.js';
import { accountRef, contactMessages, users } from '../../store/collections.js';
import { findCountry } from '../../store/countries.js';
import { QUOTAS, failureThrottled, throttled, useQuota } from '../../store/throttles.js';
import {
  applyVerificationCode,
  authPassword,
  resetPassword,
  signInWithPassword,
  verificationCodeEmail,
} from '../../domain/users/identity.js';
import { knownDevice, rememberDevice } from './login-devices.js';
import { LOGIN_FREE_FAILURES, accountKey, clearLoginFailures } from '../../domain/users/login-throttle.js';
import { endOtherSessions, sendSession } from './sessions.js';
import { sendPasswordResetMail, sendVerificationMail } from '../../domain/users/verification.js';

export const accountRouter = Router();

/**
 * POST /users: register. 201 with the session token; 409 when the email is taken; 429 past 20 new
 * accounts an hour from one client address.
 */
accountRouter.post('/users', async (req, res) => {
  const body = parse(registerRequest, req.body);
  const country = await findCountry(body.country.id);
  await useQuota(`address:${clientAddress(req)}`, QUOTAS.registrations);
  let uid: string;
  try {
    const record = await auth.createUser({
      email: body.email,
      password: authPassword(body.password),
      displayName: `${body.firstname} ${body.lastname}`.trim(),
    });
    uid = record.uid;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'auth/email-already-exists') throw conflict(serverMessages.emailTaken, 'email-taken');
    if (code === 'auth/invalid-email') throw badRequest(validation.email);
    throw e;
  }
  const profile: UserDoc = {
    firstname: body.firstname,
    lastname: body.lastname,
    gender: body.gender,
    country,
    city: body.city,
    profilePhoto: null,
    status: AccountStatus.unverified,
    searchKeys: searchKeys(body.firstname, body.lastname),
    catCount: 0,
    catchiesCount: 0,
    createdAt: FieldValue.serverTimestamp(),
  };
  const account: AccountDoc = {
    email: body.email.toLowerCase(),
    birthdate: body.birthdate,
    createdAt: FieldValue.serverTimestamp(),
  };
  try {
    const batch = db.batch();
    batch.create(users.doc(uid), profile);
    batch.create(accountRef(uid), account);
    await batch.commit();
  } catch (e) {
    await auth.deleteUser(uid).catch(() => undefined);
    throw e;
  }
  await sendVerificationMail(body.email, body.firstname);
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
 * POST /users/validate { statusToken }: verifies the email; 200 with a fresh session token. The
 * code is checked, and the CatRep profile found, before Auth marks the email verified, so Auth
 * and Firestore never disagree: an account without a profile is refused (403) and stays unverified.
 */
accountRouter.post('/users/validate', async (req, res) => {
  const { statusToken } = parse(validateRequest, req.body);
  const email = await verificationCodeEmail(statusToken);
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user) throw badRequest(serverMessages.validationLinkInvalid, 'invalid-token');
  const profile = users.doc(user.uid);
  if (!(await profile.get()).exists) throw forbidden(serverMessages.noProfile, 'no-profile');
  await applyVerificationCode(statusToken);
  try {
    await markVerified(user.uid);
  } catch (e) {
    await auth.updateUser(user.uid, { emailVerified: false }).catch(() => undefined);
    throw e;
  }
  await sendSession(res, user.uid);
});

/** Sets the CatRep profile `uid` to verified (status 1) when it is not, so it agrees with Auth. */
async function markVerified(uid: string) {
  await db.runTransaction(async (tx) => {
    const profile = await tx.get(users.doc(uid));
    if (profile.exists && !isVerifiedStatus(profile.data()?.status)) {
      tx.update(profile.ref, { status: AccountStatus.verified });
    }
  });
}

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
    if (user.emailVerified) await markVerified(user.uid);
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
