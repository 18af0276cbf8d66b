/**
 * Entry point: the session, the router, toasts (SPEC §8) and the routes. Pages pre-rendered at
 * build time (web/prerender.mjs: /welcome and the static pages) are hydrated when the address
 * is the one rendered; every other page is rendered here (over the layout index.html shows).
 */
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@/session/session';
import { App } from '@/app/App';
import { afterFirstInteraction, startHydrating } from '@/lib/interaction';
import './styles.css';

// Toasts rise from the bottom, where they cover neither the top bar nor its search box.
const toastPosition = window.matchMedia('(max-width: 599px)').matches ? 'bottom-center' : 'bottom-right';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * sonner's Toaster, loaded at the first interaction with a pre-rendered page (at once elsewhere):
 * every toast follows an action, and toasts raised before it mounts are shown when it does.
 */
function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void afterFirstInteraction().then(() => setReady(true));
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster position={toastPosition} richColors closeButton />
    </Suspense>
  ) : null;
}

const app = (
  <StrictMode>
    <SessionProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <DeferredToaster />
    </SessionProvider>
  </StrictMode>
);

const root = document.getElementById('root')!;
const path = location.pathname.replace(/(.)\/$/, '$1');
if (root.dataset.prerendered === path && !location.search) {
  startHydrating();
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
