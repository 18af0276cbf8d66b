/**
 * The forms of /welcome (docs/product.md §2): the Register or Login tab's form, or with `?token=` the new
 * password form, and the forgot-password modal — with their API calls and toasts. A chunk of its
 * own (README "Keeping first screens light"): react-hook-form, the zod schemas and Firebase Auth come with it
 * (sonner with the first toast), at the first interaction with the pre-rendered /welcome, so the page paints and hydrates without them.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { failure, registerFormToRequest, success } from '@catrep/model';
import { ApiError, errorMessage } from '@/lib/api';
import { keepTypedValues, formsReady } from '@/lib/interaction';
import { useAction } from '@/lib/useAction';
import { Modal } from '@/ui/Modal';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { forgotPassword, resetPassword } from '@/data/account';
import { useCountries } from '@/data/countries';
import { login, registerAccount } from '@/session/session';

export interface WelcomeFormsProps {
  tab: 'register' | 'login';
  /** The password-reset link's token: the new password form instead of the tabs' forms. */
  token: string | null;
  forgotOpen: boolean;
  onModal: (modal: 'forgot' | 'terms' | null) => void;
  /** Told while registering or logging in (WelcomePage does not redirect meanwhile). */
  onBusy: (busy: boolean) => void;
}

export default function WelcomeForms({ tab, token, forgotOpen, onModal, onBusy }: WelcomeFormsProps) {
  const navigate = useNavigate();
  const countries = useCountries();
  const registerAction = useAction(registerAccount);
  const loginAction = useAction(login);
  const forgotAction = useAction(forgotPassword);
  const resetAction = useAction(resetPassword);
  const busy = registerAction.pending || loginAction.pending;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  // Hydrating the pre-rendered form: keep what was typed before this code arrived.
  const [restoreTyped] = useState(() =>
    typeof document === 'undefined' ? null : keepTypedValues(document.querySelector('.welcome-card')),
  );
  useLayoutEffect(() => restoreTyped?.(), [restoreTyped]);
  // Now a send works; one made before this code arrived is sent again.
  useEffect(() => formsReady(), []);

  return (
    <>
      {token ? (
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
      ) : tab === 'register' ? (
        <RegisterForm
          countries={countries}
          pending={registerAction.pending}
          onShowTerms={() => onModal('terms')}
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
          onForgotPassword={() => onModal('forgot')}
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
      <Modal open={forgotOpen} title="Forgot password" onClose={() => onModal(null)}>
        <ForgotPasswordForm
          pending={forgotAction.pending}
          onSubmit={async (email) => {
            try {
              await forgotAction.run(email);
              toast.success(success.emailSent);
              onModal(null);
            } catch (e) {
              toast.error(errorMessage(e));
            }
          }}
        />
      </Modal>
    </>
  );
}
