/**
 * The head of a 'My CatReps' timeline (docs/architecture.md §2 Timelines): one document,
 * `users/{uid}/private/timeline`, holding the newest references of uid's timeline, so the first
 * pages of that view cost one read for the references plus one per post — "posts shown + 2" —
 * instead of one per reference and one per post.
 *
 * The timeline trigger writes every reference into both the reference documents
 * (`users/{uid}/timeline/{feedId}`, the whole timeline) and the head, and removes it from both.
 * When the head grows past `TIMELINE_HEAD.trimAbove` references it is trimmed to the newest
 * `TIMELINE_HEAD.keep`, and its `floor` records the oldest one kept: the head holds every
 * reference at or newer than its floor (all of them when it has none). Pages beyond that are read
 * from the reference documents by cursor (`headPage` answers null for them).
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

/**
 * Every reference of `head`, newest first, including those below its floor (which the trim
 * drops next). Entries without a stored time are skipped.
 */
function allHeadEntries(head: TimelineHeadDoc | undefined): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const [feedId, ref] of Object.entries(head?.refs ?? {})) {
    if (isTime(ref.createdAt)) entries.push({ feedId, userId: ref.userId, createdAt: ref.createdAt });
  }
  return entries.sort(compareNewestFirst);
}

/** The references the head is known to hold completely (those at or above its floor), newest first. */
export function headEntries(head: TimelineHeadDoc | undefined): TimelineEntry[] {
  const entries = allHeadEntries(head);
  const floor = head && floorOf(head);
  return floor ? entries.filter((e) => compareNewestFirst(e, floor) <= 0) : entries;
}

/** A page of a timeline read from its head. */
export interface HeadPage {
  entries: TimelineEntry[];
  /** Whether a page may follow (the cursor is then the last entry). */
  more: boolean;
}

/**
 * The page of `size` entries after `after` (or the first page), or after `skip` entries for an
 * index-paged reader; null when the head cannot answer it and the reference documents must (the
 * page reaches below the head's floor). A head that does not exist is an empty timeline.
 */
export function headPage(
  head: TimelineHeadDoc | undefined,
  { after, skip = 0 }: { after?: TimelineCursor | null; skip?: number },
  size: number,
): HeadPage | null {
  const entries = headEntries(head);
  const complete = !head || floorOf(head) === null;
  let start = skip;
  if (after) {
    const i = entries.findIndex((e) => compareNewestFirst(e, after) > 0);
    start = i === -1 ? entries.length : i;
  }
  const page = entries.slice(start, start + size);
  if (page.length === size) return { entries: page, more: !complete || start + size < entries.length };
  return complete ? { entries: page, more: false } : null;
}

/**
 * How to trim `head`: the references to delete (all but the newest `TIMELINE_HEAD.keep`) and the
 * new floor (never lower than the old one, so the head still holds everything above it).
 */
export function trimHead(head: TimelineHeadDoc): { drop: string[]; floor: TimelineCursor | null } {
  const entries = allHeadEntries(head);
  const kept = entries.slice(0, TIMELINE_HEAD.keep);
  const drop = [
    ...entries.slice(TIMELINE_HEAD.keep).map((e) => e.feedId),
    ...Object.keys(head.refs ?? {}).filter((id) => !isTime(head.refs[id].createdAt)),
  ];
  const oldFloor = floorOf(head);
  const lowest = entries.length > kept.length ? kept.at(-1) : undefined;
  const lowestCursor = lowest ? { feedId: lowest.feedId, createdAt: lowest.createdAt } : null;
  let floor = oldFloor ?? lowestCursor;
  if (oldFloor && lowestCursor && compareNewestFirst(lowestCursor, oldFloor) < 0) floor = lowestCursor;
  return { drop, floor };
}
