/**
 * Diary items in CatShare (SPEC §1 CatShare, §3 Feed item types; issue 10): each CatBlog entry
 * `cats/{catId}/blogs/{blogId}` has one CatShare item `feeds/{blogId}` of type diary (5), written
 * in the same batch or transaction as the entry, so the item always says what the entry says:
 *
 *   visibility   the cat's `diaryType` (1 in 'Everyone' and 'My CatReps', 2 in 'My CatReps'
 *                only, 3 nowhere but for its owner) — changed with the cat by `syncDiaryItems`
 *   content      the entry's message, link, preview and photos
 *   cat          the cat's id, name and photo, for the card and the link to its CatBlog
 *
 * Likes work as on any post; comments are not offered on diary items (SPEC §6).
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  FeedType,
  type BlogDoc,
  type CatDoc,
  type DiaryCat,
  type FeedContent,
  type FeedDoc,
} from '@catrep/model';
import { commitInBatches } from '../core/batches.js';
import { feeds } from '../store/collections.js';

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
export const diaryItemRef = (blogId: string) => feeds.doc(blogId);

/** Creates the diary item of a new entry `blogId` of cat `catId`, in `writer` (a batch or transaction). */
export function createDiaryItem(
  writer: WriteBatch | Transaction,
  blogId: string,
  entry: BlogDoc,
  cat: CatDoc,
): void {
  const item: FeedDoc = {
    type: FeedType.diary,
    content: diaryItemContent(entry),
    userId: cat.ownerId,
    user: cat.owner,
    visibility: cat.diaryType,
    cat: diaryCat(entry.catId, cat),
    catId: entry.catId,
    blogId,
    likes: 0,
    commentCount: 0,
    createdAt: entry.createdAt,
    updatedAt: FieldValue.serverTimestamp(),
  };
  writer.create(diaryItemRef(blogId), item);
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
 * After cat `catId` changed: every diary item of it takes the cat's name and photo, and its
 * `diaryType` as its visibility when that changed (only then: a rename or a new photo never
 * writes a visibility it may have read before a concurrent diaryType change). In batches of 500;
 * the timeline trigger then adds or removes the 'My CatReps' references. Returns how many items
 * were written; none when nothing changed.
 */
export async function syncDiaryItems(catId: string, before: CatDoc, after: CatDoc): Promise<number> {
  const summary = diaryCat(catId, after);
  const newVisibility = before.diaryType !== after.diaryType;
  const unchanged = !newVisibility && JSON.stringify(diaryCat(catId, before)) === JSON.stringify(summary);
  if (unchanged) return 0;
  const items = await feeds.where('catId', '==', catId).select().get();
  await commitInBatches(
    items.docs.map((d) => ({
      op: 'merge',
      ref: d.ref,
      data: newVisibility ? { visibility: after.diaryType, cat: summary } : { cat: summary },
    })),
  );
  return items.size;
}
