/**
 * The address checks of the link-preview guard against server-side request forgery
 * (docs/architecture.md §1 Link previews; docs/product.md §5 last rule): only public unicast
 * addresses pass, IPv4-mapped IPv6 judged as the IPv4 it carries, and a link the guard refuses
 * fails before any socket opens. The fetches themselves (redirects, sizes, types, time) are
 * tested against a local page in tests/api/link-preview.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlockedFetchError, fetchImage, fetchPage, isPublicAddress } from './safe-fetch.js';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.216.34'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4007:80e::200e'],
  ])('lets the public unicast address %s through', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['127.1', 'loopback, short spelling'],
    ['::1', 'IPv6 loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved (documentation)'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex spelling'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2001:db8::1', 'IPv6 documentation'],
  ])('refuses %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([[''], ['localhost'], ['example.com'], ['256.1.1.1'], ['::g']])(
    'refuses %j, which is no address',
    (text) => {
      expect(isPublicAddress(text)).toBe(false);
    },
  );

  it('refuses every address of the private, loopback and link-local IPv4 ranges', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const inRange = fc.oneof(
      fc.tuple(octet, octet, octet).map(([b, c, d]) => `10.${b}.${c}.${d}`),
      fc.tuple(octet, octet, octet).map(([b, c, d]) => `127.${b}.${c}.${d}`),
      fc.tuple(fc.integer({ min: 16, max: 31 }), octet, octet).map(([b, c, d]) => `172.${b}.${c}.${d}`),
      fc.tuple(octet, octet).map(([c, d]) => `192.168.${c}.${d}`),
      fc.tuple(octet, octet).map(([c, d]) => `169.254.${c}.${d}`),
    );
    fc.assert(fc.property(inRange, (ip) => !isPublicAddress(ip)));
  });

  it('judges an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    const ipv4 = fc
      .tuple(...[0, 1, 2, 3].map(() => fc.integer({ min: 0, max: 255 })))
      .map((o) => o.join('.'));
    fc.assert(fc.property(ipv4, (ip) => isPublicAddress(`::ffff:${ip}`) === isPublicAddress(ip)));
  });
});

describe('fetchPage and fetchImage refuse before connecting', () => {
  /** Expects `fetch(link)` to fail with BlockedFetchError saying `why`. */
  async function expectBlocked(fetch: (link: string) => Promise<unknown>, link: string, why: RegExp) {
    const error = await fetch(link).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BlockedFetchError);
    expect((error as Error).message).toMatch(why);
  }

  it.each([
    ['file:///etc/passwd'],
    ['ftp://example.com/cat.html'],
    ['gopher://example.com/'],
    ['data:text/html,hi'],
  ])('refuses the scheme of %s', async (link) => {
    await expectBlocked(fetchPage, link, /scheme .* is not allowed/);
    await expectBlocked(fetchImage, link, /scheme .* is not allowed/);
  });

  it.each([
    ['http://127.0.0.1:1/'],
    ['http://[::1]:1/'],
    ['http://[::ffff:127.0.0.1]:1/'],
    ['https://169.254.169.254/latest/meta-data/'],
    ['http://10.0.0.1/'],
    // Numeric spellings the URL parser turns into 127.0.0.1.
    ['http://2130706433:1/'],
    ['http://0x7f.1:1/'],
    ['http://0177.0.0.1:1/'],
  ])('refuses the literal address of %s', async (link) => {
    await expectBlocked(fetchPage, link, /address .* is not public/);
    await expectBlocked(fetchImage, link, /address .* is not public/);
  });

  it('refuses a name whose DNS answer is loopback, when the socket would connect', async () => {
    await expectBlocked(fetchPage, 'http://localhost:1/', /localhost resolves to/);
  });

  it('lets through only the exact host:port pairs of LINK_PREVIEW_ALLOW', async () => {
    const previous = process.env.LINK_PREVIEW_ALLOW;
    process.env.LINK_PREVIEW_ALLOW = '127.0.0.1:2';
    try {
      // Another port of an allowed host is still refused.
      await expectBlocked(fetchPage, 'http://127.0.0.1:1/', /not public/);
      // The allowed pair passes the guard: the fetch then fails on the closed port instead.
      const error = await fetchPage('http://127.0.0.1:2/').catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(BlockedFetchError);
      expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    } finally {
      if (previous === undefined) delete process.env.LINK_PREVIEW_ALLOW;
      else process.env.LINK_PREVIEW_ALLOW = previous;
    }
  });
});
