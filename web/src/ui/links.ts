/**
 * Web links in a text (ui/text.tsx `LinkedText` loads this module only for a text that may hold
 * one): `https://…`, `http://…` and bare `www.example.com` or `example.com` (known top-level
 * domains); not e-mail addresses. linkify-it (markdown-it's; 4 KB gzipped, where linkifyjs weighed
 * 10 KB in CatShare's first screen).
 */
import { LinkifyIt } from 'linkify-it';

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false });

/**
 * Splits a text into plain parts and web links: http(s) links as written, bare ones linked as
 * https; other schemes (`ftp:`, `//…`, `javascript:`) stay text, and so does trailing punctuation.
 */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const link of linkify.match(text) ?? []) {
    const href = link.schema === '' ? link.url.replace(/^http:\/\//i, 'https://') : link.url;
    if (!/^https?:\/\//i.test(href)) continue;
    if (link.index > at) parts.push({ text: text.slice(at, link.index) });
    parts.push({ text: link.raw, href });
    at = link.lastIndex;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
