/**
 * CatAlog over the REST API (docs/product.md §1 CatAlog, §3 File and cat URL entry, §7 Cats, §8):
 * the owner adds photos (stored at ALBUM_WIDTHS, never enlarged, served from /media) and YouTube
 * links (stored as embed links), lists them a page at a time by type, deletes them with their
 * files; anyone signed in reads, a passed-away cat's album included. Bad files, non-YouTube
 * links, someone else's cat, a missing cat, guests and unverified CatReps get 4xx
 * `{ code, message }` and nothing is written.
 */
import {
  ALBUM_PAGE_SIZE,
  failure,
  serverMessages,
  success,
  youtubeNoCookieEmbed,
  type CatFileDoc,
} from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, del, expectError, get, ISO_DATE, post } from '../support/api.js';
import { addCat } from '../support/cats.js';
import {
  albumForm,
  badUploads,
  expectGone,
  expectNothingStored,
  expectVariants,
  walkPages,
  writeEntries,
  type CatFileBody,
} from '../support/album.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { demoPhoto, rotatedJpegWithGps } from '../support/photos.js';

const WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let owner: Session;
let other: Session;
let unverified: Session;
beforeAll(async () => {
  [owner, other, unverified] = await Promise.all([
    verifiedCatRep('Alba', 'Album'),
    verifiedCatRep('Otto', 'Other'),
    registerCatRep(),
  ]);
});

/** A new cat of `rep` (passed away when `deathdate` is given); resolves its id. */
const newCat = (rep: Session, deathdate?: string) => addCat(rep, 'Albumcat', { deathdate });

/** What the API answers for a new entry of `catId` by the owner, with `fields`. */
const newEntry = (catId: string, fields: Partial<CatFileBody>) => ({
  id: expect.any(String),
  catId,
  ownerId: owner.uid,
  createdAt: expect.stringMatching(ISO_DATE),
  ...fields,
});

const uploadTo = (catId: string, form: FormData, token?: string | null, type: unknown = 1) =>
  call<CatFileBody>('POST', `/cats/${catId}/files?type=${String(type)}`, { form, token });

describe('POST /cats/{id}/files?type=1', () => {
  let catId: string;
  beforeAll(async () => {
    catId = await newCat(owner);
  });

  it('stores a photo at 320, 640 and 1280 px wide with its caption; 201 with the entry', async () => {
    const res = await uploadTo(catId, albumForm(await demoPhoto(1, 'cat', 1600), ' Sofa nap '), owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject(
      newEntry(catId, { type: 1, list: 'photo', title: 'Sofa nap', youtubeId: null, url: null }),
    );
    expect(res.body.message).toBe(success.fileChanged);
    await expectVariants(res.body.photo!, [320, 640, 1280]);
    for (const v of res.body.photo!.variants) {
      expect(v.path).toBe(`cats/${catId}/files/${res.body.id}_${v.width}.jpg`);
    }
    const stored = (await db.doc(`cats/${catId}/files/${res.body.id}`).get()).data() as CatFileDoc;
    const { id: _id, message: _message, createdAt: _at, ...fields } = res.body;
    expect(stored).toMatchObject(fields);
    expect(stored.createdAt).toBeTruthy();
  });

  it('never enlarges: a 500 px photo gets 320 and 500, a 200 px one only 200', async () => {
    const mid = await uploadTo(catId, albumForm(await demoPhoto(2, 'cat', 500)), owner.token);
    expect(mid.status).toBe(201);
    await expectVariants(mid.body.photo!, [320, 500]);
    const small = await uploadTo(catId, albumForm(await demoPhoto(3, 'cat', 200)), owner.token);
    expect(small.status).toBe(201);
    expect(small.body.title).toBe('');
    await expectVariants(small.body.photo!, [200]);
  });

  it('auto-rotates an EXIF-rotated photo and strips its metadata (GPS included)', async () => {
    const res = await uploadTo(catId, albumForm(await rotatedJpegWithGps()), owner.token);
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({ width: 200, height: 300 });
    await expectVariants(res.body.photo!, [200], 1.5);
  });

  describe('refusals that write nothing', () => {
    let emptyCat: string;
    beforeAll(async () => {
      emptyCat = await newCat(owner);
    });
    const nothingWritten = () => expectNothingStored(`cats/${emptyCat}/files`, `cats/${emptyCat}/files`);

    for (const [name, body] of Object.entries(badUploads)) {
      it(`refuses ${name} with 'Problem occured during file upload.'`, async () => {
        expectError(await uploadTo(emptyCat, await body(), owner.token), 400, {
          message: failure.fileUpload,
        });
        await nothingWritten();
      });
    }

    it('refuses a direct video upload (type 2): temporarily limited, add it as a YouTube link', async () => {
      const res = await uploadTo(
        emptyCat,
        albumForm(Buffer.from('fake mp4'), '', 'cat.mp4', 'video/mp4'),
        owner.token,
        2,
      );
      expectError(res, 400, { message: serverMessages.videoUploadLimited });
      await nothingWritten();
    });

    it('refuses an unknown type and an overlong caption', async () => {
      const photo = await demoPhoto(4, 'cat', 64);
      expectError(await uploadTo(emptyCat, albumForm(photo), owner.token, 3), 400, {
        message: 'Type is not valid',
      });
      expectError(await uploadTo(emptyCat, albumForm(photo, 'x'.repeat(201)), owner.token), 400, {
        message: 'Title must be at most 200 characters',
      });
      await nothingWritten();
    });

    it("refuses someone else's cat (403), a missing cat (404), guests, unverified CatReps, no token", async () => {
      const photo = await demoPhoto(5, 'cat', 64);
      expectError(await uploadTo(emptyCat, albumForm(photo), other.token), 403);
      expectError(await uploadTo('no-such-cat', albumForm(photo), owner.token), 404);
      expectError(await uploadTo(emptyCat, albumForm(photo), GUEST_TOKEN), 403, { code: 'guest' });
      expectError(await uploadTo(emptyCat, albumForm(photo), await anonymousGuestToken()), 403, {
        code: 'guest',
      });
      const ownUnverifiedCat = await db.collection('cats').add({ name: 'U', ownerId: unverified.uid });
      expectError(await uploadTo(ownUnverifiedCat.id, albumForm(photo), unverified.token), 403, {
        code: 'unverified',
      });
      expectError(await uploadTo(emptyCat, albumForm(photo)), 401);
      await nothingWritten();
      await expectNothingStored(`cats/${ownUnverifiedCat.id}/files`, `cats/${ownUnverifiedCat.id}/files`);
    });
  });
});

describe('POST /cats/{id}/urls', () => {
  let catId: string;
  beforeAll(async () => {
    catId = await newCat(owner);
  });
  const addUrl = (body: unknown, token: string | null = owner.token, id = catId) =>
    post<CatFileBody>(`/cats/${id}/urls`, body, token);

  it('stores a YouTube link as its embed link; 201 with the entry', async () => {
    const res = await addUrl({ title: 'Zoomies', type: 2, catId, url: WATCH });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const youtubeId = 'dQw4w9WgXcQ';
    expect(res.body).toMatchObject(
      newEntry(catId, { type: 2, list: 'youtube', title: 'Zoomies', photo: null, youtubeId }),
    );
    expect(res.body.message).toBe(success.youtubeAdded);
    expect(res.body.url).toBe(youtubeNoCookieEmbed(youtubeId));
    expect((await db.doc(`cats/${catId}/files/${res.body.id}`).get()).get('url')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('accepts youtu.be and /shorts/ links, and a link given as the title (docs/product.md §7 names title)', async () => {
    for (const url of ['https://youtu.be/J---aiyznGQ', 'https://www.youtube.com/shorts/J---aiyznGQ']) {
      const res = await addUrl({ type: 2, url });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ youtubeId: 'J---aiyznGQ', title: '' });
    }
    const asTitle = await addUrl({ title: WATCH, type: 2, catId });
    expect(asTitle.status).toBe(201);
    expect(asTitle.body).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', title: '' });
  });

  describe('refusals that write nothing', () => {
    let emptyCat: string;
    beforeAll(async () => {
      emptyCat = await newCat(owner);
    });
    const nothingWritten = async () =>
      expect((await db.collection(`cats/${emptyCat}/files`).get()).size).toBe(0);

    it('refuses links that are not YouTube videos, with a clear message', async () => {
      for (const url of [
        'https://vimeo.com/76979871',
        'https://www.youtube.com/channel/UCabc',
        'javascript:alert(1)',
        'https://evil.example/watch?v=dQw4w9WgXcQ',
      ]) {
        expectError(await addUrl({ type: 2, catId: emptyCat, url }, owner.token, emptyCat), 400, {
          message: 'Youtube url should be a YouTube video link',
        });
      }
      expectError(await addUrl({ title: 'no link here' }, owner.token, emptyCat), 400, {
        message: 'Youtube url is required',
      });
      expectError(await addUrl({ url: WATCH, type: 1 }, owner.token, emptyCat), 400, {
        message: 'Type is not valid',
      });
      await nothingWritten();
    });

    it("refuses a body catId that is not the address's cat", async () => {
      expectError(await addUrl({ url: WATCH, catId }, owner.token, emptyCat), 400, {
        message: serverMessages.catMismatch,
      });
      await nothingWritten();
    });

    it("refuses someone else's cat, a missing cat, guests, unverified CatReps, no token", async () => {
      expectError(await addUrl({ url: WATCH }, other.token, emptyCat), 403);
      expectError(await addUrl({ url: WATCH }, owner.token, 'no-such-cat'), 404);
      expectError(await addUrl({ url: WATCH }, GUEST_TOKEN, emptyCat), 403, { code: 'guest' });
      expectError(await addUrl({ url: WATCH }, unverified.token, emptyCat), 403, { code: 'unverified' });
      expectError(await addUrl({ url: WATCH }, null, emptyCat), 401);
      await nothingWritten();
    });
  });
});

describe('GET /cats/{id}/files?type={t}&index={n}', () => {
  let catId: string;
  let photos: string[];
  let videos: string[];
  beforeAll(async () => {
    catId = await newCat(owner, '2024-05-01');
    const entry = (list: 'photo' | 'youtube') => (i: number) => ({
      catId,
      ownerId: owner.uid,
      type: list === 'photo' ? 1 : 2,
      list,
      title: `${list} ${i}`,
      photo: null,
      youtubeId: null,
      url: null,
    });
    [photos, videos] = await Promise.all([
      writeEntries(`cats/${catId}/files`, ALBUM_PAGE_SIZE + 6, entry('photo')),
      writeEntries(`cats/${catId}/files`, 3, entry('youtube')),
    ]);
  });

  it("a passed-away cat's photos, newest first, in two pages by cursor that never repeat an entry", async () => {
    const pages = await walkPages(`/cats/${catId}/files?type=1&index=0`, other.token);
    expect(pages.map((p) => p.length)).toEqual([ALBUM_PAGE_SIZE, 6]);
    expect(pages.flat()).toEqual(photos);
  });

  it('index=1 answers the second page; type=2 the YouTube entries; no type means photos', async () => {
    const second = await get<CatFileBody[]>(`/cats/${catId}/files?type=1&index=1`, owner.token);
    expect(second.body.map((e) => e.id)).toEqual(photos.slice(ALBUM_PAGE_SIZE));
    expect(second.headers.get('X-Next-Cursor')).toBeNull();
    const youtube = await get<CatFileBody[]>(`/cats/${catId}/files?type=2&index=0`, owner.token);
    expect(youtube.body.map((e) => e.id)).toEqual(videos);
    expect(youtube.body[0]).toMatchObject({ list: 'youtube', createdAt: expect.stringMatching(ISO_DATE) });
    const plain = await get<CatFileBody[]>(`/cats/${catId}/files`, owner.token);
    expect(plain.body.map((e) => e.id)).toEqual(photos.slice(0, ALBUM_PAGE_SIZE));
  });

  it('guests read; no token is 401; a missing cat is 404; bad paging is 400', async () => {
    expect((await get(`/cats/${catId}/files?type=1`, GUEST_TOKEN)).status).toBe(200);
    expect((await get(`/cats/${catId}/files?type=2`, await anonymousGuestToken())).status).toBe(200);
    expect((await get(`/cats/${catId}/files?type=1`, unverified.token)).status).toBe(200);
    expectError(await get(`/cats/${catId}/files?type=1`), 401);
    expectError(await get('/cats/no-such-cat/files?type=1', owner.token), 404);
    for (const query of [
      'type=3',
      'type=photo',
      'index=-1',
      'index=abc',
      'cursor=garbage',
      'cursor=99999999999999999.0_x',
    ]) {
      expectError(await get(`/cats/${catId}/files?${query}`, owner.token), 400);
    }
  });
});

describe('DELETE /cats/{id}/files/{fileId}', () => {
  let catId: string;
  let photo: CatFileBody;
  beforeAll(async () => {
    catId = await newCat(owner);
    photo = (await uploadTo(catId, albumForm(await demoPhoto(6, 'cat', 700), 'Bye'), owner.token)).body;
  });

  it("refuses someone else's cat, guests, unverified CatReps and a missing entry; the entry stays", async () => {
    expectError(await del(`/cats/${catId}/files/${photo.id}`, other.token), 403);
    expectError(await del(`/cats/${catId}/files/${photo.id}`, GUEST_TOKEN), 403, { code: 'guest' });
    expectError(await del(`/cats/${catId}/files/${photo.id}`, unverified.token), 403, { code: 'unverified' });
    expectError(await del(`/cats/${catId}/files/${photo.id}`), 401);
    expectError(await del(`/cats/${catId}/files/no-such-file`, owner.token), 404);
    expectError(await del(`/cats/no-such-cat/files/${photo.id}`, owner.token), 404);
    expect((await db.doc(`cats/${catId}/files/${photo.id}`).get()).exists).toBe(true);
    await expectVariants(photo.photo!, [320, 640, 700]);
  });

  it('the owner deletes a photo: the entry goes and /media no longer serves any of its files', async () => {
    const res = await del(`/cats/${catId}/files/${photo.id}`, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(success.fileChanged);
    expect((await db.doc(`cats/${catId}/files/${photo.id}`).get()).exists).toBe(false);
    await expectGone(photo.photo!);
    expectError(await del(`/cats/${catId}/files/${photo.id}`, owner.token), 404);
  });

  it('the owner deletes a YouTube entry', async () => {
    const video = await post<CatFileBody>(`/cats/${catId}/urls`, { url: WATCH }, owner.token);
    expect((await del(`/cats/${catId}/files/${video.body.id}`, owner.token)).status).toBe(200);
    expect((await db.doc(`cats/${catId}/files/${video.body.id}`).get()).exists).toBe(false);
  });
});
