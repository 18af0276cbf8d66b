/**
 * The shapes of CatRep's Firestore documents (docs/architecture.md §2) and of the REST API's JSON (docs/product.md §3).
 * Dates travel as ISO strings in JSON and as Timestamps in Firestore.
 */

import type { DiaryVisibility } from './codes.js';

/** One stored size of an album photo. */
export interface PhotoVariant {
  /** Media-store path, e.g. `cats/{catId}/files/{fileId}_640.jpg`. */
  path: string;
  width: number;
  height: number;
}

/** An album photo: its pixel size (the largest variant) and every stored variant, smallest first. */
export interface AlbumPhoto {
  width: number;
  height: number;
  variants: PhotoVariant[];
}

/**
 * A change of a cat's diary towards more privacy that is under way (`cats/{catId}.diaryPending`,
 * keyed by the change): `to` is the new `diaryType`, `at` when it began (milliseconds since the
 * epoch). While it is pending, every CatShare item of the diary is written at least as private as
 * `to`, so the cat can take the new `diaryType` once the items have (README, "Diary visibility
 * under races").
 */
export interface DiaryPending {
  to: DiaryVisibility;
  at: number;
}

/**
 * What a moderation hold sets on a stored thing: `held` while HIDE_AFTER_REPORTERS CatReps have
 * reported it and no moderator has decided; `authorSuspended` while its author is suspended. Either
 * keeps it from everyone but its author until it is lifted. Comments, diary entries and album
 * photos also carry `hidden`, the two together, for firestore.rules and the list queries to ask
 * (`hidden == false`); a CatShare item is held back through its `visibility` (3, its author only).
 */
export interface Holds {
  held?: boolean;
  authorSuspended?: boolean;
}

/** A processed photo in the media store; URLs are `/media/{path}` (docs/product.md §3 profile photos). */
export interface PhotoRef {
  /** Media-store path of the display size, e.g. `users/{uid}/{fileId}.jpg`. */
  path: string;
  /** Media-store path of the thumbnail. */
  thumbPath: string;
  /** Pixel size of the display image. */
  width: number;
  height: number;
}

export interface Country {
  id: string;
  title: string;
}

/** `users/{uid}`: the public profile (what the profile header and lists show). */
export interface UserDoc {
  firstname: string;
  lastname: string;
  gender: boolean;
  country: Country;
  city: string;
  profilePhoto: PhotoRef | null;
  status: 0 | 1;
  /** Set while a moderator has suspended the CatRep (README "Trust and safety"). */
  suspended?: boolean;
  /**
   * Set by `DELETE /users/user` (README "Leaving CatRep") until the deletion job removes the
   * profile: from then on the CatRep is gone for everyone else, as a suspended one is.
   */
  deleting?: boolean;
  /** Lower-case prefixes of first and last name, for header search (docs/product.md §5 Search). */
  searchKeys: string[];
  /** Count of living cats and of Catchies, kept by the API. */
  catCount: number;
  catchiesCount: number;
  /**
   * The CatRep's cats that may no longer send in CatChat, by id: 'passedAway' (in Catchies) or
   * 'deleting' (`DELETE /cats/{id}` under way). Written in the same transaction as the cat, with
   * the counts above, so a message's guarded transaction, which reads this profile anyway, sees it
   * without reading the cat (docs/architecture.md §1 "Write guards"). Never shown.
   */
  goneCats?: Record<string, GoneCat>;
  createdAt: unknown;
}

/** Why a cat sends nothing in CatChat any more (UserDoc.goneCats). */
export type GoneCat = 'passedAway' | 'deleting';

/** `users/{uid}/private/account`: owner-only fields (private by default). */
export interface AccountDoc {
  email: string;
  /** 'YYYY-MM-DD'. */
  birthdate: string;
  /**
   * The CatRep's time zone, an IANA name the browser gave (`PUT /users/user/time-zone`): their day
   * and its 8:00, when the daily run serves them. Absent until the browser sent it (UTC then).
   */
  timeZone?: string;
  /**
   * Whom the CatRep is connected with and whose requests wait for their approval (uids), kept by
   * every write of a relation in its own transaction or batch (functions/src/store/relations.ts):
   * the session call's friends and waiting from this one document, however many relations there
   * are. Trusted once `built`, which the session call sets when it first makes the lists from the
   * relation documents (an account from before the lists were kept has none).
   */
  relationIds?: { connected?: string[]; waiting?: string[]; built?: boolean };
  createdAt: unknown;
}

/** What lists display about a CatRep (denormalised into cats, posts, …). */
export interface UserSummary {
  id: string;
  firstname: string;
  lastname: string;
  profilePhoto: PhotoRef | null;
}

/** `cats/{catId}` (docs/product.md §3 Cat). */
export interface CatDoc {
  name: string;
  birthDay: number | null;
  birthMonth: number | null;
  birthYear: number | null;
  deathdate: string | null;
  gender: boolean;
  breed: string;
  location: string;
  country: Country | null;
  city: string;
  diaryType: 1 | 2 | 3;
  /** Changes of `diaryType` towards more privacy under way (model blogs.ts `diaryItemVisibility`). */
  diaryPending?: Record<string, DiaryPending>;
  profilePhoto: PhotoRef | null;
  ownerId: string;
  owner: UserSummary;
  alive: boolean;
  searchKeys: string[];
  /**
   * `breed` and `city` as they are matched and listed (model `breedKey`, `matchKey`; README "Find
   * cats like yours"): written with every cat; a store older than them gets them from
   * `npm run backfill-cat-keys`. '' when there is none.
   */
  breedKey?: string;
  cityKey?: string;
  createdAt: unknown;
  /**
   * Set by `DELETE /cats/{id}` (README "Trust and safety", deleting a cat): from then on the cat is
   * gone for everyone but a cleanup job, which removes everything of it and the document last.
   * Absent (or false) on every other cat. Written by the API only.
   */
  deleting?: boolean;
  /** When the deletion was asked for (with `deleting`). */
  deletedAt?: unknown;
  /**
   * The open Lost & Found report of the cat (docs/product.md §10), null or absent while it is home:
   * the CatID, its cards and the posts naming it show the Lost ribbon from it. Written by the API.
   */
  lost?: { reportId: string } | null;
}

/** Whether `cat` is being deleted (`CatDoc.deleting`): the API and the rules treat it as gone. */
export const isBeingDeleted = (cat: Pick<CatDoc, 'deleting'>): boolean => cat.deleting === true;

/** JSON of a user in API responses (docs/product.md §3 User; email and birthdate only for oneself). */
export interface UserJson extends Omit<UserDoc, 'createdAt' | 'searchKeys'> {
  id: string;
  email?: string;
  birthdate?: string;
  createdAt: string | null;
  isMe?: boolean;
  isFriend?: boolean;
}

/** JSON of a cat in API responses (docs/product.md §3 Cat). */
export interface CatJson extends Omit<
  CatDoc,
  'createdAt' | 'searchKeys' | 'owner' | 'diaryPending' | 'deleting' | 'deletedAt' | 'cityKey'
> {
  id: string;
  user: UserSummary;
  createdAt: string | null;
  isMine?: boolean;
}

/** The `{ code, message }` body of every 4xx/5xx answer. */
export interface ApiError {
  code: string;
  message: string;
}

/** The route slug of a name: 'Anna Smith' → 'anna-smith' (docs/product.md §2 name-with-dashes). */
export function slug(...parts: string[]): string {
  return parts
    .join(' ')
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The public URL of a media-store path. */
export function mediaUrl(path: string): string {
  return `/media/${path}`;
}

/** Connection state from one CatRep's side (docs/product.md §4 Connection). */
export type RelationState = 'requested' | 'waiting' | 'connected';

/** What CatRep lists display: summary plus where they live. */
export interface UserCard extends UserSummary {
  country: Country | null;
  city: string;
}

/**
 * `users/{uid}/relations/{otherUid}`: uid's side of a connection. `requested` = uid sent it,
 * `waiting` = it waits for uid's approval, `connected` = both agreed. Holds the other CatRep's
 * card so lists cost one query.
 */
export interface RelationDoc {
  state: RelationState;
  userId: string;
  user: UserCard;
  createdAt: unknown;
  updatedAt: unknown;
}

/** What CatMates lists display about a cat. */
export interface CatCard {
  id: string;
  name: string;
  profilePhoto: PhotoRef | null;
  ownerId: string;
}

/** `cats/{catId}/mates/{otherCatId}`: a CatMate, written by a trigger when owners connect. */
export interface MateDoc {
  catId: string;
  mate: CatCard;
  createdAt: unknown;
}

/** Link preview of docs/product.md §5 (open-graph-scraper): shown as text, never as HTML. */
export interface LinkPreview {
  url: string;
  title: string;
  description: string;
  /**
   * The page's image: as the page names it (an absolute URL) when read, then stored as the media
   * URL of CatRep's copy (`/media/…`), or null when there is none or it could not be copied.
   */
  image: string | null;
}

/** `feeds/{feedId}.content`. */
export interface FeedContent {
  message: string;
  /** Video or YouTube link as the CatRep gave it. */
  url?: string;
  /** YouTube embed link (docs/product.md §9). */
  embedUrl?: string;
  /** The first web link of the message, when it has one. */
  link?: string;
  preview?: LinkPreview | null;
  /**
   * The photos it shows: a diary item's are its entry's (as the entry holds them); a photo post's
   * are its own, in their order (by `position`), each with its id and alt text.
   */
  files?: FeedPhoto[];
}

/**
 * A photo a post shows. A photo post's photos carry `id` (its media prefix is
 * `feeds/{feedId}/{id}`), `alt` (the image's alt text, '' when none was given) and `position`
 * (0–9, the place its author gave it); a diary item's photos are the entry's album photos.
 */
export interface FeedPhoto extends AlbumPhoto {
  id?: string;
  alt?: string;
  position?: number;
}

/** A cat a post names ("Who is in it?"): enough for the link to its CatID and for its owner's removal. */
export interface PostCat {
  id: string;
  name: string;
  ownerId: string;
}

/** The cat a diary item comes from: enough for its card and the link to its CatBlog. */
export interface DiaryCat {
  id: string;
  name: string;
  profilePhoto: PhotoRef | null;
}

/**
 * `feeds/{feedId}`: a CatShare item with its author, the one stored copy of its
 * content. `visibility` (docs/architecture.md §2 Visibility) says who reads it: 1 everyone signed in, 2 the
 * author's connected CatReps, 3 the author only. Shares are 1; a diary item (type 5, id = its
 * entry's id) takes its cat's `diaryType` and mirrors its entry's content and photos. Its likes
 * and comments are counted apart, in `feeds/{feedId}/counters` (counters.ts).
 */
export interface FeedDoc extends Holds {
  type: 1 | 2 | 3 | 4 | 5;
  content: FeedContent;
  userId: string;
  user: UserSummary;
  visibility: DiaryVisibility;
  /**
   * Shares only: the cats the post names (at most MAX_POST_CATS, in the order given) and their ids,
   * which the "Appears in" list of each CatID page asks for (`array-contains`).
   */
  cats?: PostCat[];
  catIds?: string[];
  /** Diary items only: the cat and its entry (`cats/{catId}/blogs/{blogId}`). */
  cat?: DiaryCat;
  catId?: string;
  blogId?: string;
  /**
   * Shares only: the hashtags of its message, normalised (model tags.ts; at most MAX_POST_TAGS),
   * which the tag's page asks for (`array-contains`); and the day (UTC) its uses were counted on
   * for Trending (`tagUses/`), set when it first was public with a tag.
   */
  tags?: string[];
  tagDay?: string;
  createdAt: unknown;
  updatedAt: unknown;
  /** When its author (or a moderator) last changed what it says after it was published. */
  editedAt?: unknown;
}

/**
 * `users/{uid}/timeline/{feedId}`: a reference to a post for uid's 'My CatReps' view — its id,
 * author and time, never its content. Written by the timeline trigger for posts of visibility
 * 1 or 2, in the author's timeline and each connected CatRep's.
 */
export interface TimelineDoc {
  feedId: string;
  userId: string;
  createdAt: unknown;
}

/** `feeds/{feedId}/comments/{commentId}`. */
export interface CommentDoc extends Holds {
  content: { message: string };
  userId: string;
  user: UserSummary;
  /** A hold keeps it from everyone (model safety.ts `Holds`); false for every comment written. */
  hidden: boolean;
  /** The counter shard it was counted on (counters.ts `shardFor`); none before shards adapted. */
  shard?: string;
  createdAt: unknown;
  updatedAt: unknown;
  /** When its author (or a moderator) last changed its message. */
  editedAt?: unknown;
}

/**
 * `users/{uid}/saved/{feedId}`: a post CatRep uid saved (README "Find cats like yours", Saved
 * posts), its author and when; the owner's alone. It goes with the post; a post that left uid's
 * reach is left out of the list while it stays out.
 */
export interface SavedDoc {
  feedId: string;
  authorId: string;
  createdAt: unknown;
}
