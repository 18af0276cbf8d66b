/**
 * Admin SDK handles on the Auth and Firestore emulators (project demo-catrep, the one the
 * functions use), for checking what the API wrote.
 */
import './env.js';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const app = getApps()[0] ?? initializeApp({ projectId: 'demo-catrep' });

export const db = getFirestore(app);
export const adminAuth = getAuth(app);

/** True when Auth has a user with `email`. */
export async function authUserExists(email: string): Promise<boolean> {
  return adminAuth.getUserByEmail(email).then(
    () => true,
    () => false,
  );
}

/** How many `users/{uid}/private/account` documents hold `email`. */
export async function accountDocsFor(email: string): Promise<number> {
  const snap = await db.collectionGroup('private').where('email', '==', email.toLowerCase()).get();
  return snap.size;
}

/**
 * Connects two CatReps the way the API will: both relation documents say 'connected', and each
 * account's list of connected CatReps names the other.
 */
export async function connect(a: string, b: string): Promise<void> {
  const batch = db.batch();
  for (const [uid, other] of [
    [a, b],
    [b, a],
  ]) {
    batch.set(db.doc(`users/${uid}/relations/${other}`), { state: 'connected' });
    batch.set(
      db.doc(`users/${uid}/private/account`),
      { relationIds: { connected: FieldValue.arrayUnion(other), waiting: FieldValue.arrayRemove(other) } },
      { merge: true },
    );
  }
  await batch.commit();
}
