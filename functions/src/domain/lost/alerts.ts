/**
 * The alert of a lost cat to every CatRep nearby, and its "… is home" (docs/product.md §10;
 * docs/architecture.md §2 "Lost & Found fan-out"). Run by the report's trigger
 * (triggers/lost-alerts.ts), retried when a run fails; every write is a set or a delete of a
 * document named for the report (`lost_{reportId}`, `home_{reportId}` in each CatRep's
 * notifications), so a second run writes nothing twice.
 *
 * Who hears: the CatReps whose area (`areas/{uid}`, a geohash cell) lies within the report's
 * `radiusKm` of its place, found with one geohash range query per bound of `geohashQueryBounds`
 * (geofire-common) on the areas whose "Lost cats near me" switch is on, then the haversine distance
 * from the cell's centre (`distanceBetween`) — never a scan of all CatReps. Left out: the owner,
 * and everyone a block stands between with the owner, either way (the owner's `private/hidden`).
 * The notifications are written in batches of 500 in parallel (core/batches.ts); push follows
 * for those who turned it on (mirrored in the area, so nothing more is read per CatRep).
 */
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { distanceBetween, geohashQueryBounds } from 'geofire-common';
import {
  lostPosterPath,
  notificationSettingsOf,
  type LostReportDoc,
  type NotificationDoc,
} from '@catrep/model';
import { commitInBatches, type BatchedWrite } from '../../core/batches.js';
import { areas, hiddenRef, lostReports, noticeRef, notifications } from '../../store/collections.js';
import { iso } from '../serializers/time.js';
import type { AdmittedNotice } from '../notifications/notices.js';
import { pushNotices } from '../notifications/push.js';
import { cellCentre } from './areas.js';

/** The CatReps to alert of `report`: uid and whether they turned push on. */
export async function alertedNear(report: LostReportDoc): Promise<{ uid: string; push: boolean }[]> {
  const place: [number, number] = [report.place.lat, report.place.lng];
  const [hidden, ...snaps] = await Promise.all([
    hiddenRef(report.ownerId).get(),
    ...geohashQueryBounds(place, report.radiusKm * 1000).map(([start, end]) =>
      areas.where('alerts', '==', true).orderBy('geohash').startAt(start).endAt(end).get(),
    ),
  ]);
  const shut = new Set(hidden.data()?.uids ?? []);
  const near = new Map<string, boolean>();
  for (const doc of snaps.flatMap((s) => s.docs)) {
    if (doc.id === report.ownerId || shut.has(doc.id) || near.has(doc.id)) continue;
    const { geohash, push } = doc.data();
    const centre = cellCentre(geohash);
    if (distanceBetween([centre.lat, centre.lng], place) <= report.radiusKm) near.set(doc.id, push);
  }
  return [...near].map(([uid, push]) => ({ uid, push }));
}

/** What a notification of `kind` about report `reportId` holds, but for its time. */
function alertOf(
  kind: 'lost' | 'home',
  reportId: string,
  report: LostReportDoc,
): Omit<NotificationDoc, 'updatedAt'> {
  return {
    kind,
    subjectId: reportId,
    link: lostPosterPath(reportId),
    actor: null,
    actorIds: [],
    cat: { id: report.catId, name: report.cat.name, profilePhoto: report.cat.profilePhoto },
    ...(kind === 'lost'
      ? {
          lastSeenAt: iso(report.lastSeenAt) ?? undefined,
          ...(report.placeText ? { place: report.placeText } : {}),
        }
      : {}),
    read: false,
    digested: false,
  };
}

/**
 * Alerts every CatRep near open report `reportId` (see the module's comment) and records how many
 * on the report. Does nothing for a report gone, held back or found; if the report is found while
 * the alerts are written, puts "… is home" in their place itself. Resolves how many were alerted.
 */
export async function alertNearby(reportId: string): Promise<number> {
  const report = (await lostReports.doc(reportId).get()).data();
  if (!report || report.status !== 'lost' || report.held === true) return 0;
  const recipients = await alertedNear(report);
  const alert: DocumentData = {
    ...alertOf('lost', reportId, report),
    updatedAt: FieldValue.serverTimestamp(),
  };
  await commitInBatches(
    recipients.map(({ uid }): BatchedWrite => ({
      op: 'set',
      ref: noticeRef(uid, 'lost', reportId),
      data: alert,
    })),
  );
  const now = (await lostReports.doc(reportId).get()).data();
  if (!now) return recipients.length;
  await lostReports.doc(reportId).update({ alerted: recipients.length });
  if (now.status === 'found') await replaceAlerts(reportId);
  else if (now.held === true) await withdrawAlerts(reportId);
  else {
    const push = notificationSettingsOf({ push: true });
    await pushNotices(
      recipients
        .filter((r) => r.push)
        .map((r): AdmittedNotice => ({
          recipient: r.uid,
          kind: 'lost',
          subjectId: reportId,
          link: lostPosterPath(reportId),
          actor: null,
          cat: alert.cat,
          lastSeenAt: alert.lastSeenAt,
          place: alert.place,
          settings: push,
        })),
    );
  }
  return recipients.length;
}

/** The refs of every open `lost_{reportId}` alert. */
async function openAlerts(reportId: string) {
  const about = await notifications.group().where('subjectId', '==', reportId).select().get();
  return about.docs.filter((d) => d.id === `lost_${reportId}`).map((d) => d.ref);
}

/**
 * Report `reportId` was found: every CatRep it alerted gets one short "… is home" notification
 * (`home_{reportId}`, unread) instead of the open alert, which goes.
 */
export async function replaceAlerts(reportId: string): Promise<void> {
  const report = (await lostReports.doc(reportId).get()).data();
  if (!report) return;
  const home: DocumentData = {
    ...alertOf('home', reportId, report),
    updatedAt: FieldValue.serverTimestamp(),
  };
  const refs = await openAlerts(reportId);
  await commitInBatches(
    refs.flatMap((ref): BatchedWrite[] => [
      { op: 'delete', ref },
      { op: 'set', ref: ref.parent.doc(`home_${reportId}`), data: home },
    ]),
  );
}

/** Takes back every open alert of report `reportId` (a moderation hold, a removal). */
export async function withdrawAlerts(reportId: string): Promise<void> {
  const refs = await openAlerts(reportId);
  await commitInBatches(refs.map((ref): BatchedWrite => ({ op: 'delete', ref })));
}
