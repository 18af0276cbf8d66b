/**
 * Text helpers of CatShare and CatChat: messages as text with web links clickable (never as HTML), and
 * relative time (SPEC §9) that re-renders every 30 seconds. Presentational.
 */
import { Fragment, useSyncExternalStore } from 'react';
import { find } from 'linkifyjs';
import { relativeTime } from '@catrep/model';

/**
 * Splits a text into plain parts and web links, found by linkifyjs: `https://…`, `http://…` and
 * bare `www.example.com` (linked as https); trailing punctuation stays text.
 */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const link of find(text, 'url', { defaultProtocol: 'https' })) {
    if (!/^https?:\/\//i.test(link.href)) continue;
    if (link.start > at) parts.push({ text: text.slice(at, link.start) });
    parts.push({ text: link.value, href: link.href });
    at = link.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** A message: text with clickable links, line breaks kept by CSS (white-space: pre-wrap). */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {splitLinks(text).map((p, i) =>
        p.href ? (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {p.text}
          </a>
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

/** 'now', 'N seconds ago', … (SPEC §9) in a <time> element. */
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
