/**
 * `useAction(fn)`: runs an async API mutation and tracks whether it is pending, so buttons can
 * show progress and refuse double submits.
 */
import { useState } from 'react';

export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const run = async (...args: A): Promise<R> => {
    setPending(true);
    try {
      return await fn(...args);
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
