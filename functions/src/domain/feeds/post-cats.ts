/**
 * The cats a CatShare post names, "Who is in it?" (README "CatShare"). A post may name up to
 * MAX_POST_CATS cats: the author's own, living or in Catchies, and the living cats of CatReps the
 * author is connected with (their CatMates). The cats and the author's relations to their owners
 * are read in the transaction that writes the post, so a connection that ends, or a cat that is
 * deleted, at the same moment cannot slip into it. A named cat's owner may take it out again
 * (`DELETE /feeds/{id}/cats/{catId}`); a deleted cat leaves every post that named it.
 */
import pMap from 'p-map';
import type { Transaction } from 'firebase-admin/firestore';
import { isBeingDeleted, serverMessages, type CatDoc, type PostCat } from '@catrep/model';
import { db } from '../../core/firebase.js';
import type { Caller } from '../../core/viewer.js';
import { forbidden, notFound } from '../../core/errors.js';
import { guarded } from '../guard.js';
import { cats, feeds, hiddenRef, relations } from '../../store/collections.js';

/** How many posts are rewritten at once when a deleted cat leaves them. */
const PARALLEL = 10;

/** A cat as a post names it. */
const postCat = (id: string, cat: CatDoc): PostCat => ({ id, name: cat.name, ownerId: cat.ownerId });

/** The fields of a post that name `named` (its cards and the ids "Appears in" asks for). */
export const catFields = (named: PostCat[]) => ({ cats: named, catIds: named.map((c) => c.id) });

/**
 * The cats `requested` (ids, in order, each once) as author `uid`'s post may name them, read in
 * `tx`. A cat the post already names (`current`) may stay whatever changed since (the two
 * CatReps are no longer connected, the cat passed away), with its name as it is now; a cat gone
 * since leaves quietly, and so does the cat of a CatRep a block stands between with the author
 * (the block took it out, `unnameCatsBetween`). Any other cat must be `uid`'s own or a connected
 * CatRep's living cat, with no block between them: else 403 catNotNameable ('cat-not-nameable'),
 * the same answer for a cat that does not exist.
 */
export async function nameableCats(
  tx: Transaction,
  uid: string,
  requested: readonly { id: string }[],
  current: readonly PostCat[] = [],
): Promise<PostCat[]> {
  if (requested.length === 0) return [];
  const snaps = await tx.getAll(...requested.map((c) => cats.doc(c.id)));
  const found = snaps.map((s) => ({ id: s.id, cat: s.data() }));
  const owners = [
    ...new Set(
      found.flatMap(({ cat }) => (cat && !isBeingDeleted(cat) && cat.ownerId !== uid ? [cat.ownerId] : [])),
    ),
  ];
  const [states, hidden] = owners.length
    ? await Promise.all([tx.getAll(...owners.map((o) => relations.of(uid).doc(o))), tx.get(hiddenRef(uid))])
    : [[], null];
  const connected = new Set(states.filter((s) => s.data()?.state === 'connected').map((s) => s.id));
  const blocked = new Set(hidden?.data()?.uids ?? []);
  const named: PostCat[] = [];
  for (const { id, cat } of found) {
    const stays = current.some((c) => c.id === id);
    const gone = !cat || isBeingDeleted(cat) || blocked.has(cat.ownerId);
    if (gone && stays) continue;
    const mayName = !gone && (cat.ownerId === uid || (cat.alive && connected.has(cat.ownerId)));
    if (!mayName && !stays) throw forbidden(serverMessages.catNotNameable, 'cat-not-nameable');
    named.push(postCat(id, cat!));
  }
  return named;
}

/**
 * Rewrites `change` into every post naming cat `catId`, each post in a transaction of its own
 * (a concurrent edit of its cats is neither undone nor undoes this).
 */
async function eachPostNaming(
  catId: string,
  change: (tx: Transaction, named: PostCat[]) => Promise<PostCat[] | null>,
) {
  const naming = await feeds.where('catIds', 'array-contains', catId).select().get();
  await pMap(
    naming.docs,
    (d) =>
      db.runTransaction(async (tx) => {
        const post = (await tx.get(feeds.doc(d.id))).data();
        if (!post?.cats) return;
        const next = await change(tx, post.cats);
        if (next) tx.update(feeds.doc(d.id), catFields(next));
      }),
    { concurrency: PARALLEL },
  );
}

/**
 * Gives the posts naming cat `catId` its name as it is now (after a rename; the `postCatsOnCat`
 * trigger). The name is read in each post's transaction, so events of two quick renames handled
 * out of order still end with the last name.
 */
export async function refreshCatInPosts(catId: string): Promise<void> {
  await eachPostNaming(catId, async (tx, named) => {
    const cat = (await tx.get(cats.doc(catId))).data();
    if (!cat || isBeingDeleted(cat)) return null;
    if (named.every((c) => c.id !== catId || c.name === cat.name)) return null;
    return named.map((c) => (c.id === catId ? postCat(catId, cat) : c));
  });
}

/**
 * Takes cat `catId` out of every post that names it (cat deletion, README "Trust and safety").
 * Runs after the cat is marked `deleting`, when no post can name it any more; a
 * second run finds nothing to do.
 */
export async function unnameCat(catId: string): Promise<void> {
  await eachPostNaming(catId, async (_tx, named) => named.filter((c) => c.id !== catId));
}

/**
 * Takes the cats of each of CatReps `a` and `b` out of the other's posts (a block between them,
 * README "Trust and safety"). Runs after the block is committed: from then on `nameableCats`
 * refuses them, so nothing names them again; a second run finds nothing to do.
 */
export async function unnameCatsBetween(a: string, b: string): Promise<void> {
  const [ofA, ofB] = await Promise.all(
    [a, b].map((owner) => cats.where('ownerId', '==', owner).select().get()),
  );
  const pairs = [
    ...ofA.docs.map((d) => ({ catId: d.id, author: b })),
    ...ofB.docs.map((d) => ({ catId: d.id, author: a })),
  ];
  await pMap(
    pairs,
    async ({ catId, author }) => {
      const naming = await feeds
        .where('catIds', 'array-contains', catId)
        .where('userId', '==', author)
        .select()
        .get();
      await Promise.all(
        naming.docs.map((d) =>
          db.runTransaction(async (tx) => {
            const post = (await tx.get(feeds.doc(d.id))).data();
            if (!post?.cats?.some((c) => c.id === catId)) return;
            tx.update(feeds.doc(d.id), catFields(post.cats.filter((c) => c.id !== catId)));
          }),
        ),
      );
    },
    { concurrency: PARALLEL },
  );
}

/**
 * `caller` takes cat `catId` out of post `postId`: the cat's owner (whatever stands between them
 * and the author: it is their cat), the post's author or an admin. 404 when the post is gone or
 * does not name the cat, 403 for anyone else; the guard's refusals. Not an edit of the post: its
 * `updatedAt` stays.
 */
export async function takeCatOut(
  caller: Caller & { kind: 'catrep' },
  postId: string,
  catId: string,
): Promise<void> {
  const ref = feeds.doc(postId);
  await guarded(caller.uid, async ({ tx }) => {
    const post = (await tx.get(ref)).data();
    const named = post?.cats?.find((c) => c.id === catId);
    if (!post || !named) throw notFound();
    if (named.ownerId !== caller.uid && post.userId !== caller.uid && !caller.admin) throw forbidden();
    tx.update(ref, catFields(post.cats!.filter((c) => c.id !== catId)));
  });
}
