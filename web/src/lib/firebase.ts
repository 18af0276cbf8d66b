/**
 * The one module that initialises the Firebase SDK (docs/architecture.md §6, excalidraw-style): the app and
 * Auth are created when this module loads, Firestore through `loadFirestore()`. Nothing in the
 * first screen's bundle imports this module statically (README "Keeping first screens light"): the session imports it when
 * a session is stored or started (`loadAuth()` in session/session.tsx), the signed-in part
 * with Firestore. On 127.0.0.1 and localhost the Auth and Firestore emulators are used.
 *
 * App Check (README "Production switches"): a build with `VITE_APPCHECK_SITE_KEY` attests the page
 * with reCAPTCHA Enterprise once this module loads — never on the emulators — so Firestore and
 * Auth send App Check tokens, and the REST client asks `appCheckToken()` for its header.
 * firebase/app-check is a chunk of its own, loaded only by such a build.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import type { AppCheck, AppCheckTokenResult } from 'firebase/app-check';
import type { Firestore } from 'firebase/firestore';

/** The Auth functions the session uses, so that one import brings Auth and them. */
export { onIdTokenChanged, signInAnonymously, signInWithCustomToken, signOut } from 'firebase/auth';
/** The signed-in Firebase user, for the session (`session/session.tsx`). */
export type { User } from 'firebase/auth';

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

/** App Check once started, with the one function the REST client needs of its chunk. */
interface AppCheckSdk {
  appCheck: AppCheck;
  getToken: (appCheck: AppCheck) => Promise<AppCheckTokenResult>;
}

const appCheckSiteKey = useEmulators ? undefined : env.VITE_APPCHECK_SITE_KEY;

/** App Check, started as soon as this module loads; null when off or when it failed to start. */
const appCheckReady: Promise<AppCheckSdk | null> = appCheckSiteKey
  ? import('firebase/app-check')
      .then(({ initializeAppCheck, ReCaptchaEnterpriseProvider, getToken }) => ({
        appCheck: initializeAppCheck(firebaseApp, {
          provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
          isTokenAutoRefreshEnabled: true,
        }),
        getToken: (appCheck: AppCheck) => getToken(appCheck),
      }))
      .catch(() => null)
  : Promise.resolve(null);

/**
 * The App Check token the REST API checks in `X-Firebase-AppCheck`: null when App Check is off, or
 * when no token can be had (the API then refuses the call, and says so).
 */
export async function appCheckToken(): Promise<string | null> {
  const sdk = await appCheckReady;
  if (!sdk) return null;
  try {
    return (await sdk.getToken(sdk.appCheck)).token;
  } catch {
    return null;
  }
}

let firestore: Firestore | null = null;
let loading: Promise<Firestore> | null = null;

/**
 * Loads the Firestore SDK chunk and creates the instance once (signed-in part only), after App
 * Check has started, so that its first request already carries a token.
 */
export function loadFirestore(): Promise<Firestore> {
  loading ??= Promise.all([import('./firestoreSdk'), appCheckReady]).then(([sdk]) => {
    const { getFirestore, connectFirestoreEmulator, setLogLevel, disableNetwork, enableNetwork } = sdk;
    const db = getFirestore(firebaseApp);
    if (useEmulators) connectFirestoreEmulator(db, '127.0.0.1', emulatorPort(8080));
    // Offline (docs/architecture.md §1 "Offline") Firestore waits for the browser's network
    // instead of probing for it, and its listeners resume as soon as the browser is back online.
    const followNetwork = () => void (navigator.onLine ? enableNetwork(db) : disableNetwork(db));
    if (!navigator.onLine) followNetwork();
    window.addEventListener('online', followNetwork);
    window.addEventListener('offline', followNetwork);
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
