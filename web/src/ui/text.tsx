/**
 * Text helpers of CatShare and CatChat: messages as text with web links clickable (never as HTML),
 * hashtags as links to their pages (`withTags`: posts and comments, README "Find cats like
 * yours"), relative time (docs/product.md §9) that re-renders every 30 seconds, and the "edited"
 * mark of a visibly edited post or comment. Presentational. The link finder (./links.ts) loads
 * only for a text that may hold a link.
 */
import { Fragment, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { relativeTime, splitTags, tagPath } from '@catrep/model';

/** The link finder (./links.ts, linkify-it), once loaded: a chunk of its own. */
type Links = typeof import('./links');
let links: Links | null = null;
let loadingLinks: Promise<Links> | null = null;

/**
 * Whether a text may hold a web link — a scheme, or a dot between letters as in a bare domain —
 * checked before the link finder is loaded; most texts have neither and never load it (README
 * "Keeping first screens light").
 */
const MAYBE_LINK = /:\/\/|[a-z0-9-]\.[a-z]{2,}/i;

/** The link finder when `needed`: null until its chunk has arrived (the text shows plain meanwhile). */
function useLinks(needed: boolean): Links | null {
  const [loaded, setLoaded] = useState(links);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadingLinks ??= import('./links').then((m) => (links = m));
    void loadingLinks.then((m) => live && setLoaded(m));
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return needed ? loaded : null;
}

/**
 * A message: text with clickable links (./links.ts `splitLinks`; plain until the link finder has
 * loaded, for a text that may hold one), line breaks kept by CSS (white-space: pre-wrap); with
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
  const finder = useLinks(MAYBE_LINK.test(text));
  const parts = finder ? finder.splitLinks(text) : [{ text }];
  return (
    <p className={className}>
      {parts.map((p: { text: string; href?: string }, i) =>
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
