/**
 * The Admin SDK singletons. On the emulators the SDK finds them through the
 * FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST variables the Emulator Suite sets.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const auth = getAuth(app);

/** True when running on the Firebase Emulator Suite (or against its emulators in tests). */
export const onEmulators =
  process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
