/**
 * The texts of CatRep's mails: account verification and password reset (SPEC §4), contact.
 */
import type { Mail } from './mailer.js';

export function verificationMail(to: string, firstname: string, link: string): Mail {
  return {
    to,
    subject: 'Validate your CatRep account',
    text: `Hello ${firstname},\n\nWelcome to CatRep! Please validate your account by opening this link:\n\n${link}\n\nIf you did not register, ignore this message.\n\nThe CatRep team`,
  };
}

export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your CatRep password',
    text: `Hello,\n\nSomebody asked to change the password of your CatRep account. To choose a new password, open this link:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n\nThe CatRep team`,
  };
}

export function contactMail(
  to: string,
  message: { name: string; email: string; subject: string; message: string },
): Mail {
  return {
    to,
    replyTo: message.email,
    subject: `[CatRep contact] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
  };
}
