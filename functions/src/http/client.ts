/**
 * The client address of a request, for the throttles keyed on who is calling (login, contact,
 * registration; README "Security"). X-Forwarded-For is a list the client starts and each proxy
 * appends to; only the entries appended by proxies CatRep trusts can be believed. In production
 * the last hop is Google's front end, which appends the address it saw; on the emulators the edge
 * (scripts/edge.mjs) does the same. So the address is the right-most entry, or, when there are
 * more trusted hops in front (`TRUSTED_PROXY_HOPS`), that many from the right: whatever a client
 * writes into the header itself stays to the left and is never read. IPv4-mapped IPv6 addresses
 * count as their IPv4 address, and an IPv6 address counts as its /64 network: one household or
 * phone usually holds a whole /64.
 */
import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * How many proxies in front of the API append to X-Forwarded-For: Express's `trust proxy` (app.ts)
 * then takes the address that many entries from the right. `TRUSTED_PROXY_HOPS`, 1 by default.
 */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1);
  return Number.isInteger(hops) && hops >= 0 ? hops : 1;
}

/** The caller's address as throttles key it ('unknown' when there is none). */
export function clientAddress(req: Request): string {
  const raw = req.ip ?? req.socket.remoteAddress ?? '';
  if (!ipaddr.isValid(raw)) return 'unknown';
  let addr = ipaddr.parse(raw);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  }
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
