/**
 * The CatShare rules tests' world (tests/rules/catshare*.test.ts): who asks — the six
 * roles and two CatReps whose connection with the author is pending — and what is stored: a share
 * and diary items of visibility 1, 2 and 3 by the author, and a photo post still waiting for its
 * first photo (3); the share and the photo post name NAMED_CAT ("Who is in it?") and hold the
 * hashtag TAG, each with a comment, a like by every
 * viewer and a reference in every viewer's timeline. `catshareWorld(rules)` binds the viewers'
 * clients and the seeding to one test file's rules environment.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { CommentDoc, DiaryVisibility, FeedDoc, TimelineDoc } from '@catrep/model';
import { collection, Timestamp, type Firestore } from 'firebase/firestore';
import { clientDb, contextFor, startFresh, UID, verifiedCatRepContext, type Role } from './rules.js';

// ---- Who asks ---------------------------------------------------------------------------------

/**
 * The six roles of tests/support/rules.ts (`owner` is the author of every post) and two verified
 * CatReps whose connection with the author is pending (docs/product.md §4): `requested` asked the author, who
 * has not approved (the author's side of the relation says 'waiting'); `waiting` was asked by the
 * author and has not approved (the author's side says 'requested').
 */
export type Viewer = Role | 'requested' | 'waiting';
export const VIEWERS = [
  'unauthenticated',
  'guest',
  'unverified',
  'stranger',
  'requested',
  'waiting',
  'connected',
  'owner',
] as const satisfies readonly Viewer[];
export type SignedIn = Exclude<Viewer, 'unauthenticated'>;
export const PENDING_UID = { requested: 'requested-uid', waiting: 'waiting-uid' } as const;
export const AUTHOR = UID.owner;

export const isPending = (viewer: Viewer): viewer is 'requested' | 'waiting' =>
  viewer === 'requested' || viewer === 'waiting';
export const uidOf = (viewer: SignedIn): string => (isPending(viewer) ? PENDING_UID[viewer] : UID[viewer]);
export const SIGNED_IN = VIEWERS.filter((v): v is SignedIn => v !== 'unauthenticated');
/** A CatRep other than `viewer` whose like and timeline hold the same posts. */
export const otherThan = (viewer: Viewer) => (viewer === 'owner' ? UID.connected : AUTHOR);

/**
 * Who reads a post of each visibility (docs/product.md §4, §6; docs/architecture.md §2 Visibility);
 * every other viewer is refused.
 */
export const READERS: Record<DiaryVisibility, readonly Viewer[]> = {
  1: SIGNED_IN,
  2: ['connected', 'owner'],
  3: ['owner'],
};
export const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'refused');

// ---- What is stored ---------------------------------------------------------------------------

export const at = (minute: number) => Timestamp.fromMillis(Date.UTC(2025, 0, 2) + minute * 60_000);
export const author = { id: AUTHOR, firstname: 'Olive', lastname: 'Owner', profilePhoto: null };

export interface Item {
  id: string;
  label: string;
  visibility: DiaryVisibility;
  data: FeedDoc;
}
/** A cat of the connected CatRep that the share and the waiting photo post name. */
export const NAMED_CAT = 'named-cat';
const naming = { cats: [{ id: NAMED_CAT, name: 'Named', ownerId: UID.connected }], catIds: [NAMED_CAT] };
/** The hashtag the share and the waiting photo post hold (README "Find cats like yours"). */
export const TAG = 'caturday';
export const share: FeedDoc = {
  type: 1,
  content: { message: 'Naptime in the sun #caturday' },
  userId: AUTHOR,
  user: author,
  visibility: 1,
  ...naming,
  tags: [TAG],
  createdAt: at(0),
  updatedAt: at(0),
};
/** A photo post whose photos have not arrived: its author's alone until the first is stored. */
export const waitingPhotoPost: FeedDoc = {
  type: 2,
  content: { message: '#caturday' },
  userId: AUTHOR,
  user: author,
  visibility: 3,
  ...naming,
  tags: [TAG],
  createdAt: at(4),
  updatedAt: at(4),
};
/** The CatShare item of diary entry `diary-{visibility}` of a cat whose diaryType is `visibility`. */
export const diaryItem = (visibility: DiaryVisibility): FeedDoc => ({
  type: 5,
  content: { message: `Diary entry of visibility ${visibility}`, files: [] },
  userId: AUTHOR,
  user: author,
  visibility,
  cat: { id: 'cat-of-owner', name: 'Diarist', profilePhoto: null },
  catId: 'cat-of-owner',
  blogId: `diary-${visibility}`,
  createdAt: at(visibility),
  updatedAt: at(visibility),
});
export const ITEMS: readonly Item[] = [
  { id: 'share-1', label: 'share (visibility 1)', visibility: 1, data: share },
  ...([1, 2, 3] as const).map((visibility) => ({
    id: `diary-${visibility}`,
    label: `diary item (visibility ${visibility})`,
    visibility,
    data: diaryItem(visibility),
  })),
  {
    id: 'photo-waiting',
    label: 'photo post waiting for its photos (visibility 3)',
    visibility: 3,
    data: waitingPhotoPost,
  },
];
export const ITEM_IDS = ITEMS.map((item) => item.id);
/** Newest first, as the feeds order them. */
export const newestFirst = (items: readonly Item[]) => items.map((item) => item.id).reverse();

export const comment = (userId: string): CommentDoc => ({
  content: { message: 'Lovely!' },
  userId,
  user: { ...author, id: userId },
  hidden: false,
  createdAt: at(10),
  updatedAt: at(10),
});
export const like = (userId: string, feedId: string) => ({ userId, feedId, createdAt: at(20) });
/**
 * A counter shard of the item: its likes and its one comment, with the item's visibility and
 * author, which the rules read instead of the post (README "Counters").
 */
export const counterShard = (item: Item) => ({
  feedId: item.id,
  visibility: item.visibility,
  userId: item.data.userId,
  likes: 6,
  comments: 1,
});
export const reference = (item: Item): TimelineDoc => ({
  feedId: item.id,
  userId: AUTHOR,
  createdAt: item.data.createdAt,
});

/** The `feeds` collection of a client. */
export const feeds = (db: Firestore) => collection(db, 'feeds');

export const path = {
  item: (item: Item) => `feeds/${item.id}`,
  comment: (item: Item) => `feeds/${item.id}/comments/comment-1`,
  like: (item: Item, uid: string) => `feeds/${item.id}/likes/${uid}`,
  counter: (item: Item) => `feeds/${item.id}/counters/3`,
  reference: (item: Item, uid: string) => `users/${uid}/timeline/${item.id}`,
};

/** The world of one test file's rules environment: each viewer's client, and the seeding. */
export function catshareWorld(rules: () => RulesTestEnvironment) {
  /** The Firestore client of `viewer`. */
  const dbOf = (viewer: Viewer): Firestore =>
    clientDb(
      isPending(viewer) ? verifiedCatRepContext(rules(), PENDING_UID[viewer]) : contextFor(rules(), viewer),
    );
  /**
   * Clears the database and stores: the roles' relations plus the two pending requests; every item
   * with one comment (by the connected CatRep) and a counter shard; a like of every item by every signed-in viewer; and
   * a reference to every item in every signed-in viewer's timeline (the trigger writes them only for
   * visibility 1 and 2, into the author's and the connections' timelines; here every timeline holds
   * every item, so the rule is tested on its own, whatever the trigger does).
   */
  async function seedWorld() {
    const docs: Record<string, object> = {
      [`users/${AUTHOR}/relations/${PENDING_UID.requested}`]: { state: 'waiting' },
      [`users/${PENDING_UID.requested}/relations/${AUTHOR}`]: { state: 'requested' },
      [`users/${AUTHOR}/relations/${PENDING_UID.waiting}`]: { state: 'requested' },
      [`users/${PENDING_UID.waiting}/relations/${AUTHOR}`]: { state: 'waiting' },
    };
    for (const item of ITEMS) {
      docs[path.item(item)] = item.data;
      docs[path.comment(item)] = comment(UID.connected);
      docs[path.counter(item)] = counterShard(item);
      for (const viewer of SIGNED_IN) {
        docs[path.like(item, uidOf(viewer))] = like(uidOf(viewer), item.id);
        docs[path.reference(item, uidOf(viewer))] = reference(item);
      }
    }
    await startFresh(rules(), docs);
  }
  return { dbOf, seedWorld };
}
