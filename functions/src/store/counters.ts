/**
 * A post's like and comment counts in shards that adapt (README "Counters", model/src/counters.ts):
 * an ordinary post counts on its first shard alone; one that runs hot spreads its new likes and
 * comments over COUNTER_SHARDS shards. A like or a comment increments its shard blind (no read, so
 * concurrent likers never contend), in the batch or transaction that writes it, and records the
 * shard it chose (`shard`), which its take-back decrements. Readers sum the shards: the web client
 * listens to one post's `counters` (one document for an ordinary post), the API reads a page of
 * posts' shards in one collection-group query per 30 posts.
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  NO_COUNTS,
  shardFor,
  sumCounters,
  type PostCounts,
  type PostReach,
  type ReadShard,
} from '@catrep/model';
import { counters } from './collections.js';

/** Which count moves: `likes` or `comments`. */
export type CountedField = 'likes' | 'comments';

/**
 * In `writer` (a transaction or a batch), adds `delta` (±1) to `field` of post `feedId` on shard
 * `shard` ('0' … '9': the one `shardFor` chose for a new like or comment, the one a stored like or
 * comment records for its take-back). `post`, the post as read in the same transaction, writes its
 * reach (visibility and author) on the shard, which the rules read instead of the post
 * (model/src/counters.ts); without it (a take-back in a batch, which read the post before) the
 * shard keeps the reach it has, so a post read earlier never writes back an older visibility.
 */
export function countIn(
  writer: Transaction | WriteBatch,
  feedId: string,
  shard: string,
  field: CountedField,
  delta: number,
  post?: PostReach,
): void {
  const ref = counters.of(feedId).doc(shard);
  const reach = post ? { visibility: post.visibility, userId: post.userId } : {};
  (writer as WriteBatch).set(
    ref,
    { feedId, ...reach, [field]: FieldValue.increment(delta) },
    { merge: true },
  );
}

/**
 * For a transaction that moves post `feedId`'s visibility `from` one `to` another: reads its shards
 * in `tx` (one read for an ordinary post, at most COUNTER_SHARDS; none when the visibility does not
 * move) and answers the write to make once every read of the transaction is done, which sets `to`
 * on each shard that has another, so the rules read the shards as they will read the post
 * (model/src/counters.ts).
 */
export async function shardsFollowing(
  tx: Transaction,
  feedId: string,
  from: number | undefined,
  to: number,
): Promise<() => void> {
  if (from === to) return () => undefined;
  const snap = await tx.get(counters.of(feedId));
  return () => {
    for (const shard of snap.docs)
      if (shard.get('visibility') !== to) tx.update(shard.ref, { visibility: to });
  };
}

/** A post's shards as read at one moment: its counts, and the shard a new action by a CatRep goes on. */
export interface ShardsRead {
  counts: PostCounts;
  /** The shard a new like or comment by `uid` counts on (model `shardFor`). */
  shardFor(uid: string): string;
}

/**
 * Reads post `feedId`'s shards (one query, outside any transaction so it locks nothing: one read
 * for an ordinary post, at most COUNTER_SHARDS for a hot one). Answers their counts and where a
 * new action goes (`ShardsRead`).
 */
export async function readShards(feedId: string): Promise<ShardsRead> {
  const snap = await counters.of(feedId).get();
  const shards: ReadShard[] = snap.docs.map((d) => ({
    id: d.id,
    data: d.data(),
    writtenMs: d.updateTime.toMillis(),
  }));
  const readMs = snap.readTime.toMillis();
  return {
    counts: sumCounters(shards.map((s) => s.data)),
    shardFor: (uid) => shardFor(uid, shards, readMs),
  };
}

/** The counts of one post (one query over its shards; at most `COUNTER_SHARDS` documents). */
export async function countsOf(feedId: string): Promise<PostCounts> {
  return (await readShards(feedId)).counts;
}

/** The counts of each post of `feedIds` (one collection-group query per 30 ids); 0 for none. */
export async function countsOfMany(feedIds: string[]): Promise<Map<string, PostCounts>> {
  const ids = [...new Set(feedIds)];
  const chunks = [];
  for (let i = 0; i < ids.length; i += 30) chunks.push(ids.slice(i, i + 30));
  const snaps = await Promise.all(chunks.map((chunk) => counters.group().where('feedId', 'in', chunk).get()));
  const byPost = new Map<string, { likes?: number; comments?: number }[]>();
  for (const shard of snaps.flatMap((s) => s.docs)) {
    const { feedId } = shard.data();
    const found = byPost.get(feedId);
    if (found) found.push(shard.data());
    else byPost.set(feedId, [shard.data()]);
  }
  return new Map(ids.map((id) => [id, byPost.has(id) ? sumCounters(byPost.get(id)!) : NO_COUNTS]));
}
