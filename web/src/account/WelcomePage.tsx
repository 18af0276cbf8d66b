/**
 * /welcome (SPEC §2): Register and Login tabs (Register by default, `?tab=login` for Login), the
 * forgot-password modal, Terms and Privacy modals and "Look around as a guest". With `?token=`
 * (the password-reset link) a change-password form replaces the tabs; success goes to /welcome.
 */
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { failure, registerFormToRequest, success } from '@catrep/model';
import { ApiError, errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { Modal } from '@/ui/Modal';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { PrivacyText, TermsText } from '@/static/texts';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { IntroTour } from './IntroTour';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { forgotPassword, resetPassword } from '@/data/account';
import { useCountries } from '@/data/countries';
import { login, registerAccount, startGuestSession, useSession } from '@/session/session';

type Tab = 'register' | 'login';

export default function WelcomePage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const tab: Tab = params.get('tab') === 'login' ? 'login' : 'register';
  const [modal, setModal] = useState<'forgot' | 'terms' | 'privacy' | null>(null);
  const navigate = useNavigate();
  const countries = useCountries();
  const registerAction = useAction(registerAccount);
  const loginAction = useAction(login);
  const forgotAction = useAction(forgotPassword);
  const resetAction = useAction(resetPassword);
  const guestAction = useAction(startGuestSession);
  useDocumentTitle(token ? 'Choose a new password' : tab === 'login' ? 'Login' : 'Register');
  const session = useSession();
  // A new visit of /welcome (Site Tour lands here too) looks at the intro-shown cookie afresh.
  const location = useLocation();
  const busy = registerAction.pending || loginAction.pending;

  const setTab = (t: Tab) => setParams(t === 'login' ? { tab: 'login' } : {}, { replace: true });

  // A signed-in CatRep has nothing to register or log in to (a guest may still join).
  if (session.state === 'signedIn' && !session.isGuest && !token && !busy) {
    return <Navigate replace to="/information" />;
  }
  return (
    <div className="welcome">
      {!token && <IntroTour key={location.key} />}
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
              toast.error(errorMessage(e));
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
            <ChangePasswordForm
              submitLabel="Change Password"
              pending={resetAction.pending}
              onSubmit={async (password) => {
                try {
                  await resetAction.run(token, password);
                  toast.success(success.passwordChanged);
                  navigate('/welcome', { replace: true });
                } catch (e) {
                  toast.error(
                    e instanceof ApiError && e.status < 500 ? failure.resetLinkInvalid : errorMessage(e),
                  );
                }
              }}
            />
          </>
        ) : (
          <>
            <div role="tablist" aria-label="Register or login" className="tabs">
              {(['register', 'login'] as const).map((t) => (
                <button
                  key={t}
                  type="button"
                  role="tab"
                  id={`tab-${t}`}
                  aria-selected={tab === t}
                  aria-controls={`panel-${t}`}
                  className={tab === t ? 'tab active' : 'tab'}
                  onClick={() => setTab(t)}
                >
                  {t === 'register' ? 'Register' : 'Login'}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
              {tab === 'register' ? (
                <RegisterForm
                  countries={countries}
                  pending={registerAction.pending}
                  onShowTerms={() => setModal('terms')}
                  onSubmit={async (v) => {
                    try {
                      await registerAction.run(registerFormToRequest(v));
                      toast.success(success.accountCreated);
                      navigate('/information');
                    } catch (e) {
                      toast.error(errorMessage(e));
                    }
                  }}
                />
              ) : (
                <LoginForm
                  pending={loginAction.pending}
                  onForgotPassword={() => setModal('forgot')}
                  onSubmit={async (v) => {
                    try {
                      await loginAction.run(v);
                      toast.success(success.loggedIn);
                      navigate('/information');
                    } catch (e) {
                      toast.error(errorMessage(e));
                    }
                  }}
                />
              )}
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

      <Modal open={modal === 'forgot'} title="Forgot password" onClose={() => setModal(null)}>
        <ForgotPasswordForm
          pending={forgotAction.pending}
          onSubmit={async (email) => {
            try {
              await forgotAction.run(email);
              toast.success(success.emailSent);
              setModal(null);
            } catch (e) {
              toast.error(errorMessage(e));
            }
          }}
        />
      </Modal>
      <Modal open={modal === 'terms'} title="Terms and Conditions" onClose={() => setModal(null)}>
        <div className="prose">
          <TermsText />
        </div>
      </Modal>
      <Modal open={modal === 'privacy'} title="Privacy Policy" onClose={() => setModal(null)}>
        <div className="prose">
          <PrivacyText />
        </div>
      </Modal>
    </div>
  );
}
