/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  /** The web push certificate's public key (Firebase console → Cloud Messaging), for FCM tokens. */
  readonly VITE_FCM_VAPID_KEY?: string;
  /** The reCAPTCHA Enterprise site key App Check attests the page with (README "Production switches"). */
  readonly VITE_APPCHECK_SITE_KEY?: string;
  /**
   * The map tile source of Lost & Found, a Leaflet URL template such as
   * `https://tile.openstreetmap.org/{z}/{x}/{y}.png` (README "Lost & Found"); empty on the
   * emulators, where nothing is fetched from outside the machine and maps draw without tiles.
   */
  readonly VITE_MAP_TILES?: string;
  /** The attribution the tile source asks for (HTML allowed by Leaflet), e.g. '© OpenStreetMap contributors'. */
  readonly VITE_MAP_ATTRIBUTION?: string;
}
