/**
 * The one module that initialises the Firebase SDK (DESIGN §6, excalidraw-style): the app and
 * Auth are created when this module loads, Firestore through `loadFirestore()`. Nothing in the
 * first screen's bundle imports this module statically (issue 13): the session imports it when
 * a session is stored or started (`loadAuth()` in session/session.tsx), the signed-in part
 * with Firestore. On 127.0.0.1 and localhost the Auth and Firestore emulators are used.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';

/** The Auth functions the session uses, so that one import brings Auth and them. */
export { onIdTokenChanged, signInAnonymously, signInWithCustomToken, signOut } from 'firebase/auth';

const env = import.meta.env;

/** True when the page is served by the local emulators. */
export const useEmulators = ['127.0.0.1', 'localhost'].includes(location.hostname);

/**
 * The emulators' ports follow the Hosting port: firebase.json's 5000/9099/8080, all shifted
 * by the same offset when a second suite runs (scripts/emulators.mjs CATREP_PORT_OFFSET).
 */
const emulatorOffset = Number(location.port || 5000) - 5000;
const emulatorPort = (port: number) =>
  port + (emulatorOffset >= 0 && emulatorOffset < 5000 ? emulatorOffset : 0);

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-key',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-catrep',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  appId: env.VITE_FIREBASE_APP_ID,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
});

/** Firebase Authentication (no popup/redirect resolver: CatRep signs in with custom tokens). */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
if (useEmulators)
  connectAuthEmulator(auth, `http://127.0.0.1:${emulatorPort(9099)}`, { disableWarnings: true });

let firestore: Firestore | null = null;
let loading: Promise<Firestore> | null = null;

/** Loads the Firestore SDK chunk and creates the instance once (signed-in part only). */
export function loadFirestore(): Promise<Firestore> {
  loading ??= import('firebase/firestore').then(({ getFirestore, connectFirestoreEmulator, setLogLevel }) => {
    const db = getFirestore(firebaseApp);
    if (useEmulators) connectFirestoreEmulator(db, '127.0.0.1', emulatorPort(8080));
    // `npm run bench` counts the documents each screen receives from the SDK's debug log.
    if (useEmulators && localStorage.getItem('catrep.debugFirestore') === '1') setLogLevel('debug');
    firestore = db;
    return db;
  });
  return loading;
}

/** The Firestore instance; only valid after `loadFirestore()` resolved. */
export function getLoadedFirestore(): Firestore {
  if (!firestore) throw new Error('Firestore is not loaded yet');
  return firestore;
}
