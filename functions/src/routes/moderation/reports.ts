/**
 * Reports and the moderation desk (README "Trust and safety"):
 *
 *   POST /reports { item, reason, text? }   a verified CatRep reports what they can read: 201 { id },
 *                                           200 with the same id when they reported it before
 *   GET  /reports?status=open&index=n       moderators: reported items, newest report first, with
 *                                           their snapshot, reasons, reporter count and reports
 *   PUT  /reports/{id} { action, note? }    moderators decide on the item of report (or item) {id}:
 *                                           dismiss, remove or suspend its author
 *
 * The writes are guarded (domain/moderation/reports.ts, which says what they do). No client reads
 * any of these collections.
 */
import { Router } from 'express';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  REPORT_PAGE_SIZE,
  REPORT_STATUSES,
  moderationRequest,
  reportRequest,
  safetyMessages,
  type ReportedItemDoc,
  type ReportedItemJson,
} from '@catrep/model';
import { z } from 'zod';
import { requireVerified } from '../../http/caller.js';
import { requireAdmin } from '../../http/roles.js';
import { docId, parse } from '../../core/validate.js';
import { iso } from '../../domain/serializers/time.js';
import { reportedItems } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { decide, fileReport } from '../../domain/moderation/reports.js';

export const reportsRouter = Router();

/** POST /reports: 201 { id, message } for a new report, 200 with the same id for a repeated one. */
reportsRouter.post('/reports', async (req, res) => {
  const caller = requireVerified(req);
  const { id, created } = await fileReport(caller, parse(reportRequest, req.body));
  res.status(created ? 201 : 200).json({ id, message: safetyMessages.reported });
});

const listQuery = z.object({ status: z.enum(REPORT_STATUSES).optional().default('open'), ...pageParams });

/** The desk's JSON of a reported item. */
function reportedItemJson(snap: QueryDocumentSnapshot<ReportedItemDoc>): ReportedItemJson {
  const { firstReportedAt, lastReportedAt, decidedAt: _decided, ...rest } = snap.data();
  return { id: snap.id, ...rest, firstReportedAt: iso(firstReportedAt), lastReportedAt: iso(lastReportedAt) };
}

/** GET /reports?status=open&index=n (moderators): a page of reported items; `X-Next-Cursor` for the next. */
reportsRouter.get('/reports', async (req, res) => {
  requireAdmin(req);
  const q = parse(listQuery, req.query);
  const page = await newestFirstPage(
    reportedItems.where('status', '==', q.status),
    q,
    REPORT_PAGE_SIZE,
    'lastReportedAt',
  );
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(page.docs.map(reportedItemJson));
});

/**
 * PUT /reports/{id} { action, note? } (moderators): decides on the reported item
 * (domain/moderation/reports.ts `decide`).
 */
reportsRouter.put('/reports/:id', async (req, res) => {
  const moderator = requireAdmin(req);
  const { action, note } = parse(moderationRequest, req.body);
  const status = await decide(moderator.uid, docId(req.params.id), action, note);
  res.json({ status, message: safetyMessages.decided });
});
