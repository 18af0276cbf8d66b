/**
 * A post's like and comment counts in shards (README "Counters", model/src/counters.ts): a like
 * or a comment increments the shard of its CatRep's uid, blind (no read, so concurrent likers
 * never contend), in the batch or transaction that writes the like or the comment. Readers sum the shards:
 * the web client listens to one post's `counters`, the API reads a page of posts' shards in one
 * collection-group query per 30 posts.
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { NO_COUNTS, counterShard, sumCounters, type PostCounts } from '@catrep/model';
import { counters } from './collections.js';

/** Which count moves: `likes` or `comments`. */
export type CountedField = 'likes' | 'comments';

/**
 * In `writer` (a transaction or a batch), adds `delta` (±1) to `field` of post `feedId`, on the
 * shard of CatRep `uid`.
 */
export function countIn(
  writer: Transaction | WriteBatch,
  feedId: string,
  uid: string,
  field: CountedField,
  delta: number,
): void {
  const shard = counters.of(feedId).doc(counterShard(uid));
  (writer as WriteBatch).set(shard, { feedId, [field]: FieldValue.increment(delta) }, { merge: true });
}

/** The counts of one post (one query over its shards; at most `COUNTER_SHARDS` documents). */
export async function countsOf(feedId: string): Promise<PostCounts> {
  const shards = await counters.of(feedId).get();
  return sumCounters(shards.docs.map((d) => d.data()));
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
