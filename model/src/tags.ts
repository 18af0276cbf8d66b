/**
 * Hashtags (README "Find cats like yours"): `#caturday` in a post or comment is a link to the tag's
 * page `/tags/{tag}`; a post stores its tags (`tags`, at most MAX_POST_TAGS) so that the tag's
 * page can list it (`GET /tags/{tag}/feeds`), and its CatRep's use of each counts towards
 * Trending (`GET /tags/trending`).
 *
 * A tag is `#` (or the full-width `＃`) and a run of letters, combining marks and digits of any
 * script (Unicode property escapes), with at least one letter, at most MAX_TAG_LENGTH characters,
 * not preceded by a letter, digit, `#`, `&` or `/` (so `page#top` and `example.com/#top` are no
 * tags). It is stored and compared normalised: NFC, lower case (`#CatURDAY` is `caturday`).
 */

/** At most this many tags a post holds (a message with more is refused). */
export const MAX_POST_TAGS = 10;
/** The longest tag, in characters after normalisation; a longer run is no tag. */
export const MAX_TAG_LENGTH = 50;
/** Trending: this many tags, ranked by the CatReps who used each … */
export const TRENDING_SIZE = 10;
/** … in this many hours before the computation … */
export const TRENDING_WINDOW_HOURS = 24;
/** … which runs at most this often (the schedule's period). */
export const TRENDING_EVERY_MINUTES = 10;
/** Tags the header search finds at most. */
export const TAG_SEARCH_LIMIT = 10;

const TAG_BODY = '[\\p{L}\\p{M}\\p{Nd}]+';
/** A tag in a text: the character before (if any) is checked by the lookbehind. */
const HASHTAG = new RegExp(`(?<![\\p{L}\\p{M}\\p{Nd}_#＃&/])[#＃](${TAG_BODY})`, 'gu');
const WHOLE_TAG = new RegExp(`^${TAG_BODY}$`, 'u');

/**
 * `raw` (without its `#`) as a stored tag — NFC, lower case — or null when it is no tag: empty,
 * anything but letters, marks and digits, no letter, or longer than MAX_TAG_LENGTH.
 */
export function normaliseTag(raw: string): string | null {
  const tag = raw.normalize('NFC').toLowerCase();
  if (!WHOLE_TAG.test(tag) || !/\p{L}/u.test(tag) || [...tag].length > MAX_TAG_LENGTH) return null;
  return tag;
}

/** The parts of a text: plain text, and tags (`tag` normalised) as written (`text`, with its `#`). */
export function splitTags(text: string): { text: string; tag?: string }[] {
  const parts: { text: string; tag?: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const tag = normaliseTag(match[1]);
    if (!tag) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match[0], tag });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The distinct tags of `text`, normalised, in the order they first appear. */
export function hashtags(text: string): string[] {
  return [...new Set(splitTags(text).flatMap((p) => (p.tag ? [p.tag] : [])))];
}

/** The page of a tag: `/tags/{tag}`. */
export const tagPath = (tag: string) => `/tags/${encodeURIComponent(tag)}`;

/** One tag of Trending: the tag and how many CatReps used it in the window. */
export interface TrendingTag {
  tag: string;
  catReps: number;
}

/**
 * `trending/current`: the top tags as last computed (functions/src/domain/feeds/trending.ts),
 * read by the clients. `computedAt` is when (ms since the epoch); the window ends then.
 */
export interface TrendingDoc {
  tags: TrendingTag[];
  computedAt: number;
  windowHours: number;
}

/**
 * `tagUses/{tag}_{uid}_{day}`: CatRep `uid` used `tag` in the public posts `feedIds`, which became
 * public (or took the tag) on `day` ('YYYY-MM-DD', UTC); `lastAt` is the latest such use. Written
 * with the post, in its transaction; one per tag, CatRep and day, so no two CatReps write the same
 * document. Trending counts the CatReps whose uses with a post left lie in the window.
 */
export interface TagUseDoc {
  tag: string;
  uid: string;
  day: string;
  feedIds: string[];
  lastAt: unknown;
  /** When Firestore's TTL policy may delete it: two days after its last use. */
  expiresAt: unknown;
}

/** `tags/{tag}`: a tag some post ever held, for the header search (no counts, no CatRep). */
export interface TagDoc {
  tag: string;
  createdAt: unknown;
}

/** The id of the use document of `tag` by `uid` on `day`. */
export const tagUseId = (tag: string, uid: string, day: string) => `${tag}_${uid}_${day}`;

/**
 * The top `size` tags of `uses` (tag, CatRep, time in ms) from `since` on: by the number of
 * different CatReps, then the latest use, then the tag. The rule Trending computes by.
 */
export function topTags(
  uses: Iterable<{ tag: string; uid: string; at: number }>,
  since: number,
  size = TRENDING_SIZE,
): TrendingTag[] {
  const byTag = new Map<string, { uids: Set<string>; last: number }>();
  for (const use of uses) {
    if (use.at < since) continue;
    const entry = byTag.get(use.tag) ?? { uids: new Set<string>(), last: 0 };
    entry.uids.add(use.uid);
    entry.last = Math.max(entry.last, use.at);
    byTag.set(use.tag, entry);
  }
  return [...byTag.entries()]
    .sort(([a, x], [b, y]) => y.uids.size - x.uids.size || y.last - x.last || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, size)
    .map(([tag, { uids }]) => ({ tag, catReps: uids.size }));
}
