/**
 * Verification and reset mails (docs/product.md §4 Account, Password reset). The link's token is the
 * `oobCode` of the action link the Admin SDK generates, put on our own routes:
 * `/validate/{oobCode}` and `/welcome?token={oobCode}`.
 */
import { logger } from 'firebase-functions';
import { AccountStatus, isVerifiedStatus, safetyMessages, serverMessages } from '@catrep/model';
import { auth, db } from '../../core/firebase.js';
import { badRequest, forbidden } from '../../core/errors.js';
import { users } from '../../store/collections.js';
import { sendMail } from '../mail/mailer.js';
import { passwordResetMail, verificationMail } from '../mail/messages.js';
import { appUrl } from '../../core/paths.js';
import { actionCode, applyVerificationCode, verificationCodeEmail } from './identity.js';

/** Mails the verification link. Never throws: a mail failure must not undo a registration. */
export async function sendVerificationMail(email: string, firstname: string): Promise<boolean> {
  try {
    const code = actionCode(await auth.generateEmailVerificationLink(email));
    await sendMail(verificationMail(email, firstname, `${appUrl()}/validate/${encodeURIComponent(code)}`));
    return true;
  } catch (e) {
    logger.error('Verification mail failed', e);
    return false;
  }
}

/** Mails the password-reset link when `email` has an account; silently nothing otherwise. */
export async function sendPasswordResetMail(email: string): Promise<void> {
  try {
    const code = actionCode(await auth.generatePasswordResetLink(email));
    await sendMail(passwordResetMail(email, `${appUrl()}/welcome?token=${encodeURIComponent(code)}`));
  } catch (e) {
    if ((e as { code?: string }).code === 'auth/email-not-found') return;
    if ((e as { code?: string }).code === 'auth/user-not-found') return;
    throw e;
  }
}

/**
 * Sets the CatRep profile `uid` to verified (status 1) when it is not, so it agrees with Auth, in a
 * transaction that reads it: 403 'no-profile' without one, 400 'invalid-token' while the account is
 * being deleted (it is no more), 403 'suspended' while a moderator has suspended it.
 */
export async function markVerified(uid: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const profile = await tx.get(users.doc(uid));
    const data = profile.data();
    if (!data) throw forbidden(serverMessages.noProfile, 'no-profile');
    if (data.deleting === true) throw badRequest(serverMessages.validationLinkInvalid, 'invalid-token');
    if (data.suspended === true) throw forbidden(safetyMessages.suspended, 'suspended');
    if (!isVerifiedStatus(data.status)) tx.update(profile.ref, { status: AccountStatus.verified });
  });
}

/**
 * POST /users/validate: verifies the email of the verification code `statusToken`; resolves the
 * CatRep's uid. The code is checked, and the profile found active (`markVerified`'s refusals, with
 * nothing applied), before Auth marks the email verified; the profile is then marked in a
 * transaction that checks it again, and should that refuse (a deletion or suspension in between),
 * Auth is set back to unverified — so Auth and Firestore never disagree and a suspended account
 * never ends verified. 400 'invalid-token' for a bad or used code.
 */
export async function verifyEmail(statusToken: string): Promise<string> {
  const email = await verificationCodeEmail(statusToken);
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user) throw badRequest(serverMessages.validationLinkInvalid, 'invalid-token');
  const profile = (await users.doc(user.uid).get()).data();
  if (!profile) throw forbidden(serverMessages.noProfile, 'no-profile');
  if (profile.deleting === true) throw badRequest(serverMessages.validationLinkInvalid, 'invalid-token');
  if (profile.suspended === true) throw forbidden(safetyMessages.suspended, 'suspended');
  await applyVerificationCode(statusToken);
  try {
    await markVerified(user.uid);
  } catch (e) {
    await auth.updateUser(user.uid, { emailVerified: false }).catch(() => undefined);
    throw e;
  }
  return user.uid;
}
