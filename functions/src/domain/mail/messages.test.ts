/**
 * The texts of CatRep's mails (functions/src/domain/mail/messages.ts; README "Notifications" for the
 * digest, "Leaving CatRep" for the export notice): who each goes to, its subject, the links it
 * carries, and for the digest the one-click unsubscribe headers of RFC 8058. The contact mail is
 * also built into a real MIME message by nodemailer (its stream transport, no server), which
 * shows that what a visitor types cannot add headers.
 */
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { Mail } from './mailer.js';
import { contactMail, digestMail, exportReadyMail, passwordResetMail, verificationMail } from './messages.js';

/** The raw message nodemailer would send for `mail`. */
async function rawMessage(mail: Mail): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'CatRep <no-reply@catrep.example>', ...mail });
  return (info.message as Buffer).toString('utf8');
}

/** The header block of a raw message, one header per line (folded lines joined). */
const headersOf = (raw: string) =>
  raw
    .split(/\r?\n\r?\n/)[0]
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);

describe('verificationMail and passwordResetMail', () => {
  it('greets the CatRep and carries the validation link', () => {
    const mail = verificationMail('ada@example.com', 'Ada', 'https://catrep.example/validate?code=x');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Validate your CatRep account');
    expect(mail.text).toMatch(/^Hello Ada,/);
    expect(mail.text).toContain('\nhttps://catrep.example/validate?code=x\n');
  });

  it('carries the reset link and says the password stays unless it is used', () => {
    const mail = passwordResetMail('ada@example.com', 'https://catrep.example/reset?code=y');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Reset your CatRep password');
    expect(mail.text).toContain('\nhttps://catrep.example/reset?code=y\n');
    expect(mail.text).toContain('your password stays as it is');
  });
});

describe('contactMail', () => {
  const message = { name: 'Bob', email: 'bob@example.com', subject: 'Hello', message: 'Nice site.' };

  it('goes to the team with the sender as Reply-To and the subject marked', () => {
    expect(contactMail('team@catrep.example', message)).toEqual({
      to: 'team@catrep.example',
      replyTo: 'bob@example.com',
      subject: '[CatRep contact] Hello',
      text: 'From: Bob <bob@example.com>\n\nNice site.',
    });
  });

  it('cannot be made to carry headers of the sender’s choosing', async () => {
    const raw = await rawMessage(
      contactMail('team@catrep.example', {
        ...message,
        subject: 'Hi\r\nBcc: victim@example.com',
        name: 'Bob\nX-Injected: 1',
      }),
    );
    const headers = headersOf(raw);
    expect(headers.filter((h) => /^bcc:/i.test(h))).toEqual([]);
    expect(headers.filter((h) => /^x-injected:/i.test(h))).toEqual([]);
    expect(headers.filter((h) => /^to:/i.test(h))).toEqual(['To: team@catrep.example']);
    expect(headers.filter((h) => /^reply-to:/i.test(h))).toEqual(['Reply-To: bob@example.com']);
  });
});

describe('digestMail', () => {
  const unsubscribe = {
    page: 'https://catrep.example/unsubscribe?t=p',
    oneClick: 'https://catrep.example/api/unsubscribe?t=o',
  };
  const line = (n: number) => ({ text: `Notification ${n}`, url: `https://catrep.example/n/${n}` });

  it('lists each notification with its link and says one in the singular', () => {
    const mail = digestMail('ada@example.com', [line(1)], 1, unsubscribe);
    expect(mail.subject).toBe('You have 1 unread notification on CatRep');
    expect(mail.text).toContain('- Notification 1\n  https://catrep.example/n/1');
    expect(mail.text).not.toContain('more.');
  });

  it('counts every unread notification and says how many it does not list', () => {
    const mail = digestMail('ada@example.com', [line(1), line(2)], 7, unsubscribe);
    expect(mail.subject).toBe('You have 7 unread notifications on CatRep');
    expect(mail.text).toContain('- Notification 2\n  https://catrep.example/n/2\n\n…and 5 more.');
  });

  it('offers the unsubscribe page in the text and one-click unsubscribing in the headers', async () => {
    const mail = digestMail('ada@example.com', [line(1)], 1, unsubscribe);
    expect(mail.text).toContain(`\n${unsubscribe.page}\n`);
    const headers = headersOf(await rawMessage(mail));
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribe.oneClick}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe('exportReadyMail', () => {
  const expires = new Date('2026-04-05T06:07:08Z');

  it('carries the download link and says until when it works, in UTC', () => {
    const mail = exportReadyMail('ada@example.com', 'Ada', 'https://catrep.example/api/export/k', expires);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your CatRep data is ready to download');
    expect(mail.text).toMatch(/^Hello Ada,/);
    expect(mail.text).toContain(
      'until Sun, 05 Apr 2026 06:07:08 GMT:\n\nhttps://catrep.example/api/export/k\n',
    );
    expect(mail.text).toContain('do not share it');
  });

  it('greets without a name when the CatRep has none', () => {
    expect(exportReadyMail('ada@example.com', '', 'https://x.example/', expires).text).toMatch(/^Hello,\n/);
  });
});
