/**
 * The client address of a request, for throttles keyed on who is calling (issue 12: contact and
 * login). In production every call reaches the function through Firebase Hosting and Google's
 * front end, which put the caller's address in X-Forwarded-For; Express reads it with
 * `trust proxy` (app.ts). IPv4-mapped IPv6 addresses count as their IPv4 address, and an IPv6
 * address counts as its /64 network: one household or phone usually holds a whole /64.
 */
import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

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
