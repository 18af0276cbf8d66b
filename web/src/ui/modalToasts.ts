/**
 * The Toaster of an open modal (./Toasts.tsx, ./Modal.tsx): the browser shows everything outside a
 * modal dialog under its backdrop, so a toast raised while a modal is open (./toast.ts) goes to
 * the modal's own Toaster, inside its dialog.
 */
/** The id of an open modal's own Toaster (./Toasts.tsx): toasts raised meanwhile show there. */
export const MODAL_TOASTER = 'modal';
let modalToasters = 0;
const modalWaiting = new Set<() => void>();

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
 * Resolves true once an open modal's Toaster listens, false when none does within a second (the
 * modal closed meanwhile): the toast then goes to the page's.
 */
export function modalToaster(): Promise<boolean> {
  if (modalToasters > 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const listener = () => resolve(true);
    modalWaiting.add(listener);
    setTimeout(() => {
      modalWaiting.delete(listener);
      resolve(modalToasters > 0);
    }, 1_000);
  });
}
