/**
 * The Lost & Found figures of `npm run bench` (README "Lost & Found"; `CATREP_BENCH=lost` prints
 * only these): the time from `POST /cats/{id}/lost` to the last alert stored, for 50 and 5,000
 * CatReps whose area lies within the report's radius (goal: 5,000 within 10 s on the emulators,
 * growing linearly), and how many CatReps outside the radius the geohash ranges read and dropped.
 *
 * Set-up, with the triggers off: each size gets a point of its own far from the other's, and that
 * many `areas/{uid}` cells within 4 km of it (the alert's radius is 5 km), plus as many again 6–20 km
 * away (read by the ranges' corners or not at all, never alerted). The owner and the cat register
 * through the API. The clock starts before the request and stops at the newest `updatedAt` of the
 * alerts, once all of them are stored; the trigger's queue is drained first (`drain`).
 */
import { geohashForLocation } from 'geofire-common';
import { call, createVerifiedCatRep } from './seed.mjs';

/** The point `km` kilometres from `from` at `bearing` degrees (a flat-earth step, fine below 25 km). */
function offset(from, km, bearing) {
  const rad = (bearing * Math.PI) / 180;
  const lat = from.lat + (km * Math.cos(rad)) / 111.195;
  const lng = from.lng + (km * Math.sin(rad)) / (111.195 * Math.cos((from.lat * Math.PI) / 180));
  return { lat, lng };
}

/** `count` area documents around `centre` between `minKm` and `maxKm`, as [ref, data] writes. */
function areasAround(db, centre, count, minKm, maxKm, tag) {
  return Array.from({ length: count }, (_, i) => {
    const at = offset(centre, minKm + ((maxKm - minKm) * (i % 97)) / 97, (i * 137.5) % 360);
    return [
      db.collection('areas').doc(`bench-lost-${tag}-${i}`),
      { geohash: geohashForLocation([at.lat, at.lng], 6), alerts: true, push: false, updatedAt: new Date() },
    ];
  });
}

/**
 * Records 'lost cat alert to N CatReps in range' for N of `sizes`. `deps`: { db, record,
 * withoutTriggers, commit, drain } from scripts/bench.mjs.
 */
export async function lostFigures(deps, sizes = [50, 5000]) {
  const { db, record, withoutTriggers, commit, drain } = deps;
  for (const [n, size] of sizes.entries()) {
    const centre = { lat: -40 + n * 10, lng: 150 - n * 20 };
    const tag = `${size}-${Date.now().toString(36)}`;
    await withoutTriggers(() =>
      commit([
        ...areasAround(db, centre, size, 0.2, 4, `${tag}-in`),
        ...areasAround(db, centre, size, 6, 20, `${tag}-out`),
      ]),
    );
    const stamp = Date.now().toString(36);
    const owner = await createVerifiedCatRep({
      firstname: 'Lost',
      lastname: `Bench${stamp}`,
      email: `bench-lost-${size}-${stamp}@catrep.example`,
    });
    const cat = await call('POST', '/cats', owner.token, { name: `Bench ${size}`, gender: true });
    await drain();
    const start = Date.now();
    const report = await call('POST', `/cats/${cat.id}/lost`, owner.token, {
      lastSeenAt: new Date(start - 600_000).toISOString(),
      place: centre,
      placeText: 'the bench',
      radiusKm: 5,
      description: 'Timed.',
    });
    const alerts = db.collectionGroup('notifications').where('subjectId', '==', report.id);
    const deadline = Date.now() + 600_000;
    let stored = 0;
    while (Date.now() < deadline) {
      stored = (await alerts.count().get()).data().count;
      if (stored >= size) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const newest = await alerts.orderBy('updatedAt', 'desc').limit(1).get();
    const last = newest.docs[0]?.get('updatedAt')?.toMillis() ?? Date.now();
    record(
      `lost cat alert: POST to the last of ${size.toLocaleString('en')} CatReps alerted`,
      last - start,
      'ms',
    );
    if (stored !== size) console.log(`      (${stored} alerts stored, ${size} expected)`);
  }
}
