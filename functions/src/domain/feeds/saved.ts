/**
 * Saved posts (README "Find cats like yours", Saved posts): `PUT /feeds/{id}/save` keeps a post
 * in the CatRep's Saved, `DELETE /feeds/{id}/save` takes it out, `GET /users/user/saved` lists
 * them, newest save first. Each save is `users/{uid}/saved/{feedId}` — the CatRep's alone (the
 * rules let its owner read it, to mark the saved posts on screen; nobody else).
 *
 * Saving is a guarded transaction (domain/guard.ts) that reads the post and what makes it there
 * for the saver (`isThereFor`: readable, no block with its author, not a diary item of a cat being
 * deleted) and that its author is still there (not suspended or leaving); so once the post is
 * deleted no save of it lands, and its deletion takes back the saves before it
 * (`unsaveEverywhere`, domain/feeds/remove.ts). A post that leaves the saver's reach — made
 * private, a block, its author suspended or leaving — stays saved but is left out of the list,
 * and comes back if it returns.
 */
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import pMap from 'p-map';
import { FEED_PAGE_SIZE, isBeingDeleted, type FeedDoc, type SavedDoc } from '@catrep/model';
import type { Caller, Viewer } from '../../core/viewer.js';
import { notFound } from '../../core/errors.js';
import { commitInBatches } from '../../core/batches.js';
import { db } from '../../core/firebase.js';
import { hiddenForViewer } from '../../store/blocks.js';
import { cats, feeds, hiddenRef, saved, users } from '../../store/collections.js';
import { newestFirstPage, type PageRequest } from '../../store/pages.js';
import { QUOTAS } from '../../store/throttles.js';
import { forEachPage } from '../../store/every-page.js';
import { canRead, postVisibility } from '../../store/visibility.js';
import { guarded } from '../guard.js';
import { isThereFor } from './likes.js';
import { listedPosts } from './listed.js';

/**
 * `caller` saves post `postId` (saving it again changes nothing and spends no quota). 404 when it
 * is not there for them (gone, unreadable, a block, its author suspended or leaving); 429 past
 * the saves quota; the guard's refusals.
 */
export async function savePost(caller: Caller & { kind: 'catrep' }, postId: string): Promise<void> {
  const own = saved.of(caller.uid).doc(postId);
  await guarded(
    caller.uid,
    async (g) => {
      const [postSnap, mine, hidden] = await Promise.all([
        g.tx.get(feeds.doc(postId)),
        g.tx.get(own),
        g.ownHidden(),
      ]);
      const post = postSnap.data();
      if (!post || !(await isThereFor(caller, post, g.tx, g.blockedWith))) throw notFound();
      if (post.userId !== caller.uid) await g.activeOther(post.userId);
      if (mine.exists) return g.unspent();
      const doc: SavedDoc = {
        feedId: postId,
        authorId: post.userId,
        createdAt: FieldValue.serverTimestamp(),
      };
      g.tx.create(own, doc);
      // The feed asks for saves once there may be some (HiddenDoc.hasSaved): written once.
      if (hidden?.hasSaved !== true) g.tx.set(hiddenRef(caller.uid), { hasSaved: true }, { merge: true });
    },
    { quota: QUOTAS.saves },
  );
}

/** CatRep `uid` takes post `postId` out of their Saved (nothing to take out is no error). */
export async function unsavePost(uid: string, postId: string): Promise<void> {
  await guarded(uid, async (g) => {
    g.tx.delete(saved.of(uid).doc(postId));
  });
}

/** Deletes every CatRep's save of post `postId` (it is deleted). */
export async function unsaveEverywhere(postId: string): Promise<void> {
  const found = await saved.group().where('feedId', '==', postId).select().get();
  await commitInBatches(found.docs.map((d) => ({ op: 'delete' as const, ref: d.ref })));
}

/**
 * One page of `viewer`'s saved posts, newest save first (FEED_PAGE_SIZE saves a page): the posts
 * still there and in their reach (readable, no block either way, their author neither suspended
 * nor leaving, not muted), each as the feed answers it. The next page's cursor follows the saves,
 * so a page may show fewer posts and still have a next.
 */
export async function savedPage(viewer: Viewer & { kind: 'catrep' }, page: PageRequest) {
  const saves = await newestFirstPage(saved.of(viewer.uid), page, FEED_PAGE_SIZE);
  if (saves.docs.length === 0) return { posts: [], next: saves.next };
  const postSnaps = await db.getAll(...saves.docs.map((d) => feeds.doc(d.id)));
  const posts = postSnaps.filter((s): s is QueryDocumentSnapshot<FeedDoc> => s.exists);
  const authorIds = [...new Set(posts.map((p) => p.data().userId))];
  const catIds = [...new Set(posts.flatMap((p) => (p.data().catId ? [p.data().catId!] : [])))];
  const [authors, diaryCats, hidden] = await Promise.all([
    db.getAll(...authorIds.map((id) => users.doc(id))),
    catIds.length ? db.getAll(...catIds.map((id) => cats.doc(id))) : [],
    hiddenForViewer(viewer),
  ]);
  const away = new Set(
    authors
      .filter((a) => a.id !== viewer.uid && (!a.exists || a.data()?.suspended || a.data()?.deleting))
      .map((a) => a.id),
  );
  const catsGone = new Set(diaryCats.filter((c) => !c.exists || c.data()?.deleting).map((c) => c.id));
  // One visibility decision per author and visibility: at most one relation read per author.
  const decisions = new Map<string, Promise<boolean>>();
  const readable = (post: FeedDoc) => {
    const key = `${post.visibility}:${post.userId}`;
    if (!decisions.has(key)) decisions.set(key, canRead(viewer, postVisibility(post)));
    return decisions.get(key)!;
  };
  const inReach = await Promise.all(
    posts.map(async (p) => {
      const post = p.data();
      return (
        !away.has(post.userId) &&
        !hidden.uids.has(post.userId) &&
        !(post.catId && catsGone.has(post.catId)) &&
        (await readable(post))
      );
    }),
  );
  return {
    posts: await listedPosts(
      viewer,
      posts.filter((_, i) => inReach[i]),
    ),
    next: saves.next,
  };
}

/** What `markSavers` did: saves read, CatReps marked. */
export interface SaversMarked {
  read: number;
  marked: number;
}

/**
 * Sets `hasSaved` on the `private/hidden` of every CatRep with a save (HiddenDoc.hasSaved), for
 * saves stored before the flag existed: `pageSize` saves a page, in path order; `onPage` hears the
 * running counts. Each CatRep is marked in a transaction that reads their profile first, so an
 * account being deleted gets no document back. Safe to run again and while CatReps save.
 */
export async function markSavers({
  pageSize = 500,
  onPage = (_done: SaversMarked) => {},
} = {}): Promise<SaversMarked> {
  const done: SaversMarked = { read: 0, marked: 0 };
  const seen = new Set<string>();
  await forEachPage(saved.group().select(), pageSize, async (docs) => {
    const savers = [...new Set(docs.map((d) => d.ref.parent.parent!.id))].filter((uid) => !seen.has(uid));
    await pMap(
      savers,
      async (uid) => {
        seen.add(uid);
        const marked = await db.runTransaction(async (tx) => {
          const profile = (await tx.get(users.doc(uid))).data();
          if (!profile || isBeingDeleted(profile)) return false;
          tx.set(hiddenRef(uid), { hasSaved: true }, { merge: true });
          return true;
        });
        if (marked) done.marked += 1;
      },
      { concurrency: 10 },
    );
    done.read += docs.length;
    onPage({ ...done });
  });
  return done;
}
