/**
 * The cleanup of a deleted cat (README "Trust and safety", deleting a cat). `DELETE /cats/{id}`
 * (cats.ts) only marks the cat (`deleting: true`), which makes it gone for the API and the rules
 * at once; this job then removes everything of it, run by the `catDeletionOnCat` trigger
 * (triggers/cat-deletion.ts), which Cloud Functions retries until a run succeeds:
 *
 *   its chats             closed for good (`closed.reason` 'removed'), their messages and the
 *                         'chat' notifications about them deleted; the other owner's conversation
 *                         list keeps the chat and says the cat was removed
 *   its CatBlog           entries and their CatShare items with the items' likes and counters,
 *                         and every notification about them; timeline references and link
 *                         preview images follow by their own triggers
 *   posts naming it       the cat leaves them ("Who is in it?", domain/feeds/post-cats.ts)
 *   its CatMates          both ways: its `mates` and the mates documents of other cats naming it
 *   its CatAlog           every photo and video entry
 *   its Lost & Found      every report with its sightings and every notification about it
 *                         (domain/lost/removal.ts); the sightings' photos are under its media
 *   its care entries      weights, vet visits, vaccinations, treatments (its owner's alone)
 *   the owner's notices   those leading to the cat (`/cat-mates/{id}`, `/cat-chat/{id}`), and
 *                         anyone's notices of the daily run about it (reminders, birthdays, its
 *                         CatMates' owners' included; remembrance: `catIds`)
 *   its media             everything stored under `cats/{catId}/` (profile photo, album photos,
 *                         diary photos, preview images) in one folder removal
 *   the cat document      last, with its name in its owner's `goneCats`, so a run that stops anywhere
 *                         before leaves the mark for the next
 *
 * Every step deletes by query or by id and finds nothing to do where an earlier run already did
 * it, so a second run, two runs at once, or a run after one that stopped midway all end the same.
 * The owner's cat counts were taken down when the cat was marked. Favorites are the CatReps' own
 * uploads (routes/users/favorites.ts), never references to a cat's photos: nothing of them goes.
 */
import pMap from 'p-map';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { isBeingDeleted, type ChatClosed } from '@catrep/model';
import { commitInBatches, type BatchedWrite } from '../../core/batches.js';
import { db } from '../../core/firebase.js';
import { mediaStore } from '../../store/media.js';
import { unnameCat } from '../feeds/post-cats.js';
import {
  blogs,
  careEntries,
  catFiles,
  cats,
  chatMessages,
  chats,
  feeds,
  mates,
  noticeRef,
  notifications,
  users,
} from '../../store/collections.js';
import { removeReportsOfCat } from '../lost/removal.js';

/** What a run of `removeDeletedCat` found: done now, nothing to do, or a cat not marked. */
export type CatRemoval = 'removed' | 'gone' | 'not-marked';

/** How many recursive deletes (one listing each) run at once. */
const PARALLEL = 10;
/** The most values of one `in` filter. */
const IN_LIMIT = 30;

/** `items` in slices of `size`. */
function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `refs` as batched deletes (a missing document is nothing to delete). */
const deletes = (refs: readonly DocumentReference[]): BatchedWrite[] =>
  refs.map((ref) => ({ op: 'delete', ref }));

/**
 * Closes every chat of cat `catId` for good (reason 'removed'; nothing unread, no last message,
 * the cat's photo no longer shown) and deletes the 'chat' notifications of both owners about it,
 * then every message. A chat already closed so is not written again.
 */
async function closeChats(catId: string): Promise<void> {
  const found = await chats.where('catIds', 'array-contains', catId).get();
  if (found.empty) return;
  const closed: ChatClosed = { reason: 'removed', at: FieldValue.serverTimestamp() };
  const writes: BatchedWrite[] = found.docs.flatMap((d) => {
    const chat = d.data();
    const notices = deletes(chat.ownerIds.map((uid) => noticeRef(uid, 'chat', d.id)));
    if (chat.closed?.reason === 'removed') return notices;
    // An update, not a merge: a chat deleted meanwhile (its CatRep's account going) fails this
    // run, and the retry finds it gone, rather than a merge bringing back a fragment of it.
    const close: BatchedWrite = {
      op: 'update',
      ref: d.ref,
      data: {
        closed,
        lastMessage: null,
        unread: Object.fromEntries(chat.catIds.map((id) => [id, 0])),
        unreadOwnerIds: [],
        [`cats.${catId}.profilePhoto`]: null,
      },
    };
    return [close, ...notices];
  });
  await commitInBatches(writes);
  // Closed first: the API sends nothing into a closed chat, so what is listed here is all there is.
  await pMap(found.docs, (d) => db.recursiveDelete(chatMessages.of(d.id)), { concurrency: PARALLEL });
}

/**
 * Deletes every CatBlog entry of cat `catId` with its CatShare item, then the items' likes and
 * counter shards, then every notification about them.
 */
async function removeDiary(catId: string): Promise<void> {
  const [entries, items] = await Promise.all([
    blogs.of(catId).select().get(),
    feeds.where('catId', '==', catId).select().get(),
  ]);
  await commitInBatches(deletes([...entries.docs, ...items.docs].map((d) => d.ref)));
  // An item's id is its entry's: both lists, in case a run stopped between them.
  const ids = [...new Set([...entries.docs, ...items.docs].map((d) => d.id))];
  await pMap(ids, (id) => db.recursiveDelete(feeds.doc(id)), { concurrency: PARALLEL });
  for (const slice of slices(ids, IN_LIMIT)) {
    const about = await notifications.group().where('subjectId', 'in', slice).select().get();
    await commitInBatches(deletes(about.docs.map((d) => d.ref)));
  }
}

/** Removes cat `catId` from CatMates: its own mates and every mates document naming it. */
async function unlinkMates(catId: string): Promise<void> {
  const appearances = await mates.group().where('mate.id', '==', catId).select().get();
  await commitInBatches(deletes(appearances.docs.map((d) => d.ref)));
  await db.recursiveDelete(mates.of(catId));
}

/** Deletes the notifications of `ownerId` that lead to cat `catId` (CatMates, CatChat). */
async function dropOwnersNotices(ownerId: string, catId: string): Promise<void> {
  const leading = await notifications
    .of(ownerId)
    .where('link', 'in', [`/cat-mates/${catId}`, `/cat-chat/${catId}`])
    .select()
    .get();
  await commitInBatches(deletes(leading.docs.map((d) => d.ref)));
}

/** Deletes every CatRep's notifications of the daily run about cat `catId` (`catIds`). */
async function dropDailyNotices(catId: string): Promise<void> {
  const about = await notifications.group().where('catIds', 'array-contains', catId).select().get();
  await commitInBatches(deletes(about.docs.map((d) => d.ref)));
}

/**
 * Removes everything of cat `catId` once it is marked `deleting` (see above), the cat document
 * last. Resolves 'removed' when it did so, 'gone' when there is no cat document (a finished
 * earlier run) and 'not-marked' when the cat is not being deleted (nothing is touched). Rejects
 * with the first failing step's error; a next run picks up from what is left.
 */
export async function removeDeletedCat(catId: string): Promise<CatRemoval> {
  const ref = cats.doc(catId);
  const cat = (await ref.get()).data();
  if (!cat) return 'gone';
  if (!isBeingDeleted(cat)) return 'not-marked';
  // What others see of it first: chats, CatShare items, CatMates lists.
  await Promise.all([
    closeChats(catId),
    removeDiary(catId),
    unlinkMates(catId),
    unnameCat(catId),
    removeReportsOfCat(catId),
  ]);
  await Promise.all([
    db.recursiveDelete(catFiles.of(catId)),
    db.recursiveDelete(careEntries.of(catId)),
    dropOwnersNotices(cat.ownerId, catId),
    dropDailyNotices(catId),
  ]);
  await mediaStore().removeFolder(`cats/${catId}`);
  // Last, together: the cat and its name in its owner's goneCats (UserDoc.goneCats). Its chats,
  // closed first, refuse its messages from here on (domain/chats/conversations.ts).
  await db.runTransaction(async (tx) => {
    const owner = await tx.get(users.doc(cat.ownerId));
    if (owner.data()?.goneCats?.[catId] !== undefined)
      tx.update(owner.ref, { [`goneCats.${catId}`]: FieldValue.delete() });
    tx.delete(ref);
  });
  return 'removed';
}
