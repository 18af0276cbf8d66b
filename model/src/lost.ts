/**
 * Lost & Found (docs/product.md §10 Lost & Found): a CatRep's opt-in area, a lost cat's report and
 * its public poster, the sightings strangers send back, and the constants, stored shapes and
 * messages shared by the web client and the functions. The request schemas are in
 * lost-requests.ts, so the poster and the ribbons load no zod.
 */
import type { AlbumPhoto, PhotoRef } from './documents.js';
import type { StoredTime } from './timeline.js';

/** The radius of a lost cat's alert, in kilometres: at least 1, at most 25, 5 unless chosen. */
export const LOST_RADIUS_KM = { min: 1, max: 25, default: 5 } as const;
/** The radius `GET /lost` searches by default, and at most, in kilometres. */
export const NEARBY_RADIUS_KM = { default: 10, max: 50 } as const;
/** How many reports a CatRep may have open at once. */
export const MAX_OPEN_LOST_REPORTS = 3;
/** The longest description of a lost cat, in characters. */
export const LOST_DESCRIPTION_MAX = 2000;
/** The longest place text ("near the bakery on Elm Street"), in characters. */
export const PLACE_TEXT_MAX = 200;
/** The longest sighting message, in characters. */
export const SIGHTING_MESSAGE_MAX = 2000;
/** The longest finder's contact (a phone number or an email), in characters. */
export const SIGHTING_CONTACT_MAX = 200;
/** A page of `GET /lost` (nearest first) and of the owner's sightings list. */
export const LOST_PAGE_SIZE = 20;
/**
 * The geohash length an area is stored at: 6 characters, a cell of about 1.2 × 0.6 km. Nothing
 * finer of a CatRep's place is ever stored.
 */
export const AREA_GEOHASH_LENGTH = 6;
/**
 * Decimals a report's last-seen place is rounded to before it is stored or shown: 3, about 110 m
 * north–south (less east–west away from the equator).
 */
export const PLACE_DECIMALS = 3;
/** Decimals a sighting's place keeps (about 11 m): it is shown to the cat's owner only. */
export const SIGHTING_PLACE_DECIMALS = 4;
/** The radius, in metres, of the circle the poster's map draws around the rounded place. */
export const POSTER_CIRCLE_M = 150;

/** A point on Earth in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** `lat` and `lng` rounded to `decimals` (PLACE_DECIMALS for a report's place). */
export function roundPlace(place: LatLng, decimals = PLACE_DECIMALS): LatLng {
  const f = 10 ** decimals;
  return { lat: Math.round(place.lat * f) / f, lng: Math.round(place.lng * f) / f };
}

/** Where a report stands: open (`lost`) or closed (`found`). */
export const LOST_STATUSES = ['lost', 'found'] as const;
export type LostStatus = (typeof LOST_STATUSES)[number];

/** What a report keeps of its cat for the poster, the alerts and the ribbons. */
export interface LostCatSummary {
  id: string;
  name: string;
  profilePhoto: PhotoRef | null;
  /** Up to LOST_POSTER_PHOTOS of its newest CatAlog photos, for the poster. */
  photos: AlbumPhoto[];
}

/** How many CatAlog photos the poster shows beside the profile photo. */
export const LOST_POSTER_PHOTOS = 4;

/**
 * `lostReports/{reportId}`: one lost cat's report. Written by the API (the owner's report, found,
 * sightings count) and the alert trigger (`alerted`); read by its owner alone in Firestore — the
 * public reads it through `GET /lost/{id}`, which leaves the owner out.
 */
export interface LostReportDoc {
  catId: string;
  ownerId: string;
  status: LostStatus;
  cat: LostCatSummary;
  lastSeenAt: StoredTime | unknown;
  /** The last-seen place, rounded to PLACE_DECIMALS: the exact point is never stored. */
  place: LatLng;
  /** The geohash of `place` (GEOHASH_LENGTH_OF_PLACE), for `GET /lost` near a point. */
  geohash: string;
  placeText: string;
  radiusKm: number;
  description: string;
  /** Sightings received (the poster shows the count). */
  sightings: number;
  /** CatReps the alert reached (written by the alert trigger). */
  alerted: number;
  /** A moderation hold (3 reporters): off the poster, the lists and the alerts but for its owner. */
  held?: boolean;
  createdAt: StoredTime | unknown;
  foundAt: StoredTime | unknown | null;
}

/** The geohash length of a report's place: 7 characters (about 150 m), finer than the rounding needs. */
export const GEOHASH_LENGTH_OF_PLACE = 7;

/**
 * `lostReports/{reportId}/sightings/{sightingId}`: what someone saw. Read by the report's owner
 * and by the CatRep who sent it; the finder's `contact` never reaches anyone else.
 */
export interface SightingDoc {
  reportId: string;
  /** The report's owner (for the rules and the deletion sweeps). */
  ownerId: string;
  seenAt: StoredTime | unknown;
  /** Where, rounded to SIGHTING_PLACE_DECIMALS; null when not given. */
  place: LatLng | null;
  message: string;
  /** The finder's name as they gave it, or the signed-in CatRep's. */
  name: string;
  contact: string;
  /** The signed-in CatRep who sent it; null for a visitor. */
  by: string | null;
  /** Its photo, once uploaded (the album pipeline). */
  photo: AlbumPhoto | null;
  /** SHA-256 of the key its sender uploads the photo with (a visitor has no session); null once used. */
  photoKey: string | null;
  held?: boolean;
  createdAt: StoredTime | unknown;
}

/**
 * `areas/{uid}`: where a CatRep hears of lost cats — only the cell (AREA_GEOHASH_LENGTH
 * characters), never a point — with their "Lost cats near me" switch and web push, mirrored from
 * their notification settings so the alert reads nothing else per CatRep. Read by its CatRep alone.
 */
export interface AreaDoc {
  geohash: string;
  alerts: boolean;
  push: boolean;
  updatedAt: StoredTime | unknown;
}

/** What an area mirrors of its CatRep's notification settings: the "Lost cats near me" switch and push. */
export const areaMirrorOf = (settings: {
  kinds: { lost: boolean };
  push: boolean;
}): Pick<AreaDoc, 'alerts' | 'push'> => ({ alerts: settings.kinds.lost, push: settings.push });

/** The JSON of a report (`GET /lost/{id}`, the poster): nothing of its owner but that the viewer is them. */
export interface LostReportJson {
  id: string;
  catId: string;
  status: LostStatus;
  cat: LostCatSummary;
  lastSeenAt: string | null;
  place: LatLng;
  placeText: string;
  radiusKm: number;
  description: string;
  sightings: number;
  createdAt: string | null;
  foundAt: string | null;
  /** Whether the caller is the cat's owner (only when true). */
  isMine?: boolean;
  /** Distance from the point asked about, in kilometres (`GET /lost` only). */
  distanceKm?: number;
  /** CatReps the alert reached (the owner only). */
  alerted?: number;
}

/** The JSON of a sighting, for the owner (with the finder's contact) or its sender. */
export interface SightingJson {
  id: string;
  reportId: string;
  seenAt: string | null;
  place: LatLng | null;
  message: string;
  name: string;
  contact: string;
  photo: AlbumPhoto | null;
  createdAt: string | null;
}

/** The app path of a report's poster. */
export const lostPosterPath = (reportId: string) => `/lost/${reportId}`;
/** The app path of the list of lost cats near the CatRep's area. */
export const LOST_NEAR_PATH = '/lost-near-you';

/**
 * "20 minutes ago", "today at 10:20": when a cat was last seen, for a line that reads
 * "last seen … near …".
 */
export function lastSeenText(relative: string): string {
  return relative.replace(/^(Today|Yesterday)/, (w) => w.toLowerCase());
}

/** What the screens and the API say of Lost & Found. */
export const lostMessages = {
  reported: 'Your cat is reported lost. CatReps nearby are told now.',
  found: 'Welcome home! Everyone who was looking is told.',
  foundPoster: 'Found — thank you!',
  ribbon: 'Lost',
  alreadyOpen: 'This cat is already reported lost',
  tooManyOpen: `You can have at most ${MAX_OPEN_LOST_REPORTS} lost cats reported at once`,
  catchie: 'A cat in Catchies cannot be reported lost',
  alreadyFound: 'This cat is already found',
  sightingSent: 'Thank you! The owner is told at once.',
  sightingThrottled: 'You should wait 10 minutes to send another sighting.',
  sightingClosed: 'This cat is already home: thank you!',
  areaSaved: 'Your area saved: you will hear of lost cats near it',
  areaCleared: 'Your area is cleared: you will hear of no lost cats',
  noArea: 'Set your area first to see lost cats near you',
  badPlace: 'Please pick a place on Earth',
  photoProblem: 'Problem occured during photo upload.',
  photoAdded: 'This sighting already has its photo',
  ownSighting: 'This is your own cat: mark it found when it is home',
  notFoundYet: 'Still missing',
} as const;
