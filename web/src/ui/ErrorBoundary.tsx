/**
 * `ScreenErrorBoundary`: what a screen shows when it throws while rendering, instead of an empty
 * page (react-error-boundary does the catching). reactfire throws a live read the rules refuse — a
 * CatRep who blocked the reader, whose profile or cat was open (README "Trust and safety") — so
 * such a screen says it is not available. Inputs: `resetKey` (the address): a new one shows the new
 * screen again; `children`: the screens.
 */
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link } from 'react-router-dom';
import { EmptyState } from './Status';

function ScreenUnavailable() {
  return (
    <section className="card" role="alert">
      <EmptyState title="This page is not available.">
        <Link to="/cat-share">Go to CatShare</Link>
      </EmptyState>
    </section>
  );
}

export function ScreenErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={ScreenUnavailable} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * `PartErrorBoundary`: keeps a failing part of a screen (a post's comments whose post was just
 * deleted, say: the live read is refused from then on) to itself, showing `message` in its place.
 */
export function PartErrorBoundary({ message, children }: { message: string; children: ReactNode }) {
  return <ErrorBoundary fallback={<p className="muted small">{message}</p>}>{children}</ErrorBoundary>;
}
