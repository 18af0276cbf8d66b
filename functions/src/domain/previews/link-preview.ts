/**
 * Link previews (docs/product.md §5 last rule): the page is fetched with the SSRF guard of safe-fetch.ts and
 * its Open Graph (or plain HTML) title, description, image and url are read with
 * open-graph-scraper. The result is plain text; the web client never renders it as HTML.
 */
import ogs from 'open-graph-scraper';
import type { LinkPreview } from '@catrep/model';
import { fetchPage } from './safe-fetch.js';

const clip = (s: unknown, n: number) =>
  typeof s === 'string' ? s.replace(/\s+/g, ' ').trim().slice(0, n) : '';

/** An absolute http(s) URL, or null. */
function webUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The preview of `link`; throws when the page may not or cannot be fetched. */
export async function linkPreview(link: string): Promise<LinkPreview> {
  const page = await fetchPage(link);
  const { result } = await ogs({ html: page.html });
  return {
    url: webUrl(result.ogUrl, page.url) ?? page.url,
    title: clip(result.ogTitle ?? result.twitterTitle, 200),
    description: clip(result.ogDescription ?? result.twitterDescription, 500),
    image: webUrl(result.ogImage?.[0]?.url ?? result.twitterImage?.[0]?.url, page.url),
  };
}
