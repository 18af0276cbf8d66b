/**
 * Security rules for Lost & Found (docs/product.md §10, docs/architecture.md §2): a CatRep's area
 * (`areas/{uid}`, a coarse cell) is read by its CatRep alone; a lost cat's report is read in
 * Firestore by its owner alone (everyone else reads the poster through the API, which names
 * nobody); a sighting — with the finder's contact — by the cat's owner and its sender alone, and a
 * held one by its sender only. No client writes any of them. Every rule is tried as a visitor, a
 * guest, an unverified CatRep, a stranger, a connected CatRep and the owner.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, getDocs, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { AreaDoc, LostReportDoc, SightingDoc } from '@catrep/model';
import { clientDb, contextFor, rulesMatrix, startFresh, UID, useRulesEnvironment } from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-lost');

const area: AreaDoc = {
  geohash: 'u2mw1q',
  alerts: true,
  push: false,
  updatedAt: Timestamp.fromMillis(1_000),
};

rulesMatrix(rules, {
  path: 'areas/{uid}',
  target: `areas/${UID.owner}`,
  data: { ...area },
  update: { geohash: 'u2mw1r' },
  allowed: { owner: ['get'] },
});

const report: LostReportDoc = {
  catId: 'cat-1',
  ownerId: UID.owner,
  status: 'lost',
  cat: { id: 'cat-1', name: 'Mittens', profilePhoto: null, photos: [] },
  lastSeenAt: Timestamp.fromMillis(1_000),
  place: { lat: 47.498, lng: 19.04 },
  geohash: 'u2mw1q4',
  placeText: 'Elm Street',
  radiusKm: 5,
  description: 'Grey tabby',
  sightings: 1,
  alerted: 3,
  held: false,
  createdAt: Timestamp.fromMillis(1_000),
  foundAt: null,
};

rulesMatrix(rules, {
  path: 'lostReports/{reportId}',
  target: 'lostReports/report-1',
  data: { ...report },
  update: { status: 'found' },
  allowed: { owner: ['get'] },
});

const sighting: SightingDoc = {
  reportId: 'report-1',
  ownerId: UID.owner,
  seenAt: Timestamp.fromMillis(2_000),
  place: null,
  message: 'Under the bench',
  name: 'Connie',
  contact: '+44 7700 900123',
  by: UID.connected,
  photo: null,
  photoKey: null,
  held: false,
  createdAt: Timestamp.fromMillis(2_000),
};

rulesMatrix(rules, {
  path: 'lostReports/{reportId}/sightings/{sightingId}',
  target: 'lostReports/report-1/sightings/sighting-1',
  data: { ...sighting },
  update: { contact: 'changed' },
  seed: { 'lostReports/report-1': { ...report } },
  allowed: { owner: ['get'], connected: ['get'] },
});

describe("the owner's live list of sightings", () => {
  const seed = () =>
    startFresh(rules(), {
      'lostReports/report-1': { ...report },
      'lostReports/report-1/sightings/s-1': { ...sighting },
      'lostReports/report-1/sightings/s-2': { ...sighting, by: null, held: true },
    });
  const ownersQuery = (role: 'owner' | 'stranger', held?: boolean) => {
    const db = clientDb(contextFor(rules(), role));
    const filters = [where('ownerId', '==', UID.owner)];
    if (held !== undefined) filters.push(where('held', '==', held));
    return getDocs(
      query(collection(db, 'lostReports/report-1/sightings'), ...filters, orderBy('createdAt', 'desc')),
    );
  };

  it('is read by the owner when it asks for what is not held back', async () => {
    await seed();
    await assertSucceeds(ownersQuery('owner', false));
  });

  it("is refused without the held filter (a held sighting is its sender's alone) and to anyone else", async () => {
    await seed();
    await assertFails(ownersQuery('owner'));
    await assertFails(ownersQuery('stranger', false));
  });
});
