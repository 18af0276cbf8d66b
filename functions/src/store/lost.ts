/**
 * Reading Lost & Found (docs/product.md §10, docs/architecture.md §2 Lost & Found): one report as
 * its viewer may see it, and the open reports near a point — geohash range queries
 * (`geohashQueryBounds` of geofire-common, one per bound, on `status` and `geohash`), then the
 * haversine distance (`distanceBetween`) drops what the cells' corners let in. Never a scan.
 */
import { distanceBetween, geohashQueryBounds } from 'geofire-common';
import { LOST_PAGE_SIZE, type LatLng, type LostReportDoc } from '@catrep/model';
import { notFound } from '../core/errors.js';
import { lostReports } from './collections.js';

/**
 * The report `reportId` as `viewer` (a uid, or null signed out) may see it: 404 when there is none,
 * or a moderation hold keeps it from everyone but its owner.
 */
export async function readReport(reportId: string, viewer: string | null): Promise<LostReportDoc> {
  const report = (await lostReports.doc(reportId).get()).data();
  if (!report || (report.held === true && report.ownerId !== viewer)) throw notFound();
  return report;
}

/** One report near a point, with its id and distance in kilometres. */
export interface NearbyReport {
  id: string;
  report: LostReportDoc;
  distanceKm: number;
}

/**
 * Page `index` (LOST_PAGE_SIZE each) of the open reports whose place lies within `radiusKm` of
 * `centre`, nearest first; `more` says whether a next page has any. Held reports are left out.
 */
export async function nearbyReports(
  centre: LatLng,
  radiusKm: number,
  index: number,
): Promise<{ page: NearbyReport[]; more: boolean }> {
  const point: [number, number] = [centre.lat, centre.lng];
  const bounds = geohashQueryBounds(point, radiusKm * 1000);
  const snaps = await Promise.all(
    bounds.map(([start, end]) =>
      lostReports.where('status', '==', 'lost').orderBy('geohash').startAt(start).endAt(end).get(),
    ),
  );
  const seen = new Set<string>();
  const near: NearbyReport[] = [];
  for (const doc of snaps.flatMap((s) => s.docs)) {
    if (seen.has(doc.id)) continue;
    seen.add(doc.id);
    const report = doc.data();
    if (report.held === true) continue;
    const distanceKm = distanceBetween([report.place.lat, report.place.lng], point);
    if (distanceKm <= radiusKm) near.push({ id: doc.id, report, distanceKm });
  }
  near.sort((a, b) => a.distanceKm - b.distanceKm || a.id.localeCompare(b.id));
  const start = index * LOST_PAGE_SIZE;
  return { page: near.slice(start, start + LOST_PAGE_SIZE), more: near.length > start + LOST_PAGE_SIZE };
}
