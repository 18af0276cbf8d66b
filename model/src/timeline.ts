/**
 * The 'My CatReps' timeline (docs/architecture.md §2 Timelines), in two places a reader walks in
 * order, newest first:
 *
 * 1. The head, one document `users/{uid}/private/timeline`: the newest references — post id,
 *    author and time — so the first pages of the view cost one read for the references plus one
 *    per post. The timeline trigger writes a new reference here only (one write per timeline),
 *    with its id in `ids` so that a post's references can be found by one query.
 * 2. Below the head, pages of references `users/{uid}/timelinePages/{key}`, FEED_PAGE_SIZE (10) a
 *    page when written: when the head grows past `TIMELINE_HEAD.trimAbove` it is trimmed to the
 *    newest `TIMELINE_HEAD.keep`, and what it drops moves into pages in the same transaction (about
 *    0.1 write a reference). A page's key (its document id, `pageKey`) sorts like its oldest
 *    reference, so "the page after a cursor" is one query: the largest key below the cursor's.
 *
 * The head's `floor` records the oldest reference the last trim kept: the head holds every
 * reference at or newer than its floor (all of them while it has none). A reference older than the
 * floor that arrives later (a new connection's older posts, a diary item back in reach) waits in the
 * head below the floor — readers merge it into the pages below (`belowPage`) — until the next trim
 * moves it into the page that covers its time. Stores from before the pages have reference
 * documents `users/{uid}/timeline/{feedId}` for the whole timeline; readers read them after the
 * last page, and nothing writes new ones but a trim, for a late reference older than every page.
 *
 * Pure functions over both SDKs' Timestamps (anything with `seconds` and `nanoseconds`).
 */

/** A time as Firestore stores it: both SDKs' Timestamp have these two fields. */
export interface StoredTime {
  seconds: number;
  nanoseconds: number;
}

/** A reference in a timeline head, keyed by the post's id: the post's author and `createdAt`. */
export interface HeadRef {
  userId: string;
  createdAt: unknown;
}

/** `users/{uid}/private/timeline`: the newest references of uid's timeline (module doc above). */
export interface TimelineHeadDoc {
  /** Post id → its author and time. */
  refs: Record<string, HeadRef>;
  /**
   * At least the number of `refs`: each reference added counts one, removals count nothing, a
   * trim sets it exactly. The trigger trims the heads whose `size` passes `trimAbove`.
   */
  size: number;
  /** The oldest reference kept by the last trim; absent or null while the head holds them all. */
  floor?: { feedId: string; createdAt: unknown } | null;
  /** The post ids of `refs` (added and removed with them), for the query that finds a post's references. */
  ids?: string[];
}

/**
 * `users/{uid}/timelinePages/{key}`: references the head dropped, about FEED_PAGE_SIZE of them;
 * its id is `pageKey` of the oldest reference it was written with.
 */
export interface TimelinePageDoc {
  /** The page's document id (`pageKey`), as a field: pages are found by a range on it, newest first. */
  key: string;
  /** Post id → its author and time, as in the head. */
  refs: Record<string, HeadRef>;
  /** The post ids of `refs`, to find a post's references. */
  ids: string[];
  /** The authors of `refs`, to find an author's references when a connection ends. */
  userIds: string[];
}

/** When a head is trimmed, and to how many references (at least several pages of 10). */
export const TIMELINE_HEAD = { trimAbove: 150, keep: 100 } as const;

/** A timeline entry: a post's id, author and time (a reference document's fields, typed). */
export interface TimelineEntry {
  feedId: string;
  userId: string;
  createdAt: StoredTime;
}

/** Where a page starts: after this entry (its time and post id). */
export type TimelineCursor = Pick<TimelineEntry, 'feedId' | 'createdAt'>;

const isTime = (t: unknown): t is StoredTime =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as StoredTime).seconds === 'number' &&
  typeof (t as StoredTime).nanoseconds === 'number';

/**
 * Newest first, as `orderBy('createdAt', 'desc')` with the id descending after it: negative when
 * `a` comes before `b`.
 */
function compareNewestFirst(a: TimelineCursor, b: TimelineCursor): number {
  return (
    b.createdAt.seconds - a.createdAt.seconds ||
    b.createdAt.nanoseconds - a.createdAt.nanoseconds ||
    (a.feedId < b.feedId ? 1 : a.feedId > b.feedId ? -1 : 0)
  );
}

/** The floor of a head, typed; null when the head holds every reference (or it is malformed). */
function floorOf(head: TimelineHeadDoc): TimelineCursor | null {
  const floor = head.floor;
  return floor && isTime(floor.createdAt) ? { feedId: floor.feedId, createdAt: floor.createdAt } : null;
}

/** Every reference of `refs` with a stored time, newest first. */
function entriesOf(refs: Record<string, HeadRef> | undefined): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const [feedId, ref] of Object.entries(refs ?? {})) {
    if (isTime(ref.createdAt)) entries.push({ feedId, userId: ref.userId, createdAt: ref.createdAt });
  }
  return entries.sort(compareNewestFirst);
}

/** Whether `entry` comes after `cursor` in the timeline (is older); every entry does after null. */
const isAfter = (entry: TimelineCursor, cursor: TimelineCursor | null | undefined) =>
  !cursor || compareNewestFirst(entry, cursor) > 0;

/** The references the head is known to hold completely (those at or above its floor), newest first. */
export function headEntries(head: TimelineHeadDoc | undefined): TimelineEntry[] {
  const entries = entriesOf(head?.refs);
  const floor = head && floorOf(head);
  return floor ? entries.filter((e) => !isAfter(e, floor)) : entries;
}

/** The references waiting in the head below its floor (they arrived after a trim), newest first. */
export function lateEntries(head: TimelineHeadDoc | undefined): TimelineEntry[] {
  const floor = head && floorOf(head);
  return floor ? entriesOf(head.refs).filter((e) => isAfter(e, floor)) : [];
}

/** The references of a page below the head, newest first. */
export const pageEntries = (page: TimelinePageDoc | undefined): TimelineEntry[] => entriesOf(page?.refs);

/** A page of a timeline read from its head. */
export interface HeadPage {
  entries: TimelineEntry[];
  /** Whether a page may follow (the cursor is then the last entry). */
  more: boolean;
  /**
   * Present when the head ran out before the page was full and the timeline goes on below it: read
   * on there (`belowPage`) after `after`, skipping `skip` more references (an index-paged reader).
   */
  below?: { after: TimelineCursor | null; skip: number };
}

/**
 * The page of `size` entries after `after` (or the first page), or after `skip` entries for an
 * index-paged reader. A head that does not exist is an empty timeline. When the page reaches below
 * the head's floor it holds what the head has (maybe nothing) and says where to read on (`below`).
 */
export function headPage(
  head: TimelineHeadDoc | undefined,
  { after, skip = 0 }: { after?: TimelineCursor | null; skip?: number },
  size: number,
): HeadPage {
  const entries = headEntries(head);
  const complete = !head || floorOf(head) === null;
  let start = skip;
  if (after) {
    const i = entries.findIndex((e) => isAfter(e, after));
    start = i === -1 ? entries.length : i;
  }
  const page = entries.slice(start, start + size);
  if (page.length === size) return { entries: page, more: !complete || start + size < entries.length };
  if (complete) return { entries: page, more: false };
  const last = page.at(-1);
  return {
    entries: page,
    more: true,
    below: {
      after: last ? { feedId: last.feedId, createdAt: last.createdAt } : (after ?? floorOf(head)),
      skip: Math.max(0, start - entries.length),
    },
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The key (document id) of the page whose oldest reference is `entry`: its time and post id, so
 * that keys sort as their references do, oldest first (`{seconds:12}.{nanoseconds:9}.{feedId}`).
 */
export const pageKey = (entry: TimelineCursor): string =>
  `${pad(entry.createdAt.seconds, 12)}.${pad(entry.createdAt.nanoseconds, 9)}.${entry.feedId}`;

/** The cursor a page key names (the page's oldest reference when written); null for another id. */
export function keyCursor(key: string): TimelineCursor | null {
  const match = /^(\d{12})\.(\d{9})\.(.+)$/.exec(key);
  return match
    ? { feedId: match[3], createdAt: { seconds: Number(match[1]), nanoseconds: Number(match[2]) } }
    : null;
}

/**
 * A page below the head: the `found` references after `after` — a page document's, or reference
 * documents' — with the head's late references (`lateEntries`) of the same stretch merged in, newest
 * first. The stretch ends at `bound`, the oldest reference the page stands for (a page document's
 * key, the last of a full page of reference documents), inclusive; null: the timeline's end.
 */
export function belowPage(
  head: TimelineHeadDoc | undefined,
  after: TimelineCursor | null,
  found: TimelineEntry[],
  bound: TimelineCursor | null,
): TimelineEntry[] {
  const inStretch = (e: TimelineEntry) => isAfter(e, after) && (!bound || !isAfter(e, bound));
  const byId = new Map<string, TimelineEntry>();
  for (const e of [...found.filter((e) => isAfter(e, after)), ...lateEntries(head).filter(inStretch)]) {
    byId.set(e.feedId, e);
  }
  return [...byId.values()].sort(compareNewestFirst);
}

/** A stretch below the head: its references, newest first, and the oldest it stands for (null: the end). */
export interface Stretch {
  entries: TimelineEntry[];
  bound: TimelineCursor | null;
}

/**
 * The stretch page document `page` (its id `key`) makes, with the head's late references of the
 * same stretch merged in (`belowPage`); it ends at the page's key. Null when `key` is no page key.
 */
export function pageStretch(
  head: TimelineHeadDoc | undefined,
  after: TimelineCursor | null,
  key: string,
  page: TimelinePageDoc | undefined,
): Stretch | null {
  const bound = keyCursor(key);
  return bound && { entries: belowPage(head, after, pageEntries(page), bound), bound };
}

/**
 * The stretch a page of reference documents makes (a store from before the pages): `docs`, read
 * newest first after `after`, at most `size` of them, keep those with a stored time, and the head's
 * late references of the same stretch join them (`belowPage`). A full page ends at its last
 * document (more may follow); a page that is not full ends the timeline.
 */
export function referencesStretch(
  head: TimelineHeadDoc | undefined,
  after: TimelineCursor | null,
  docs: { feedId: string; userId: string; createdAt: unknown }[],
  size: number,
): Stretch {
  const found = docs.flatMap((d): TimelineEntry[] =>
    isTime(d.createdAt) ? [{ feedId: d.feedId, userId: d.userId, createdAt: d.createdAt }] : [],
  );
  const last = found.at(-1);
  const bound = docs.length === size && last ? { feedId: last.feedId, createdAt: last.createdAt } : null;
  return { entries: belowPage(head, after, found, bound), bound };
}

/** How a trim changes a head (`trimHead`). */
export interface Trim {
  /** The references the head keeps (those at or above the new floor). */
  refs: Record<string, HeadRef>;
  floor: TimelineCursor | null;
  /** What leaves the head at or above its old floor: a stretch for new pages (`pagesOf`). */
  spill: TimelineEntry[];
  /** What leaves the head below its old floor: each into the page that covers its time. */
  late: TimelineEntry[];
}

/**
 * How to trim `head`: it keeps the newest `TIMELINE_HEAD.keep` references at or above the new floor
 * (never lower than the old one, so the head still holds everything above it); the rest moves
 * below the head, newest first. References without a stored time go.
 */
export function trimHead(head: TimelineHeadDoc): Trim {
  const entries = entriesOf(head.refs);
  const kept = entries.slice(0, TIMELINE_HEAD.keep);
  const oldFloor = floorOf(head);
  const lowest = entries.length > kept.length ? kept.at(-1) : undefined;
  const lowestCursor = lowest ? { feedId: lowest.feedId, createdAt: lowest.createdAt } : null;
  let floor = oldFloor ?? lowestCursor;
  if (oldFloor && lowestCursor && compareNewestFirst(lowestCursor, oldFloor) < 0) floor = lowestCursor;
  const refs: Record<string, HeadRef> = {};
  const spill: TimelineEntry[] = [];
  const late: TimelineEntry[] = [];
  for (const e of entries) {
    if (!floor || !isAfter(e, floor)) refs[e.feedId] = head.refs[e.feedId];
    else if (oldFloor && isAfter(e, oldFloor)) late.push(e);
    else spill.push(e);
  }
  return { refs, floor, spill, late };
}

/** The page documents a stretch of references (newest first) makes, FEED_PAGE_SIZE a page. */
export function pagesOf(entries: TimelineEntry[], size: number): { key: string; page: TimelinePageDoc }[] {
  const pages: { key: string; page: TimelinePageDoc }[] = [];
  for (let i = 0; i < entries.length; i += size) {
    const chunk = entries.slice(i, i + size);
    const page = pageDocOf(chunk);
    pages.push({ key: page.key, page });
  }
  return pages;
}

/** Post id → its author and time, for a head's or a page's `refs`. */
export const refsOf = (entries: (HeadRef & { feedId: string })[]): Record<string, HeadRef> =>
  Object.fromEntries(entries.map((e) => [e.feedId, { userId: e.userId, createdAt: e.createdAt }]));

/** A page document holding `entries` (newest first), keyed by the oldest. */
export function pageDocOf(entries: TimelineEntry[]): TimelinePageDoc {
  return {
    key: entries.length ? pageKey(entries[entries.length - 1]) : '',
    refs: refsOf(entries),
    ids: entries.map((e) => e.feedId),
    userIds: [...new Set(entries.map((e) => e.userId))],
  };
}
