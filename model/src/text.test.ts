import { describe, expect, it } from 'vitest';
import { catRequest } from './cats.js';
import { commentRequest } from './feed-requests.js';
import { cleanLine, cleanMessage, graphemes, searchKeys, searchWords } from './text.js';
import { settingsRequest } from './users.js';

/** True when `s` holds no unpaired surrogate (so it is valid UTF-8 once encoded). */
const wellFormed = (s: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe('display text', () => {
  it('normalises to NFC', () => {
    expect(cleanLine('Zoe\u0308')).toBe('Zoë');
    expect(cleanLine('Zoe\u0308')).toBe('Zo\u00eb');
  });
  it('drops bidi overrides, isolates and marks', () => {
    expect(cleanLine('Anna\u202Egnp.exe')).toBe('Annagnp.exe');
    expect(cleanLine('\u2066Anna\u2069 \u200Fx\u200E\u061C')).toBe('Anna x');
  });
  it('drops zero-width and other invisible characters', () => {
    expect(cleanLine('An\u200Bna\u2060\uFEFF\u00AD\u034F\u3164')).toBe('Anna');
    expect(cleanLine('A\u200Dn\u200Cna')).toBe('Anna');
  });
  it('drops controls and NUL; a name is one line', () => {
    expect(cleanLine('An\u0000na\u0007\u001b[31m')).toBe('Anna[31m');
    expect(cleanLine('Anna\n\tSmith   Jr')).toBe('Anna Smith Jr');
  });
  it('keeps line breaks and tabs in messages', () => {
    expect(cleanMessage('one\r\ntwo\u2028three\tfour\u202E')).toBe('one\ntwo\nthree\tfour');
  });
  it('drops unpaired surrogate halves', () => {
    const s = cleanLine('a\uD83Db\uDC3Ac😺');
    expect(s).toBe('abc😺');
    expect(wellFormed(s)).toBe(true);
  });
  it('keeps emoji sequences whole: ZWJ, variation selectors, skin tones, tag flags, keycaps', () => {
    for (const emoji of ['🐈‍⬛', '👩🏽‍💻', '🏳️‍🌈', '❤️‍🔥', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣', '😺']) {
      expect(cleanLine(`${emoji} Mitz`)).toBe(`${emoji} Mitz`);
    }
  });
  it('keeps a zero-width non-joiner inside Persian and Indic words, nowhere else', () => {
    expect(cleanLine('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(cleanLine('क्\u200Cष')).toBe('क्\u200Cष');
    expect(cleanLine('Ann\u200Ca')).toBe('Anna');
  });
  it('keeps names in any script', () => {
    for (const name of ['Ágnes', 'Мурзик', 'たま', 'محمد', 'שירה', '𝓜ochi', 'Ωmega']) {
      expect(cleanLine(name)).toBe(name.normalize('NFC'));
    }
  });
  it('is what the schemas store, and a name of invisible characters only is missing', () => {
    const cat = catRequest.parse({ name: ' \u202EMochi😺\u200B ', gender: true });
    expect(cat.name).toBe('Mochi😺');
    expect(catRequest.safeParse({ name: '\u200B\u202E\u2060', gender: true }).error?.issues[0].message).toBe(
      'Name is required',
    );
    const settings = settingsRequest.parse({
      firstname: 'Ann😺',
      lastname: 'Smith\u0000',
      country: { id: 'GB' },
    });
    expect(settings).toMatchObject({ firstname: 'Ann😺', lastname: 'Smith' });
    expect(commentRequest.parse({ content: { message: 'a\n\u202Eb' } }).content.message).toBe('a\nb');
  });
});

describe('search keys by grapheme', () => {
  it('never cut a character or an emoji in half', () => {
    const keys = searchKeys('😺🐈‍⬛ Mitz', '𝓜ochi');
    expect(keys).toEqual(expect.arrayContaining(['😺', '😺🐈‍⬛', 'm', 'mi', '𝓜', '𝓜o', '𝓜ochi']));
    for (const key of keys) expect(wellFormed(key)).toBe(true);
    expect(keys).not.toContain('😺\uD83D');
  });
  it('are lower case and normalised, at most 20 graphemes', () => {
    expect(searchKeys('ZOE\u0308')).toEqual(['z', 'zo', 'zoë']);
    const long = searchKeys('🐈‍⬛'.repeat(30));
    expect(long).toHaveLength(20);
    expect(graphemes(long[19])).toHaveLength(20);
  });
  it('split words on any white space and ignore invisible characters', () => {
    expect(searchWords('Anna\u00a0de\u200B Vries')).toEqual(['anna', 'de', 'vries']);
  });
});
