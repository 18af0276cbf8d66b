/**
 * Web push for this browser (README "Notifications"): the token the server pushes to, and which
 * CatRep registered it here. In production the token is Firebase Cloud Messaging's, asked for
 * with the app's service worker (firebase/messaging loads only then). On the emulators there is
 * no FCM and nothing may leave the machine (README "Security"): the token is
 * `emulator-{deviceId}`, a random id this browser keeps, and the server writes what it would push
 * to its local outbox.
 */

/** This browser's random id, for the emulators' push token (kept across sessions). */
const DEVICE_ID_KEY = 'catrep.pushDevice';
/** The push token `uid` registered in this browser (one key per CatRep). */
const tokenKey = (uid: string) => `catrep.pushToken.${uid}`;

/** How long to wait for the service worker before giving up on FCM. */
const WORKER_WAIT_MS = 10_000;

/** 32 random hex characters. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's random device id, made on first need and kept in localStorage. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = randomId();
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

/** Whether this browser can show notifications at all. */
export const pushSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** The service worker's registration, or an error when none takes over within a while. */
function workerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator)) return Promise.reject(new Error('No service worker'));
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('The service worker is not ready')), WORKER_WAIT_MS),
    ),
  ]);
}

/**
 * The push token of this browser: `emulator-{deviceId}` on the emulators, else FCM's (needs the
 * notification permission, the service worker and `VITE_FCM_VAPID_KEY`).
 */
export async function devicePushToken(): Promise<string> {
  const { firebaseApp, useEmulators } = await import('./firebase');
  if (useEmulators) return `emulator-${deviceId()}`;
  const [{ getMessaging, getToken }, registration] = await Promise.all([
    import('firebase/messaging'),
    workerRegistration(),
  ]);
  return getToken(getMessaging(firebaseApp), {
    vapidKey: import.meta.env.VITE_FCM_VAPID_KEY,
    serviceWorkerRegistration: registration,
  });
}

/** The push token `uid` registered in this browser, or null. */
export const storedPushToken = (uid: string): string | null => localStorage.getItem(tokenKey(uid));

/** Remembers (or, with null, forgets) the push token `uid` registered in this browser. */
export function storePushToken(uid: string, token: string | null): void {
  if (token) localStorage.setItem(tokenKey(uid), token);
  else localStorage.removeItem(tokenKey(uid));
}
