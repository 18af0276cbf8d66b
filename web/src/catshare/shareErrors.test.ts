import { describe, expect, it } from 'vitest';
import { FeedType } from '@catrep/model';
import { shareErrors } from './shareErrors';

const photo = (alt = '') => ({ alt });

describe('shareErrors (README "CatShare": photo posts, "Who is in it?")', () => {
  it('lets a photo post go without a message, but not other kinds', () => {
    expect(shareErrors({ type: FeedType.photo, message: '' }, [photo()], true)).toEqual([]);
    expect(shareErrors({ type: FeedType.share, message: ' ' }, [], true)).toEqual([
      'Share message is required',
    ]);
  });

  it('asks a new photo post for a photo, and an edit for none', () => {
    expect(shareErrors({ type: FeedType.photo, message: 'Hi' }, [], true)).toEqual(['Photo is required']);
    expect(shareErrors({ type: FeedType.photo, message: 'Hi' }, [], false)).toEqual([]);
  });

  it('holds a post to 10 photos and each alt text to 1500 characters, each message once', () => {
    const eleven = Array.from({ length: 11 }, () => photo());
    expect(shareErrors({ type: FeedType.photo, message: '' }, eleven, true)).toEqual([
      'A post holds up to 10 photos',
    ]);
    const long = 'a'.repeat(1501);
    expect(shareErrors({ type: FeedType.photo, message: '' }, [photo(long), photo(long)], true)).toEqual([
      'Alt text must be at most 1500 characters',
    ]);
    expect(shareErrors({ type: FeedType.photo, message: '' }, [photo('a'.repeat(1500))], true)).toEqual([]);
  });

  it('names at most 10 cats', () => {
    const cats = Array.from({ length: 11 }, (_, i) => `c${i}`);
    expect(shareErrors({ type: FeedType.share, message: 'Gang', cats }, [], true)).toEqual([
      'A post may name up to 10 cats',
    ]);
    expect(shareErrors({ type: FeedType.share, message: 'Gang', cats: cats.slice(1) }, [], true)).toEqual([]);
  });
});
