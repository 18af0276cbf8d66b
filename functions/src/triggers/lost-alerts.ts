/**
 * A lost cat's alerts (docs/product.md §10, docs/architecture.md §2 "Lost & Found fan-out"): a new
 * report alerts every CatRep nearby; a report found puts "… is home" in the place of each alert; a
 * report held back by the moderators takes its alerts back, and one whose hold is lifted alerts
 * again (domain/lost/alerts.ts). Retried when a run fails: each run's writes are sets and deletes
 * of documents named for the report, so a retry or a second delivery writes nothing twice.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { alertNearby, replaceAlerts, withdrawAlerts } from '../domain/lost/alerts.js';
import { converters } from '../store/collections.js';

/** lostReports/{reportId} written: alert, replace or withdraw as its status and hold changed. */
export const lostAlertsOnReport = onDocumentWritten(
  { document: 'lostReports/{reportId}', retry: true, timeoutSeconds: 300, memory: '512MiB' },
  async (event) => {
    const { reportId } = event.params;
    const before = event.data?.before?.exists ? converters.lostReport.fromFirestore(event.data.before) : null;
    const after = event.data?.after?.exists ? converters.lostReport.fromFirestore(event.data.after) : null;
    if (!after) return;
    const wasOpen = before !== null && before.status === 'lost' && before.held !== true;
    const isOpen = after.status === 'lost' && after.held !== true;
    if (isOpen && !wasOpen) {
      const alerted = await alertNearby(reportId);
      logger.info(`Lost cat ${reportId}: ${alerted} CatReps alerted`);
    } else if (before?.status === 'lost' && after.status === 'found') {
      await replaceAlerts(reportId);
    } else if (wasOpen && after.held === true) {
      await withdrawAlerts(reportId);
    }
  },
);
