/**
 * Toasts (docs/product.md §8): `toast.success(message)` and `toast.error(message)`, shown by sonner's Toaster
 * (app/Root.tsx). sonner (~9 KB gzipped) is in no first screen's bundle (README "Keeping first screens
 * light"): the first toast loads it and asks Root to mount the Toaster, and every toast is handed to sonner
 * once the Toaster listens, so none raised before it mounted is lost.
 */
import { MODAL_TOASTER, modalOpen, modalToaster } from './modalToasts';

type Kind = 'success' | 'error';

const waiting = new Set<() => void>();
let asked = false;
let mounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));

/**
 * Calls `listener` when the first toast is raised (at once if one was): Root then mounts the
 * Toaster. Returns the unsubscribe.
 */
export function onFirstToast(listener: () => void): () => void {
  if (asked) listener();
  else waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Called by Root once the Toaster has mounted and listens. */
export function toasterReady(): void {
  mounted();
}

/**
 * How long a toast waits before it picks its Toaster: enough for the render scheduled with it (a
 * dialog closing) to land, too short to notice. A timer, not an animation frame: a tab in the
 * background gets no frames.
 */
const SETTLE_MS = 50;
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS));

function show(kind: Kind, message: string): void {
  if (!asked) {
    asked = true;
    waiting.forEach((listener) => listener());
    waiting.clear();
  }
  void import('sonner').then(async ({ toast: sonner }) => {
    // A toast raised as its modal closes ("deleted", then the dialog goes) belongs to the page:
    // let the render that closes it land before asking whether a modal is open.
    await settled();
    if (modalOpen() && (await modalToaster()) && modalOpen()) {
      sonner[kind](message, { toasterId: MODAL_TOASTER });
      return;
    }
    await toasterMounted;
    sonner[kind](message);
  });
}

/** Raises a toast with the spec's wording; returns at once (the toast shows when sonner has loaded). */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
