/**
 * CatBlog (docs/product.md §1 CatBlog, §2 /cat-diary/{id}/{name}, §3 Diary entry, §4 Diary tab visibility,
 * §6, §7 Cats blogs, §8): a cat's diary entries, the request schemas and the visibility rule shared by
 * web and functions. Who may read a cat's diary follows the cat's `diaryType` (1 everyone, 2 my
 * CatReps, 3 only me) at the time of reading, so a change applies to every entry at once.
 */
import { z } from './zod.js';
import { DIARY_ENTRY_TYPE, DiaryVisibility, MAX_MESSAGE_LENGTH } from './codes.js';
import type { AlbumPhoto, DiaryPending, Holds, LinkPreview } from './documents.js';
import { jsonObject, requiredMessage } from './fields.js';

/** Diary entries per page (`GET /cats/{id}/blogs?index=`, the live diary list). */
export const BLOG_PAGE_SIZE = 10;

/** Photos one diary entry may hold. */
export const MAX_BLOG_PHOTOS = 10;

/**
 * `cats/{catId}/blogs/{blogId}.content` (docs/product.md §3 "a serialized object"): the message and
 * its preview.
 */
export interface BlogContent {
  message: string;
  /** The first web link of the message (docs/product.md §5 last rule), or null. */
  link: string | null;
  /** Its preview, filled in by a trigger a moment after the entry is saved. */
  preview: LinkPreview | null;
}

/** `cats/{catId}/blogs/{blogId}` (docs/product.md §3 Diary entry). Written by the API only. */
export interface BlogDoc extends Holds {
  catId: string;
  ownerId: string;
  type: typeof DIARY_ENTRY_TYPE;
  content: BlogContent;
  /** Photos, in the order added (the album pipeline's sizes). */
  files: AlbumPhoto[];
  /** A hold keeps it from everyone but its owner (model safety.ts `Holds`); false when written. */
  hidden: boolean;
  createdAt: unknown;
  updatedAt: unknown;
}

/** JSON of a diary entry in API answers. */
export type BlogJson = Omit<BlogDoc, 'createdAt' | 'updatedAt'> & {
  id: string;
  createdAt: string | null;
  updatedAt: string | null;
};

/**
 * The message of a diary entry: required (docs/product.md §8 'Problem occured during adding blog.'
 * otherwise), cleaned as every message is (./text.ts), line breaks kept.
 */
export const diaryMessage = requiredMessage('Diary message', MAX_MESSAGE_LENGTH);

/**
 * `POST /cats/{id}/blogs` and `PUT /cats/{id}/blogs/{blogId}` body: `{ type: 1, content }`, content
 * as JSON text (docs/product.md §3) or an object holding `message`.
 */
export const blogRequest = z.object({
  type: z.coerce
    .number()
    .pipe(z.literal(DIARY_ENTRY_TYPE, { error: 'Type is not valid' }))
    .optional(),
  content: jsonObject(z.object({ message: diaryMessage })),
});

/** The diary form (web). */
export const diaryForm = z.object({ message: diaryMessage });

/**
 * Whether something of `visibility` is shared with its owner's connected CatReps only (2, 'My
 * CatReps'): the one visibility whose readers depend on a connection (docs/architecture.md §2 Visibility).
 */
export const isForConnections = (visibility: number): boolean => visibility === DiaryVisibility.myCatReps;

/**
 * Who may read something of visibility `visibility` (docs/product.md §4 Diary tab visibility,
 * docs/architecture.md §2): its owner always; anyone signed in when it is public (1); CatReps connected with
 * the owner when it is for my CatReps (2); nobody else (3). The one rule for a cat's diary (its `diaryType`)
 * and for a CatShare item (its `visibility`); firestore.rules holds the same rule for client reads, and the
 * functions' `canRead` applies it to REST reads.
 */
export function isVisibleTo(
  visibility: number,
  viewer: { uid: string | null; isOwner: boolean; isConnected: boolean },
): boolean {
  if (viewer.isOwner) return true;
  if (!viewer.uid) return false;
  if (visibility === DiaryVisibility.everyone) return true;
  if (isForConnections(visibility)) return viewer.isConnected;
  return false;
}

/**
 * Why a diary may not be read (`GET /cats/{id}/blogs` answers 403 with it; the web shows it as the
 * page of a diary the viewer may not see, docs/product.md §4).
 */
export function diaryHiddenMessage(diaryType: number): string {
  return isForConnections(diaryType)
    ? "This cat's diary is shared with its owner's CatReps only."
    : "This cat's diary is private.";
}

export type { DiaryPending } from './documents.js';

/** How long a pending change counts: longer than any API request may run (60 s). */
export const DIARY_PENDING_MS = 120_000;

/**
 * The visibility every CatShare item of a cat's diary must have now: the cat's `diaryType`, or the
 * most private pending change when one is under way (expired ones, left by a crash, no longer
 * count). Never more visible than the diary itself.
 */
export function diaryItemVisibility(
  cat: { diaryType: DiaryVisibility; diaryPending?: Record<string, DiaryPending> },
  now = Date.now(),
): DiaryVisibility {
  let visibility = cat.diaryType;
  for (const pending of Object.values(cat.diaryPending ?? {})) {
    if (now - pending.at < DIARY_PENDING_MS && pending.to > visibility) visibility = pending.to;
  }
  return visibility;
}

/** The keys of `pending` changes that expired (to be cleared with the next edit of the cat). */
export function expiredDiaryChanges(
  pending: Record<string, DiaryPending> | undefined,
  now = Date.now(),
): string[] {
  return Object.entries(pending ?? {})
    .filter(([, p]) => now - p.at >= DIARY_PENDING_MS)
    .map(([key]) => key);
}
