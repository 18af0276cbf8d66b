/**
 * /validate/:token (docs/product.md §2, §4 Account): validates the account with the status token, starts
 * the session, toasts 'Your account validated successfully' and goes to /. On failure the
 * server's message is shown with a way back to /welcome.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/ui/toast';
import { success } from '@catrep/model';
import { errorMessage } from '@/lib/api';
import { Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { validateAccount } from '@/session/session';

export default function ValidatePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useDocumentTitle('Account validation');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    validateAccount(token).then(
      () => {
        toast.success(success.accountValidated);
        navigate('/', { replace: true });
      },
      (e) => {
        const message = errorMessage(e);
        toast.error(message);
        setError(message);
      },
    );
  }, [token, navigate]);

  return (
    <article className="card narrow">
      <h1>Account validation</h1>
      {error ? (
        <>
          <p role="alert">{error}</p>
          <Link to="/welcome?tab=login" className="button">
            Go to login
          </Link>
        </>
      ) : (
        <Spinner label="Validating your account…" />
      )}
    </article>
  );
}
