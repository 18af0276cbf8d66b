/**
 * Reports and decisions on them (README "Trust and safety"), as guarded writes (domain/guard.ts):
 * a report, and a moderator's decision. Every report of one item is gathered in
 * `reportedItems/{itemKey}`; when HIDE_AFTER_REPORTERS different CatReps reported it, it is held
 * back from everyone but its author until a moderator decides (./holds.ts). Every decision is
 * written to `moderation/` with who, what, when and why.
 */
import { createHash } from 'node:crypto';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  HIDE_AFTER_REPORTERS,
  REPORTS_KEPT_PER_ITEM,
  reportedItem,
  safetyMessages,
  type ModerationAction,
  type ReportDoc,
  type ReportedItemDoc,
  type ReportStatus,
} from '@catrep/model';
import type { Caller } from '../../core/viewer.js';
import { badRequest, conflict, notFound } from '../../core/errors.js';
import { moderationLog, reportedItems, reports } from '../../store/collections.js';
import { QUOTAS } from '../../store/throttles.js';
import { asActorOrSystem, guarded } from '../guard.js';
import { tellRemoved } from '../notifications/from-moderators.js';
import { HOLDABLE, setHold } from './holds.js';
import { removeReported } from './removal.js';
import { reportedFor, type Reported } from './reported.js';
import { suspend } from './suspend.js';

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
  if (report.exists) return { id: reportRef.id, itemKey, created: false, hold: false };
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
  return { id: reportRef.id, itemKey, created: true, hold };
}

/**
 * Brings the report hold (`held`) of the thing `reported` names in line with its gathering
 * document `reportedItems/{itemKey}`, read in the hold's own transaction: on while the item is
 * open and hidden, off once it is decided or opened afresh. Both a report that completes a hold
 * and a decision that lifts one call it after their own transaction, so when the two cross — a
 * moderator dismisses the item as its third report's hold is on its way — the one that lands last
 * reads the item as it now stands, and never leaves a thing held with no open item on the desk, or
 * lifted while its new reports hold it.
 */
export async function holdAsItemStands(reported: Pick<Reported, 'kind' | 'ids'>, itemKey: string) {
  await setHold(reported.kind, reported.ids, 'held', async (tx) => {
    const item = (await tx.get(reportedItems.doc(itemKey))).data();
    return item?.status === 'open' && item.hidden === true;
  });
}

/**
 * `caller` reports `body.item` (what they can read: 404 otherwise; 400 'self' for their own).
 * Resolves the report's id and whether it is new; a repeated report changes nothing and spends no
 * quota. 404 too when, by the time the report is written, its author is gone, being deleted or
 * suspended, or a block stands between them. 429 past the reports quota; the guard's refusals.
 */
export async function fileReport(
  caller: Caller & { kind: 'catrep' },
  body: { item: string; reason: ReportDoc['reason']; text: string },
): Promise<{ id: string; created: boolean }> {
  const reported = await reportedFor(caller, body.item);
  if (reported.authorId === caller.uid) throw badRequest(safetyMessages.reportSelf, 'self');
  const result = await guarded(
    caller.uid,
    async (g) => {
      // Read again where the report is written: its author still there, not being deleted nor
      // suspended, and no block between them and the reporter (404 as before the transaction).
      await g.activeOther(reported.authorId);
      const recorded = await recordReport(g.tx, reported, caller.uid, body);
      if (!recorded.created) g.unspent();
      return recorded;
    },
    { quota: QUOTAS.reports },
  );
  if (result.hold) await holdAsItemStands(reported, result.itemKey);
  return { id: result.id, created: result.created };
}

/** The key of the reported item `id` names: a report's id or the item's own key; 404 otherwise. */
async function itemKeyOf(id: string): Promise<string> {
  const report = (await reports.doc(id).get()).data();
  if (report) return report.itemKey;
  if ((await reportedItems.doc(id).get()).exists) return id;
  throw notFound();
}

/**
 * Sets the status of item `itemKey` and of its reports (claims an open item; 409 when decided), in
 * a transaction guarded for moderator `by` (null: undoing a claim).
 */
async function setStatus(
  itemKey: string,
  status: ReportStatus,
  from: ReportStatus | null,
  by: string | null,
) {
  const ref = reportedItems.doc(itemKey);
  return asActorOrSystem(by, async (tx) => {
    // The item's reports are read in the transaction: one filed meanwhile (its transaction writes
    // the item too) is either decided with the rest or, committed after, opens the item again.
    const [found, itemReports] = await Promise.all([
      tx.get(ref),
      tx.get(reports.where('itemKey', '==', itemKey).select()),
    ]);
    const item = found.data();
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
 * Moderator `moderatorId` decides `action` on the reported item of report (or item) `id`. The item
 * is claimed first, in a transaction guarded for the moderator (409 when another moderator
 * decided), then the action runs; should it fail, the item is open again. dismiss: the hold goes;
 * remove: the thing goes from everywhere; suspend: its author is suspended (their holds keep it
 * back while they are). Resolves the status the item took.
 */
export async function decide(
  moderatorId: string,
  id: string,
  action: ModerationAction,
  note: string,
): Promise<ReportStatus> {
  const itemKey = await itemKeyOf(id);
  const item = await setStatus(itemKey, decided[action], 'open', moderatorId);
  const reported = { kind: item.kind, ids: reportedItem(item.item)?.ids ?? [] };
  try {
    if (action === 'remove') {
      await removeReported(reported.kind, reported.ids);
      await tellRemoved(item.authorId, reported.kind, itemKey);
    }
    if (action === 'suspend') await suspend(item.authorId);
    if (action !== 'remove' && item.hidden) await holdAsItemStands(reported, itemKey);
  } catch (e) {
    await setStatus(itemKey, 'open', null, null).catch(() => undefined);
    throw e;
  }
  await moderationLog.add({
    moderatorId,
    action,
    item: item.item,
    itemKey,
    authorId: item.authorId,
    note,
    at: FieldValue.serverTimestamp(),
  });
  return decided[action];
}
