/**
 * The Toaster of an open modal (./Toasts.tsx, ./Modal.tsx): the browser shows everything outside a
 * modal dialog under its backdrop, so a toast raised while a modal is open (./toast.ts) goes to
 * the modal's own Toaster, inside its dialog. A modal mounts it only once a toast was wanted in a
 * modal (sonner loads with the first toast: a modal opened before, such as the intro tour on a
 * first visit of /welcome, loads nothing for it).
 */
/** The id of an open modal's own Toaster (./Toasts.tsx): toasts raised meanwhile show there. */
export const MODAL_TOASTER = 'modal';
let modalToasters = 0;
const modalWaiting = new Set<() => void>();
let wanted = false;
const wantedListeners = new Set<() => void>();

/**
 * Calls `listener` once a toast was raised while a modal was open (at once if one was): an open
 * modal then mounts its Toaster. Returns the unsubscribe.
 */
export function onModalToastWanted(listener: () => void): () => void {
  if (wanted) listener();
  else wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Called by an open modal's Toaster once it listens; returns what to call when it goes. */
export function modalToasterListens(): () => void {
  modalToasters++;
  modalWaiting.forEach((listener) => listener());
  modalWaiting.clear();
  return () => {
    modalToasters--;
  };
}

/** Whether a modal dialog is open (./Modal.tsx): the page's toasts would show under its backdrop. */
export const modalOpen = () => document.querySelector('dialog.modal[open]') !== null;

/**
 * Asks the open modal for its Toaster; resolves true once it listens, false when none does within
 * two seconds (the modal closed meanwhile): the toast then goes to the page's.
 */
export function modalToaster(): Promise<boolean> {
  if (!wanted) {
    wanted = true;
    wantedListeners.forEach((listener) => listener());
    wantedListeners.clear();
  }
  if (modalToasters > 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const listener = () => resolve(true);
    modalWaiting.add(listener);
    setTimeout(() => {
      modalWaiting.delete(listener);
      resolve(modalToasters > 0);
    }, 2_000);
  });
}
