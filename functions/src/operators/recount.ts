/**
 * Recounting a post's likes and comments into its counter shards (README "Counters"): the counts
 * are made again from the likes and comments themselves, each on the shard of the CatRep who made
 * it, so a later unlike or comment deletion takes it off the right shard. For a store written
 * before counts moved into shards (posts then carried `likes` and `commentCount` fields, which
 * nothing reads any more), and to repair shards by hand. Running it again changes nothing.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { COUNTER_SHARDS, sumCounters, counterShard, type PostCounts } from '@catrep/model';
import { db } from '../core/firebase.js';
import { comments, counters, feeds, likes } from '../store/collections.js';

/** The old count fields of a post document, removed by the recount. */
const OLD_FIELDS = ['likes', 'commentCount'] as const;

/**
 * Recounts post `feedId` in one transaction: reads its likes and comments, sets every shard to
 * exactly what its CatReps made, and drops the post's old count fields if it has any (the only
 * write of the post document). A like or comment made meanwhile makes the transaction run again.
 * Resolves the counts, or null when the post is gone.
 */
export async function recountPost(feedId: string): Promise<PostCounts | null> {
  return db.runTransaction(async (tx) => {
    const post = await tx.get(feeds.doc(feedId));
    if (!post.exists) return null;
    const [liked, commented] = await Promise.all([
      tx.get(likes.of(feedId).select('userId')),
      tx.get(comments.of(feedId).select('userId')),
    ]);
    const shards = Array.from({ length: COUNTER_SHARDS }, () => ({ feedId, likes: 0, comments: 0 }));
    for (const like of liked.docs) shards[Number(counterShard(like.id))].likes += 1;
    for (const comment of commented.docs)
      shards[Number(counterShard(comment.get('userId') as string))].comments += 1;
    shards.forEach((shard, i) => tx.set(counters.of(feedId).doc(String(i)), shard));
    if (OLD_FIELDS.some((field) => post.get(field) !== undefined)) {
      tx.update(post.ref, Object.fromEntries(OLD_FIELDS.map((field) => [field, FieldValue.delete()])));
    }
    return sumCounters(shards);
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
