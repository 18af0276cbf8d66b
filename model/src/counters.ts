/**
 * A post's counters (README "Counters"): likes and comments are not fields of the post document
 * (`feeds/{id}`), which Firestore sustains at about one write a second and whose writes wake the
 * timeline and link-preview triggers. Each like and each comment instead increments one of
 * `COUNTER_SHARDS` shard documents `feeds/{id}/counters/{shard}`, chosen by the acting CatRep's
 * uid; a reader sums the shards. The same CatRep always lands on the same shard, so taking a like
 * back or deleting a comment takes its count off the shard it was added to and no shard goes
 * below zero. Nothing listens to the shards but the readers.
 */

/** `feeds/{feedId}/counters/{shard}`: one shard of a post's counts. */
export interface CounterShardDoc {
  /** The post's id (so one collection-group query can sum the shards of a page of posts). */
  feedId: string;
  likes?: number;
  comments?: number;
}

/** What a post's counters add up to. */
export interface PostCounts {
  likes: number;
  commentCount: number;
}

/** How many shards a post's counters are spread over: about this many writes a second, sustained. */
export const COUNTER_SHARDS = 10;

/** The shard `uid`'s likes and comments are counted on: '0' … '9' (FNV-1a of the uid). */
export function counterShard(uid: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < uid.length; i += 1) {
    hash ^= uid.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % COUNTER_SHARDS);
}

/** The sum of a post's shards (any order, any subset present); never below zero. */
export function sumCounters(shards: Iterable<Partial<CounterShardDoc>>): PostCounts {
  let likes = 0;
  let commentCount = 0;
  for (const shard of shards) {
    likes += shard.likes ?? 0;
    commentCount += shard.comments ?? 0;
  }
  return { likes: Math.max(0, likes), commentCount: Math.max(0, commentCount) };
}

/** The counts of a post nobody liked or commented on. */
export const NO_COUNTS: PostCounts = { likes: 0, commentCount: 0 };
