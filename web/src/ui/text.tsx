/**
 * Text helpers of CatShare and CatChat: messages as text with web links clickable (never as HTML),
 * hashtags as links to their pages (`withTags`: posts and comments, README "Find cats like
 * yours"), relative time (docs/product.md §9) that re-renders every 30 seconds, and the "edited"
 * mark of a visibly edited post or comment. Presentational.
 */
import { Fragment, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { LinkifyIt } from 'linkify-it';
import { relativeTime, splitTags, tagPath } from '@catrep/model';

/**
 * Finds web links: `https://…`, `http://…` and bare `www.example.com` or `example.com` (known
 * top-level domains); not e-mail addresses. linkify-it (markdown-it's; 4 KB gzipped, where
 * linkifyjs weighed 10 KB in CatShare's first screen).
 */
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

/**
 * A message: text with clickable links, line breaks kept by CSS (white-space: pre-wrap); with
 * `withTags`, each hashtag outside a link leads to its page (`/tags/{tag}`).
 */
export function LinkedText({
  text,
  className,
  withTags = false,
}: {
  text: string;
  className?: string;
  withTags?: boolean;
}) {
  return (
    <p className={className}>
      {splitLinks(text).map((p, i) =>
        p.href ? (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {p.text}
          </a>
        ) : withTags ? (
          <Fragment key={i}>
            {splitTags(p.text).map((t, j) =>
              t.tag ? (
                <Link key={j} className="hashtag" to={tagPath(t.tag)}>
                  {t.text}
                </Link>
              ) : (
                <Fragment key={j}>{t.text}</Fragment>
              ),
            )}
          </Fragment>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </p>
  );
}

// One shared 30-second clock for every relative time on the screen.
const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const getNow = () => now;

/** 'now', 'N seconds ago', … (docs/product.md §9) in a <time> element. */
export function RelativeTime({ date }: { date: Date | null }) {
  // The shared clock (a post newer than its last tick is 'now').
  const clock = useSyncExternalStore(subscribe, getNow, getNow);
  if (!date) return <time>now</time>;
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {relativeTime(date, new Date(Math.max(clock, date.getTime())))}
    </time>
  );
}

/**
 * "edited" and when, after a post's or a comment's time (README "Find cats like yours", visible
 * edits); nothing when it was never edited.
 */
export function EditedMark({ editedAt }: { editedAt: Date | null }) {
  if (!editedAt) return null;
  return (
    <span className="edited-mark">
      edited <RelativeTime date={editedAt} />
    </span>
  );
}
