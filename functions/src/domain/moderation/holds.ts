/**
 * Moderation holds (README "Trust and safety"): what keeps a reported thing, or everything of a
 * suspended CatRep, from everyone but its author until a moderator decides or lifts it. A hold is
 * a flag (model `Holds`: `held` for reports, `authorSuspended` for a suspension) set in a
 * transaction that reads the thing, so two holds and their lifting never lose one another; a
 * report's hold reads its reported item there too (`HoldWanted`), so it lands as the item stands:
 *
 *   CatShare posts           visibility 3 (its author only) while held back; the timeline trigger
 *                            takes its references out and brings them back
 *   diary entries            the entry's `hidden`, and its CatShare item's visibility (3, or the
 *                            diary's again: reconcileDiaryItems keeps to it)
 *   comments, album photos   `hidden` (firestore.rules and the list queries ask `hidden == false`)
 *   lost reports, sightings  `held` (the API, the rules and the alerts leave them out)
 *
 * Profiles, cats and chat messages take no hold from reports: a group could silence anyone by
 * reporting a profile three times, and a message has one possible reporter. A suspension hides a
 * CatRep's profile, cats, CatAlog, favorites and CatBlog through the rules and the API instead.
 */
import {
  DiaryVisibility,
  FeedType,
  diaryItemVisibility,
  heldVisibility,
  isHeldBack,
  type Holds,
  type ReportedKind,
} from '@catrep/model';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase.js';
import { diaryItemRef } from '../feeds/diary-items.js';
import { tagUseChange } from '../feeds/tags.js';
import {
  blogs,
  catFiles,
  cats,
  comments,
  favorites,
  feeds,
  lostReports,
  sightings,
  users,
} from '../../store/collections.js';
import { shardsFollowing } from '../../store/counters.js';

/** Which hold: a report's (`held`) or a suspension's (`authorSuspended`). */
export type HoldField = keyof Holds;

/**
 * Whether the hold is on: a value, or one read in the hold's own transaction (a report's hold
 * follows its reported item's state, domain/moderation/reports.ts), so that a hold and a lifting
 * that cross land as the last state says, whichever commits last.
 */
export type HoldWanted = boolean | ((tx: Transaction) => Promise<boolean>);

/** `wanted` as it stands in `tx` (read before the transaction's first write). */
const wantedIn = (tx: Transaction, wanted: HoldWanted): Promise<boolean> =>
  typeof wanted === 'boolean' ? Promise.resolve(wanted) : wanted(tx);

/** The kinds a report may hold back (see above). */
export const HOLDABLE: readonly ReportedKind[] = [
  'post',
  'entry',
  'comment',
  'cat-photo',
  'favorite',
  'lost',
  'sighting',
];

/**
 * Sets `field` to `on` on a Lost & Found report or sighting, whose `held` is its hold: a held
 * report leaves the poster, the lists and the alerts (the alert trigger takes them back), a held
 * sighting leaves its owner's list.
 */
async function holdLost(ref: DocumentReference<Holds>, field: HoldField, wanted: HoldWanted) {
  await db.runTransaction(async (tx) => {
    const [found, on] = await Promise.all([tx.get(ref), wantedIn(tx, wanted)]);
    const doc = found.data();
    if (!doc) return;
    tx.update(ref, { [field]: on, held: isHeldBack({ ...doc, [field]: on }) });
  });
}

/** Sets `field` to `on` on the document at `ref` with its `hidden` (comments, album photos). */
async function holdHidden(
  ref: DocumentReference<Holds & { hidden: boolean }>,
  field: HoldField,
  wanted: HoldWanted,
) {
  await db.runTransaction(async (tx) => {
    const [found, on] = await Promise.all([tx.get(ref), wantedIn(tx, wanted)]);
    const doc = found.data();
    if (!doc) return;
    const holds = { ...doc, [field]: on };
    tx.update(ref, { [field]: on, hidden: isHeldBack(holds) });
  });
}

/** Sets `field` to `on` on CatShare post `postId` (not a diary item) with its visibility. */
async function holdPost(postId: string, field: HoldField, wanted: HoldWanted) {
  const ref = feeds.doc(postId);
  await db.runTransaction(async (tx) => {
    const [found, on] = await Promise.all([tx.get(ref), wantedIn(tx, wanted)]);
    const post = found.data();
    if (!post) return;
    const holds = { ...post, [field]: on };
    const visibility = heldVisibility(DiaryVisibility.everyone, holds);
    // Held back, its tags stop counting; lifted, they count again (domain/feeds/tags.ts).
    const [tags, shards] = await Promise.all([
      tagUseChange(tx, postId, post.userId, post, { ...post, visibility }),
      shardsFollowing(tx, postId, post.visibility, visibility),
    ]);
    tx.update(ref, { [field]: on, visibility, ...tags.fields });
    tags.write();
    shards();
  });
}

/**
 * Sets `field` to `on` on diary entry `blogId` of cat `catId` and on its CatShare item, in one
 * transaction that reads the cat: the item's visibility is the diary's unless held back.
 */
async function holdEntry(catId: string, blogId: string, field: HoldField, wanted: HoldWanted) {
  const entryRef = blogs.of(catId).doc(blogId);
  const itemRef = diaryItemRef(blogId);
  await db.runTransaction(async (tx) => {
    const [cat, entry, item, on] = await Promise.all([
      tx.get(cats.doc(catId)),
      tx.get(entryRef),
      tx.get(itemRef),
      wantedIn(tx, wanted),
    ]);
    if (!entry.exists) return;
    const holds = { ...entry.data()!, [field]: on };
    const catDoc = cat.data();
    const stored = item.data();
    const visibility = catDoc && heldVisibility(diaryItemVisibility(catDoc), holds);
    const shards =
      stored && visibility !== undefined
        ? await shardsFollowing(tx, itemRef.id, stored.visibility, visibility)
        : undefined;
    tx.update(entryRef, { [field]: on, hidden: isHeldBack(holds) });
    if (shards && visibility !== undefined) {
      tx.update(itemRef, { [field]: on, visibility });
      shards();
    }
  });
}

/**
 * Sets the hold `field` to `on` (a value, or read in the hold's transaction) on the reported thing
 * of `kind` with `ids`; a thing that is gone is nothing to hold. Kinds that take no hold
 * (profiles, cats, messages) are left as they are.
 */
export async function setHold(
  kind: ReportedKind,
  ids: string[],
  field: HoldField,
  on: HoldWanted,
): Promise<void> {
  switch (kind) {
    case 'post':
      return holdPost(ids[0], field, on);
    case 'entry':
      return holdEntry(ids[0], ids[1], field, on);
    case 'comment':
      return holdHidden(comments.of(ids[0]).doc(ids[1]), field, on);
    case 'cat-photo':
      return holdHidden(catFiles.of(ids[0]).doc(ids[1]), field, on);
    case 'favorite':
      return holdHidden(favorites.of(ids[0]).doc(ids[1]), field, on);
    case 'lost':
      return holdLost(lostReports.doc(ids[0]), field, on);
    case 'sighting':
      return holdLost(sightings.of(ids[0]).doc(ids[1]), field, on);
    default:
      return;
  }
}

/** How many holds run at once when a suspension holds everything of a CatRep. */
const PARALLEL_HOLDS = 10;

/**
 * Brings `authorSuspended` on every CatShare post, diary entry (with its item) and comment of
 * CatRep `uid` in line with their profile's `suspended`, read in each hold's own transaction (a
 * suspension and its lifting both sweep after writing the flag): when the two cross, whichever
 * sweep reaches a thing last sets it as the profile now says, so a lifting never leaves things
 * held behind an active CatRep, nor a suspension things shown. Their profile, cats and albums
 * need none: the rules and the API hide what a suspended CatRep owns.
 */
export async function holdAllOf(uid: string): Promise<void> {
  const on: HoldWanted = async (tx) => (await tx.get(users.doc(uid))).data()?.suspended === true;
  const [posts, written] = await Promise.all([
    feeds.where('userId', '==', uid).select('type', 'catId', 'blogId').get(),
    comments.group().where('userId', '==', uid).select().get(),
  ]);
  const holds: (() => Promise<void>)[] = [
    ...posts.docs.map((d) => {
      const post = d.data();
      return post.type === FeedType.diary && post.catId && post.blogId
        ? () => holdEntry(post.catId!, post.blogId!, 'authorSuspended', on)
        : () => holdPost(d.id, 'authorSuspended', on);
    }),
    ...written.docs.map(
      (d) => () => holdHidden(comments.of(d.ref.parent.parent!.id).doc(d.id), 'authorSuspended', on),
    ),
  ];
  for (let i = 0; i < holds.length; i += PARALLEL_HOLDS) {
    await Promise.all(holds.slice(i, i + PARALLEL_HOLDS).map((hold) => hold()));
  }
}
