/**
 * Setup file of every vitest project (vitest.config.ts): no test may open a socket to anything but
 * loopback (docs/architecture.md §3). The tripwire refuses such a socket; this hook fails the test during
 * which one was attempted, and the file's last hook catches attempts made after its last test.
 */
import { afterAll, afterEach } from 'vitest';
import { installTripwire, takeTripped } from './tripwire.js';

installTripwire();

function failOnTrips(when: string) {
  const hosts = takeTripped();
  if (hosts.length) {
    throw new Error(`${when} tried to open a socket outside loopback, to ${hosts.join(', ')}`);
  }
}

afterEach(() => failOnTrips('This test'));
afterAll(() => failOnTrips('This file'));
