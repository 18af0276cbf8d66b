/**
 * The state and the download link of a CatRep's data export (README "Leaving CatRep", exporting
 * one's data; docs/product.md §7 Users). The stored `users/{uid}/private/export` document becomes
 * the API's ExportJson here, and download keys are made and checked here: 32 random bytes in
 * base64url, of which only the SHA-256 is stored (`exportKeys/{hash}`, read by no client), so
 * neither the store nor its backups can open an archive.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  EXPORT_INTERVAL_MS,
  EXPORT_LINK_MS,
  exportLink,
  type ExportDoc,
  type ExportJson,
  type ExportKeyDoc,
} from '@catrep/model';
import { db } from '../../core/firebase.js';
import { exportKeys, exportRef, users } from '../../store/collections.js';
import { HttpError } from '../../core/errors.js';
import { guarded } from '../guard.js';

/** Where an export's archive lives in the media store (never under a prefix /media serves). */
export const archivePath = (uid: string, exportId: string) => `exports/${uid}/${exportId}.zip`;
/** The folder holding a CatRep's archives (at most one: a new export replaces the last). */
export const archiveFolder = (uid: string) => `exports/${uid}`;

/** The SHA-256 (hex) of a download key: the id of its `exportKeys` document. */
export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A stored time field in ms since the epoch (null when unset). */
const millis = (time: unknown): number | null => (time ? (time as Timestamp).toMillis() : null);
const isoOf = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The ExportJson of a stored export (undefined: never asked for → 'none') at `now` (ms): a ready
 * export past `expiresAt` is 'expired'; `nextAllowedAt` is null once it has passed or the export
 * failed; `url` is `link` while ready (the caller mints it, `mintLink`).
 */
export function exportJson(doc: ExportDoc | undefined, now: number, link: string | null = null): ExportJson {
  if (!doc) {
    return {
      state: 'none',
      requestedAt: null,
      readyAt: null,
      expiresAt: null,
      nextAllowedAt: null,
      url: null,
      size: null,
    };
  }
  const expiresAt = millis(doc.expiresAt);
  const expired = doc.state === 'ready' && expiresAt !== null && expiresAt <= now;
  const next = millis(doc.nextAllowedAt);
  return {
    state: expired ? 'expired' : doc.state,
    requestedAt: isoOf(millis(doc.requestedAt)),
    readyAt: isoOf(millis(doc.readyAt)),
    expiresAt: isoOf(expiresAt),
    nextAllowedAt: doc.state !== 'failed' && next !== null && next > now ? isoOf(next) : null,
    url: doc.state === 'ready' && !expired ? link : null,
    size: doc.state === 'ready' && !expired ? doc.size : null,
  };
}

/**
 * Whether a new export may start at `now` (ms) after `doc`: when there is none, the last one
 * failed, or its `nextAllowedAt` (EXPORT_INTERVAL_MS after its request) has passed.
 */
export function mayStart(doc: ExportDoc | undefined, now: number): boolean {
  if (!doc || doc.state === 'failed') return true;
  const next = millis(doc.nextAllowedAt) ?? (millis(doc.requestedAt) ?? 0) + EXPORT_INTERVAL_MS;
  return next <= now;
}

/** The document of a new export requested at `now` (ms), state 'preparing'. */
export function newExport(exportId: string, now: number): ExportDoc {
  return {
    state: 'preparing',
    exportId,
    requestedAt: Timestamp.fromMillis(now),
    readyAt: null,
    expiresAt: null,
    nextAllowedAt: Timestamp.fromMillis(now + EXPORT_INTERVAL_MS),
    size: null,
  };
}

/** A fresh export id: 16 random bytes in base64url. */
export const newExportId = () => randomBytes(16).toString('base64url');

/**
 * Makes a new download key for `uid`'s export `exportId`, valid until `expiresAt`, stores its hash
 * and resolves the link (`/api/users/user/export/{exportId}/catrep-export.zip?key=…`). The key is
 * stored in a transaction that finds the CatRep there and not being deleted, and `exportId` still
 * their latest export; otherwise nothing is stored and null is resolved: an account deletion
 * sweeps the keys after its flag is set (README "Leaving CatRep"), and must find none made later.
 */
export async function mintLink(uid: string, exportId: string, expiresAt: Timestamp): Promise<string | null> {
  const key = randomBytes(32).toString('base64url');
  const doc: ExportKeyDoc = { uid, exportId, createdAt: FieldValue.serverTimestamp(), expiresAt };
  const minted = await db.runTransaction(async (tx) => {
    const [profile, current] = await Promise.all([tx.get(users.doc(uid)), tx.get(exportRef(uid))]);
    const found = profile.data();
    if (!found || found.deleting === true || current.data()?.exportId !== exportId) return false;
    tx.create(exportKeys.doc(keyHash(key)), doc);
    return true;
  });
  return minted ? exportLink(exportId, key) : null;
}

/**
 * The ready export a download link opens: `{ uid, exportId }` when `key` was made for
 * `exportId`, that export is still the CatRep's latest, ready and not expired at `now`; else null
 * (a wrong key, an expired or superseded export).
 */
export async function openedBy(exportId: string, key: string, now: number) {
  const stored = (await exportKeys.doc(keyHash(key)).get()).data();
  if (!stored || stored.exportId !== exportId) return null;
  const current = (await exportRef(stored.uid).get()).data();
  if (!current || current.exportId !== exportId || current.state !== 'ready') return null;
  const expiresAt = millis(current.expiresAt);
  if (expiresAt === null || expiresAt <= now || (millis(stored.expiresAt) ?? 0) <= now) return null;
  return { uid: stored.uid, exportId };
}

/** `{ readyAt, expiresAt }` of an export ready at `now` (ms): its link lasts EXPORT_LINK_MS. */
export const readyTimes = (now: number) => ({
  readyAt: Timestamp.fromMillis(now),
  expiresAt: Timestamp.fromMillis(now + EXPORT_LINK_MS),
});

/** The guard's 409 'aborted': a transaction that lost to others on the same document too many times. */
const isAborted = (e: unknown) => e instanceof HttpError && e.code === 'aborted';

/**
 * Starts an export of `uid` unless one may not start now (mayStart): the read and the write are
 * one guarded transaction (domain/guard.ts), so of many parallel requests exactly one starts and
 * none after the account's deletion or suspension. Resolves the new export, or null when refused
 * (the stored one is then `current`).
 */
export async function startExport(uid: string): Promise<{ started: ExportDoc | null; current?: ExportDoc }> {
  const ref = exportRef(uid);
  try {
    return await guarded(uid, async ({ tx }) => {
      const now = Date.now();
      const current = (await tx.get(ref)).data();
      if (!mayStart(current, now)) return { started: null, current };
      const started = newExport(newExportId(), now);
      tx.set(ref, started);
      return { started };
    });
  } catch (e) {
    // Lost every retry to parallel requests: one of them changed the document, so look again.
    if (!isAborted(e)) throw e;
    const current = (await ref.get()).data();
    if (mayStart(current, Date.now())) throw e;
    return { started: null, current };
  }
}
