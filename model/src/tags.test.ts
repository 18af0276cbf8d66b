import { describe, expect, it } from 'vitest';
import { feedRequest } from './feed-requests.js';
import { hashtags, MAX_TAG_LENGTH, normaliseTag, splitTags, tagPath, topTags } from './tags.js';

describe('hashtags (README "Find cats like yours")', () => {
  it('finds tags in several scripts, normalised to NFC lower case, each once, in order', () => {
    const text = '#Caturday with #КОТ and #猫 and #Kätzchen, #ka\u0308tzchen again, #हिन्दी #caturday #ＣＡＴ';
    expect(hashtags(text)).toEqual(['caturday', 'кот', '猫', 'kätzchen', 'हिन्दी', 'ｃａｔ']);
    expect(normaliseTag('Ka\u0308tzchen')).toBe('kätzchen');
  });

  it('takes letters, marks and digits only, needs a letter, and stops at anything else', () => {
    expect(hashtags('#cat_nap #2024 #cat2024 #cat-nap #🐈 #')).toEqual(['cat', 'cat2024']);
    expect(hashtags('no#tag here, page#top, https://example.com/#anchor, &#39; ##double')).toEqual([]);
  });

  it('refuses a tag longer than the limit', () => {
    expect(hashtags(`#${'a'.repeat(MAX_TAG_LENGTH)}`)).toEqual(['a'.repeat(MAX_TAG_LENGTH)]);
    expect(hashtags(`#${'a'.repeat(MAX_TAG_LENGTH + 1)}`)).toEqual([]);
  });

  it('splits a text into its plain parts and its tags as written', () => {
    expect(splitTags('Happy #Caturday!')).toEqual([
      { text: 'Happy ' },
      { text: '#Caturday', tag: 'caturday' },
      { text: '!' },
    ]);
    expect(tagPath('猫')).toBe('/tags/%E7%8C%AB');
  });

  it('lets a post hold up to 10 tags', () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `#tag${String.fromCharCode(97 + i)}`);
    const body = (n: number) => ({ type: 1, content: { message: tags(n).join(' ') } });
    expect(feedRequest.safeParse(body(10)).success).toBe(true);
    const refused = feedRequest.safeParse(body(11));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('A post may hold up to 10 hashtags');
    // The same tag twice counts once.
    expect(
      feedRequest.safeParse({ type: 1, content: { message: `${tags(10).join(' ')} #taga` } }).success,
    ).toBe(true);
  });
});

describe('topTags (Trending)', () => {
  it('ranks by different CatReps in the window, then the latest use, then the tag', () => {
    const uses = [
      { tag: 'a', uid: 'u1', at: 100 },
      { tag: 'a', uid: 'u1', at: 110 },
      { tag: 'b', uid: 'u1', at: 100 },
      { tag: 'b', uid: 'u2', at: 101 },
      { tag: 'c', uid: 'u3', at: 120 },
      { tag: 'old', uid: 'u4', at: 10 },
      { tag: 'old', uid: 'u5', at: 10 },
      { tag: 'old', uid: 'u6', at: 10 },
    ];
    expect(topTags(uses, 50)).toEqual([
      { tag: 'b', catReps: 2 },
      { tag: 'c', catReps: 1 },
      { tag: 'a', catReps: 1 },
    ]);
    expect(topTags(uses, 0, 1)).toEqual([{ tag: 'old', catReps: 3 }]);
  });
});
