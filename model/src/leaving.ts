/**
 * Leaving and taking one's data (README "Leaving CatRep"; docs/product.md §7 Users): deleting the
 * account (`DELETE /users/user`) and exporting everything (`POST`/`GET /users/user/export`).
 * The schemas, states, limits and messages the API, the screens and the tests share.
 */
import { z } from './zod.js';
import { validation } from './messages.js';

/** `DELETE /users/user` body: the CatRep's current password, a fresh proof beyond the session. */
export const deleteAccountRequest = z
  .object({
    password: z
      .string({ error: validation.required('Password') })
      .min(1, { error: validation.required('Password') })
      .max(128, { error: validation.maxLength('Password', 128) }),
  })
  .strict();
export type DeleteAccountRequest = z.output<typeof deleteAccountRequest>;

/** How long one export's download link stays valid, and how often a CatRep may export (ms). */
export const EXPORT_LINK_MS = 24 * 60 * 60 * 1000;
export const EXPORT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Where a CatRep's export stands: never asked for; being put together; ready to download (until
 * `expiresAt`); failed (it may be asked for again at once); its link expired.
 */
export const EXPORT_STATES = ['none', 'preparing', 'ready', 'failed', 'expired'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** `GET /users/user/export` and `POST /users/user/export` answer (dates ISO 8601, size in bytes). */
export interface ExportJson {
  state: ExportState;
  /** When the latest export was asked for. */
  requestedAt: string | null;
  /** When its archive was ready. */
  readyAt: string | null;
  /** Until when `url` works. */
  expiresAt: string | null;
  /** The earliest time a new export may be asked for (null: now). */
  nextAllowedAt: string | null;
  /** The archive's download link while `state` is 'ready' (no session needed: the link is the key). */
  url: string | null;
  /** The archive's size in bytes while ready. */
  size: number | null;
}

/** Messages of leaving and exporting (not in the original product text; kept word for word). */
export const leavingMessages = {
  /** The toast on /welcome once the account is gone. */
  accountDeleted: 'Your account and everything in it were deleted.',
  /** DELETE /users/user with a password that is not the account's (400). */
  wrongPassword: 'The password is not correct',
  /** A second POST /users/user/export within 24 hours (429). */
  exportLimit: 'You can download your data once every 24 hours. Please try again later.',
  /** POST /users/user/export accepted (202). */
  exportStarted: 'We are preparing your data. We will email you when it is ready.',
  /** A download link that expired or never was (404/410). */
  exportLinkInvalid: 'This download link is not valid anymore. Please ask for a new export.',
} as const;

/** The file name a downloaded export is saved as (README "Leaving CatRep", exporting one's data). */
export const EXPORT_ARCHIVE_NAME = 'catrep-export.zip';

/**
 * `users/{uid}/private/export`, read live by its owner (README "Leaving CatRep"): the latest export
 * with ExportJson's fields, its dates as Firestore Timestamps. `url` is never stored: the link's
 * key exists only in the mail and in `GET /users/user/export` answers (its SHA-256 is the id of an
 * `exportKeys/{hash}` document no client reads), so a 'ready' document sends the screen to the API
 * for the link. 'none' (no document) and 'expired' (`expiresAt` passed) are not stored states.
 * Written by the API (a request) and the `exportOnRequest` trigger (ready, failed) only.
 */
export interface ExportDoc {
  state: 'preparing' | 'ready' | 'failed';
  /** Names the archive (`exports/{uid}/{exportId}.zip` in the media store) and its link. */
  exportId: string;
  requestedAt: unknown;
  readyAt: unknown | null;
  expiresAt: unknown | null;
  /** requestedAt + EXPORT_INTERVAL_MS; null once failed (a new export may be asked for at once). */
  nextAllowedAt: unknown | null;
  /** The archive's size in bytes once ready. */
  size: number | null;
}

/**
 * `exportKeys/{sha256(key)}`: one download key of an export (the mail's, or one a
 * `GET /users/user/export` answered). Only its hash is stored; a TTL policy on `expiresAt` removes
 * it after the export's link expires. Read by no client.
 */
export interface ExportKeyDoc {
  uid: string;
  exportId: string;
  createdAt: unknown;
  expiresAt: unknown;
}

/** `POST /users/user/export` body: nothing (an empty object). */
export const exportRequest = z.object({}).strict();

/** A download key: 32 random bytes in base64url (43 characters). */
export const exportKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: leavingMessages.exportLinkInvalid });

/** `GET /users/user/export/{exportId}/catrep-export.zip?key=…`: the path's export and the key. */
export const exportDownloadRequest = z.object({
  exportId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: leavingMessages.exportLinkInvalid }),
  key: exportKey,
});

/** The download link of export `exportId` with `key` (relative to the web app's origin). */
export const exportLink = (exportId: string, key: string) =>
  `/api/users/user/export/${exportId}/${EXPORT_ARCHIVE_NAME}?key=${key}`;

/** Who asked for an account's deletion: the CatRep, an operator (Firebase console), guest expiry. */
export type AccountDeletionCause = 'catrep' | 'operator' | 'expiry';

/**
 * `accountDeletions/{uid}`: the to-do of an account deletion job (README "Leaving CatRep"),
 * written before anything goes and deleted when everything has. No client reads it.
 */
export interface AccountDeletionDoc {
  cause: AccountDeletionCause;
  requestedAt: unknown;
  /** The account's email (lower case), kept here while the job runs: the private account
   * document that holds it goes before the throttles keyed by it. */
  email?: string | null;
}
