/**
 * Deleting a CatRep's account (README "Leaving CatRep"). `DELETE /users/user` (routes/users/leaving.ts),
 * an operator deleting the user in the Firebase console and the expiry of a guest account all
 * end in one to-do document, `accountDeletions/{uid}`, stored before anything goes; the
 * `accountDeletionOnRequest` trigger (triggers/account-deletion.ts) then runs `removeAccount`,
 * retried until a run finishes. The order:
 *
 *   what names it        first, in others' documents: relations (both sides), blocks and mutes,
 *                        `private/hidden`, notifications it acted in or is the subject of,
 *                        reports and the moderation log (domain/users/deletion-traces.ts)
 *   its own timeline     emptied, so no later trigger run writes into it
 *   its cats             each marked `deleting` and removed as `DELETE /cats/{id}` removes it
 *                        (domain/cats/deletion.ts): CatAlog, CatBlog and their CatShare items, CatMates
 *                        both ways, chats and their messages, media
 *   its chats            then deleted outright, with the other owners' 'chat' notifications: the
 *                        chat's id and cards name the cats, and the cats are gone
 *   its posts            with their likes, comments, counters, photos and the notifications about
 *                        them (domain/feeds/remove.ts); timeline references follow by their trigger
 *   what it wrote        its comments and likes on others' posts, counted off those posts; its
 *                        hashtag uses (`tagUses/`) and every save of its posts by others
 *                        (`users/{other}/saved/`) that a post's removal left
 *   its media            everything under `users/{uid}/` and `exports/{uid}/`
 *   the Auth user        deleted (a missing one is no error)
 *   `users/{uid}`        its subcollections, then the profile, then the to-do, last
 *
 * Every step deletes by query or by id and finds nothing to do where an earlier run did it, so a
 * second run, two at once or a run after one that stopped midway end the same. A uid without a
 * profile (a guest, an account made outside CatRep) goes through the same steps.
 */
import pMap from 'p-map';
import { FieldValue } from 'firebase-admin/firestore';
import { shardOf } from '@catrep/model';
import { auth, db } from '../../core/firebase.js';
import { commitInBatches } from '../../core/batches.js';
import { removeDeletedCat } from '../cats/deletion.js';
import { removeComment, removePost } from '../feeds/remove.js';
import { failedWith, GRPC, HttpError } from '../../core/errors.js';
import { mediaStore } from '../../store/media.js';
import { countIn } from '../../store/counters.js';
import {
  accountDeletions,
  accountRef,
  cats,
  chats,
  comments,
  feeds,
  likes,
  noticeRef,
  relations,
  saved,
  tagUses,
  timelineHeadRef,
  timelinePages,
  timelines,
  users,
} from '../../store/collections.js';
import { removeTraces } from './deletion-traces.js';
import { withdrawActor } from '../notifications/withdraw.js';
import { hasLostLeftovers, removeLostOf } from '../lost/removal.js';

/** What a run of `removeAccount` found: done now, or no to-do (a finished earlier run). */
export type AccountRemoval = 'removed' | 'gone';

/** How many cats, posts or comments are removed at once. */
const PARALLEL = 8;

/** A step that may find its thing already gone (404 from domain/feeds/remove.ts): nothing left to do. */
async function ifThere(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (e) {
    if (!(e instanceof HttpError && e.status === 404)) throw e;
  }
}

/** Marks every cat of `uid` `deleting` (as DELETE /cats/{id} does), then removes each. */
async function removeCats(uid: string): Promise<void> {
  const owned = await cats.where('ownerId', '==', uid).select('deleting').get();
  await commitInBatches(
    owned.docs
      .filter((d) => d.get('deleting') !== true)
      .map((d) => ({
        op: 'merge',
        ref: d.ref,
        data: { deleting: true, deletedAt: FieldValue.serverTimestamp(), searchKeys: [] },
      })),
  );
  await pMap(owned.docs, (d) => removeDeletedCat(d.id), { concurrency: PARALLEL });
}

/** Deletes every chat one of uid's cats was in, with its messages and both owners' notifications. */
async function removeChats(uid: string): Promise<void> {
  const found = await chats.where('ownerIds', 'array-contains', uid).get();
  await commitInBatches(
    found.docs.flatMap((d) =>
      d.data().ownerIds.map((owner) => ({ op: 'delete' as const, ref: noticeRef(owner, 'chat', d.id) })),
    ),
  );
  await pMap(found.docs, (d) => db.recursiveDelete(d.ref), { concurrency: PARALLEL });
}

/** Deletes uid's CatShare posts (diary items went with the cats) with everything below them. */
async function removePosts(uid: string): Promise<void> {
  const posts = await feeds.where('userId', '==', uid).select().get();
  await pMap(
    posts.docs,
    async (d) => {
      await ifThere(() => removePost(d.id));
      await mediaStore().removeFolder(`feeds/${d.id}`);
    },
    { concurrency: PARALLEL },
  );
}

/** Deletes uid's comments on others' posts, each counted off its post (domain/feeds/remove.ts). */
async function removeComments(uid: string): Promise<void> {
  const written = await comments.group().where('userId', '==', uid).select().get();
  await pMap(written.docs, (d) => ifThere(() => removeComment(d.ref.parent.parent!.id, d.id)), {
    concurrency: PARALLEL,
  });
}

/**
 * Takes back uid's likes of others' posts: each like deleted with its count in one batch whose
 * precondition is the like as read (a concurrent run deletes it once, counts it off once), then
 * uid leaves the post author's like notification where it names them.
 */
async function removeLikes(uid: string): Promise<void> {
  const given = await likes.group().where('userId', '==', uid).get();
  await pMap(
    given.docs,
    async (d) => {
      const { feedId } = d.data();
      const post = await feeds.doc(feedId).get();
      const batch = db.batch();
      batch.delete(d.ref, { lastUpdateTime: d.updateTime });
      if (post.exists) countIn(batch, feedId, shardOf(d.data(), uid), 'likes', -1);
      try {
        await batch.commit();
      } catch (e) {
        // Another run took it back first.
        if (!failedWith(e, GRPC.NOT_FOUND) && !failedWith(e, GRPC.FAILED_PRECONDITION)) throw e;
      }
      const author = post.data()?.userId;
      // A like counted beyond the named ones is not in the notification to take out.
      if (author && d.data().told !== 'counted') await withdrawActor(author, 'like', feedId, uid);
    },
    { concurrency: PARALLEL },
  );
}

/**
 * Deletes what names uid as the author of a post after the posts went: their hashtag uses and
 * others' saves of their posts (each post's removal takes its own; these are the stragglers of a
 * run that stopped between a post and its saves).
 */
async function removeTagUsesAndSaves(uid: string): Promise<void> {
  const [uses, saves] = await Promise.all([
    tagUses.where('uid', '==', uid).select().get(),
    saved.group().where('authorId', '==', uid).select().get(),
  ]);
  await commitInBatches([...uses.docs, ...saves.docs].map((d) => ({ op: 'delete' as const, ref: d.ref })));
}

/**
 * Empties uid's own 'My CatReps' timeline and its head before any post goes: the timeline
 * trigger then finds no reference of uid's to take out of uid's head, and so never writes that
 * head again after the profile is gone.
 */
async function clearOwnTimeline(uid: string): Promise<void> {
  await Promise.all([db.recursiveDelete(timelines.of(uid)), db.recursiveDelete(timelinePages.of(uid))]);
  await timelineHeadRef(uid).delete();
}

/** Deletes `users/{uid}`: every subcollection first, then the profile itself. */
async function removeProfile(uid: string): Promise<void> {
  const ref = users.doc(uid);
  const subcollections = await ref.listCollections();
  await Promise.all(subcollections.map((c) => db.recursiveDelete(c)));
  await ref.delete();
}

/**
 * Claims the job puts on an Auth user before deleting it: the Auth trigger
 * (triggers/account-deletion.ts) then knows the deletion is this job's, not an operator's.
 */
export const LEAVING_CLAIMS = { leaving: true } as const;

/** Deletes the Firebase Auth user `uid`; one already gone is nothing to do. */
async function removeAuthUser(uid: string): Promise<void> {
  try {
    await auth.setCustomUserClaims(uid, LEAVING_CLAIMS);
    await auth.deleteUser(uid);
  } catch (e) {
    if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
  }
}

/**
 * Removes everything of the CatRep (or guest) `uid` while its to-do `accountDeletions/{uid}`
 * stands (see above), the to-do last. Resolves 'removed' when it did so and 'gone' when there is
 * no to-do (a finished earlier run: nothing is touched). Rejects with the first failing step's
 * error; the trigger's retry picks up from what is left.
 */
export async function removeAccount(uid: string): Promise<AccountRemoval> {
  const todo = accountDeletions.doc(uid);
  const [stored, account] = await Promise.all([todo.get(), accountRef(uid).get()]);
  if (!stored.exists) return 'gone';
  // Where the to-do has no email (it was unknown when it was stored), the account document's.
  const email = stored.data()?.email ?? account.data()?.email ?? null;
  // Every write of the CatRep's is guarded (domain/guard.ts): none lands once the profile says
  // `deleting`. A write that committed just before it, or a trigger that followed one, may still
  // land while the sweeps run; so the sweeps run again until a pass finds nothing left.
  for (let pass = 1; ; pass += 1) {
    await sweep(uid, email);
    if (!(await hasLeftovers(uid))) break;
    if (pass === MAX_PASSES) throw new Error(`Account ${uid}: still something left after ${pass} passes`);
  }
  await removeAuthUser(uid);
  await removeProfile(uid);
  await todo.delete();
  return 'removed';
}

/** Passes of the sweeps before a run gives up (and the trigger's retry takes over). */
const MAX_PASSES = 5;

/** One pass of every sweep (see above), in their order. */
async function sweep(uid: string, email: string | null): Promise<void> {
  // Relations first: the triggers that undo a connection (CatMates, timelines, chats) then run
  // while the rest is removed, well before the profile's own timeline goes at the end.
  await removeTraces(uid, email);
  await clearOwnTimeline(uid);
  await removeCats(uid);
  await Promise.all([removeChats(uid), removePosts(uid)]);
  await Promise.all([removeComments(uid), removeLikes(uid), removeTagUsesAndSaves(uid), removeLostOf(uid)]);
  await Promise.all([mediaStore().removeFolder(`users/${uid}`), mediaStore().removeFolder(`exports/${uid}`)]);
}

/**
 * Whether anything the sweeps remove is still there for `uid`: a cat, a chat, a post, a comment,
 * a like, a relation or block naming them elsewhere, a timeline reference, a hashtag use or a save
 * of one of their posts, or anything of theirs in Lost & Found (an area, a sighting, a report) — one
 * small query each.
 */
async function hasLeftovers(uid: string): Promise<boolean> {
  const found = await Promise.all([
    cats.where('ownerId', '==', uid).limit(1).select().get(),
    chats.where('ownerIds', 'array-contains', uid).limit(1).select().get(),
    feeds.where('userId', '==', uid).limit(1).select().get(),
    comments.group().where('userId', '==', uid).limit(1).select().get(),
    likes.group().where('userId', '==', uid).limit(1).select().get(),
    relations.group().where('userId', '==', uid).limit(1).select().get(),
    timelines.of(uid).limit(1).select().get(),
    timelinePages.of(uid).limit(1).select().get(),
    tagUses.where('uid', '==', uid).limit(1).select().get(),
    saved.group().where('authorId', '==', uid).limit(1).select().get(),
  ]);
  return found.some((snap) => !snap.empty) || (await hasLostLeftovers(uid));
}
