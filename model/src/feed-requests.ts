/**
 * CatShare's request and form schemas (docs/product.md §3 Feed item and Comment, §5 Share/Comment/YouTube
 * rules, §7 Feed). `content` travels as JSON text (docs/product.md §3); the API also accepts it as an object.
 */
import { z } from './zod.js';
import { MAX_MESSAGE_LENGTH } from './codes.js';
import { validation } from './messages.js';
import { jsonObject, requiredMessage } from './fields.js';
import { FeedType, MAX_COMMENT_LENGTH, youtubeId } from './feeds.js';

const shareMessage = requiredMessage('Share message', MAX_MESSAGE_LENGTH);
/** A YouTube watch, youtu.be or shorts link (docs/product.md §5 'Youtube url'). */
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
    z.object({ type: z.literal(FeedType.share), content: jsonObject(shareContent) }),
    z.object({ type: z.literal(FeedType.photo), content: jsonObject(shareContent) }),
    z.object({ type: z.literal(FeedType.video), content: jsonObject(videoContent) }),
    z.object({ type: z.literal(FeedType.youtube), content: jsonObject(youtubeContent) }),
  ],
  { error: 'Type is not valid' },
);
export type FeedRequest = z.output<typeof feedRequest>;

/** The share form (web): message, and a link for video and YouTube posts. */
export const shareForm = z.object({ message: shareMessage });
export const youtubeForm = z.object({ message: shareMessage, url: youtubeUrl });

/** `POST /feeds/{id}/comments` and `PUT …/comments/{commentId}` body. */
export const commentRequest = z.object({
  content: jsonObject(z.object({ message: requiredMessage('Comment message', MAX_COMMENT_LENGTH) }).strict()),
});
export const commentForm = z.object({ message: requiredMessage('Comment message', MAX_COMMENT_LENGTH) });
