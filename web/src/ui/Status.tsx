/** Loading spinner, empty state and load-error panels shared by every screen. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A friendly empty state: a title, optional explanation and an action. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      {children}
    </div>
  );
}

/** A load error a person can act on (retry by reloading). */
export function LoadError({ message }: { message: string }) {
  return (
    <div className="empty-state" role="alert">
      <p className="empty-title">{message}</p>
      <button type="button" className="button" onClick={() => location.reload()}>
        Try again
      </button>
    </div>
  );
}

/** An error in place of a list (docs/product.md §8: list failures show the error itself). */
export function ListError({ message }: { message: string }) {
  return (
    <div className="empty-state" role="alert">
      <p className="empty-title">{message}</p>
    </div>
  );
}

/** A screen whose CatRep or cat does not exist, with the way back to one's profile. */
export function NotFound({ title }: { title: string }) {
  return (
    <section className="card">
      <EmptyState title={title}>
        <Link to="/information">Back to my profile</Link>
      </EmptyState>
    </section>
  );
}

/**
 * What a screen shows instead of its main live document (a reactfire `{ status, data }`): a
 * spinner while loading, `texts.error` when it failed, `texts.missing` when there is no such
 * document; null once it is there.
 */
export function documentFallback(
  doc: { status: 'loading' | 'error' | 'success'; data?: unknown },
  texts: { error: string; missing: string },
): ReactNode {
  if (doc.status === 'loading') return <Spinner />;
  if (doc.status === 'error') return <LoadError message={texts.error} />;
  if (!doc.data) return <NotFound title={texts.missing} />;
  return null;
}
