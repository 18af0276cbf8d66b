/**
 * The intro-shown cookie (docs/product.md §9: it lasts 3650 days): the intro tour on /welcome plays while it
 * is missing, closing the tour sets it, Site Tour removes it. Changes are announced, so a tour on
 * screen follows them at once (`subscribeIntro`, for useSyncExternalStore).
 */
import { INTRO_COOKIE, INTRO_COOKIE_DAYS } from '@catrep/model';

const CHANGED = 'catrep:intro-cookie';

/** Whether this browser has seen the tour. */
export const introShown = () => document.cookie.split('; ').some((c) => c.startsWith(`${INTRO_COOKIE}=`));

const write = (value: string, maxAgeSeconds: number) => {
  document.cookie = `${INTRO_COOKIE}=${value}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
  window.dispatchEvent(new Event(CHANGED));
};

/** Sets (or renews: browsers cap a cookie at 400 days) the cookie for INTRO_COOKIE_DAYS. */
export const rememberIntroShown = () => write('1', INTRO_COOKIE_DAYS * 24 * 60 * 60);

/** Removes the cookie (Site Tour): the tour plays again. */
export const forgetIntroShown = () => write('', 0);

/** Calls `onChange` whenever the cookie is set or removed here; returns the unsubscribe. */
export function subscribeIntro(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}
