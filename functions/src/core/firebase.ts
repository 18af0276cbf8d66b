/**
 * The Admin SDK singletons. On the emulators the SDK finds them through the
 * FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST variables the Emulator Suite sets.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { countFirestoreOps } from './op-count.js';

/** True when running on the Firebase Emulator Suite (or against its emulators in tests). */
export const onEmulators =
  process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

// Nothing may leave the machine on the emulators (docs/architecture.md §3): the Firestore client's
// gRPC stub asks google-auth-library for the universe domain, which probes the cloud metadata
// server (169.254.169.254) for credentials unless detection is off.
if (onEmulators) process.env.METADATA_SERVER_DETECTION ??= 'none';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
// The day bench counts the Firestore operations of every execution (docs/scaling.md): only on the
// emulators, and only when scripts/emulators.mjs asked for it. Never installed in production.
if (onEmulators && process.env.CATREP_COUNT_OPS === '1') countFirestoreOps(db);
export const auth = getAuth(app);
/** App Check, for verifying the web app's tokens (http/app-check.ts); made on first use. */
export const appCheck = () => getAppCheck(app);
