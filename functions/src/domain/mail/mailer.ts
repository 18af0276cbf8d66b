/**
 * Outgoing mail through nodemailer (docs/architecture.md §1 Mail). With SMTP_URL set it goes over SMTP; on
 * the emulators each message is written as a readable `.eml` file to `emulator-data/outbox/`.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { writeOutboxFile } from '../../core/outbox.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

const from = () => process.env.MAIL_FROM ?? 'CatRep <no-reply@catrep.example>';

let transporter: Transporter | null = null;
function transport(): Transporter {
  transporter ??= process.env.SMTP_URL
    ? nodemailer.createTransport(process.env.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return transporter;
}

/** Sends `mail`. On the outbox transport returns the written file's path. */
export async function sendMail(mail: Mail): Promise<string | null> {
  const info = await transport().sendMail({ from: from(), ...mail });
  const raw = (info as { message?: Buffer }).message;
  if (!process.env.SMTP_URL && raw) {
    const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
    return writeOutboxFile('outbox', `${safeTo}.eml`, raw);
  }
  return null;
}
