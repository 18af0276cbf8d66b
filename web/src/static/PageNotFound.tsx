/**
 * Any address CatRep does not have: says so, instead of silently showing another page, signed in
 * or out (`signedOut`: the way on is the welcome page).
 */
import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function PageNotFound({ signedOut = false }: { signedOut?: boolean }) {
  useDocumentTitle('Page not found');
  return (
    <section className="card">
      <h1>Page not found</h1>
      <EmptyState title="This page does not exist.">
        {signedOut ? (
          <p>
            The link may be old or mistyped. <Link to="/welcome">Go to the welcome page</Link>.
          </p>
        ) : (
          <p>
            The link may be old or mistyped. <Link to="/cat-share">Go to CatShare</Link> or{' '}
            <Link to="/information">your profile</Link>.
          </p>
        )}
      </EmptyState>
    </section>
  );
}
