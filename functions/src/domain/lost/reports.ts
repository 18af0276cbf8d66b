/**
 * Reporting a cat lost and found (docs/product.md §10 "Reporting a cat lost", "Found";
 * docs/architecture.md §2 Lost & Found). Both are guarded writes of the owner (domain/guard.ts)
 * whose transaction reads the cat — theirs, living, not being deleted — so a report never outlives
 * a deletion that began first. The cat carries `lost: { reportId }` while the report is open: the
 * Lost ribbon of its CatID, cards and posts. The alerts to CatReps nearby are the trigger's work
 * (domain/lost/alerts.ts), started by the new report.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { geohashForLocation } from 'geofire-common';
import {
  GEOHASH_LENGTH_OF_PLACE,
  LOST_POSTER_PHOTOS,
  MAX_OPEN_LOST_REPORTS,
  lostMessages,
  roundPlace,
  type LostReportDoc,
  type LostReportRequest,
} from '@catrep/model';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { catFiles, cats, lostReports } from '../../store/collections.js';
import { ownCatIn } from '../../store/read.js';
import { QUOTAS } from '../../store/throttles.js';
import { guarded } from '../guard.js';

/** How many of the newest album entries are read to find LOST_POSTER_PHOTOS photos not held back. */
const PHOTO_CANDIDATES = 12;

/**
 * Owner `uid` reports cat `catId` lost with `request`: resolves the new report's id. 404 for a cat
 * gone (or not there), 403 when not theirs, 400 'catchie' for a cat in Catchies, 409 'already-lost'
 * while the cat has an open report, 409 'too-many-lost' at MAX_OPEN_LOST_REPORTS open reports, 429
 * past the hourly quota. The place is rounded (PLACE_DECIMALS) before it is stored.
 */
export async function reportLost(uid: string, catId: string, request: LostReportRequest): Promise<string> {
  const ref = lostReports.doc();
  const place = roundPlace(request.place);
  await guarded(
    uid,
    async ({ tx }) => {
      const cat = await ownCatIn(tx, uid, catId);
      if (!cat.alive) throw badRequest(lostMessages.catchie, 'catchie');
      if (cat.lost) throw conflict(lostMessages.alreadyOpen, 'already-lost');
      const [open, album] = await Promise.all([
        tx.get(lostReports.where('ownerId', '==', uid).where('status', '==', 'lost').select()),
        tx.get(
          catFiles
            .of(catId)
            .where('list', '==', 'photo')
            .orderBy('createdAt', 'desc')
            .limit(PHOTO_CANDIDATES),
        ),
      ]);
      if (open.size >= MAX_OPEN_LOST_REPORTS) throw conflict(lostMessages.tooManyOpen, 'too-many-lost');
      const photos = album.docs
        .map((d) => d.data())
        .filter((f) => !f.hidden && f.photo)
        .slice(0, LOST_POSTER_PHOTOS)
        .map((f) => f.photo!);
      const report: LostReportDoc = {
        catId,
        ownerId: uid,
        status: 'lost',
        cat: { id: catId, name: cat.name, profilePhoto: cat.profilePhoto, photos },
        lastSeenAt: Timestamp.fromDate(new Date(request.lastSeenAt)),
        place,
        geohash: geohashForLocation([place.lat, place.lng], GEOHASH_LENGTH_OF_PLACE),
        placeText: request.placeText,
        radiusKm: request.radiusKm,
        description: request.description,
        sightings: 0,
        alerted: 0,
        held: false,
        createdAt: FieldValue.serverTimestamp(),
        foundAt: null,
      };
      tx.create(ref, report);
      tx.update(cats.doc(catId), { lost: { reportId: ref.id } });
    },
    { quota: QUOTAS.lost },
  );
  return ref.id;
}

/**
 * Owner `uid` marks report `reportId` found: the report closes and its cat loses the ribbon, in
 * one guarded transaction; the alert trigger then puts "… is home" in the place of every alert.
 * 404 when there is no such report, 403 when not theirs, 409 'already-found' when it is closed.
 */
export async function markFound(uid: string, reportId: string): Promise<void> {
  await guarded(uid, async ({ tx }) => {
    const report = (await tx.get(lostReports.doc(reportId))).data();
    if (!report) throw notFound();
    if (report.ownerId !== uid) throw forbidden();
    if (report.status === 'found') throw conflict(lostMessages.alreadyFound, 'already-found');
    const cat = (await tx.get(cats.doc(report.catId))).data();
    tx.update(lostReports.doc(reportId), { status: 'found', foundAt: FieldValue.serverTimestamp() });
    if (cat?.lost?.reportId === reportId) tx.update(cats.doc(report.catId), { lost: null });
  });
}
