/**
 * CatAlog and My Favorites (docs/product.md §1 CatAlog and My Favorites, §3 File and cat URL entry, §7
 * `/cats/{id}/files`, `/cats/{id}/urls`, `/users/files`, §9): the stored documents, the request
 * schemas and the constants shared by web and functions.
 */
import { z } from './zod.js';
import { FileType } from './codes.js';
import { optionalText } from './fields.js';
import { youtubeId } from './feeds.js';
import type { AlbumPhoto, Holds } from './documents.js';
import { youtubeUrl } from './feed-requests.js';

/** Album entries per page (`GET /cats/{id}/files?index=`, `GET /users/{id}/files?index=`). */
export const ALBUM_PAGE_SIZE = 24;

/** The widths (px) each album photo is stored at, for `srcSet` (never enlarged past the original). */
export const ALBUM_WIDTHS = [320, 640, 1280] as const;

/** Longest photo caption or YouTube title, in characters. */
export const MAX_CAPTION_LENGTH = 200;

/**
 * The CatAlog lists of docs/product.md §2 `/cat-catalog/{id}/{name}/{type}` (video is hidden in the
 * menu).
 */
export const CATALOG_TYPES = ['photo', 'video', 'youtube'] as const;
export type CatalogType = (typeof CATALOG_TYPES)[number];

export type { AlbumPhoto, PhotoVariant } from './documents.js';

/**
 * `cats/{catId}/files/{fileId}` (docs/product.md §3 File, cat URL entry): a CatAlog photo (type 1, `photo`)
 * or a YouTube video (type 2 with `youtubeId` and `url`, the embed link). Written by the API only.
 */
export interface CatFileDoc extends Holds {
  catId: string;
  ownerId: string;
  type: (typeof FileType)[keyof typeof FileType];
  /** Which CatAlog list shows it: docs/product.md §2 type `photo` or `youtube` (`video` stays empty). */
  list: CatalogType;
  /** The caption (photos: the image's alt text) or the video's title; '' when none. */
  title: string;
  photo: AlbumPhoto | null;
  youtubeId: string | null;
  /** The embed link (`https://www.youtube-nocookie.com/embed/ID`) of a YouTube entry. */
  url: string | null;
  /** A hold keeps it from everyone but its owner (model safety.ts `Holds`); false when written. */
  hidden: boolean;
  createdAt: unknown;
}

/** `users/{uid}/favorites/{fileId}`: a My Favorites photo. Written by the API only. */
export interface FavoriteDoc extends Holds {
  ownerId: string;
  type: typeof FileType.photo;
  title: string;
  photo: AlbumPhoto;
  /** A hold keeps it from everyone but its owner (model safety.ts `Holds`); false when written. */
  hidden: boolean;
  createdAt: unknown;
}

/** `?type=` of `GET` / `POST /cats/{id}/files`: 1 photo, 2 video (docs/product.md §3); default photo. */
export const fileTypeQuery = z.preprocess(
  (v) => (v === undefined || v === '' ? FileType.photo : Number(v)),
  z.union([z.literal(FileType.photo), z.literal(FileType.video)], { error: 'Type is not valid' }),
);

/** Optional caption of an uploaded photo (multipart field `title`). */
export const captionField = optionalText('Title', MAX_CAPTION_LENGTH);

/**
 * `POST /cats/{id}/urls` body `{ title, type: 2, catId, url }` (docs/product.md §7 names title, type, catId):
 * `url` is the YouTube link and `title` an optional caption; without `url`, a `title` that is a
 * YouTube link is taken as the link.
 */
export const catUrlRequest = z.preprocess(
  (v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return {};
    const body = v as Record<string, unknown>;
    if (
      (body.url === undefined || body.url === '') &&
      typeof body.title === 'string' &&
      youtubeId(body.title)
    )
      return { ...body, url: body.title, title: '' };
    return body;
  },
  z.object({
    url: youtubeUrl,
    title: captionField,
    type: z.coerce
      .number()
      .pipe(z.literal(FileType.video, { error: 'Type is not valid' }))
      .optional(),
    catId: z.string().max(128).optional(),
  }),
);
export type CatUrlRequest = z.output<typeof catUrlRequest>;

/** The Add Youtube form (web): the link and an optional title. */
export const youtubeLinkForm = z.object({
  url: youtubeUrl,
  title: captionField,
});

/** JSON of an album entry in API answers (docs/product.md §3 File). */
export type CatFileJson = Omit<CatFileDoc, 'createdAt'> & { id: string; createdAt: string | null };
export type FavoriteJson = Omit<FavoriteDoc, 'createdAt'> & { id: string; createdAt: string | null };
