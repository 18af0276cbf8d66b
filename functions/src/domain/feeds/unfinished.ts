/**
 * Unfinished photo posts (README "CatShare", "Never an empty shell"): a photo post is its author's
 * alone (visibility 3) until its first photo is stored. When every upload failed and its author
 * left the composer without Retry or Delete post, nobody can ever see it, its author included, so
 * after UNFINISHED_POST_MAX_AGE_HOURS it is removed like any post (`removePost`).
 */
import { Timestamp } from 'firebase-admin/firestore';
import pMap from 'p-map';
import { DiaryVisibility, FeedType, UNFINISHED_POST_MAX_AGE_HOURS, type FeedDoc } from '@catrep/model';
import { HttpError, conflict } from '../../core/errors.js';
import { feeds } from '../../store/collections.js';
import { removePost } from './remove.js';

/** How many unfinished posts are removed at once. */
const PARALLEL = 10;

/** Whether `post` is a photo post still waiting for its first photo. */
const isUnfinished = (post: FeedDoc) =>
  post.type === FeedType.photo &&
  post.visibility === DiaryVisibility.onlyMe &&
  (post.content.files?.length ?? 0) === 0;

/**
 * Removes every photo post created before `now` (ms) minus `maxAgeHours` that still holds no
 * photo: one query (type, visibility, createdAt; its index is in firestore.indexes.json), then
 * each post in the transaction `removePost` runs, which checks again, so a photo stored at the
 * same moment keeps its post. `among` limits it to the posts of those authors (the tests, which
 * share one emulator). Resolves how many posts were removed; rejects on a Firestore error (the
 * next run picks up what is left).
 */
export async function removeUnfinishedPosts(
  now = Date.now(),
  maxAgeHours = UNFINISHED_POST_MAX_AGE_HOURS,
  among?: readonly string[],
): Promise<number> {
  const before = Timestamp.fromMillis(now - maxAgeHours * 60 * 60 * 1000);
  const found = await feeds
    .where('type', '==', FeedType.photo)
    .where('visibility', '==', DiaryVisibility.onlyMe)
    .where('createdAt', '<', before)
    .get();
  const stale = found.docs.filter(
    (d) => isUnfinished(d.data()) && (!among || among.includes(d.data().userId)),
  );
  const removed = await pMap(
    stale,
    async (d) => {
      try {
        await removePost(d.id, (post) => {
          if (!isUnfinished(post)) throw conflict('The post has a photo now', 'finished');
        });
        return true;
      } catch (error) {
        // Gone meanwhile (404) or finished meanwhile (409): nothing to do.
        if (error instanceof HttpError) return false;
        throw error;
      }
    },
    { concurrency: PARALLEL },
  );
  return removed.filter(Boolean).length;
}
