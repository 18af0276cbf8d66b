/**
 * Reading the mails the functions write to `{CATREP_DATA_DIR}/outbox/*.eml` on the emulators
 * (docs/architecture.md §1 Mail): verification links `/validate/{oobCode}` and reset links
 * `/welcome?token=…`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_DIR } from './env.js';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
}

const outbox = () => join(DATA_DIR, 'outbox');

function decodeQuotedPrintable(s: string): string {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A single-part .eml file → headers and decoded text. */
export function parseMail(file: string, raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const bodyRaw = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(bodyRaw)
      : encoding === 'base64'
        ? Buffer.from(bodyRaw, 'base64').toString('utf8')
        : bodyRaw;
  return { file, to: headers.to ?? '', subject: headers.subject ?? '', headers, text };
}

/** Every mail addressed to `to` so far, oldest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  const files = (await readdir(outbox()).catch(() => [] as string[]))
    .filter((f) => f.endsWith(`-${safeTo}.eml`))
    .sort();
  return Promise.all(files.map(async (f) => parseMail(f, await readFile(join(outbox(), f), 'utf8'))));
}

/** Waits (up to `timeoutMs`) until `to` has at least `count` mails whose subject matches. */
export async function waitForMails(to: string, subject: RegExp, count = 1, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(to)).filter((m) => subject.test(m.subject));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`Expected ${count} mail(s) to ${to} matching ${subject}, found ${mails.length}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The `/validate/{token}` token of the newest verification mail to `to`. */
export async function verificationToken(to: string, count = 1): Promise<string> {
  const mails = await waitForMails(to, /validate/i, count);
  const match = /\/validate\/([^\s]+)/.exec(mails[mails.length - 1].text);
  if (!match) throw new Error('No /validate/ link in the verification mail');
  return decodeURIComponent(match[1]);
}

/** The `/welcome?token=…` token of the newest password-reset mail to `to`. */
export async function resetToken(to: string, count = 1): Promise<string> {
  const mails = await waitForMails(to, /password/i, count);
  const match = /\/welcome\?token=([^\s&]+)/.exec(mails[mails.length - 1].text);
  if (!match) throw new Error('No /welcome?token= link in the reset mail');
  return decodeURIComponent(match[1]);
}
