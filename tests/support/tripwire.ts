/**
 * The no-network tripwire (docs/architecture.md §3 "nothing may open a connection outside loopback"):
 * `net.Socket.prototype.connect` throws for any host but loopback, and records it. Every test
 * layer installs it through `no-network.setup.ts` (vitest.config.ts `setupFiles`), which fails the
 * test that tripped it, even when the code under test swallowed the error (as google-auth-library
 * does when it probes the cloud metadata server).
 */
import net from 'node:net';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost|::ffff:127\.\d+\.\d+\.\d+)$/i;

interface TripwireState {
  tripped: string[];
  original: typeof net.Socket.prototype.connect | null;
}

// One state per worker, whichever module instance (setup file or test file) asks.
const state: TripwireState = ((globalThis as { __catrepTripwire?: TripwireState }).__catrepTripwire ??= {
  tripped: [],
  original: null,
});

/** The hosts sockets were about to be opened to since the last `takeTripped()`. */
export const tripped = state.tripped;

/** The host a `Socket#connect` call aims at (Node passes normalized `[options, cb]` arrays). */
function targetHost(args: unknown[]): string | null {
  let first = args[0];
  if (Array.isArray(first)) first = first[0];
  if (first && typeof first === 'object') {
    const o = first as { host?: string; path?: string };
    if (o.path) return null; // a local IPC socket
    return o.host ?? 'localhost';
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null; // connect(path): IPC
  return typeof args[1] === 'string' ? args[1] : 'localhost';
}

/** Installs the tripwire (once per worker). */
export function installTripwire(): void {
  if (state.original) return;
  const original = net.Socket.prototype.connect;
  state.original = original;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const host = targetHost(args);
    if (host !== null && !LOOPBACK.test(host.replace(/^\[|\]$/g, ''))) {
      state.tripped.push(host);
      throw new Error(`Tripwire: a socket to ${host} was about to be opened`);
    }
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof original;
}

/** The hosts tripped so far, emptying the list. */
export function takeTripped(): string[] {
  return state.tripped.splice(0, state.tripped.length);
}
