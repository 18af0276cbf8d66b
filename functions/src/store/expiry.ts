/**
 * Documents that only matter for a while carry `expiresAt` (README "Scale"): throttles and quotas
 * (`throttles/`), remembered login browsers (`loginDevices/`), web push tokens
 * (`users/{uid}/pushTokens/`) and hashtag uses (`tagUses/`, domain/feeds/tags.ts). Firestore's TTL policy on that field (`fieldOverrides` with `ttl`
 * in firestore.indexes.json) deletes each one some time after it passes — in production within
 * about a day; the emulators never do. Code reading them still judges freshness by their own
 * times, so a document past its expiry and not yet deleted changes nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';

/** The field Firestore's TTL policies watch. */
export const EXPIRY_FIELD = 'expiresAt';

const DAY_MS = 24 * 60 * 60_000;

/** How long each kind of ephemeral document is kept after it was last written, in ms. */
export const LIFETIME_MS = {
  /** A browser not used to sign in for half a year is forgotten (it signs in as a new one). */
  loginDevice: 180 * DAY_MS,
  /** Firebase Cloud Messaging treats a token not refreshed for 270 days as stale. */
  pushToken: 270 * DAY_MS,
  /** Trending counts the last 24 hours; a day to spare. */
  tagUse: 2 * DAY_MS,
} as const;

/** `{ expiresAt }`: `ms` after `from` (ms since the epoch; now when left out). */
export const expiresAfter = (ms: number, from: number = Date.now()) => ({
  [EXPIRY_FIELD]: Timestamp.fromMillis(from + ms),
});
