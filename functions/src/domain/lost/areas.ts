/**
 * A CatRep's Lost & Found area (docs/product.md §10 "Where CatReps are", docs/architecture.md §2
 * Lost & Found): `PUT /users/user/area { lat, lng }` keeps only the geohash cell of
 * AREA_GEOHASH_LENGTH characters (about 1 km) the point lies in, never the point; `DELETE` clears
 * it. The area document mirrors the CatRep's "Lost cats near me" switch and web push
 * (`AreaDoc.alerts`, `push`), written in the same transaction as the settings, so a lost cat's
 * alert reads nothing else per CatRep.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { geohashForLocation } from 'geofire-common';
import ngeohash from 'ngeohash';
import { AREA_GEOHASH_LENGTH, areaMirrorOf, notificationSettingsOf, type LatLng } from '@catrep/model';
import { areas, notificationSettingsRef } from '../../store/collections.js';
import { guarded } from '../guard.js';

/** The cell `point` lies in (AREA_GEOHASH_LENGTH characters). */
export const areaCellOf = (point: LatLng): string =>
  geohashForLocation([point.lat, point.lng], AREA_GEOHASH_LENGTH);

/** The centre of geohash cell `geohash`, in degrees. */
export function cellCentre(geohash: string): LatLng {
  const { latitude, longitude } = ngeohash.decode(geohash);
  return { lat: latitude, lng: longitude };
}

/**
 * Sets CatRep `uid`'s area to the cell of `point`, in a guarded transaction (domain/guard.ts)
 * that reads their notification settings for the mirrored switch. Resolves the cell.
 */
export async function setArea(uid: string, point: LatLng): Promise<string> {
  const geohash = areaCellOf(point);
  await guarded(uid, async ({ tx }) => {
    const settings = notificationSettingsOf((await tx.get(notificationSettingsRef(uid))).data());
    tx.set(areas.doc(uid), {
      geohash,
      ...areaMirrorOf(settings),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return geohash;
}

/** Clears CatRep `uid`'s area (nothing to clear is fine). */
export async function clearArea(uid: string): Promise<void> {
  await guarded(uid, async ({ tx }) => {
    tx.delete(areas.doc(uid));
  });
}
