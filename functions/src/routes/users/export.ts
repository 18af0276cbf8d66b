/**
 * A CatRep's data export (GDPR art. 20; README "Leaving CatRep", exporting one's data;
 * docs/product.md §7 Users):
 *
 *   POST /users/user/export                                   start an export: 202 ExportJson ('preparing')
 *   GET  /users/user/export                                   where it stands: ExportJson (with `url` when ready)
 *   GET  /users/user/export/{exportId}/catrep-export.zip?key=  the archive, without a session
 *
 * A registered CatRep, verified or not, exports; guests are refused (403 'guest'). One export per
 * EXPORT_INTERVAL_MS (24 h) from its request: another answers 429 'export-limit'
 * (`leavingMessages.exportLimit`, with `Retry-After` in seconds), except after a failed one. The
 * limit holds under parallel requests: the check and the new `users/{uid}/private/export` document
 * are one transaction on that document. The `exportOnRequest` trigger then builds the archive
 * (domain/export/archive.ts). The link is the key: any wrong, expired or superseded one answers 404
 * 'export-link-invalid' (`leavingMessages.exportLinkInvalid`).
 */
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { Timestamp } from 'firebase-admin/firestore';
import { EXPORT_ARCHIVE_NAME, exportDownloadRequest, exportRequest, leavingMessages } from '@catrep/model';
import {
  archiveFolder,
  archivePath,
  exportJson,
  mintLink,
  openedBy,
  startExport,
} from '../../domain/export/link.js';
import { requireCatRep } from '../../http/caller.js';
import { HttpError } from '../../core/errors.js';
import { parse } from '../../core/validate.js';
import { mediaStore } from '../../store/media.js';
import { exportRef } from '../../store/collections.js';

export const exportRouter = Router();

/** 429 'export-limit': an export was asked for within the last 24 hours. */
const exportLimit = () => new HttpError(429, 'export-limit', leavingMessages.exportLimit);
/** 404 'export-link-invalid': a wrong, expired or superseded download link. */
const linkInvalid = () => new HttpError(404, 'export-link-invalid', leavingMessages.exportLinkInvalid);

/** POST /users/user/export: starts an export (202 ExportJson, 'preparing'); 429 within 24 hours. */
exportRouter.post('/users/user/export', async (req, res) => {
  const { uid } = requireCatRep(req);
  parse(exportRequest, req.body);
  const { started, current } = await startExport(uid);
  if (!started) {
    const next = exportJson(current, Date.now()).nextAllowedAt;
    if (next) res.set('Retry-After', String(Math.max(1, Math.ceil((Date.parse(next) - Date.now()) / 1000))));
    throw exportLimit();
  }
  // The superseded export's archive goes: its links open nothing any more.
  await mediaStore().removeFolder(archiveFolder(uid));
  res.status(202).json(exportJson(started, Date.now()));
});

/**
 * GET /users/user/export: the caller's export as ExportJson ('none' if never asked for, 'expired'
 * past `expiresAt`). While ready, `url` is a fresh download link (a new key each answer, valid
 * until the export expires), so it is answered `no-store`.
 */
exportRouter.get('/users/user/export', async (req, res) => {
  const { uid } = requireCatRep(req);
  const stored = (await exportRef(uid).get()).data();
  const now = Date.now();
  const view = exportJson(stored, now);
  const link =
    stored && view.state === 'ready'
      ? await mintLink(uid, stored.exportId, stored.expiresAt as Timestamp)
      : null;
  res.set('Cache-Control', 'private, no-store');
  res.json(exportJson(stored, now, link));
});

/**
 * GET /users/user/export/{exportId}/catrep-export.zip?key=…: the archive, streamed from the media
 * store as an attachment. No session: the key is the proof (domain/export/link.ts `openedBy`).
 */
exportRouter.get(`/users/user/export/:exportId/${EXPORT_ARCHIVE_NAME}`, async (req, res) => {
  const input = exportDownloadRequest.safeParse({ exportId: req.params.exportId, key: req.query.key });
  if (!input.success) throw linkInvalid();
  const opened = await openedBy(input.data.exportId, input.data.key, Date.now());
  const file = opened && (await mediaStore().readStream(archivePath(opened.uid, opened.exportId)));
  if (!file) throw linkInvalid();
  res.set({
    'Content-Type': 'application/zip',
    'Content-Length': String(file.size),
    'Content-Disposition': `attachment; filename="${EXPORT_ARCHIVE_NAME}"`,
    'Cache-Control': 'private, no-store',
  });
  // Once bytes are sent no error body can follow: a failure midway cuts the connection.
  await pipeline(file.stream, res).catch(() => res.destroy());
});
