/**
 * The tree above the routes, the same in the browser (main.tsx) and at build time (prerender.tsx)
 * so that hydration — and React's ids (useId) — match: StrictMode, the offline banner, the session,
 * the router given as `routed`, and toasts.
 */
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SessionProvider } from '@/session/session';
import { onFirstToast, toasterReady } from '@/ui/toast';
import { OfflineBanner } from './OfflineBanner';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Tells `@/ui/toast` that the Toaster, mounted just before it, listens. */
function ToasterReady() {
  useEffect(() => toasterReady(), []);
  return null;
}

/**
 * sonner's Toaster, loaded with the first toast (`@/ui/toast`), so that no first screen carries
 * it (README "Keeping first screens light"). Toasts rise from the bottom, where they cover neither the top
 * bar nor its search box; below 860 px they rise above the tab bar (app/TopBar.tsx).
 */
function DeferredToaster() {
  const [position, setPosition] = useState<'bottom-center' | 'bottom-right' | null>(null);
  const [aboveTabs, setAboveTabs] = useState(false);
  useEffect(
    () =>
      onFirstToast(() => {
        setPosition(window.matchMedia('(max-width: 599px)').matches ? 'bottom-center' : 'bottom-right');
        setAboveTabs(window.matchMedia('(max-width: 859px)').matches);
      }),
    [],
  );
  const offset = aboveTabs ? { bottom: 'calc(var(--tabbar-height) + 1rem)' } : undefined;
  return position ? (
    <Suspense fallback={null}>
      <Toaster position={position} richColors closeButton offset={offset} mobileOffset={offset} />
      <ToasterReady />
    </Suspense>
  ) : null;
}

/**
 * The whole tree around `routed` (the router with the routes): the offline banner first, above
 * every layout and outside the session, so it shows whatever the session is doing.
 */
export function Root({ routed }: { routed: ReactNode }) {
  return (
    <StrictMode>
      <OfflineBanner />
      <SessionProvider>
        {routed}
        <DeferredToaster />
      </SessionProvider>
    </StrictMode>
  );
}
