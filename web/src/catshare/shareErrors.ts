/**
 * The share form's rules (docs/product.md §5 Share message, Youtube url, Video url, Photo): the model's zod
 * schemas, in a module of their own so that the composer loads them at its first focus rather than
 * with CatShare's first screen (README "Keeping first screens light").
 */
import { FeedType, feedRequest, shareForm, validation, youtubeForm } from '@catrep/model';
import type { ShareInput } from '@/data/feeds';

/**
 * The messages of the model's rules for a share, in order; empty when it may be sent. A photo
 * post needs its photo when `needsPhoto` (a new post; an edit keeps the old one).
 */
export function shareErrors(input: ShareInput, photo: File | null, needsPhoto: boolean): string[] {
  const messages: string[] = [];
  const result =
    input.type === FeedType.youtube
      ? youtubeForm.safeParse({ message: input.message, url: input.url ?? '' })
      : input.type === FeedType.video
        ? feedRequest.safeParse({
            type: FeedType.video,
            content: { message: input.message, url: input.url ?? '' },
          })
        : shareForm.safeParse({ message: input.message });
  if (!result.success) messages.push(...result.error.issues.map((i) => i.message));
  if (needsPhoto && input.type === FeedType.photo && !photo) messages.push(validation.required('Photo'));
  return messages;
}
