/**
 * Verification and reset mails (docs/product.md §4 Account, Password reset). The link's token is the
 * `oobCode` of the action link the Admin SDK generates, put on our own routes:
 * `/validate/{oobCode}` and `/welcome?token={oobCode}`.
 */
import { logger } from 'firebase-functions';
import { auth } from '../../core/firebase.js';
import { sendMail } from '../mail/mailer.js';
import { passwordResetMail, verificationMail } from '../mail/messages.js';
import { appUrl } from '../../core/paths.js';
import { actionCode } from './identity.js';

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
