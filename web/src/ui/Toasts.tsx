/**
 * Where toasts show (docs/product.md §8): sonner's Toaster, loaded with the first toast (`./toast`)
 * so that no first screen carries it (README "Keeping first screens light"). The page has one
 * (app/Root.tsx); an open modal has its own inside its dialog (`inModal`, ./Modal.tsx), since the
 * browser shows everything outside a modal dialog under its backdrop, dimmed and unclickable —
 * a toast raised while a modal is open shows above it. Toasts rise from the bottom, where they
 * cover neither the top bar nor its search box; below 860 px they rise above the tab bar
 * (app/TopBar.tsx).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { MODAL_TOASTER, modalToasterListens, onModalToastWanted } from './modalToasts';
import { onFirstToast, toasterReady } from './toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Tells `./toast` that the Toaster, mounted just before it, listens. */
function Ready({ inModal }: { inModal: boolean }) {
  useEffect(() => (inModal ? modalToasterListens() : toasterReady()), [inModal]);
  return null;
}

/** Where on the screen toasts rise, for the window's width now. */
function placement() {
  const narrower = (px: number) => window.matchMedia?.(`(max-width: ${px}px)`).matches ?? false;
  const phone = narrower(599);
  const aboveTabs = narrower(859);
  return {
    position: phone ? ('bottom-center' as const) : ('bottom-right' as const),
    offset: aboveTabs ? { bottom: 'calc(var(--tabbar-height) + 1rem)' } : undefined,
  };
}

/**
 * The Toaster: the page's (mounted at the first toast) or, with `inModal`, an open modal's
 * (mounted once a toast was wanted in a modal: ./modalToasts.ts).
 */
export function Toasts({ inModal = false }: { inModal?: boolean }) {
  const [where, setWhere] = useState<ReturnType<typeof placement> | null>(null);
  useEffect(() => (inModal ? onModalToastWanted : onFirstToast)(() => setWhere(placement())), [inModal]);
  if (!where) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        id={inModal ? MODAL_TOASTER : undefined}
        position={where.position}
        richColors
        closeButton
        offset={where.offset}
        mobileOffset={where.offset}
      />
      <Ready inModal={inModal} />
    </Suspense>
  );
}
