/**
 * CatShare's request schemas for several photos and named cats (README "CatShare"): a photo post's
 * message is optional, a text post's is not; `cats` is deduplicated and capped; a photo's `alt`
 * and `position` fields as the multipart form sends them.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_ALT_LENGTH,
  MAX_POST_CATS,
  feedRequest,
  firstErrors,
  photoShareForm,
  postPhotoFields,
  serverMessages,
  shareForm,
  validation,
} from './index.js';

const errorOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstErrors(result.error as Parameters<typeof firstErrors>[0])[0];

describe('feedRequest', () => {
  it("takes a photo post with an empty message, never a text post's", () => {
    expect(feedRequest.parse({ type: 2, content: '{"message":""}' })).toEqual({
      type: 2,
      content: { message: '' },
    });
    expect(feedRequest.parse({ type: 2, content: {} }).content).toEqual({ message: '' });
    expect(errorOf(feedRequest.safeParse({ type: 1, content: '{"message":"  "}' }))).toBe(
      validation.required('Share message'),
    );
    expect(photoShareForm.parse({ message: '' })).toEqual({ message: '' });
    expect(shareForm.safeParse({ message: '' }).success).toBe(false);
  });

  it('names each cat once, at most MAX_POST_CATS, by ids Firestore can hold', () => {
    const parsed = feedRequest.parse({
      type: 1,
      content: { message: 'Hi' },
      cats: [{ id: 'a' }, { id: 'b' }, { id: 'a' }],
    });
    expect(parsed.cats).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(feedRequest.parse({ type: 1, content: { message: 'Hi' } }).cats).toBeUndefined();
    const many = Array.from({ length: MAX_POST_CATS + 1 }, (_, i) => ({ id: `cat${i}` }));
    expect(errorOf(feedRequest.safeParse({ type: 1, content: { message: 'Hi' }, cats: many }))).toBe(
      serverMessages.tooManyPostCats,
    );
    // Eleven entries naming ten cats are ten cats.
    expect(
      feedRequest.parse({ type: 1, content: { message: 'Hi' }, cats: [...many.slice(0, 10), { id: 'cat0' }] })
        .cats,
    ).toHaveLength(10);
    for (const id of ['', 'a/b', '..', '__x__', 'x'.repeat(129)]) {
      expect(feedRequest.safeParse({ type: 1, content: { message: 'Hi' }, cats: [{ id }] }).success, id).toBe(
        false,
      );
    }
    expect(feedRequest.safeParse({ type: 1, content: { message: 'Hi' }, cats: 'Mimi' }).success).toBe(false);
  });

  it("takes a photo post's photo order only on photo posts", () => {
    const photos = [{ id: 'p1', alt: ' A cat ' }, { id: 'p2' }];
    const photoPost = feedRequest.parse({ type: 2, content: { message: '' }, photos });
    expect(photoPost.type === 2 && photoPost.photos).toEqual([
      { id: 'p1', alt: 'A cat' },
      { id: 'p2', alt: '' },
    ]);
    // Any other post has no photos to arrange: `photos` is an unknown key there, refused as any.
    expect(feedRequest.safeParse({ type: 1, content: { message: 'Hi' }, photos }).success).toBe(false);
    expect(feedRequest.safeParse({ type: 1, content: { message: 'Hi' }, pinned: true }).success).toBe(false);
  });
});

describe('postPhotoFields', () => {
  it('reads alt and position as the multipart form sends them', () => {
    expect(postPhotoFields.parse({ alt: '  Nap  ', position: '3' })).toEqual({ alt: 'Nap', position: 3 });
    expect(postPhotoFields.parse({})).toEqual({ alt: '' });
    for (const position of ['-1', '10', '1.5', 'first']) {
      expect(postPhotoFields.safeParse({ position }).success, position).toBe(false);
    }
  });

  it(`caps alt text at ${MAX_ALT_LENGTH} characters, as the browser's maxLength counts them`, () => {
    expect(postPhotoFields.parse({ alt: '🐈'.repeat(10) }).alt).toBe('🐈'.repeat(10));
    expect(errorOf(postPhotoFields.safeParse({ alt: 'a'.repeat(MAX_ALT_LENGTH + 1) }))).toBe(
      validation.maxLength('Alt text', MAX_ALT_LENGTH),
    );
  });
});
