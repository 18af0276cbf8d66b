/**
 * /welcome (docs/product.md §2): Register and Login tabs (Register by default, `?tab=login` for Login), the
 * forgot-password modal, Terms and Privacy modals and "Look around as a guest". With `?token=`
 * (the password-reset link) a change-password form replaces the tabs; success goes to /welcome.
 * The forms and their calls are in WelcomeForms, a chunk loaded at the first interaction.
 */
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { afterFirstInteraction, loadOnInteraction } from '@/lib/interaction';
import { useAction } from '@/lib/useAction';
import { Modal } from '@/ui/Modal';
import { Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { IntroTour } from './IntroTour';
import type { WelcomeFormsProps } from './WelcomeForms';
import { startGuestSession, useSession } from '@/session/session';

type Tab = 'register' | 'login';

// The forms, their schemas, Auth and toasts come at the first interaction (README "Keeping first screens
// light"); until then the pre-rendered form stays as it is. memo: a boundary still waiting for its code must
// not be re-rendered with new props (React would replace the pre-rendered form with the fallback).
const WelcomeForms = lazy(loadOnInteraction(() => import('./WelcomeForms')));
const DeferredForms = memo(function DeferredForms(props: WelcomeFormsProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <WelcomeForms {...props} />
    </Suspense>
  );
});

/** The error toast for a failed guest start (the API client is not loaded yet). */
const toastError = (e: unknown) =>
  void import('@/lib/api').then(({ errorMessage }) => toast.error(errorMessage(e)));

/**
 * On /welcome's Register tab, asks for the country list (`GET /countries`, fetched once per page
 * load) at the first interaction, beside the form's code, so the Country select has its options
 * when the form arrives. The data module and the API client load only then: the first screen's
 * bundle carries neither (README "Keeping first screens light").
 */
export function PreloadCountries() {
  const [params] = useSearchParams();
  const register = params.get('tab') !== 'login' && !params.get('token');
  useEffect(() => {
    if (!register) return;
    void afterFirstInteraction()
      .then(() => import('@/data/countries'))
      .then((m) => m.fetchCountries())
      .catch(() => undefined);
  }, [register]);
  return null;
}

// The Terms and the Privacy Policy load when their modal first opens.
const TermsText = lazy(() => import('@/static/texts').then((m) => ({ default: m.TermsText })));
const PrivacyText = lazy(() => import('@/static/texts').then((m) => ({ default: m.PrivacyText })));

export default function WelcomePage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const tab: Tab = params.get('tab') === 'login' ? 'login' : 'register';
  const [modal, setModal] = useState<'forgot' | 'terms' | 'privacy' | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const guestAction = useAction(startGuestSession);
  useDocumentTitle(token ? 'Choose a new password' : tab === 'login' ? 'Login' : 'Register');
  const session = useSession();

  const setTab = (t: Tab) => setParams(t === 'login' ? { tab: 'login' } : {}, { replace: true });
  // A new key per tab: the other tab's form is not kept on screen while this one's code loads.
  const forms = (
    <DeferredForms
      key={token ? 'token' : tab}
      tab={tab}
      token={token}
      forgotOpen={modal === 'forgot'}
      onModal={setModal}
      onBusy={setBusy}
    />
  );

  // A signed-in CatRep has nothing to register or log in to (a guest may still join).
  if (session.state === 'signedIn' && !session.isGuest && !token && !busy) {
    return <Navigate replace to="/information" />;
  }
  return (
    <div className="welcome">
      <PreloadCountries />
      {!token && <IntroTour />}
      <section className="welcome-hero">
        <h1>
          Welcome to <span className="brand-text">CatRep</span>
        </h1>
        <p className="lead">The social network for cat owners and their cats.</p>
        <ul className="welcome-points">
          <li>Give each of your cats a CatID and a photo album</li>
          <li>Keep a CatBlog diary and share moments on CatShare</li>
          <li>Connect with other CatReps — your cats become CatMates</li>
        </ul>
        <button
          type="button"
          className="button"
          disabled={guestAction.pending}
          onClick={async () => {
            try {
              await guestAction.run();
              navigate('/cat-share');
            } catch (e) {
              toastError(e);
            }
          }}
        >
          Look around as a guest
        </button>
      </section>

      <section className="card welcome-card">
        {token ? (
          <>
            <h2>Choose a new password</h2>
            {forms}
          </>
        ) : (
          <>
            <div role="tablist" aria-label="Register or login" className="tabs">
              {/* Links, not buttons: a tap before the page has hydrated still opens the tab (as
                  a page load of its address) instead of being lost. */}
              {(['register', 'login'] as const).map((t) => (
                <a
                  key={t}
                  href={t === 'login' ? '/welcome?tab=login' : '/welcome'}
                  role="tab"
                  id={`tab-${t}`}
                  aria-selected={tab === t}
                  aria-controls={`panel-${t}`}
                  className={tab === t ? 'tab active' : 'tab'}
                  onClick={(e) => {
                    e.preventDefault();
                    setTab(t);
                  }}
                >
                  {t === 'register' ? 'Register' : 'Login'}
                </a>
              ))}
            </div>
            <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
              {forms}
            </div>
          </>
        )}
        <p className="small muted">
          <button type="button" className="link" onClick={() => setModal('terms')}>
            Terms
          </button>{' '}
          ·{' '}
          <button type="button" className="link" onClick={() => setModal('privacy')}>
            Privacy
          </button>
        </p>
      </section>

      <Modal open={modal === 'terms'} title="Terms and Conditions" onClose={() => setModal(null)}>
        <div className="prose">
          <Suspense fallback={<Spinner />}>
            <TermsText />
          </Suspense>
        </div>
      </Modal>
      <Modal open={modal === 'privacy'} title="Privacy Policy" onClose={() => setModal(null)}>
        <div className="prose">
          <Suspense fallback={<Spinner />}>
            <PrivacyText />
          </Suspense>
        </div>
      </Modal>
    </div>
  );
}
