/**
 * The emulators' outboxes (README "Mail on the emulators"): `emulator-data/outbox/`
 * holds each mail as an `.eml` file, `emulator-data/push-outbox/` each web push as JSON.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { emulatorData } from './paths.js';

/**
 * Writes `data` as a new file of the outbox `folder`, named `{ISO time}-{8 hex digits}-{rest}`
 * (`rest` names the recipient and ends with the extension): the hex digits keep two messages of
 * one millisecond in two files, and names sorted are oldest first. The file is written in
 * `emulator-data/.incoming/` and then renamed into the outbox, so a reader never sees part of it.
 * Answers the file's path; throws what the file system throws.
 */
export async function writeOutboxFile(folder: string, rest: string, data: string | Buffer): Promise<string> {
  const dir = emulatorData(folder);
  const incoming = emulatorData('.incoming');
  await Promise.all([mkdir(dir, { recursive: true }), mkdir(incoming, { recursive: true })]);
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}-${rest}`;
  await writeFile(join(incoming, name), data);
  await rename(join(incoming, name), join(dir, name));
  return join(dir, name);
}
