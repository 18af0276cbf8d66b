/**
 * The tree above the routes, the same in the browser (main.tsx) and at build time (prerender.tsx)
 * so that hydration — and React's ids (useId) — match: StrictMode, the offline banner, the session,
 * the router given as `routed`, and toasts.
 */
import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from '@/session/session';
import { Toasts } from '@/ui/Toasts';
import { OfflineBanner } from './OfflineBanner';

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
        <Toasts />
      </SessionProvider>
    </StrictMode>
  );
}
