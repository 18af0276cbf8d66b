/**
 * Lost & Found documents → the REST API's JSON (docs/product.md §10): a report as anyone may see
 * it — nothing of its owner (no uid, no email, no area), only `isMine` for the owner — and a
 * sighting for its owner or sender, without the photo key.
 */
import type { LostReportDoc, LostReportJson, SightingDoc, SightingJson } from '@catrep/model';
import { iso } from './time.js';

/** The JSON of report `id` for `viewer` (a uid or null); `distanceKm` when listed near a point. */
export function lostReportJson(
  id: string,
  report: LostReportDoc,
  viewer: string | null,
  distanceKm?: number,
): LostReportJson {
  const mine = viewer !== null && viewer === report.ownerId;
  return {
    id,
    catId: report.catId,
    status: report.status,
    cat: report.cat,
    lastSeenAt: iso(report.lastSeenAt),
    place: report.place,
    placeText: report.placeText,
    radiusKm: report.radiusKm,
    description: report.description,
    sightings: report.sightings,
    createdAt: iso(report.createdAt),
    foundAt: iso(report.foundAt),
    ...(mine ? { isMine: true, alerted: report.alerted } : {}),
    ...(distanceKm === undefined ? {} : { distanceKm: Math.round(distanceKm * 10) / 10 }),
  };
}

/** The JSON of sighting `id` (for the report's owner or the sighting's sender). */
export function sightingJson(id: string, s: SightingDoc): SightingJson {
  return {
    id,
    reportId: s.reportId,
    seenAt: iso(s.seenAt),
    place: s.place,
    message: s.message,
    name: s.name,
    contact: s.contact,
    photo: s.photo,
    createdAt: iso(s.createdAt),
  };
}
