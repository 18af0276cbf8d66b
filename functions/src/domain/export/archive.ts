/**
 * Building and finishing a data export (README "Leaving CatRep", exporting one's data), run by the
 * `exportOnRequest` trigger: a ZIP streamed with archiver into the media store at
 * `exports/{uid}/{exportId}.zip` — photo by photo, never the whole archive in memory — holding
 * `media/` (the CatRep's photos, domain/export/data.ts), `catrep.json` and `README.txt`. Then the export
 * is marked ready (readyAt, expiresAt = readyAt + EXPORT_LINK_MS, size) and the CatRep is mailed
 * its link. Idempotent: a second run for the same export rebuilds the same path, and only the
 * latest export of a CatRep still 'preparing' is ever finished.
 */
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import archiver from 'archiver';
import { db } from '../../core/firebase.js';
import { appUrl } from '../../core/paths.js';
import { sendMail } from '../mail/mailer.js';
import { exportReadyMail } from '../mail/messages.js';
import { mediaStore } from '../../store/media.js';
import { exportRef, users } from '../../store/collections.js';
import { collectExport } from './data.js';
import { archiveFolder, archivePath, mintLink, readyTimes } from './link.js';

/** What README.txt of every archive says. */
export const EXPORT_README = `Your CatRep data
================

This archive holds everything you wrote on CatRep or that is yours, as it was when you asked for it.

catrep.json   Your data, as JSON (dates in ISO 8601, UTC):
              profile        your public profile
              settings       your account email, birthdate and notification settings
              connections    the CatReps you are connected with, or asked or were asked to connect
                             with (state: connected, requested by you, waiting for you)
              blocks, mutes  the CatReps you blocked or muted
              cats           your living cats, each with its CatAlog (catalog) and CatBlog (diary)
              catchies       your cats that passed away, the same way
              posts          your CatShare posts (diary items included)
              comments       the comments you wrote, on anyone's posts (postId)
              likes          the posts you liked
              chatMessages   the messages your cats wrote in CatChat
              favorites      your My Favorites photos
              Every item with photos names its files in "mediaFiles".

media/        Your photos, each at the largest size CatRep keeps:
              profile/                        your profile photo
              cats/<name>-<id>/               each cat's profile photo,
                 catalog/                     its CatAlog photos (by title),
                 diary/                       its CatBlog photos (by date and entry)
              posts/                          your CatShare photos (by date)
              favorites/                      your My Favorites photos (by title)

What others wrote (their comments on your posts, their cats' messages) is theirs and is not here.
`;

/**
 * Appends `source` as `name` and waits until archiver took it in. Rejects when the source fails
 * (a photo removed meanwhile) or the archive does (`done`, the pipeline to the store).
 */
async function appendStream(zip: archiver.Archiver, done: Promise<void>, source: Readable, name: string) {
  const sourceFailed = new Promise<never>((_, reject) => source.once('error', reject));
  zip.append(source, { name, store: true }); // JPEGs do not shrink: stored as they are
  await Promise.race([
    once(zip, 'entry'),
    sourceFailed,
    done.then(() => {
      throw new Error('The archive ended early');
    }),
  ]);
}

/**
 * Writes `uid`'s archive for `exportId` to the media store (replacing that one only) and
 * resolves its size in bytes, with where and to whom to mail. A photo missing from the store is
 * listed in `catrep.json`'s `missingMedia` instead. Throws when the store fails (the partial
 * archive is abandoned; nothing is marked).
 */
export async function writeArchive(
  uid: string,
  exportId: string,
): Promise<{ size: number; email: string | null; firstname: string }> {
  const contents = await collectExport(uid);
  const store = mediaStore();
  const out = await store.writeStream(archivePath(uid, exportId), 'application/zip');
  const zip = archiver('zip', { zlib: { level: 6 } });
  const done = pipeline(zip, out);
  done.catch(() => undefined); // awaited below; observed meanwhile by appendStream
  try {
    const missing: string[] = [];
    for (const item of contents.media) {
      const file = await store.readStream(item.path);
      if (file) await appendStream(zip, done, file.stream, item.name);
      else missing.push(item.name);
    }
    const json = { ...contents.json, missingMedia: missing };
    zip.append(JSON.stringify(json, null, 2), { name: 'catrep.json' });
    zip.append(EXPORT_README, { name: 'README.txt' });
    await zip.finalize();
    await done;
  } catch (e) {
    zip.abort();
    out.destroy();
    throw e;
  }
  return { size: zip.pointer(), email: contents.email, firstname: contents.firstname };
}

/** Whether CatRep `uid` is gone or being deleted: their export is then nobody's business. */
async function leaving(uid: string): Promise<boolean> {
  const profile = (await users.doc(uid).get()).data();
  return !profile || profile.deleting === true;
}

/**
 * Runs `uid`'s export `exportId` to the end: builds the archive, mails the link and marks the
 * export ready — unless it is no longer the latest one 'preparing' (then nothing is marked and
 * 'superseded' or 'done' is answered). The mail goes before the mark, so a failure between them
 * mails twice on the retry rather than never. Nothing is built for an account being deleted, and
 * an archive written while its deletion began is removed again: the deletion's sweep of
 * `exports/{uid}/` may have run before it was written (README "Leaving CatRep").
 */
export async function runExport(uid: string, exportId: string): Promise<'ready' | 'superseded'> {
  const ref = exportRef(uid);
  if (await leaving(uid)) return 'superseded';
  const { size, email, firstname } = await writeArchive(uid, exportId);
  if (await leaving(uid)) {
    await mediaStore().removeFolder(archiveFolder(uid));
    return 'superseded';
  }
  const times = readyTimes(Date.now());
  const stillOurs = (await ref.get()).data();
  if (stillOurs?.exportId !== exportId || stillOurs.state !== 'preparing') return 'superseded';
  if (email) {
    const link = await mintLink(uid, exportId, times.expiresAt);
    // No key: the account's deletion began, or a newer export replaced this one, meanwhile.
    if (link === null) return 'superseded';
    await sendMail(exportReadyMail(email, firstname, `${appUrl()}${link}`, times.expiresAt.toDate()));
  }
  const marked = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.exportId !== exportId || current.state !== 'preparing') return false;
    tx.update(ref, { state: 'ready', ...times, size });
    return true;
  });
  return marked ? 'ready' : 'superseded';
}

/** Marks `uid`'s export `exportId` failed (when still the latest and 'preparing'): it may be asked for again. */
export async function markFailed(uid: string, exportId: string): Promise<void> {
  const ref = exportRef(uid);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.exportId !== exportId || current.state !== 'preparing') return;
    tx.update(ref, { state: 'failed', nextAllowedAt: null });
  });
}
