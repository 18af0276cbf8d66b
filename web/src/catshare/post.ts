/** CatShare's view types and timestamp helpers (no Firebase: presentational code imports them). */
import type { CommentDoc, FeedDoc, FeedType } from '@catrep/model';

/** A post as the screen shows it: its id (the post's, also for timeline copies) and document. */
export type Post = FeedDoc & { id: string };
export type CommentItem = CommentDoc & { id: string };

/** Milliseconds of a Firestore Timestamp (or anything with toMillis), else 0. */
export function millisOf(t: unknown): number {
  return t && typeof (t as { toMillis?: unknown }).toMillis === 'function'
    ? (t as { toMillis: () => number }).toMillis()
    : 0;
}

/** A Date for a Firestore Timestamp (or null while a server timestamp is pending). */
export function dateOf(t: unknown): Date | null {
  const ms = millisOf(t);
  return ms ? new Date(ms) : null;
}

export interface ShareInput {
  type: FeedType;
  message: string;
  url?: string;
}
