/**
 * Taking Lost & Found documents away (docs/product.md §10 Found, deletion and moderation;
 * README "Leaving CatRep"): a report with its sightings, their photos and every notification about
 * it (the alerts, "… is home", the owner's sightings); one sighting with its photo; everything a
 * CatRep sent or set (their sightings of others' cats, their area). Each step deletes what is left,
 * so a retried or repeated run ends the same.
 */
import { FieldValue } from 'firebase-admin/firestore';
import pMap from 'p-map';
import { db } from '../../core/firebase.js';
import { commitInBatches, type BatchedWrite } from '../../core/batches.js';
import { areas, cats, lostReports, notifications, sightings } from '../../store/collections.js';
import { removeAlbumPhoto } from '../media/images.js';

/** How many reports or sightings are removed at once. */
const PARALLEL = 8;

/**
 * Removes report `reportId`: every notification about it, each sighting's photo, the sightings,
 * the report, and its cat's ribbon when it is this report's. Nothing there is nothing to do.
 */
export async function removeLostReport(reportId: string): Promise<void> {
  const ref = lostReports.doc(reportId);
  const report = (await ref.get()).data();
  const [about, seen] = await Promise.all([
    notifications.group().where('subjectId', '==', reportId).select().get(),
    sightings.of(reportId).get(),
  ]);
  await commitInBatches(about.docs.map((d): BatchedWrite => ({ op: 'delete', ref: d.ref })));
  await Promise.all(seen.docs.map((d) => removeAlbumPhoto(d.data().photo)));
  await db.recursiveDelete(sightings.of(reportId));
  if (report) {
    await db.runTransaction(async (tx) => {
      const cat = (await tx.get(cats.doc(report.catId))).data();
      if (cat?.lost?.reportId === reportId && cat.deleting !== true)
        tx.update(cats.doc(report.catId), { lost: null });
      tx.delete(ref);
    });
  }
}

/** Removes every report of cat `catId` (the cat's deletion). */
export async function removeReportsOfCat(catId: string): Promise<void> {
  const found = await lostReports.where('catId', '==', catId).select().get();
  await pMap(found.docs, (d) => removeLostReport(d.id), { concurrency: PARALLEL });
}

/** Removes sighting `sightingId` of report `reportId` with its photo, counted off its report. */
export async function removeSighting(reportId: string, sightingId: string): Promise<void> {
  const ref = sightings.of(reportId).doc(sightingId);
  const photo = await db.runTransaction(async (tx) => {
    const [sighting, report] = await Promise.all([tx.get(ref), tx.get(lostReports.doc(reportId))]);
    if (!sighting.exists) return null;
    tx.delete(ref);
    if (report.exists) tx.update(report.ref, { sightings: FieldValue.increment(-1) });
    return sighting.data()!.photo;
  });
  await removeAlbumPhoto(photo);
}

/**
 * Removes what CatRep `uid` left in Lost & Found beyond their cats (whose deletion takes their
 * reports): their area, every sighting they sent, and any report still naming them.
 */
export async function removeLostOf(uid: string): Promise<void> {
  const [sent, owned] = await Promise.all([
    sightings.group().where('by', '==', uid).select().get(),
    lostReports.where('ownerId', '==', uid).select().get(),
    areas.doc(uid).delete(),
  ]);
  await pMap(sent.docs, (d) => removeSighting(d.ref.parent.parent!.id, d.id), { concurrency: PARALLEL });
  await pMap(owned.docs, (d) => removeLostReport(d.id), { concurrency: PARALLEL });
}

/** Whether anything of `uid`'s is left in Lost & Found (one small query each). */
export async function hasLostLeftovers(uid: string): Promise<boolean> {
  const [area, sent, owned] = await Promise.all([
    areas.doc(uid).get(),
    sightings.group().where('by', '==', uid).limit(1).select().get(),
    lostReports.where('ownerId', '==', uid).limit(1).select().get(),
  ]);
  return area.exists || !sent.empty || !owned.empty;
}
