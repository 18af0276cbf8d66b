/**
 * Synthetic CatShare posts for the benches' set-up (scripts/bench-day.mjs, scripts/bench-phone.mjs):
 * the documents a post and its place in a reader's 'My CatReps' timeline consist of, written
 * directly with the Admin SDK (triggers off) instead of through the API, so that a bench can fill a
 * timeline quickly. What the client then reads of them is what it reads of a post the API made.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The shard an ordinary post counts on (model/src/counters.ts `FIRST_SHARD`). */
export const FIRST_SHARD = String(
  readFileSync(join(ROOT, 'model/src/counters.ts'), 'utf8').match(/export const FIRST_SHARD = '(\w+)'/)[1],
);

/**
 * One public post by `author` (`{ uid, card }`) in `readerUid`'s timeline, as `[ref, data]` writes
 * for the bench's `commit` (Admin SDK `db`): the post `feeds/{id}` (`type`, `content`, created and
 * updated at `createdAt`) and its reference `users/{readerUid}/timeline/{id}` — what the timeline
 * trigger would write, which the bench turns off. Answers the new post's `id`, its `writes` and
 * its `entry` for the timeline head's `refs` (`{ userId, createdAt }`); the head is the caller's.
 */
export function timelinePost(db, readerUid, author, { type, content, createdAt }) {
  const ref = db.collection('feeds').doc();
  return {
    id: ref.id,
    writes: [
      [
        ref,
        {
          type,
          content,
          userId: author.uid,
          user: author.card,
          visibility: 1,
          createdAt,
          updatedAt: createdAt,
        },
      ],
      [db.doc(`users/${readerUid}/timeline/${ref.id}`), { feedId: ref.id, userId: author.uid, createdAt }],
    ],
    entry: { userId: author.uid, createdAt },
  };
}

/**
 * The counter shard of an average post `id` (10 likes, 2 comments) as a `[ref, data]` write: an
 * ordinary post counts on its first shard alone (model/src/counters.ts `shardFor`: it spreads
 * only when it runs hot).
 */
export const averageCounts = (db, id) => [
  db.doc(`feeds/${id}/counters/${FIRST_SHARD}`),
  { feedId: id, likes: 10, comments: 2 },
];
