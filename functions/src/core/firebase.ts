/**
 * The Admin SDK singletons. On the emulators the SDK finds them through the
 * FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST variables the Emulator Suite sets.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** True when running on the Firebase Emulator Suite (or against its emulators in tests). */
export const onEmulators =
  process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

// Nothing may leave the machine on the emulators (issue 12): the Firestore client's gRPC stub asks
// google-auth-library for the universe domain, which probes the cloud metadata server
// (169.254.169.254) for credentials unless detection is off.
if (onEmulators) process.env.METADATA_SERVER_DETECTION ??= 'none';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const auth = getAuth(app);
