/**
 * Lost & Found's shared rules (docs/product.md §10): the rounding of places, the request schemas'
 * edges, the area's mirror of the settings, and the lines its notifications read as.
 */
import { describe, expect, it } from 'vitest';
import { areaMirrorOf, roundPlace } from './lost.js';
import { lostReportRequest, nearbyQuery, sightingRequest } from './lost-requests.js';
import { notificationSettingsOf, notificationText, wantsKind } from './notifications.js';

const cat = { id: 'c1', name: 'Mittens', profilePhoto: null };
const base = { actor: null, actorIds: [] as string[], cat };

describe('places', () => {
  it('rounds a last-seen place to 3 decimals (about 100 m) and a sighting to 4', () => {
    expect(roundPlace({ lat: 47.4979123, lng: 19.0402351 })).toEqual({ lat: 47.498, lng: 19.04 });
    expect(roundPlace({ lat: -33.86787, lng: 151.20732 }, 4)).toEqual({ lat: -33.8679, lng: 151.2073 });
  });
});

describe('request schemas', () => {
  const now = new Date().toISOString();
  it('defaults the radius to 5 km and keeps it within 1–25', () => {
    const ok = lostReportRequest.parse({ lastSeenAt: now, place: { lat: 1, lng: 2 } });
    expect(ok).toMatchObject({ radiusKm: 5, placeText: '', description: '' });
    for (const radiusKm of [0.9, 25.1]) {
      expect(
        lostReportRequest.safeParse({ lastSeenAt: now, place: { lat: 1, lng: 2 }, radiusKm }).success,
      ).toBe(false);
    }
  });

  it('refuses a time in the future or more than a year ago, and places off Earth', () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    for (const lastSeenAt of [later, old, 'yesterday', '']) {
      expect(lostReportRequest.safeParse({ lastSeenAt, place: { lat: 1, lng: 2 } }).success).toBe(false);
    }
    expect(lostReportRequest.safeParse({ lastSeenAt: now, place: { lat: 91, lng: 2 } }).success).toBe(false);
    expect(nearbyQuery.safeParse({ lat: '1', lng: '200' }).success).toBe(false);
    expect(nearbyQuery.parse({ lat: '1.5', lng: '2' })).toMatchObject({ lat: 1.5, radiusKm: 10, index: 0 });
  });

  it('needs a message in a sighting; the rest is optional', () => {
    expect(sightingRequest.safeParse({ seenAt: now, message: '  ' }).success).toBe(false);
    expect(sightingRequest.parse({ seenAt: now, message: 'By the bakery' })).toMatchObject({
      name: '',
      contact: '',
    });
  });
});

describe('notifications', () => {
  it('reads the alert, "… is home" and a sighting', () => {
    const seen = new Date(Date.now() - 20 * 60_000).toISOString();
    expect(notificationText({ ...base, kind: 'lost', lastSeenAt: seen, place: 'Elm Street' })).toBe(
      'Mittens is lost: last seen 20 minutes ago near Elm Street. Have you seen this cat?',
    );
    expect(notificationText({ ...base, kind: 'home' })).toBe('Mittens is home. Thank you for looking!');
    expect(notificationText({ ...base, kind: 'sighting', finder: 'Vic' })).toBe('Vic saw Mittens');
    expect(notificationText({ ...base, kind: 'sighting' })).toBe('Someone saw Mittens');
  });

  it('lets "Lost cats near me" be switched off, but never a sighting or "… is home"', () => {
    const off = notificationSettingsOf({ kinds: { lost: false } });
    expect(wantsKind(off, 'lost')).toBe(false);
    expect(wantsKind(off, 'sighting')).toBe(true);
    expect(wantsKind(off, 'home')).toBe(true);
    expect(areaMirrorOf(off)).toEqual({ alerts: false, push: false });
    expect(areaMirrorOf(notificationSettingsOf(undefined))).toEqual({ alerts: true, push: false });
  });
});
