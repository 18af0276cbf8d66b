/**
 * Fetching a web page for a link preview without server-side request forgery (docs/product.md §5 last
 * rule; docs/architecture.md §1 Link previews): http and https only; every address the name resolves to —
 * checked when the socket connects, so a DNS answer cannot change between check and use — must be public
 * unicast (no loopback, private, link-local such as 169.254.169.254, unique-local, CGNAT, multicast or
 * reserved, IPv4-mapped included); each redirect hop is checked the same way; at most 5 seconds
 * and 1 MB in all for a page, 5 MB for its preview image.
 *
 * LINK_PREVIEW_ALLOW ("host:port,…") lets exact host:port pairs through despite their address:
 * it exists for the tests' local page and is never set in production.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const PREVIEW_TIMEOUT_MS = 5000;
export const PREVIEW_MAX_BYTES = 1024 * 1024;
export const PREVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;

/** The URL may not be fetched (scheme, address, size, type or time). */
export class BlockedFetchError extends Error {}

/** True for public unicast addresses only. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  }
  return addr.range() === 'unicast';
}

const allowList = () =>
  new Set(
    (process.env.LINK_PREVIEW_ALLOW ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** A dns.lookup that refuses names resolving to any non-public address. */
function guardedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => !isPublicAddress(a.address));
      if (bad && !allowed) {
        return callback(new BlockedFetchError(`${hostname} resolves to ${bad.address}`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Checks scheme and literal addresses of one hop; returns whether the allow-list covers it. */
function checkUrl(url: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BlockedFetchError(`scheme ${url.protocol} is not allowed`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = allowList().has(`${host.toLowerCase()}:${portOf(url)}`);
  if (isIP(host) && !isPublicAddress(host) && !allowed) {
    throw new BlockedFetchError(`address ${host} is not public`);
  }
  return allowed;
}

interface Hop {
  status: number;
  location?: string;
  contentType: string;
  body: Buffer;
}

/** What one kind of fetch accepts: its Accept header, its size limit and its content types. */
interface Wanted {
  accept: string;
  maxBytes: number;
  contentType: RegExp;
  what: string;
}

const PAGE: Wanted = {
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  maxBytes: PREVIEW_MAX_BYTES,
  contentType: /^(text\/html|application\/xhtml\+xml)/i,
  what: 'page larger than 1 MB',
};

const IMAGE: Wanted = {
  accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
  maxBytes: PREVIEW_IMAGE_MAX_BYTES,
  contentType: /^image\//i,
  what: 'image larger than 5 MB',
};

function requestOnce(url: URL, allowed: boolean, signal: AbortSignal, wanted: Wanted): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: guardedLookup(allowed),
        signal,
        headers: {
          'User-Agent': 'CatRepLinkPreview/1.0 (+https://catrep.example)',
          Accept: wanted.accept,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location, contentType: '', body: Buffer.alloc(0) });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > wanted.maxBytes) {
            req.destroy(new BlockedFetchError(wanted.what));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * GETs `link` following at most 5 redirects, every hop guarded, for content of the `wanted`
 * kind. Resolves the final URL and body; throws BlockedFetchError (or a network error) otherwise.
 */
async function fetchGuarded(link: string, wanted: Wanted): Promise<{ url: string; body: Buffer }> {
  const signal = AbortSignal.timeout(PREVIEW_TIMEOUT_MS);
  let url = new URL(link);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const allowed = checkUrl(url);
    const res = await requestOnce(url, allowed, signal, wanted);
    if (res.location) {
      url = new URL(res.location, url);
      continue;
    }
    if (res.status < 200 || res.status >= 300) throw new BlockedFetchError(`status ${res.status}`);
    if (!wanted.contentType.test(res.contentType)) {
      throw new BlockedFetchError(`content type ${res.contentType || 'missing'}`);
    }
    return { url: url.toString(), body: res.body };
  }
  throw new BlockedFetchError('too many redirects');
}

/** An HTML page for a preview: `{ url, html }` after redirects; throws BlockedFetchError. */
export async function fetchPage(link: string): Promise<{ url: string; html: string }> {
  const { url, body } = await fetchGuarded(link, PAGE);
  return { url, html: body.toString('utf8') };
}

/**
 * The bytes of a preview's image (any image/* type, at most 5 MB), fetched under the same guard:
 * the server copies it into the media store, so no page of CatRep loads images from elsewhere.
 */
export async function fetchImage(link: string): Promise<Buffer> {
  return (await fetchGuarded(link, IMAGE)).body;
}
