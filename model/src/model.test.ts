/**
 * The shared model's rules (docs/product.md §5 validation wording, §9 dates and relative time, YouTube
 * embeds, search keys): pure functions, no Firebase.
 */
import { describe, expect, it } from 'vitest';
import {
  captionField,
  catForm,
  catUrlRequest,
  fileTypeQuery,
  FileType,
  commentRequest,
  catFormToRequest,
  catRequest,
  feedRequest,
  firstErrors,
  firstLink,
  formatIsoDate,
  formatPartialDate,
  registerForm,
  relativeTime,
  searchKeys,
  slug,
  yearChoices,
  youtubeEmbedUrl,
  chatText,
  catPatch,
  diaryMessage,
  diaryItemVisibility,
  diesBeforeBirth,
  DIARY_PENDING_MS,
  expiredDiaryChanges,
  validation,
} from './index.js';

describe('relativeTime (docs/product.md §9)', () => {
  const now = new Date(2026, 10, 22, 15, 30, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    [0, 'now'],
    [4_999, 'now'],
    [5_000, '5 seconds ago'],
    [59_000, '59 seconds ago'],
    [60_000, 'about a minute ago'],
    [89_000, 'about a minute ago'],
    [90_000, '2 minutes ago'],
    [119_000, '2 minutes ago'],
    [120_000, '2 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
  ])('%i ms ago is %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });
  it('says Today, Yesterday, D. Mon and D. Mon YYYY. with h:mm', () => {
    expect(relativeTime(new Date(2026, 10, 22, 9, 5), now)).toBe('Today at 9:05');
    expect(relativeTime(new Date(2026, 10, 21, 23, 59), now)).toBe('Yesterday at 23:59');
    expect(relativeTime(new Date(2026, 2, 3, 7, 0), now)).toBe('3. Mar at 7:00');
    expect(relativeTime(new Date(2024, 11, 31, 18, 45), now)).toBe('31. Dec 2024. at 18:45');
  });
});

describe('dates', () => {
  it('shows complete dates as DD/MM/YYYY and partial ones as far as known', () => {
    expect(formatPartialDate(2, 6, 2020)).toBe('02/06/2020');
    expect(formatPartialDate(null, 6, 2020)).toBe('06/2020');
    expect(formatPartialDate(null, null, 2020)).toBe('2020');
    expect(formatPartialDate(null, null, null)).toBe('');
    expect(formatIsoDate('2024-01-03')).toBe('03/01/2024');
  });
  it('offers years back 100 years', () => {
    const years = yearChoices(new Date(2026, 0, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
  });
});

describe('register form (docs/product.md §5)', () => {
  it('answers the spec wording, only the first three', () => {
    const result = registerForm.safeParse({});
    expect(result.success).toBe(false);
    const messages = firstErrors(result.error!);
    expect(messages).toHaveLength(3);
    expect(messages).toEqual(['First name is required', 'Email is required', 'Password is required']);
  });
  it('checks email, password length and confirmation', () => {
    const result = registerForm.safeParse({
      firstname: 'Ann',
      email: 'nope',
      password: 'ab',
      confirmation: 'abc',
      day: '1',
      month: '1',
      year: '1990',
      country: 'GB',
      gender: 'female',
      agreement: true,
    });
    expect(firstErrors(result.error!)).toEqual([
      'Email should be a valid email address',
      'Password must be at least 3 characters',
      'Confirm password must match Password',
    ]);
  });
});

describe('cat form (docs/product.md §5)', () => {
  it('requires name and gender, and the death date when passed away', () => {
    const result = catForm.safeParse({ name: '', passedAway: true });
    expect(firstErrors(result.error!)).toEqual([
      'Name is required',
      'Please choose your cat gender',
      'Please select death date',
    ]);
  });
  it('turns a zero-based death month into an ISO date', () => {
    const form = catForm.parse({
      name: 'Tom',
      gender: 'male',
      passedAway: true,
      deathDay: '3',
      deathMonth: '0',
      deathYear: '2024',
    });
    const body = catRequest.parse(catFormToRequest(form));
    expect(body.deathdate).toBe('2024-01-03');
  });
  it('refuses a malformed death date with the spec message', () => {
    const result = catRequest.safeParse({ name: 'Tom', gender: true, deathdate: '2020-02-30' });
    expect(firstErrors(result.error!)).toEqual(['Please select death date']);
  });
  it('refuses a death before the known part of the birth date, in the form and the request', () => {
    const birth = { birthYear: 2019, birthMonth: 5, birthDay: 3 };
    expect(diesBeforeBirth('2019-05-02', birth)).toBe(true);
    expect(diesBeforeBirth('2019-05-03', birth)).toBe(false);
    expect(diesBeforeBirth('2019-04-30', { birthYear: 2019, birthMonth: 5 })).toBe(true);
    expect(diesBeforeBirth('2019-05-01', { birthYear: 2019, birthMonth: 5 })).toBe(false);
    expect(diesBeforeBirth('2018-12-31', { birthYear: 2019 })).toBe(true);
    expect(diesBeforeBirth('2019-01-01', { birthYear: 2019 })).toBe(false);
    expect(diesBeforeBirth('1990-01-01', { birthMonth: 5, birthDay: 3 })).toBe(false);
    expect(diesBeforeBirth(null, birth)).toBe(false);
    const request = catRequest.safeParse({ name: 'Tom', gender: true, ...birth, deathdate: '2019-01-01' });
    expect(firstErrors(request.error!)).toEqual([validation.deathBeforeBirth]);
    const form = catForm.safeParse({
      name: 'Tom',
      gender: 'male',
      birthDay: '3',
      birthMonth: '5',
      birthYear: '2019',
      passedAway: true,
      deathDay: '1',
      deathMonth: '0',
      deathYear: '2019',
    });
    expect(firstErrors(form.error!)).toEqual([validation.deathBeforeBirth]);
  });
  it('fills in what a POST body leaves out, and a PUT body leaves it out', () => {
    expect(catRequest.parse({ name: 'Tom', gender: true })).toEqual({
      name: 'Tom',
      gender: true,
      birthDay: null,
      birthMonth: null,
      birthYear: null,
      deathdate: null,
      breed: '',
      location: '',
      country: null,
      city: '',
      diaryType: 2,
    });
    expect(catPatch.parse({ diaryType: 3 })).toEqual({ diaryType: 3 });
    expect(catPatch.parse({})).toEqual({});
    expect(catPatch.safeParse({ ownerId: 'x' }).success).toBe(false);
  });
});

describe('diary item visibility while the diary changes', () => {
  const now = 1_000_000;
  it('is the diaryType, or the most private change under way', () => {
    expect(diaryItemVisibility({ diaryType: 1 }, now)).toBe(1);
    expect(diaryItemVisibility({ diaryType: 1, diaryPending: { a: { to: 3, at: now - 10 } } }, now)).toBe(3);
    expect(
      diaryItemVisibility(
        { diaryType: 1, diaryPending: { a: { to: 2, at: now }, b: { to: 3, at: now } } },
        now,
      ),
    ).toBe(3);
    expect(diaryItemVisibility({ diaryType: 3, diaryPending: { a: { to: 2, at: now } } }, now)).toBe(3);
  });
  it('forgets a change left by a crash once it expired', () => {
    const stale = {
      old: { to: 3 as const, at: now - DIARY_PENDING_MS },
      live: { to: 2 as const, at: now - 1 },
    };
    expect(diaryItemVisibility({ diaryType: 1, diaryPending: stale }, now)).toBe(2);
    expect(expiredDiaryChanges(stale, now)).toEqual(['old']);
    expect(expiredDiaryChanges(undefined, now)).toEqual([]);
  });
});

describe('CatShare', () => {
  it('turns a watch link into the embed link', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(youtubeEmbedUrl('https://vimeo.com/123')).toBeNull();
    expect(youtubeEmbedUrl('javascript:alert(1)')).toBeNull();
  });
  it('finds the first web link of a message', () => {
    expect(firstLink('see https://example.com/a?b=1, and http://x.org')).toBe('https://example.com/a?b=1');
    expect(firstLink('no link, just ftp://example.com')).toBeNull();
  });
  it('accepts content as JSON text and requires the share message', () => {
    expect(feedRequest.parse({ type: 1, content: '{"message":"hi"}' }).content.message).toBe('hi');
    const empty = feedRequest.safeParse({ type: 1, content: '{"message":""}' });
    expect(firstErrors(empty.error!)).toEqual(['Share message is required']);
  });
});

describe('CatAlog (docs/product.md §3 File and cat URL entry, §7 POST /cats/{id}/urls)', () => {
  const watch = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  it('takes the link from `url` and keeps `title` as the caption', () => {
    expect(catUrlRequest.parse({ title: ' Zoomies ', type: 2, catId: 'c1', url: watch })).toEqual({
      url: watch,
      title: 'Zoomies',
      type: FileType.video,
      catId: 'c1',
    });
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ']) {
      expect(catUrlRequest.parse({ url: link }).url).toBe(link);
    }
  });
  it('takes a YouTube link in `title` as the link when there is no `url` (the spec names only title)', () => {
    expect(catUrlRequest.parse({ title: watch, type: 2, catId: 'c1' })).toMatchObject({
      url: watch,
      title: '',
    });
    expect(catUrlRequest.parse({ title: watch, url: '' })).toMatchObject({ url: watch, title: '' });
  });
  it('refuses anything but a YouTube video link, with a clear message', () => {
    const refused = (body: unknown) => firstErrors(catUrlRequest.safeParse(body).error!);
    expect(refused({ url: 'https://vimeo.com/123' })).toEqual(['Youtube url should be a YouTube video link']);
    expect(refused({ url: 'javascript:alert(1)' })).toEqual(['Youtube url should be a YouTube video link']);
    expect(refused({ url: 'https://www.youtube.com/channel/UC123' })).toEqual([
      'Youtube url should be a YouTube video link',
    ]);
    expect(refused({ title: 'Just a caption' })).toEqual(['Youtube url is required']);
    expect(refused(null)).toEqual(['Youtube url is required']);
    expect(refused({ url: watch, type: 1 })).toEqual(['Type is not valid']);
    expect(refused({ url: watch, title: 'x'.repeat(201) })).toEqual(['Title must be at most 200 characters']);
  });
  it('reads ?type= as 1 photo (the default) or 2 video, nothing else', () => {
    expect(fileTypeQuery.parse(undefined)).toBe(FileType.photo);
    expect(fileTypeQuery.parse('')).toBe(FileType.photo);
    expect(fileTypeQuery.parse('1')).toBe(FileType.photo);
    expect(fileTypeQuery.parse('2')).toBe(FileType.video);
    for (const bad of ['3', '0', 'photo', '1.5', ['1', '2']]) {
      expect(firstErrors(fileTypeQuery.safeParse(bad).error!)).toEqual(['Type is not valid']);
    }
  });
  it('trims a caption and caps it at 200 characters', () => {
    expect(captionField.parse('  Nap time ')).toBe('Nap time');
    expect(captionField.parse(undefined)).toBe('');
    expect(captionField.safeParse('x'.repeat(201)).success).toBe(false);
  });
});

describe('names', () => {
  it('search keys are lower-case prefixes of each word', () => {
    expect(searchKeys('Anna', 'de Vries')).toEqual(
      expect.arrayContaining(['a', 'an', 'ann', 'anna', 'd', 'de', 'v', 'vries']),
    );
  });
  it('slugs names for routes', () => {
    expect(slug('Anna', 'Whiskerton')).toBe('anna-whiskerton');
    expect(slug('Zoë  Ümlaut!')).toBe('zoe-umlaut');
  });
});

describe('robustness', () => {
  it('refuses non-objects without throwing', () => {
    for (const schema of [catForm, catRequest, registerForm, feedRequest]) {
      expect(schema.safeParse(undefined).success).toBe(false);
      expect(schema.safeParse('x').success).toBe(false);
    }
  });
});

describe('content that is missing or not an object', () => {
  it('answers the spec message for shares and comments', () => {
    for (const content of [undefined, 'plain text', '[1]', 42]) {
      expect(firstErrors(feedRequest.safeParse({ type: 1, content }).error!)).toEqual([
        'Share message is required',
      ]);
      expect(firstErrors(commentRequest.safeParse({ content }).error!)).toEqual([
        'Comment message is required',
      ]);
    }
  });
});

describe('chat and diary messages are cleaned like every message', () => {
  it('drops bidi overrides and zero-width characters, keeps line breaks and emoji', () => {
    expect(chatText.parse('Hi\u202E there\u200B\nsee you 🐈‍⬛')).toBe('Hi there\nsee you 🐈‍⬛');
    expect(diaryMessage.parse('Day one\n\nNap.')).toBe('Day one\n\nNap.');
    expect(chatText.safeParse('\u200B\u200B').error?.issues[0].message).toBe('Message is required');
  });
});
