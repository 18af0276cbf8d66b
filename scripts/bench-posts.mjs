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
 * One public post by `author` (`{ uid, card }`) for a reader's timeline, as `[ref, data]` writes
 * for the bench's `commit` (Admin SDK `db`): the post `feeds/{id}` (`type`, `content`, created and
 * updated at `createdAt`). Answers the new post's `id`, its `writes` and its `entry` for the
 * timeline head's `refs` (`{ userId, createdAt }`); the head and pages are the caller's
 * (`timelinePages`): what the timeline trigger would write, which the bench turns off.
 */
export function timelinePost(db, author, { type, content, createdAt }) {
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
    ],
    entry: { userId: author.uid, createdAt },
  };
}

const pad = (n, width) => String(n).padStart(width, '0');

/**
 * `readerUid`'s timeline pages for `refs` (post id → `{ userId, createdAt }`, an Admin SDK
 * Timestamp; those below the head's floor), as `[ref, data]` writes: 10 references a page, each
 * keyed by its oldest — as the timeline trigger's trims leave them (model/src/timeline.ts `pageKey`,
 * `pagesOf`).
 */
export function timelinePages(db, readerUid, refs) {
  const oldestFirst = Object.entries(refs).sort(
    ([a, x], [b, y]) => x.createdAt.toMillis() - y.createdAt.toMillis() || (a < b ? -1 : 1),
  );
  const writes = [];
  for (let i = 0; i < oldestFirst.length; i += 10) {
    const page = oldestFirst.slice(i, i + 10);
    const [oldestId, { createdAt }] = page[0];
    const key = `${pad(createdAt.seconds, 12)}.${pad(createdAt.nanoseconds, 9)}.${oldestId}`;
    writes.push([
      db.doc(`users/${readerUid}/timelinePages/${key}`),
      {
        key,
        refs: Object.fromEntries(page),
        ids: page.map(([id]) => id),
        userIds: [...new Set(page.map(([, r]) => r.userId))],
      },
    ]);
  }
  return writes;
}

/**
 * The counter shard of an average public post `id` by `userId` (10 likes, 2 comments) as a
 * `[ref, data]` write: an ordinary post counts on its first shard alone (model/src/counters.ts
 * `shardFor`: it spreads only when it runs hot), which carries the post's visibility and author.
 */
export const averageCounts = (db, id, userId) => [
  db.doc(`feeds/${id}/counters/${FIRST_SHARD}`),
  { feedId: id, visibility: 1, userId, likes: 10, comments: 2 },
];
