/**
 * CatShare schemas (SPEC §3 Feed item and Comment, §5 Share/Comment/YouTube rules, §7 Feed).
 * `content` travels as JSON text (SPEC §3); the API also accepts it as an object.
 */
import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from './codes.js';
import { validation } from './messages.js';
import { jsonObject, requiredMessage } from './fields.js';

/** Feed item types (SPEC §3: text/share, photo, video, YouTube, diary). */
export const FeedType = { share: 1, photo: 2, video: 3, youtube: 4, diary: 5 } as const;
export type FeedType = (typeof FeedType)[keyof typeof FeedType];

/** SPEC §9: YouTube embeds are 480 × 272 px. */
export const YOUTUBE_EMBED = { width: 480, height: 272 } as const;

/** Posts per feed page, and the pagination of comments. */
export const FEED_PAGE_SIZE = 10;
export const MAX_COMMENT_LENGTH = 2000;

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

/** A watch link turned into the embed link (SPEC §9), or null when it is not YouTube. */
export function youtubeEmbedUrl(link: string): string | null {
  const id = youtubeId(link);
  return id ? `https://www.youtube.com/embed/${id}` : null;
}

/** The first http(s) link in a text (SPEC §5 last rule), or null. */
export function firstLink(text: string): string | null {
  const m = text.match(/\bhttps?:\/\/[^\s<>"'`]+/i);
  if (!m) return null;
  return m[0].replace(/[),.;:!?\]]+$/, '');
}

const shareMessage = requiredMessage('Share message', MAX_MESSAGE_LENGTH);
/** A YouTube watch, youtu.be or shorts link (SPEC §5 'Youtube url'). */
export const youtubeUrl = z
  .string({ error: validation.required('Youtube url') })
  .trim()
  .min(1, { error: validation.required('Youtube url') })
  .max(500, { error: validation.maxLength('Youtube url', 500) })
  .refine((s) => youtubeId(s) !== null, { error: 'Youtube url should be a YouTube video link' });
const videoUrl = z
  .string({ error: validation.required('Video url') })
  .trim()
  .max(500, { error: validation.maxLength('Video url', 500) })
  .url({ error: 'Video url should be a web link', protocol: /^https?$/ });

/** The content a CatRep writes, per type (the server adds preview, file and embed). */
const shareContent = z.object({ message: shareMessage }).strict();
const youtubeContent = z.object({ message: shareMessage, url: youtubeUrl }).strict();
const videoContent = z.object({ message: shareMessage, url: videoUrl }).strict();

/** `POST /feeds` and `PUT /feeds/{id}` body: `{ type, content }`. Diary items come from CatBlog. */
export const feedRequest = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal(FeedType.share), content: jsonObject.pipe(shareContent) }),
    z.object({ type: z.literal(FeedType.photo), content: jsonObject.pipe(shareContent) }),
    z.object({ type: z.literal(FeedType.video), content: jsonObject.pipe(videoContent) }),
    z.object({ type: z.literal(FeedType.youtube), content: jsonObject.pipe(youtubeContent) }),
  ],
  { error: 'Type is not valid' },
);
export type FeedRequest = z.output<typeof feedRequest>;

/** The share form (web): message, and a link for video and YouTube posts. */
export const shareForm = z.object({ message: shareMessage });
export const youtubeForm = z.object({ message: shareMessage, url: youtubeUrl });

/** `POST /feeds/{id}/comments` and `PUT …/comments/{commentId}` body. */
export const commentRequest = z.object({
  content: jsonObject.pipe(
    z.object({ message: requiredMessage('Comment message', MAX_COMMENT_LENGTH) }).strict(),
  ),
});
export const commentForm = z.object({ message: requiredMessage('Comment message', MAX_COMMENT_LENGTH) });
