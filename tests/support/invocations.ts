/**
 * scripts/invocations.mjs (plain JavaScript, shared with the bench), typed: the Cloud Functions
 * executions an action started on the Emulator Suite, per function name.
 */
export interface Invoked<T> {
  result: T;
  /** Executions per function name, e.g. `{ api: 1, timelineOnFeed: 1 }`. */
  invocations: Record<string, number>;
}

/** Quiet time and give-up time in ms; functions that must have begun before quiet counts. */
export interface InvocationOptions {
  quietMs?: number;
  timeoutMs?: number;
  until?: string[];
}

const load = (): Promise<{
  invocationsOf: <T>(action: () => Promise<T>, options?: InvocationOptions) => Promise<Invoked<T>>;
}> =>
  // @ts-expect-error: plain .mjs module without types; the annotation says what it holds.
  import('../../scripts/invocations.mjs');

/**
 * Runs `action` and answers what it resolved and the executions it started once all settled
 * (see scripts/invocations.mjs for `until`, which warms triggers up).
 */
export async function invocationsOf<T>(
  action: () => Promise<T>,
  options?: InvocationOptions,
): Promise<Invoked<T>> {
  return (await load()).invocationsOf(action, options);
}
