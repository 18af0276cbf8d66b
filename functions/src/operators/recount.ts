/**
 * Recounting a post's likes and comments into its counter shards (README "Counters"): the counts
 * are made again from the likes and comments themselves, each on the shard it records, so a later
 * unlike or comment deletion takes it off the right shard. A like or comment stored before shards
 * adapted records none: on an ordinary post (fewer than SPREAD_AT_COUNT in all) it moves to the
 * first shard and records it — so a post counted on its likers' ten shards comes down to one, and
 * its readers pay one read for its counts —; on a bigger one it stays on its CatRep's shard. Shards
 * left empty are deleted. Each shard gets the post's reach (its visibility and author), which the
 * rules read instead of the post (model/src/counters.ts). For a store written before counts moved
 * into shards (posts then carried `likes` and `commentCount` fields, which nothing reads any more),
 * before shards adapted or carried the post's reach, and to repair shards by hand. Running it again
 * changes nothing.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  FIRST_SHARD,
  SPREAD_AT_COUNT,
  counterShard,
  sumCounters,
  type CounterShardDoc,
  type PostCounts,
} from '@catrep/model';
import { db } from '../core/firebase.js';
import { comments, counters, feeds, likes } from '../store/collections.js';

/** The old count fields of a post document, removed by the recount. */
const OLD_FIELDS = ['likes', 'commentCount'] as const;

/**
 * Recounts post `feedId` in one transaction: reads its likes, comments and shards, gives each like
 * and comment that records no shard the first (ordinary post) or its CatRep's (see above), sets
 * every shard to exactly what is counted on it, deletes the shards left empty, and drops the
 * post's old count fields if it has any (the only write of the post document). A like or comment
 * made meanwhile makes the transaction run again. Resolves the counts, or null when the post is gone.
 */
export async function recountPost(feedId: string): Promise<PostCounts | null> {
  return db.runTransaction(async (tx) => {
    const post = await tx.get(feeds.doc(feedId));
    if (!post.exists) return null;
    const [liked, commented, stored] = await Promise.all([
      tx.get(likes.of(feedId).select('userId', 'shard')),
      tx.get(comments.of(feedId).select('userId', 'shard')),
      tx.get(counters.of(feedId)),
    ]);
    const ordinary = liked.size + commented.size < SPREAD_AT_COUNT;
    // Each shard carries the post's reach, which the rules read instead of the post.
    const { visibility, userId } = post.data()!;
    const shards = new Map<string, Required<CounterShardDoc>>();
    const count = (
      doc: (typeof liked.docs)[number] | (typeof commented.docs)[number],
      uid: string,
      field: 'likes' | 'comments',
    ) => {
      const recorded = doc.get('shard') as string | undefined;
      const shard = recorded ?? (ordinary ? FIRST_SHARD : counterShard(uid));
      if (recorded === undefined && ordinary) tx.update(doc.ref, { shard });
      const counts = shards.get(shard) ?? { feedId, visibility, userId, likes: 0, comments: 0 };
      counts[field] += 1;
      shards.set(shard, counts);
    };
    for (const like of liked.docs) count(like, like.id, 'likes');
    for (const comment of commented.docs) count(comment, comment.get('userId') as string, 'comments');
    for (const [shard, counts] of shards) tx.set(counters.of(feedId).doc(shard), counts);
    for (const old of stored.docs) if (!shards.has(old.id)) tx.delete(old.ref);
    if (OLD_FIELDS.some((field) => post.get(field) !== undefined)) {
      tx.update(post.ref, Object.fromEntries(OLD_FIELDS.map((field) => [field, FieldValue.delete()])));
    }
    return sumCounters(shards.values());
  });
}

/**
 * Recounts every post, `pageSize` at a time in document-id order, `parallel` posts at once;
 * `onPage` hears how many were done. Resolves the number of posts recounted.
 */
export async function recountAllPosts({
  pageSize = 300,
  parallel = 10,
  onPage = (_done: number) => {},
} = {}): Promise<number> {
  let done = 0;
  let after: string | undefined;
  for (;;) {
    let page = feeds.orderBy('__name__').select().limit(pageSize);
    if (after) page = page.startAfter(after);
    const ids = (await page.get()).docs.map((d) => d.id);
    if (!ids.length) return done;
    for (let i = 0; i < ids.length; i += parallel) {
      await Promise.all(ids.slice(i, i + parallel).map(recountPost));
    }
    done += ids.length;
    after = ids.at(-1);
    onPage(done);
  }
}
