/**
 * CatRep's routes. Public routes (/welcome, /validate/:token, /about, /guide, /terms,
 * /privacy, /contact, and the digest mail's /unsubscribe) live in small lazy chunks; every
 * signed-in route needs a session (else /welcome) and loads the signed-in part together with
 * Firestore (README "Keeping first screens light"); signed out, an unknown address says the page
 * does not exist.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '@/session/session';
import { AppShell } from '@/app/AppShell';
import { PublicLayout } from '@/app/PublicLayout';
import { isSignedInPath } from '@/app/signedInPaths';
import { ScrollManager } from '@/app/ScrollManager';
import { Spinner } from '@/ui/Status';
import { STATIC_PAGES } from '@/static/pageNames';

// /welcome is pre-rendered and hydrated; a chunk of its own keeps its code (the tour, the terms)
// out of the signed-in screens' first load (README "Keeping first screens light").
const WelcomePage = lazy(() => import('@/account/WelcomePage'));
const ValidatePage = lazy(() => import('@/account/ValidatePage'));
const StaticPage = lazy(() => import('@/static/StaticPage').then((m) => ({ default: m.StaticPage })));
const ContactPage = lazy(() => import('@/static/ContactPage'));
const UnsubscribePage = lazy(() => import('@/notifications/UnsubscribePage'));
const PageNotFound = lazy(() => import('@/static/PageNotFound'));
const LostPosterPage = lazy(() => import('@/lost/LostPosterPage'));
const SignedInApp = lazy(() =>
  Promise.all([import('@/app/SignedInApp'), import('@/lib/firebase').then((f) => f.loadFirestore())]).then(
    ([m]) => m,
  ),
);

function Public({ children }: { children: ReactNode }) {
  return (
    <PublicLayout>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </PublicLayout>
  );
}

/**
 * Any signed-in route without a session goes to /welcome (docs/product.md §2); any other address
 * says the page does not exist, as it does signed in. Until the session and the signed-in part
 * are there, the layout shows (app/AppShell.tsx), not a spinner.
 */
function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.state === 'loading') return <AppShell />;
  if (session.state === 'signedOut') {
    if (isSignedInPath(pathname)) return <Navigate replace to="/welcome" />;
    return <Public>{<PageNotFound signedOut />}</Public>;
  }
  return <Suspense fallback={<AppShell />}>{children}</Suspense>;
}

export function App() {
  // Signed in, the static pages keep the signed-in top bar: the signed-in part routes them too.
  const signedIn = useSession().state === 'signedIn';
  return (
    <>
      <ScrollManager />
      <Routes>
        <Route path="/welcome" element={<Public>{<WelcomePage />}</Public>} />
        <Route path="/validate/:token" element={<Public>{<ValidatePage />}</Public>} />
        <Route path="/unsubscribe" element={<Public>{<UnsubscribePage />}</Public>} />
        {!signedIn && (
          <>
            {STATIC_PAGES.map((page) => (
              <Route key={page} path={`/${page}`} element={<Public>{<StaticPage page={page} />}</Public>} />
            ))}
            <Route path="/contact" element={<Public>{<ContactPage />}</Public>} />
            <Route path="/lost/:id" element={<Public>{<LostPosterPage />}</Public>} />
          </>
        )}
        <Route
          path="*"
          element={
            <RequireSession>
              <SignedInApp />
            </RequireSession>
          }
        />
      </Routes>
    </>
  );
}
