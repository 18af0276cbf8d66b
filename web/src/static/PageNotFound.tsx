/** Any address CatRep does not have: says so, instead of silently showing another page. */
import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';

export default function PageNotFound() {
  useDocumentTitle('Page not found');
  return (
    <section className="card">
      <h1>Page not found</h1>
      <EmptyState title="This page does not exist.">
        <p>
          The link may be old or mistyped. <Link to="/cat-share">Go to CatShare</Link> or{' '}
          <Link to="/information">your profile</Link>.
        </p>
      </EmptyState>
    </section>
  );
}
