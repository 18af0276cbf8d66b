/**
 * The data export's job (README "Leaving CatRep", exporting one's data). `POST /users/user/export`
 * writes `users/{uid}/private/export` as 'preparing'; this trigger sees it and builds the archive,
 * mails the link and marks it ready (domain/export/archive.ts `runExport`). Any other write of the
 * document (ready, failed) returns at once, as does an event of an export a newer one replaced.
 * A run that fails is retried (`retry: true`) and rebuilds the same archive path; once the event
 * is older than RETRY_WINDOW_MS the export is marked 'failed' instead (then it may be asked for
 * again at once) and retries stop.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { markFailed, runExport } from '../domain/export/archive.js';
import { converters, exportRef } from '../store/collections.js';

/** How long a failing export is retried before it is marked failed (ms). */
export const RETRY_WINDOW_MS = 60 * 60 * 1000;

/** users/{uid}/private/export written as 'preparing': build that export. */
export const exportOnRequest = onDocumentWritten(
  { document: 'users/{uid}/private/export', retry: true, timeoutSeconds: 540, memory: '1GiB' },
  async (event) => {
    const after = event.data?.after;
    const written = after?.exists ? converters.exportDoc.fromFirestore(after) : null;
    if (written?.state !== 'preparing') return;
    const { uid } = event.params;
    const current = (await exportRef(uid).get()).data();
    if (current?.exportId !== written.exportId || current.state !== 'preparing') return;
    try {
      const outcome = await runExport(uid, written.exportId);
      logger.info(`Export ${uid}/${written.exportId}: ${outcome}`);
    } catch (e) {
      if (Date.now() - Date.parse(event.time) < RETRY_WINDOW_MS) throw e;
      logger.error(`Export ${uid}/${written.exportId} failed for good`, e);
      await markFailed(uid, written.exportId);
    }
  },
);
