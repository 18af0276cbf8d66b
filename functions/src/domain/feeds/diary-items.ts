/**
 * Diary items in CatShare (docs/product.md §1 CatShare, §3 Feed item types): each CatBlog entry
 * `cats/{catId}/blogs/{blogId}` has one CatShare item `feeds/{blogId}` of type diary (5), written
 * in the same batch or transaction as the entry, so the item always says what the entry says:
 *
 *   visibility   the cat's `diaryType` (1 in 'Everyone' and 'My CatReps', 2 in 'My CatReps'
 *                only, 3 nowhere but for its owner), never more visible than the diary even
 *                while it changes — kept in line with the cat by `reconcileDiaryItems`
 *   content      the entry's message, link, preview and photos
 *   cat          the cat's id, name and photo, for the card and the link to its CatBlog
 *
 * Likes work as on any post; comments are not offered on diary items (docs/product.md §6).
 */
import { isDeepStrictEqual } from 'node:util';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  FeedType,
  diaryItemVisibility,
  heldVisibility,
  serverMessages,
  type BlogDoc,
  type CatDoc,
  type DiaryCat,
  type FeedContent,
  type FeedDoc,
} from '@catrep/model';
import { db } from '../../core/firebase.js';
import { badRequest } from '../../core/errors.js';
import { cats, feeds } from '../../store/collections.js';
import { shardsFollowing } from '../../store/counters.js';

/** The card summary of cat `catId`. */
export const diaryCat = (catId: string, cat: CatDoc): DiaryCat => ({
  id: catId,
  name: cat.name,
  profilePhoto: cat.profilePhoto,
});

/** The CatShare content of a diary entry: its message, link and preview, and its photos. */
export function diaryItemContent(entry: Pick<BlogDoc, 'content' | 'files'>): FeedContent {
  const content: FeedContent = { message: entry.content.message, files: entry.files };
  if (entry.content.link) {
    content.link = entry.content.link;
    content.preview = entry.content.preview;
  }
  return content;
}

/** The reference of the diary item of entry `blogId` (the same id). */
/** 400 'diary-item' for a diary item (a CatShare item changes with its CatBlog entry, never through /feeds). */
export function refuseDiaryItem(post: Pick<FeedDoc, 'type'>): void {
  if (post.type === FeedType.diary) throw badRequest(serverMessages.diaryItemInCatBlog, 'diary-item');
}

export const diaryItemRef = (blogId: string) => feeds.doc(blogId);

/**
 * Creates the diary item of a new entry `blogId` of cat `cat`, in `tx`: a transaction that read
 * `cat`, so the item's visibility is the diary's at the moment it commits (`diaryItemVisibility`).
 */
export function createDiaryItem(tx: Transaction, blogId: string, entry: BlogDoc, cat: CatDoc): void {
  const item: FeedDoc = {
    type: FeedType.diary,
    content: diaryItemContent(entry),
    userId: cat.ownerId,
    user: cat.owner,
    visibility: diaryItemVisibility(cat),
    cat: diaryCat(entry.catId, cat),
    catId: entry.catId,
    blogId,
    createdAt: entry.createdAt,
    updatedAt: FieldValue.serverTimestamp(),
  };
  tx.create(diaryItemRef(blogId), item);
}

/**
 * Sets the diary item of entry `blogId` to the entry's content in `tx`. Entries and items are
 * created and deleted together, so the item is there whenever the entry is.
 */
export function updateDiaryItem(
  tx: Transaction,
  blogId: string,
  entry: Pick<BlogDoc, 'content' | 'files'>,
): void {
  tx.update(diaryItemRef(blogId), {
    content: diaryItemContent(entry),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * Items a reconciling transaction reads and writes at most (with the cat: one read more, and the
 * counter shards of each item whose visibility moves).
 */
const RECONCILE_CHUNK = 200;

/**
 * Brings every diary item of cat `catId` in line with the cat as it is at that moment: its
 * visibility becomes `diaryItemVisibility(cat)` (the `diaryType`, or a more private change under
 * way; 3 while a moderation hold keeps it back), its card the cat's name and photo, and the
 * counter shards of an item whose visibility moves take the new one (store/counters.ts
 * `shardsFollowing`). Each chunk of items is written in a transaction that
 * reads the cat first, so what it writes is the cat's state when it commits, never an older one;
 * items already in line are not written. Items that were deleted meanwhile are skipped. Returns
 * how many items were written. The timeline trigger then adds or removes the 'My CatReps'
 * references of those that moved. (README, "Diary visibility under races".)
 */
export async function reconcileDiaryItems(catId: string): Promise<number> {
  const found = await feeds.where('catId', '==', catId).select().get();
  const catRef = cats.doc(catId);
  const chunks: string[][] = [];
  for (let i = 0; i < found.size; i += RECONCILE_CHUNK) {
    chunks.push(found.docs.slice(i, i + RECONCILE_CHUNK).map((d) => d.id));
  }
  const written = await Promise.all(
    chunks.map((ids) =>
      db.runTransaction(async (tx) => {
        const cat = (await tx.get(catRef)).data();
        const items = await tx.getAll(...ids.map((id) => feeds.doc(id)));
        if (!cat) return 0;
        const diaryVisibility = diaryItemVisibility(cat);
        const summary = diaryCat(catId, cat);
        const changes = items.flatMap((snap) => {
          const item = snap.data();
          if (!item) return [];
          // A moderation hold keeps an item to its author whatever the diary says.
          const visibility = heldVisibility(diaryVisibility, item);
          if (item.visibility === visibility && isDeepStrictEqual(item.cat, summary)) return [];
          return [{ snap, from: item.visibility, visibility }];
        });
        // The shards of the items whose visibility moves follow it (read before any write).
        const shards = await Promise.all(
          changes.map((c) => shardsFollowing(tx, c.snap.id, c.from, c.visibility)),
        );
        changes.forEach(({ snap, visibility }, i) => {
          tx.update(snap.ref, { visibility, cat: summary });
          shards[i]();
        });
        return changes.length;
      }),
    ),
  );
  return written.reduce((a, b) => a + b, 0);
}
