/**
 * A post's counters (README "Counters"): likes and comments are not fields of the post document
 * (`feeds/{id}`), which Firestore sustains at about one write a second and whose writes wake the
 * timeline and link-preview triggers. Each like and each comment instead increments a shard
 * document `feeds/{id}/counters/{shard}`; a reader sums the shards.
 *
 * Shards adapt (`shardFor`): an ordinary post counts on one shard, FIRST_SHARD, so a reader pays
 * one read for its counts; a post that runs hot — many counted actions, or its first shard written
 * again within a second — spreads its new likes and comments over COUNTER_SHARDS shards, chosen by
 * the acting CatRep's uid, so bursts never queue on one document. Each like and comment records
 * the shard it was counted on (`shard`), so taking it back takes exactly one off that shard, before
 * or after the switch, and no shard goes below zero. Nothing listens to the shards but the readers.
 *
 * Each shard carries its post's reach — its `visibility` and author — so firestore.rules read a
 * shard as they read the post without reading the post (a `get()` a listener would pay for): a
 * reader's query pins them (`counterShardPins`). What counts on a shard copies them from the post
 * read in the same transaction, and every change of a post's visibility writes them on its shards
 * in the transaction that changes it.
 */

import { DiaryVisibility } from './codes.js';

/** `feeds/{feedId}/counters/{shard}`: one shard of a post's counts. */
export interface CounterShardDoc {
  /** The post's id (so one collection-group query can sum the shards of a page of posts). */
  feedId: string;
  /** The post's visibility (1 everyone, 2 my CatReps, 3 only me), as the post has it now. */
  visibility: number;
  /** The post's author. */
  userId: string;
  likes?: number;
  comments?: number;
}

/** What a post's shards copy from it: its visibility and author. */
export type PostReach = Pick<CounterShardDoc, 'visibility' | 'userId'>;

/**
 * The equalities a query of one post's counter shards pins, as `[field, value]` pairs, so that the
 * rules allow it without reading the post: its visibility, and its author unless it is public
 * (the author reads their own; a connected CatRep is checked on the author's relations). A shard
 * whose post changed visibility since leaves such a query: a reader asks again with the new one.
 */
export function counterShardPins(
  post: PostReach,
): [field: 'visibility' | 'userId', value: string | number][] {
  return post.visibility === DiaryVisibility.everyone
    ? [['visibility', DiaryVisibility.everyone]]
    : [
        ['visibility', post.visibility],
        ['userId', post.userId],
      ];
}

/** What a post's counters add up to. */
export interface PostCounts {
  likes: number;
  commentCount: number;
}

/** How many shards a post's counters are spread over: about this many writes a second, sustained. */
export const COUNTER_SHARDS = 10;

/** The one shard an ordinary post counts on. */
export const FIRST_SHARD = '0';

/** A post whose likes and comments reach this many spreads its new ones over COUNTER_SHARDS shards. */
export const SPREAD_AT_COUNT = 100;

/**
 * A post whose first shard was written less than this long before a new action was read (about one
 * write a second: what one Firestore document sustains) spreads too, once it counts SPREAD_MIN_COUNT.
 */
export const SPREAD_WITHIN_MS = 1000;
export const SPREAD_MIN_COUNT = 10;

/** One shard of a post as read before a new action: its id, data and the time it was last written. */
export interface ReadShard {
  id: string;
  data: Partial<CounterShardDoc>;
  /** When it was last written (ms since the epoch, the server's clock). */
  writtenMs: number;
}

/**
 * The shard a new like or comment by `uid` counts on, from the post's shards as read just before
 * (`readMs`: the server time of that read): FIRST_SHARD while the post is ordinary; once it runs
 * hot — it counts SPREAD_AT_COUNT or more, or its first shard was written within SPREAD_WITHIN_MS
 * of the read while it counts SPREAD_MIN_COUNT or more, or it spreads already (it has a shard
 * besides the first) — uid's own shard of COUNTER_SHARDS (`counterShard`).
 */
export function shardFor(uid: string, shards: readonly ReadShard[], readMs: number): string {
  const counts = sumCounters(shards.map((s) => s.data));
  const total = counts.likes + counts.commentCount;
  const first = shards.find((s) => s.id === FIRST_SHARD);
  const spread = shards.some((s) => s.id !== FIRST_SHARD);
  const busy =
    first !== undefined && readMs - first.writtenMs < SPREAD_WITHIN_MS && total >= SPREAD_MIN_COUNT;
  return spread || busy || total >= SPREAD_AT_COUNT ? counterShard(uid) : FIRST_SHARD;
}

/**
 * The shard a stored like or comment was counted on: the one it records, or — written before
 * shards adapted — its CatRep's (`counterShard`).
 */
export const shardOf = (stored: { shard?: string }, uid: string): string => stored.shard ?? counterShard(uid);

/** The shard `uid`'s likes and comments are counted on once a post spreads: '0' … '9' (FNV-1a of the uid). */
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
