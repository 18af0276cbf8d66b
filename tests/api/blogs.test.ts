/**
 * CatBlog over the REST API (docs/product.md §1 CatBlog, §3 Diary entry, §4 Diary tab visibility, §5 last
 * rule, §7 Cats blogs, §8): the owner adds entries (a message, its first link's preview
 * fetched by a trigger, photos through the album pipeline), edits and deletes them (with their
 * photos); `GET /cats/{id}/blogs` pages by cursor and answers only whom the cat's diaryType lets
 * read (model isVisibleTo, read at request time), a clear 403 to others. Bad input, someone
 * else's cat, a missing cat or entry, guests and unverified CatReps get 4xx `{ code, message }`
 * and nothing is written.
 *
 * An entry's link preview is blog-previews.test.ts's; the rest of its CatShare item's life is
 * diary-items.test.ts's.
 */
import {
  BLOG_PAGE_SIZE,
  MAX_BLOG_PHOTOS,
  diaryHiddenMessage,
  failure,
  success,
  type AlbumPhoto,
} from '@catrep/model';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, db } from '../support/admin.js';
import { call, del, expectError, get, ISO_DATE, post, put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import {
  albumForm,
  badUploads,
  expectGone,
  expectVariants,
  walkPages,
  writeEntries,
} from '../support/album.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { demoPhoto, storedFiles } from '../support/photos.js';
import { addedEntry, entryDoc, type BlogBody } from '../support/diary.js';

let owner: Session;
let connected: Session;
let stranger: Session;
let unverified: Session;
let anonymous: string;

beforeAll(async () => {
  [owner, connected, stranger, unverified, anonymous] = await Promise.all([
    verifiedCatRep('Dora', 'Diarist'),
    verifiedCatRep('Conny', 'Connected'),
    verifiedCatRep('Stan', 'Stranger'),
    registerCatRep(),
    anonymousGuestToken(),
  ]);
  await connect(owner.uid, connected.uid);
});

/** A new cat of `rep` with `diaryType`; resolves its id. */
const newCat = (diaryType: 1 | 2 | 3 = 2, rep: Session = owner) => addCat(rep, 'Diarycat', { diaryType });

const addEntry = (catId: string, body: unknown, token: string | null = owner.token) =>
  post<BlogBody>(`/cats/${catId}/blogs`, body, token);

/** Adds an entry of Dora's with `message` and expects 201; resolves its JSON. */
const added = (catId: string, message: string) => addedEntry(owner, catId, message);

const entryCount = async (catId: string) =>
  (await db.collection(`cats/${catId}/blogs`).count().get()).data().count;
const uploadTo = (catId: string, blogId: string, form: FormData, token: string | null = owner.token) =>
  call<BlogBody>('POST', `/cats/${catId}/blogs/${blogId}/files`, { form, token });

describe('POST /cats/{id}/blogs', () => {
  let catId: string;
  beforeAll(async () => {
    catId = await newCat(1);
  });

  it('stores an entry (type 1, message, no link, no photos); 201 with it and the toast', async () => {
    const res = await addEntry(catId, { type: 1, content: { message: ' A quiet day on the sofa. ' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      catId,
      ownerId: owner.uid,
      type: 1,
      content: { message: 'A quiet day on the sofa.', link: null, preview: null },
      files: [],
      // No moderation hold keeps it back (README "Trust and safety").
      hidden: false,
      createdAt: expect.stringMatching(ISO_DATE),
      updatedAt: expect.stringMatching(ISO_DATE),
      message: success.diaryAdded,
    });
    const stored = await entryDoc(catId, res.body.id);
    expect(stored).toMatchObject({
      catId,
      ownerId: owner.uid,
      type: 1,
      content: res.body.content,
      files: [],
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
  });

  it('takes content as JSON text too (docs/product.md §3) and keeps the first web link', async () => {
    const message = 'Vet visit, see http://127.0.0.1:9/vet?x=1 and http://127.0.0.1:9/other';
    const res = await addEntry(catId, { type: '1', content: JSON.stringify({ message }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.content).toEqual({ message, link: 'http://127.0.0.1:9/vet?x=1', preview: null });
  });

  describe('refusals that write nothing', () => {
    let emptyCat: string;
    let strangersCat: string;
    beforeAll(async () => {
      [emptyCat, strangersCat] = await Promise.all([newCat(1), newCat(1, stranger)]);
    });
    const bodies: [string, unknown, string][] = [
      ['an empty message', { type: 1, content: { message: '   ' } }, 'Diary message is required'],
      ['no content', { type: 1 }, 'Diary message is required'],
      ['content that is not JSON', { type: 1, content: '{nope' }, 'Diary message is required'],
      [
        'a 100 kB message',
        { type: 1, content: { message: 'm'.repeat(100_000) } },
        'Diary message must be at most 5000 characters',
      ],
      ['another type', { type: 2, content: { message: 'Hi' } }, 'Type is not valid'],
    ];
    for (const [name, body, message] of bodies) {
      it(`refuses ${name}: 400 '${message}'`, async () => {
        expectError(await addEntry(emptyCat, body), 400, { message });
        expect(await entryCount(emptyCat)).toBe(0);
      });
    }

    it("refuses someone else's cat (403), a missing cat (404), guests, unverified CatReps, no token", async () => {
      const body = { type: 1, content: { message: 'Not mine' } };
      expectError(await addEntry(strangersCat, body), 403);
      expectError(await addEntry('no-such-cat', body), 404);
      expectError(await addEntry(emptyCat, body, GUEST_TOKEN), 403, { code: 'guest' });
      expectError(await addEntry(emptyCat, body, anonymous), 403, { code: 'guest' });
      const ownUnverifiedCat = await db
        .collection('cats')
        .add({ name: 'U', ownerId: unverified.uid, diaryType: 1 });
      expectError(await addEntry(ownUnverifiedCat.id, body, unverified.token), 403, { code: 'unverified' });
      expectError(await addEntry(emptyCat, body, null), 401);
      expect(await entryCount(emptyCat)).toBe(0);
      expect(await entryCount(strangersCat)).toBe(0);
      expect(await entryCount(ownUnverifiedCat.id)).toBe(0);
    });
  });
});

describe('GET /cats/{id}/blogs: who reads which diary', () => {
  const cats: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };
  beforeAll(async () => {
    for (const diaryType of [1, 2, 3] as const) {
      cats[diaryType] = await newCat(diaryType);
      await added(cats[diaryType], `Diary of type ${diaryType}`);
    }
  });
  const viewers: [string, () => string, (1 | 2 | 3)[]][] = [
    ['the owner', () => owner.token, [1, 2, 3]],
    ['a connected CatRep', () => connected.token, [1, 2]],
    ['a stranger', () => stranger.token, [1]],
    ['an unverified CatRep', () => unverified.token, [1]],
    ['the guest (fixed token)', () => GUEST_TOKEN, [1]],
    ['an anonymous guest', () => anonymous, [1]],
  ];
  for (const [name, token, allowed] of viewers) {
    for (const diaryType of [1, 2, 3] as const) {
      const may = allowed.includes(diaryType);
      it(`diaryType ${diaryType}: ${name} ${may ? 'reads the entries' : 'gets 403 saying why'}`, async () => {
        const res = await get<BlogBody[]>(`/cats/${cats[diaryType]}/blogs?index=0`, token());
        if (may) {
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(res.body.map((e) => e.content.message)).toEqual([`Diary of type ${diaryType}`]);
        } else {
          expectError(res, 403, { code: 'diary-hidden', message: diaryHiddenMessage(diaryType) });
        }
      });
    }
  }

  it('signed out: 401; a missing cat: 404; a bad cursor or index: 400', async () => {
    expectError(await get(`/cats/${cats[1]}/blogs`, null), 401);
    expectError(await get('/cats/no-such-cat/blogs', owner.token), 404);
    expectError(await get(`/cats/${cats[1]}/blogs?cursor=nope`, owner.token), 400);
    expectError(await get(`/cats/${cats[1]}/blogs?index=-1`, owner.token), 400);
  });

  it("a change of the cat's diaryType (PUT /cats/{id}) applies to its entries at once", async () => {
    const catId = await newCat(3);
    await added(catId, 'Secret');
    const setDiaryType = async (diaryType: number) => {
      const res = await put(`/cats/${catId}`, { name: 'Diarycat', gender: true, diaryType }, owner.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    expectError(await get(`/cats/${catId}/blogs`, stranger.token), 403);
    expectError(await get(`/cats/${catId}/blogs`, connected.token), 403);
    await setDiaryType(2);
    expect((await get(`/cats/${catId}/blogs`, connected.token)).status).toBe(200);
    expectError(await get(`/cats/${catId}/blogs`, stranger.token), 403);
    await setDiaryType(1);
    expect((await get(`/cats/${catId}/blogs`, stranger.token)).status).toBe(200);
    expect((await get(`/cats/${catId}/blogs`, GUEST_TOKEN)).status).toBe(200);
    await setDiaryType(3);
    expectError(await get(`/cats/${catId}/blogs`, stranger.token), 403);
    expect((await get(`/cats/${catId}/blogs`, owner.token)).status).toBe(200);
  });
});

describe('GET /cats/{id}/blogs: paging', () => {
  it('newest first, BLOG_PAGE_SIZE a page; the cursor walk never repeats and misses nothing', async () => {
    const catId = await newCat(1);
    const ids = await writeEntries(`cats/${catId}/blogs`, 2 * BLOG_PAGE_SIZE + 5, (i) => ({
      catId,
      ownerId: owner.uid,
      type: 1,
      content: { message: `Day ${i}`, link: null, preview: null },
      files: [],
      updatedAt: Timestamp.now(),
    }));
    const walked = await walkPages(`/cats/${catId}/blogs?index=0`, stranger.token);
    expect(walked.map((p) => p.length)).toEqual([BLOG_PAGE_SIZE, BLOG_PAGE_SIZE, 5]);
    expect(walked.flat()).toEqual(ids);
    const second = await get<BlogBody[]>(`/cats/${catId}/blogs?index=1`, stranger.token);
    expect(second.body.map((e) => e.id)).toEqual(ids.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE));
  });
});

describe('POST /cats/{id}/blogs/{blogId}/files', () => {
  let catId: string;
  let entry: BlogBody;
  beforeAll(async () => {
    catId = await newCat(2);
    entry = await added(catId, 'Photos of the day');
  });

  it('appends photos through the album pipeline (320/640/1280 px, served from /media); 201 with the entry', async () => {
    const first = await uploadTo(catId, entry.id, albumForm(await demoPhoto(31, 'cat', 1600)));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toBe(success.photoUploaded);
    expect(first.body.files).toHaveLength(1);
    await expectVariants(first.body.files[0], [320, 640, 1280]);
    for (const v of first.body.files[0].variants) {
      expect(v.path).toMatch(new RegExp(`^cats/${catId}/blogs/${entry.id}_[A-Za-z0-9]+_${v.width}\\.jpg$`));
    }
    const second = await uploadTo(catId, entry.id, albumForm(await demoPhoto(32, 'cat', 200)));
    expect(second.status).toBe(201);
    expect(second.body.files.map((f) => f.width)).toEqual([1280, 200]);
    expect((await entryDoc(catId, entry.id))?.files).toEqual(second.body.files);
  });

  describe('refusals that write nothing', () => {
    let bareCat: string;
    let bare: BlogBody;
    beforeAll(async () => {
      bareCat = await newCat(1);
      bare = await added(bareCat, 'No photos yet');
    });
    const nothingWritten = async () => {
      expect((await entryDoc(bareCat, bare.id))?.files).toEqual([]);
      expect(await storedFiles(`cats/${bareCat}/blogs`)).toEqual([]);
    };

    for (const [name, body] of Object.entries(badUploads)) {
      it(`refuses ${name} with '${failure.fileUpload}'`, async () => {
        expectError(await uploadTo(bareCat, bare.id, await body()), 400, { message: failure.fileUpload });
        await nothingWritten();
      });
    }

    it("refuses someone else's cat, a missing cat or entry, guests, unverified CatReps, no token", async () => {
      const photo = await demoPhoto(33, 'cat', 64);
      expectError(await uploadTo(bareCat, bare.id, albumForm(photo), stranger.token), 403);
      expectError(await uploadTo(bareCat, bare.id, albumForm(photo), connected.token), 403);
      expectError(await uploadTo('no-such-cat', bare.id, albumForm(photo)), 404);
      expectError(await uploadTo(bareCat, 'no-such-entry', albumForm(photo)), 404);
      expectError(await uploadTo(bareCat, bare.id, albumForm(photo), GUEST_TOKEN), 403, { code: 'guest' });
      expectError(await uploadTo(bareCat, bare.id, albumForm(photo), unverified.token), 403, {
        code: 'unverified',
      });
      expectError(await uploadTo(bareCat, bare.id, albumForm(photo), null), 401);
      await nothingWritten();
    });

    it(`refuses a photo beyond MAX_BLOG_PHOTOS (${MAX_BLOG_PHOTOS})`, async () => {
      const fake: AlbumPhoto = {
        width: 1,
        height: 1,
        variants: [{ path: 'cats/x/blogs/y_1.jpg', width: 1, height: 1 }],
      };
      const full = await added(bareCat, 'Full');
      await db.doc(`cats/${bareCat}/blogs/${full.id}`).update({ files: Array(MAX_BLOG_PHOTOS).fill(fake) });
      const res = await uploadTo(bareCat, full.id, albumForm(await demoPhoto(34, 'cat', 64)));
      expectError(res, 400, { code: 'too-many-photos', message: failure.fileUpload });
      expect((await entryDoc(bareCat, full.id))?.files).toHaveLength(MAX_BLOG_PHOTOS);
      expect(await storedFiles(`cats/${bareCat}/blogs`)).toEqual([]);
    });
  });
});

describe('PUT /cats/{id}/blogs/{blogId}', () => {
  let catId: string;
  beforeAll(async () => {
    catId = await newCat(1);
  });
  const edit = (id: string, body: unknown, token: string | null = owner.token, cat = catId) =>
    put<BlogBody>(`/cats/${cat}/blogs/${id}`, body, token);

  it('edits the message: the link is recomputed, the preview kept while the link stays, cleared when it changes', async () => {
    const entry = await added(catId, 'See http://127.0.0.1:9/a');
    const preview = { url: 'http://127.0.0.1:9/a', title: 'A', description: '', image: null };
    await db.doc(`cats/${catId}/blogs/${entry.id}`).update({ 'content.preview': preview });
    const same = await edit(entry.id, { type: 1, content: { message: 'Still http://127.0.0.1:9/a' } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.message).toBe(success.diaryEdited);
    expect(same.body.content).toEqual({
      message: 'Still http://127.0.0.1:9/a',
      link: 'http://127.0.0.1:9/a',
      preview,
    });
    const moved = await edit(entry.id, { type: 1, content: { message: 'Now http://127.0.0.1:9/b' } });
    expect(moved.body.content).toEqual({
      message: 'Now http://127.0.0.1:9/b',
      link: 'http://127.0.0.1:9/b',
      preview: null,
    });
    const none = await edit(entry.id, { content: JSON.stringify({ message: 'No link' }) });
    expect(none.body.content).toEqual({ message: 'No link', link: null, preview: null });
    expect((await entryDoc(catId, entry.id))?.content).toEqual(none.body.content);
    expect(none.body.createdAt).toBe(entry.createdAt);
  });

  it('refuses bad input, someone else, a missing cat or entry, guests: 4xx and the entry unchanged', async () => {
    const entry = await added(catId, 'Unchanged');
    const ok = { type: 1, content: { message: 'Changed' } };
    expectError(await edit(entry.id, { type: 1, content: { message: '' } }), 400, {
      message: 'Diary message is required',
    });
    expectError(await edit(entry.id, { type: 1, content: { message: 'x'.repeat(100_000) } }), 400);
    expectError(await edit(entry.id, ok, stranger.token), 403);
    expectError(await edit(entry.id, ok, owner.token, 'no-such-cat'), 404);
    expectError(await edit('no-such-entry', ok), 404);
    expectError(await edit(entry.id, ok, GUEST_TOKEN), 403, { code: 'guest' });
    expectError(await edit(entry.id, ok, unverified.token), 403);
    expectError(await edit(entry.id, ok, null), 401);
    expect((await entryDoc(catId, entry.id))?.content.message).toBe('Unchanged');
  });
});

describe('DELETE /cats/{id}/blogs/{blogId}', () => {
  it('deletes the entry and its photos from the media store; refusals delete nothing', async () => {
    const catId = await newCat(1);
    const entry = await added(catId, 'Going away');
    const uploaded = await uploadTo(catId, entry.id, albumForm(await demoPhoto(35, 'cat', 700)));
    expect(uploaded.status).toBe(201);
    const photo = uploaded.body.files[0];

    expectError(await del(`/cats/${catId}/blogs/${entry.id}`, stranger.token), 403);
    expectError(await del(`/cats/${catId}/blogs/${entry.id}`, GUEST_TOKEN), 403, { code: 'guest' });
    expectError(await del(`/cats/${catId}/blogs/no-such-entry`, owner.token), 404);
    expectError(await del(`/cats/no-such-cat/blogs/${entry.id}`, owner.token), 404);
    expect(await entryDoc(catId, entry.id)).toBeDefined();
    expect(await storedFiles(`cats/${catId}/blogs`)).toHaveLength(photo.variants.length);

    const res = await del(`/cats/${catId}/blogs/${entry.id}`, owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(success.diaryDeleted);
    expect(await entryDoc(catId, entry.id)).toBeUndefined();
    await expectGone(photo);
    expect(await storedFiles(`cats/${catId}/blogs`)).toEqual([]);
    expectError(await del(`/cats/${catId}/blogs/${entry.id}`, owner.token), 404);
  });
});
