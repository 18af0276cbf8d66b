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
 * Every report of one item is gathered in `reportedItems/{itemKey}`; when HIDE_AFTER_REPORTERS
 * different CatReps reported it, it is held back from everyone but its author until a moderator
 * decides (domain/moderation/holds.ts). Every decision is written to `moderation/` with who, what, when
 * and why. No client reads any of these collections.
 */
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  HIDE_AFTER_REPORTERS,
  REPORT_PAGE_SIZE,
  REPORT_STATUSES,
  REPORTS_KEPT_PER_ITEM,
  moderationRequest,
  reportedItem,
  reportRequest,
  safetyMessages,
  type ModerationAction,
  type ReportDoc,
  type ReportedItemDoc,
  type ReportedItemJson,
  type ReportStatus,
} from '@catrep/model';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../../core/firebase.js';
import { requireVerified } from '../../http/caller.js';
import { badRequest, conflict, notFound } from '../../core/errors.js';
import { requireAdmin } from '../../http/roles.js';
import { docId, parse } from '../../core/validate.js';
import { iso } from '../../domain/serializers/time.js';
import { moderationLog, reportedItems, reports } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { QUOTAS, useQuota } from '../../store/throttles.js';
import { HOLDABLE, setHold } from '../../domain/moderation/holds.js';
import { removeReported } from '../../domain/moderation/removal.js';
import { tellRemoved } from '../../domain/notifications/from-moderators.js';
import { reportedFor, type Reported } from '../../domain/moderation/reported.js';
import { suspend } from '../../domain/moderation/suspend.js';

export const reportsRouter = Router();

/** A short, stable document id for `text` (an item path, or an item path and a reporter). */
const keyOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

/** What the status of a decided item and its reports becomes, by action. */
const decided: Record<ModerationAction, ReportStatus> = {
  dismiss: 'dismissed',
  remove: 'removed',
  suspend: 'suspended',
};

/**
 * Records `reporterId`'s report in `tx`: the report, and the item's gathering document (started
 * afresh when the item was decided before). Answers whether the report is new and whether the item
 * must now be held back.
 */
async function recordReport(
  tx: Transaction,
  reported: Reported,
  reporterId: string,
  body: { reason: ReportDoc['reason']; text: string },
) {
  const itemKey = keyOf(reported.item);
  const reportRef = reports.doc(keyOf(`${reported.item}|${reporterId}`));
  const groupRef = reportedItems.doc(itemKey);
  const [report, group] = await Promise.all([tx.get(reportRef), tx.get(groupRef)]);
  if (report.exists) return { id: reportRef.id, created: false, hold: false };
  const now = FieldValue.serverTimestamp();
  tx.create(reportRef, {
    item: reported.item,
    kind: reported.kind,
    itemKey,
    reporterId,
    reason: body.reason,
    text: body.text,
    status: 'open',
    createdAt: now,
  });
  const open = group.data()?.status === 'open' ? group.data()! : null;
  const reporterCount = (open?.reporterCount ?? 0) + 1;
  const hold = reporterCount >= HIDE_AFTER_REPORTERS && !open?.hidden && HOLDABLE.includes(reported.kind);
  const latest = [{ id: reportRef.id, reason: body.reason, text: body.text }, ...(open?.latest ?? [])];
  const doc: ReportedItemDoc = {
    item: reported.item,
    kind: reported.kind,
    authorId: reported.authorId,
    snapshot: open?.snapshot ?? reported.snapshot,
    reasons: { ...open?.reasons, [body.reason]: (open?.reasons[body.reason] ?? 0) + 1 },
    reporterCount,
    latest: latest.slice(0, REPORTS_KEPT_PER_ITEM),
    status: 'open',
    hidden: (open?.hidden ?? false) || hold,
    firstReportedAt: open?.firstReportedAt ?? now,
    lastReportedAt: now,
  };
  tx.set(groupRef, doc);
  return { id: reportRef.id, created: true, hold };
}

/** POST /reports: 201 { id, message } for a new report, 200 with the same id for a repeated one. */
reportsRouter.post('/reports', async (req, res) => {
  const caller = requireVerified(req);
  const body = parse(reportRequest, req.body);
  const reported = await reportedFor(caller, body.item);
  if (reported.authorId === caller.uid) throw badRequest(safetyMessages.reportSelf, 'self');
  await useQuota(caller.uid, QUOTAS.reports);
  const result = await db.runTransaction((tx) => recordReport(tx, reported, caller.uid, body));
  if (result.hold) await setHold(reported.kind, reported.ids, 'held', true);
  res.status(result.created ? 201 : 200).json({ id: result.id, message: safetyMessages.reported });
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

/** The key of the reported item `id` names: a report's id or the item's own key; 404 otherwise. */
async function itemKeyOf(id: string): Promise<string> {
  const report = (await reports.doc(id).get()).data();
  if (report) return report.itemKey;
  if ((await reportedItems.doc(id).get()).exists) return id;
  throw notFound();
}

/** Sets the status of item `itemKey` and of its reports (claims an open item; 409 when decided). */
async function setStatus(itemKey: string, status: ReportStatus, from: ReportStatus | null) {
  const ref = reportedItems.doc(itemKey);
  const itemReports = await reports.where('itemKey', '==', itemKey).select().get();
  return db.runTransaction(async (tx) => {
    const item = (await tx.get(ref)).data();
    if (!item) throw notFound();
    if (from && item.status !== from) throw conflict(safetyMessages.alreadyDecided, 'already-decided');
    tx.update(ref, {
      status,
      decidedAt: FieldValue.serverTimestamp(),
      hidden: status === 'open' && item.hidden,
    });
    for (const report of itemReports.docs) tx.update(report.ref, { status });
    return item;
  });
}

/**
 * PUT /reports/{id} { action, note? } (moderators): decides on the reported item. The item is
 * claimed first (409 when another moderator decided), then the action runs; should it fail, the
 * item is open again. dismiss: the hold goes; remove: the thing goes from everywhere; suspend: its
 * author is suspended (their holds keep it back while they are).
 */
reportsRouter.put('/reports/:id', async (req, res) => {
  const moderator = requireAdmin(req);
  const { action, note } = parse(moderationRequest, req.body);
  const itemKey = await itemKeyOf(docId(req.params.id));
  const item = await setStatus(itemKey, decided[action], 'open');
  const reported = { kind: item.kind, ids: reportedItem(item.item)?.ids ?? [] };
  try {
    if (action === 'remove') {
      await removeReported(reported.kind, reported.ids);
      await tellRemoved(item.authorId, reported.kind, itemKey);
    }
    if (action === 'suspend') await suspend(item.authorId);
    if (action !== 'remove' && item.hidden) await setHold(reported.kind, reported.ids, 'held', false);
  } catch (e) {
    await setStatus(itemKey, 'open', null).catch(() => undefined);
    throw e;
  }
  await moderationLog.add({
    moderatorId: moderator.uid,
    action,
    item: item.item,
    itemKey,
    authorId: item.authorId,
    note,
    at: FieldValue.serverTimestamp(),
  });
  res.json({ status: decided[action], message: safetyMessages.decided });
});
