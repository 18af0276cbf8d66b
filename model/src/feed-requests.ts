/**
 * CatShare's request and form schemas (docs/product.md §3 Feed item and Comment, §5 Share/Comment/YouTube
 * rules, §7 Feed). `content` travels as JSON text (docs/product.md §3); the API also accepts it as an object.
 */
import { z } from './zod.js';
import { MAX_MESSAGE_LENGTH } from './codes.js';
import { validation } from './messages.js';
import { jsonObject, optionalMessage, optionalText, requiredMessage } from './fields.js';
import {
  FeedType,
  MAX_ALT_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_POST_CATS,
  MAX_POST_PHOTOS,
  youtubeId,
} from './feeds.js';
import { serverMessages } from './messages.js';
import { hashtags, MAX_POST_TAGS } from './tags.js';

/** A post's message holds at most MAX_POST_TAGS hashtags (model tags.ts). */
const fewTags = (message: string) => hashtags(message).length <= MAX_POST_TAGS;
const tagsError = { error: serverMessages.tooManyTags };

const shareMessage = requiredMessage('Share message', MAX_MESSAGE_LENGTH).refine(fewTags, tagsError);
/** A photo post's message may be empty: its photos say enough. */
const photoMessage = optionalMessage('Share message', MAX_MESSAGE_LENGTH).refine(fewTags, tagsError);
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

/** The content a CatRep writes, per type (the server adds preview, photos and embed). */
const shareContent = z.object({ message: shareMessage }).strict();
/** A photo post's message is optional: its photos say enough. */
const photoContent = z.object({ message: photoMessage }).strict();
const youtubeContent = z.object({ message: shareMessage, url: youtubeUrl }).strict();
const videoContent = z.object({ message: shareMessage, url: videoUrl }).strict();

/** A document id as a request names it (a cat, a photo): what Firestore can hold as an id. */
const idField = (label: string) =>
  z
    .string({ error: `${label} is not valid` })
    .min(1, { error: `${label} is not valid` })
    .max(128, { error: `${label} is not valid` })
    .regex(/^(?!\.\.?$)(?!__.*__$)[^/]+$/, { error: `${label} is not valid` });

/**
 * "Who is in it?": the cats a post names, `[{ id }]`, at most MAX_POST_CATS (a cat named twice
 * counts once). Left out of `PUT /feeds/{id}`, the post keeps the cats it names.
 */
export const postCats = z
  .array(z.object({ id: idField('Cat') }), { error: 'Cats should be a list of cats' })
  .transform((cats) => [...new Map(cats.map((c) => [c.id, c])).values()])
  .pipe(z.array(z.object({ id: z.string() })).max(MAX_POST_CATS, { error: serverMessages.tooManyPostCats }))
  .optional();

/** The alt text of a post photo: one line, at most MAX_ALT_LENGTH characters, '' when none. */
export const altText = optionalText('Alt text', MAX_ALT_LENGTH);

/**
 * A photo post's photos as `PUT /feeds/{id}` may arrange them: every photo of the post once, by
 * id, in the new order, each with its alt text.
 */
export const postPhotoOrder = z
  .array(z.object({ id: idField('Photo'), alt: altText }), { error: 'Photos should be a list of photos' })
  .max(MAX_POST_PHOTOS, { error: serverMessages.tooManyPostPhotos })
  .optional();

/**
 * `POST /feeds` and `PUT /feeds/{id}` body: `{ type, content, cats? }`, and for a photo post's
 * edit `photos?` (postPhotoOrder); nothing else (an unknown key is refused, as in every body).
 * Diary items come from CatBlog.
 */
export const feedRequest = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal(FeedType.share), content: jsonObject(shareContent), cats: postCats }).strict(),
    z
      .object({
        type: z.literal(FeedType.photo),
        content: jsonObject(photoContent),
        cats: postCats,
        photos: postPhotoOrder,
      })
      .strict(),
    z.object({ type: z.literal(FeedType.video), content: jsonObject(videoContent), cats: postCats }).strict(),
    z
      .object({ type: z.literal(FeedType.youtube), content: jsonObject(youtubeContent), cats: postCats })
      .strict(),
  ],
  { error: 'Type is not valid' },
);
export type FeedRequest = z.output<typeof feedRequest>;

/**
 * The text fields of `POST /feeds/{id}/files` beside the file: `alt` (altText) and `position`
 * (0–9, where the photo goes among the post's photos; after the last when left out).
 */
export const postPhotoFields = z.object({
  alt: altText,
  position: z.coerce
    .number({ error: 'Position is not valid' })
    .int({ error: 'Position is not valid' })
    .min(0, { error: 'Position is not valid' })
    .max(MAX_POST_PHOTOS - 1, { error: 'Position is not valid' })
    .optional(),
});

/** The share form (web): message, and a link for video and YouTube posts. */
export const shareForm = z.object({ message: shareMessage });
/** The photo post form (web): the message may stay empty. */
export const photoShareForm = z.object({ message: photoMessage });
export const youtubeForm = z.object({ message: shareMessage, url: youtubeUrl });

/** `POST /feeds/{id}/comments` and `PUT …/comments/{commentId}` body. */
export const commentRequest = z.object({
  content: jsonObject(z.object({ message: requiredMessage('Comment message', MAX_COMMENT_LENGTH) }).strict()),
});
export const commentForm = z.object({ message: requiredMessage('Comment message', MAX_COMMENT_LENGTH) });
