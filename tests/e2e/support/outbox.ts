/**
 * Reading the mails the functions wrote to the outbox (emulator-data/outbox, or
 * $CATREP_DATA_DIR/outbox), as a person reads their mailbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const outboxDir = () => join(process.env.CATREP_DATA_DIR ?? join(process.cwd(), 'emulator-data'), 'outbox');

/** Waits (up to `timeoutMs`) for the newest mail to `to` and returns its raw text. */
export async function waitForMail(to: string, timeoutMs = 15_000, after = 0): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const safe = to.replace(/[^a-z0-9@._-]/gi, '_');
  for (;;) {
    const files = (await readdir(outboxDir()).catch(() => [] as string[]))
      .filter((f) => f.endsWith(`-${safe}.eml`))
      .sort();
    const newest = files.slice(after).at(-1);
    if (newest) return readFile(join(outboxDir(), newest), 'utf8');
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link in a mail whose path starts with `pathPrefix` (quoted-printable undone). */
export function linkIn(mail: string, pathPrefix: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[?]/g, '\\?')}[^\\s"<>]*`));
  if (!match) throw new Error(`No ${pathPrefix} link in mail`);
  return match[0];
}
