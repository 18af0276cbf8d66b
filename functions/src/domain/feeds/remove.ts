/**
 * Removing CatShare posts, comments and diary entries with everything below and beside them —
 * one way each, for their authors (DELETE endpoints) and for moderators (domain/moderation/removal.ts).
 * Nothing of a removed thing remains, whatever arrives at the same moment (README "Security").
 */
import { FeedType, shardOf, type CommentDoc, type FeedDoc } from '@catrep/model';
import { db } from '../../core/firebase.js';
import { notFound } from '../../core/errors.js';
import { removeAlbumPhotos } from '../media/album.js';
import { blogs, comments, feeds } from '../../store/collections.js';
import { countIn } from '../../store/counters.js';
import { QUOTAS, countTakenBack } from '../../store/throttles.js';
import { ownCatIn } from '../../store/read.js';
import { diaryItemRef } from './diary-items.js';
import { asActorOrSystem } from '../guard.js';
import { unsaveEverywhere } from './saved.js';
import { tagUseChange } from './tags.js';
import { dropNoticesAbout, withdrawActorFromComments } from '../notifications/withdraw.js';

/**
 * Removes post `postId`: first the post itself, in a transaction that runs `check(post)` (throw to
 * refuse; 404 when there is no post) — a like or comment adds itself only in a transaction that
 * finds the post, so none can arrive after it — then its likes and comments and its photos.
 * Resolves the post as it was, its tags' uses and every CatRep's save of it gone with it.
 * Timeline references and the link preview image follow by trigger;
 * every notification about the post goes with it (README "Notifications"). `by` is the CatRep
 * asking (their request is guarded, domain/guard.ts); null for a job or a moderator's decision.
 */
export async function removePost(
  postId: string,
  check: (post: FeedDoc) => void = () => undefined,
  by: string | null = null,
) {
  const ref = feeds.doc(postId);
  const post = await asActorOrSystem(by, async (tx) => {
    const post = (await tx.get(ref)).data();
    if (!post) throw notFound();
    check(post);
    // Its tags' uses go with it (./tags.ts).
    const tags = await tagUseChange(tx, postId, post.userId, post, undefined);
    tx.delete(ref);
    tags.write();
    return post;
  });
  await db.recursiveDelete(ref);
  // Saving needs the post (./saved.ts): none is saved after this, and those before go now.
  await unsaveEverywhere(postId);
  // A diary item's photos are its entry's: they go with the entry (removeEntry).
  const photos = post.type === FeedType.diary ? [] : (post.content.files ?? []);
  await Promise.all([removeAlbumPhotos(photos), dropNoticesAbout(postId)]);
  return post;
}

/**
 * Removes comment `commentId` of post `postId` after `check(comment)`, and counts it off the post
 * (on the counter shard it records, in the same transaction; a post already gone is not counted).
 * 404 when there is no comment. A CatRep taking back their own comment within the hour it was
 * made keeps it counted on their comments quota (store/throttles.ts `countTakenBack`), unless
 * `refused`: a comment refused past the quota was never given. Its CatRep then leaves the post's
 * comment notifications, unless they have another comment there. `by` as for `removePost`.
 */
export async function removeComment(
  postId: string,
  commentId: string,
  check: (comment: CommentDoc) => void = () => undefined,
  by: string | null = null,
  refused = false,
): Promise<void> {
  const post = feeds.doc(postId);
  const ref = comments.of(postId).doc(commentId);
  const authorId = await asActorOrSystem(by, async (tx) => {
    const [comment, parent] = await Promise.all([tx.get(ref), tx.get(post)]);
    if (!comment.exists) throw notFound();
    const stored = comment.data()!;
    check(stored);
    tx.delete(ref);
    const { userId } = stored;
    const postDoc = parent.data();
    if (postDoc) countIn(tx, postId, shardOf(stored, userId), 'comments', -1, postDoc);
    if (by === userId && !refused) countTakenBack(tx, userId, QUOTAS.comments, stored.createdAt);
    return userId;
  });
  await withdrawActorFromComments(postId, authorId);
}

/**
 * Removes diary entry `blogId` of cat `catId` with its CatShare item in one transaction, then the
 * item's likes, the entry's photos and the notifications about its item. 404 when there is no
 * entry. `by` is the CatRep asking (guarded, and the cat must be theirs and not being deleted:
 * 404/403); null for a job or a moderator's decision.
 */
export async function removeEntry(catId: string, blogId: string, by: string | null = null): Promise<void> {
  const ref = blogs.of(catId).doc(blogId);
  const item = diaryItemRef(blogId);
  const entry = await asActorOrSystem(by, async (tx) => {
    const [snap] = await Promise.all([tx.get(ref), by ? ownCatIn(tx, by, catId) : null]);
    const entry = snap.data();
    if (!entry) throw notFound();
    // Both documents at once, then the item's likes below it (an entry has no subcollection).
    tx.delete(ref);
    tx.delete(item);
    return entry;
  });
  await db.recursiveDelete(item);
  await Promise.all([removeAlbumPhotos(entry.files), dropNoticesAbout(blogId)]);
}
