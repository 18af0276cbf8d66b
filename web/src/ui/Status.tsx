/** Loading spinner, empty state and load-error panels shared by every screen. */
import type { ReactNode } from 'react';

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
