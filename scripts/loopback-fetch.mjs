/**
 * `fetch` from a loopback address of one's choosing (127.x.y.z): on the emulators each address
 * is a client of its own to the edge (scripts/edge.mjs), which the API's per-address throttles
 * key on, as each device is in production. Used by the seed and the tests to act as many people.
 */
import { Agent, fetch as undiciFetch } from 'undici';

const agents = new Map();

/** `fetch(url, init)` over a connection opened from `from` (e.g. '127.3.9.1'). */
export function fetchFrom(from, url, init) {
  let agent = agents.get(from);
  if (!agent) {
    agent = new Agent({ localAddress: from });
    agents.set(from, agent);
  }
  return undiciFetch(url, { ...init, dispatcher: agent });
}

/** A random loopback address other than 127.0.0.1. */
export function randomLoopback() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `127.${byte()}.${byte()}.${byte()}`;
}
