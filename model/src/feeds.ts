/**
 * CatShare (docs/product.md §3 Feed item and Comment, §7 Feed): item types, page size and the link rules
 * (YouTube ids, the first web link). The request and form schemas are ./feed-requests.ts, apart
 * so that the feed's first screen loads without zod (README "Keeping first screens light").
 */

/** Feed item types (docs/product.md §3: text/share, photo, video, YouTube, diary). */
export const FeedType = { share: 1, photo: 2, video: 3, youtube: 4, diary: 5 } as const;
export type FeedType = (typeof FeedType)[keyof typeof FeedType];

/**
 * Whether items of `type` carry a `url` in their content: the two video kinds, an uploaded
 * video's link (Video) and a YouTube link (docs/product.md §3 Feed item, §5 Youtube url, Video url).
 */
export const hasVideoUrl = (type: number): boolean => type === FeedType.video || type === FeedType.youtube;

/** docs/product.md §9: YouTube embeds are 480 × 272 px. */
export const YOUTUBE_EMBED = { width: 480, height: 272 } as const;

/** Posts per feed page, and the pagination of comments. */
export const FEED_PAGE_SIZE = 10;
/**
 * Posts on the first page of CatShare's views ('Everyone', 'My CatReps'): what a phone's first
 * screen and the one below it show. Opening CatShare reads these and their counts; the next page
 * (FEED_PAGE_SIZE) loads as the reader scrolls to the end (README "Keeping first screens light").
 */
export const FEED_FIRST_PAGE_SIZE = 5;
/** Who liked a post (`GET /feeds/{id}/likes`): CatReps a page, newest like first. */
export const LIKERS_PAGE_SIZE = 20;
export const MAX_COMMENT_LENGTH = 2000;

/**
 * A photo post (README "CatShare"): 1 to MAX_POST_PHOTOS photos, each uploaded on its own
 * (`POST /feeds/{id}/files`) with alt text of at most MAX_ALT_LENGTH characters. Until its first
 * photo is stored the post is its author's alone (visibility 3), so nobody else meets an empty one.
 */
export const MAX_POST_PHOTOS = 10;
export const MAX_ALT_LENGTH = 1500;

/**
 * Hours after its creation a photo post that still holds no photo (every upload failed, and its
 * author left it so) is removed (functions/src/domain/feeds/unfinished.ts).
 */
export const UNFINISHED_POST_MAX_AGE_HOURS = 24;

/** What the author of a photo post none of whose photos uploaded is told, in the composer and on the post. */
export const NO_PHOTO_UPLOADED = 'Your photos did not upload. A post without a photo is removed after a day.';

/** Cats a post may name ("Who is in it?"): the author's own, or a connected CatRep's living cats. */
export const MAX_POST_CATS = 10;

/**
 * The YouTube video id of a watch, short or embed link, or null. Accepts
 * youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID, youtube.com/shorts/ID.
 */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = url.pathname.match(/^\/(embed|shorts)\/([^/]+)/);
      id = m ? m[2] : null;
    }
  }
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
}

/**
 * The embed link of YouTube video `id`, on YouTube's privacy-enhanced host: the one host CatRep's
 * pages may frame (the Content-Security-Policy of firebase.json).
 */
export const youtubeNoCookieEmbed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/** A watch link turned into the embed link (docs/product.md §9), or null when it is not YouTube. */
export function youtubeEmbedUrl(link: string): string | null {
  const id = youtubeId(link);
  return id ? youtubeNoCookieEmbed(id) : null;
}

/** The first http(s) link in a text (docs/product.md §5 last rule), or null. */
export function firstLink(text: string): string | null {
  const m = text.match(/\bhttps?:\/\/[^\s<>"'`]+/i);
  if (!m) return null;
  return m[0].replace(/[),.;:!?\]]+$/, '');
}
