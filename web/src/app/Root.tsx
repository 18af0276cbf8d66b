/**
 * The tree above the routes, the same in the browser (main.tsx) and at build time (prerender.tsx)
 * so that hydration — and React's ids (useId) — match: StrictMode, the session, the router given
 * as `routed`, and toasts (SPEC §8).
 */
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SessionProvider } from '@/session/session';
import { onFirstToast, toasterReady } from '@/ui/toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Tells `@/ui/toast` that the Toaster, mounted just before it, listens. */
function ToasterReady() {
  useEffect(() => toasterReady(), []);
  return null;
}

/**
 * sonner's Toaster, loaded with the first toast (`@/ui/toast`), so that no first screen carries
 * it (issue 13). Toasts rise from the bottom, where they cover neither the top bar nor its search
 * box.
 */
function DeferredToaster() {
  const [position, setPosition] = useState<'bottom-center' | 'bottom-right' | null>(null);
  useEffect(
    () =>
      onFirstToast(() =>
        setPosition(window.matchMedia('(max-width: 599px)').matches ? 'bottom-center' : 'bottom-right'),
      ),
    [],
  );
  return position ? (
    <Suspense fallback={null}>
      <Toaster position={position} richColors closeButton />
      <ToasterReady />
    </Suspense>
  ) : null;
}

export function Root({ routed }: { routed: ReactNode }) {
  return (
    <StrictMode>
      <SessionProvider>
        {routed}
        <DeferredToaster />
      </SessionProvider>
    </StrictMode>
  );
}
