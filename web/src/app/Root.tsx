/**
 * The tree above the routes, the same in the browser (main.tsx) and at build time (prerender.tsx)
 * so that hydration — and React's ids (useId) — match: StrictMode, the session, the router given
 * as `routed`, and toasts (SPEC §8).
 */
import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SessionProvider } from '@/session/session';
import { afterFirstInteraction } from '@/lib/interaction';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * sonner's Toaster, loaded at the first interaction with a pre-rendered page (at once elsewhere):
 * every toast there follows an action, and toasts raised before it mounts show when it does.
 * Toasts rise from the bottom, where they cover neither the top bar nor its search box.
 */
function DeferredToaster() {
  const [position, setPosition] = useState<'bottom-center' | 'bottom-right' | null>(null);
  useEffect(() => {
    void afterFirstInteraction().then(() =>
      setPosition(window.matchMedia('(max-width: 599px)').matches ? 'bottom-center' : 'bottom-right'),
    );
  }, []);
  return position ? (
    <Suspense fallback={null}>
      <Toaster position={position} richColors closeButton />
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
