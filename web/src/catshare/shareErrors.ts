/**
 * The share form's rules (docs/product.md §5 Share message, Youtube url, Video url, Photo; README
 * "CatShare" for photo posts and "Who is in it?"): the model's zod schemas, in a module of their own
 * so that the composer loads them at its first focus rather than with CatShare's first screen
 * (README "Keeping first screens light").
 */
import {
  FeedType,
  MAX_POST_CATS,
  MAX_POST_PHOTOS,
  altText,
  feedRequest,
  photoShareForm,
  serverMessages,
  shareForm,
  validation,
  youtubeForm,
} from '@catrep/model';
import type { ShareInput } from '@/data/posting';

/**
 * The messages of the model's rules for a share, in order, each once; empty when it may be sent.
 * A photo post's message may stay empty; it needs a photo when `needsPhoto` (a new post; an edit
 * keeps its photos), at most MAX_POST_PHOTOS, each alt text within its limit. A post names at most
 * MAX_POST_CATS cats.
 */
export function shareErrors(
  input: ShareInput,
  photos: readonly { alt: string }[],
  needsPhoto: boolean,
): string[] {
  const messages: string[] = [];
  const result =
    input.type === FeedType.youtube
      ? youtubeForm.safeParse({ message: input.message, url: input.url ?? '' })
      : input.type === FeedType.video
        ? feedRequest.safeParse({
            type: FeedType.video,
            content: { message: input.message, url: input.url ?? '' },
          })
        : input.type === FeedType.photo
          ? photoShareForm.safeParse({ message: input.message })
          : shareForm.safeParse({ message: input.message });
  if (!result.success) messages.push(...result.error.issues.map((i) => i.message));
  if (input.type === FeedType.photo) {
    if (needsPhoto && photos.length === 0) messages.push(validation.required('Photo'));
    if (photos.length > MAX_POST_PHOTOS) messages.push(serverMessages.tooManyPostPhotos);
    for (const { alt } of photos) {
      const checked = altText.safeParse(alt);
      if (!checked.success) messages.push(...checked.error.issues.map((i) => i.message));
    }
  }
  if ((input.cats?.length ?? 0) > MAX_POST_CATS) messages.push(serverMessages.tooManyPostCats);
  return [...new Set(messages)];
}
