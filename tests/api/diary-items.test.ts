/**
 * Diary items in CatShare (docs/architecture.md §2 Visibility; docs/product.md §1 CatShare, §3 Feed item
 * types, §4 Diary tab visibility, §6 no comments on diary posts): each CatBlog entry
 * `cats/{catId}/blogs/{blogId}` has one CatShare item `feeds/{blogId}` (functions/src/domain/feeds/
 * diary-items.ts), written with the entry:
 *
 * - creating an entry writes its item: type 5, visibility = the cat's diaryType, the cat's
 *   summary, the entry's content and photos, the entry's createdAt; adding a photo and editing
 *   change the item alike (an edit keeps the preview while the link stays); a new photo of the
 *   cat reaches the item's card; deleting the entry deletes the item with its likes;
 * - PUT /cats/{id} moving diaryType 1 → 2 → 3 → 1 moves every item of that cat, no other;
 * - 'Everyone' (GET /feeds) shows an item to everybody only at 1; 'My CatReps'
 *   (GET /feeds?view=catreps) shows it to its owner and their connected CatReps at 1 and 2, never
 *   at 3 — not even to the owner, whose timeline holds no reference to it then (the owner may
 *   still read and like it: `canRead` lets the owner read everything of theirs);
 * - likes work where the caller may read the item and answer 404 elsewhere; comments answer 400
 *   'diary-item' (404 where hidden); PUT, DELETE and photo uploads through /feeds/{id} answer 400
 *   'diary-item' to the owner and an admin, 403 to others — nothing written by any refusal;
 * - refused CatBlog calls (empty, huge, someone else's cat, a missing cat or entry, guests) and
 *   refused cat edits write no entry and no item.
 *
 * The preview fetched by the link-preview trigger reaching both the entry and its item is tested
 * in blog-previews.test.ts, which owns the second preview test port (scripts/emulators.mjs).
 * 'My CatReps' is written by a trigger: those checks poll with a deadline.
 */
import { serverMessages, type BlogDoc, type PhotoRef } from '@catrep/model';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { albumForm } from '../support/album.js';
import {
  call,
  del,
  expectError,
  fileForm,
  post,
  put,
  type ApiBody,
  type ApiResponse,
} from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import {
  addedEntry,
  entryDoc,
  findInView,
  itemsOfCat,
  setDiaryType,
  sorted,
  type BlogBody,
} from '../support/diary.js';
import { adminCatRep, countOf, feedDoc, feedState, like } from '../support/feeds.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { demoPhoto, storedFiles } from '../support/photos.js';
import { pollUntil, randomLetters } from '../support/wait.js';

type DiaryType = 1 | 2 | 3;

let owner: Session;
let friend: Session; // connected with the owner
let stranger: Session;
let unverified: Session;
let admin: Session;
let anonymous: string;

beforeAll(async () => {
  [owner, friend, stranger, unverified, admin, anonymous] = await Promise.all([
    verifiedCatRep('Olive', 'Owner'),
    verifiedCatRep('Fred', 'Friend'),
    verifiedCatRep('Stella', 'Stranger'),
    registerCatRep(),
    adminCatRep(),
    anonymousGuestToken(),
  ]);
  await connectThroughApi(friend, owner);
});

/** Callers by role, for the tables below. */
const callers: Record<string, () => { token: string | null; uid?: string }> = {
  owner: () => owner,
  friend: () => friend,
  stranger: () => stranger,
  unverified: () => unverified,
  admin: () => admin,
  guest: () => ({ token: GUEST_TOKEN }),
  anonymous: () => ({ token: anonymous }),
  nobody: () => ({ token: null }),
};

const uploadTo = (catId: string, blogId: string, form: FormData, token: string | null = owner.token) =>
  call<BlogBody>('POST', `/cats/${catId}/blogs/${blogId}/files`, { form, token });

describe('the item of a diary entry', () => {
  for (const diaryType of [1, 2, 3] as const) {
    it(`an entry of a cat with diaryType ${diaryType} writes its item: type 5, visibility ${diaryType}, the cat, the same content and time`, async () => {
      const catId = await addCat(owner, 'Mimi', { diaryType });
      const message = `Day one at http://127.0.0.1:9/vet (${randomLetters()})`;
      const entry = await addedEntry(owner, catId, message);
      const [item, stored] = await Promise.all([feedDoc(entry.id), entryDoc(catId, entry.id)]);
      expect(item).toEqual({
        type: 5,
        visibility: diaryType,
        content: { message, link: 'http://127.0.0.1:9/vet', preview: null, files: [] },
        userId: owner.uid,
        user: { id: owner.uid, firstname: 'Olive', lastname: 'Owner', profilePhoto: null },
        cat: { id: catId, name: 'Mimi', profilePhoto: null },
        catId,
        blogId: entry.id,
        createdAt: expect.any(Timestamp),
        updatedAt: expect.any(Timestamp),
      });
      expect((item!.createdAt as Timestamp).isEqual(stored!.createdAt as Timestamp)).toBe(true);
      expect([...(await itemsOfCat(catId)).keys()]).toEqual([entry.id]);
    });
  }

  it("a new photo of the cat reaches its items' card, each time", async () => {
    const catId = await addCat(owner, 'Snap', { diaryType: 2 });
    const entry = await addedEntry(owner, catId, 'Before my portrait');
    for (const seed of [45, 46]) {
      const res = await call<ApiBody & { profilePhoto: PhotoRef }>('PUT', `/cats/${catId}/photo`, {
        form: fileForm(await demoPhoto(seed, 'cat')),
        token: owner.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await feedDoc(entry.id)).toMatchObject({
        visibility: 2,
        cat: { id: catId, name: 'Snap', profilePhoto: res.body.profilePhoto },
      });
    }
  });

  it('adding a photo and editing change the item; deleting the entry deletes the item and its likes', async () => {
    const catId = await addCat(owner, 'Pixel', { diaryType: 2 });
    const entry = await addedEntry(owner, catId, 'See http://127.0.0.1:9/a');

    const uploaded = await uploadTo(catId, entry.id, albumForm(await demoPhoto(41, 'cat', 200)));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.files).toHaveLength(1);
    const files = uploaded.body.files;
    expect((await feedDoc(entry.id))?.content).toEqual({
      message: 'See http://127.0.0.1:9/a',
      link: 'http://127.0.0.1:9/a',
      preview: null,
      files,
    });

    // An edit keeps the preview while the link stays (stored here as the trigger would), in both.
    const preview = { url: 'http://127.0.0.1:9/a', title: 'A', description: 'About a', image: null };
    await db.doc(`cats/${catId}/blogs/${entry.id}`).update({ 'content.preview': preview });
    const same = await put(
      `/cats/${catId}/blogs/${entry.id}`,
      { type: 1, content: { message: 'Still http://127.0.0.1:9/a' } },
      owner.token,
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect((await feedDoc(entry.id))?.content).toEqual({
      message: 'Still http://127.0.0.1:9/a',
      link: 'http://127.0.0.1:9/a',
      preview,
      files,
    });
    // Without a link: the message and the photos, exactly.
    const plain = await put(
      `/cats/${catId}/blogs/${entry.id}`,
      { content: { message: 'No link now' } },
      owner.token,
    );
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const item = await feedDoc(entry.id);
    expect(item?.content).toEqual({ message: 'No link now', files });
    expect(item).toMatchObject({ type: 5, visibility: 2, blogId: entry.id });
    expect((item!.createdAt as Timestamp).toDate().toISOString()).toBe(entry.createdAt);

    // The connected CatRep's 'My CatReps' shows it as it is now, as a diary item.
    const shown = await pollUntil(
      () => findInView('catreps', friend.token, entry),
      (f) => f !== undefined,
    );
    expect(shown).toMatchObject({
      id: entry.id,
      type: 5,
      visibility: 2,
      cat: { id: catId, name: 'Pixel', profilePhoto: null },
      blogId: entry.id,
      user: { id: owner.uid },
      isMine: false,
      createdAt: entry.createdAt,
    });
    expect(JSON.parse(shown!.content)).toEqual({ message: 'No link now', files });

    expect(countOf(await like(entry.id, friend.token))).toBe(1);
    expect(countOf(await like(entry.id, owner.token))).toBe(2);
    expect((await feedState(entry.id)).likes).toEqual(sorted(friend.uid, owner.uid));

    const gone = await del(`/cats/${catId}/blogs/${entry.id}`, owner.token);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await feedState(entry.id)).toMatchObject({ exists: false, likes: [], comments: [] });
    expect((await itemsOfCat(catId)).size).toBe(0);
    expectError(await like(entry.id, friend.token), 404);
    expect(await feedState(entry.id)).toMatchObject({ exists: false, likes: [] });
  });

  it('changing diaryType 1 → 2 → 3 → 1 moves every item of that cat, and no other', async () => {
    const catId = await addCat(owner, 'Turnip', { diaryType: 1 });
    const otherCat = await addCat(owner, 'Steady', { diaryType: 1 });
    const entries: BlogBody[] = [];
    for (const day of ['Monday', 'Tuesday', 'Wednesday']) entries.push(await addedEntry(owner, catId, day));
    const control = await addedEntry(owner, otherCat, 'I stay public');
    const controlBefore = await feedState(control.id);

    const steps: [DiaryType, string][] = [
      [2, 'Turnip'],
      [3, 'Turnip'],
      [1, 'Turnip the Great'],
    ];
    for (const [diaryType, name] of steps) {
      await setDiaryType(owner, catId, diaryType, name);
      const items = await itemsOfCat(catId);
      expect([...items.keys()].sort()).toEqual(entries.map((e) => e.id).sort());
      for (const item of items.values()) {
        expect(item.data(), `${item.id} after diaryType ${diaryType}`).toMatchObject({
          visibility: diaryType,
          cat: { id: catId, name, profilePhoto: null },
        });
      }
      expect(await feedState(control.id)).toEqual(controlBefore);
    }
  });
});

describe('who sees a diary item, and where', () => {
  let catId: string;
  let entry: BlogBody;
  beforeAll(async () => {
    catId = await addCat(owner, 'Peeky', { diaryType: 1 });
    entry = await addedEntry(owner, catId, `Peeky's day ${randomLetters()}`);
  });

  /** Everybody reads 'Everyone'; 'My CatReps' is a CatRep's own timeline. */
  const everyoneViewers = ['owner', 'friend', 'stranger', 'unverified', 'guest', 'anonymous'];
  const catRepsViewers: [name: string, connected: boolean][] = [
    ['owner', true],
    ['friend', true],
    ['stranger', false],
  ];

  const steps: DiaryType[] = [1, 2, 3, 1];
  for (const [i, diaryType] of steps.entries()) {
    const inEveryone = diaryType === 1;
    const inCatReps = diaryType !== 3;
    it(`step ${i + 1}, diaryType ${diaryType}: 'Everyone' shows it to ${inEveryone ? 'everybody' : 'nobody'}; 'My CatReps' to ${inCatReps ? 'the owner and the connected CatRep' : 'nobody, not even the owner'}`, async () => {
      await setDiaryType(owner, catId, diaryType, 'Peeky');
      for (const name of everyoneViewers) {
        const shown = await findInView('all', callers[name]().token!, entry);
        if (!inEveryone) expect(shown, `${name} in 'Everyone'`).toBeUndefined();
        else {
          expect(shown, `${name} in 'Everyone'`).toMatchObject({
            id: entry.id,
            type: 5,
            visibility: 1,
            cat: { id: catId, name: 'Peeky' },
            blogId: entry.id,
            user: { id: owner.uid },
            isMine: name === 'owner',
          });
        }
      }
      for (const [name, connected] of catRepsViewers) {
        const want = inCatReps && connected;
        const shown = await pollUntil(
          () => findInView('catreps', callers[name]().token!, entry),
          (f) => (f !== undefined) === want,
        );
        if (want) {
          expect(shown, `${name} in 'My CatReps'`).toMatchObject({
            id: entry.id,
            type: 5,
            visibility: diaryType,
          });
        } else expect(shown, `${name} in 'My CatReps'`).toBeUndefined();
      }
    });
  }
});

describe('likes, comments and /feeds edits on diary items', () => {
  const items: Record<DiaryType, string> = { 1: '', 2: '', 3: '' };
  const cats: Record<DiaryType, string> = { 1: '', 2: '', 3: '' };
  beforeAll(async () => {
    for (const diaryType of [1, 2, 3] as const) {
      cats[diaryType] = await addCat(owner, `Likeable ${diaryType}`, { diaryType });
      items[diaryType] = (await addedEntry(owner, cats[diaryType], `Like me? (${diaryType})`)).id;
    }
  });

  const likes: [diaryType: DiaryType, caller: string, status: number][] = [
    [1, 'stranger', 200],
    [1, 'owner', 200],
    [2, 'friend', 200],
    [3, 'owner', 200],
    [2, 'stranger', 404],
    [3, 'friend', 404],
    [3, 'stranger', 404],
    [1, 'guest', 403],
    [1, 'unverified', 403],
    [1, 'nobody', 401],
  ];
  for (const [diaryType, name, status] of likes) {
    it(`a like by the ${name} on an item of visibility ${diaryType}: ${status === 200 ? 'counted, and taken back' : `${status}, nothing written`}`, async () => {
      const id = items[diaryType];
      const who = callers[name]();
      const before = await feedState(id);
      if (status !== 200) {
        expectError(await like(id, who.token), status);
        expect(await feedState(id)).toEqual(before);
        return;
      }
      expect(countOf(await like(id, who.token))).toBe(1);
      expect((await feedState(id)).likes).toEqual([who.uid]);
      expect(countOf(await like(id, who.token))).toBe(0);
      expect(await feedState(id)).toMatchObject({ likes: [], counts: { likes: 0 } });
    });
  }

  const comments: [diaryType: DiaryType, caller: string, status: number][] = [
    [1, 'owner', 400],
    [1, 'stranger', 400],
    [2, 'friend', 400],
    [3, 'owner', 400],
    [2, 'stranger', 404],
    [3, 'friend', 404],
    [1, 'guest', 403],
  ];
  for (const [diaryType, name, status] of comments) {
    it(`a comment by the ${name} on an item of visibility ${diaryType}: ${status}, nothing written`, async () => {
      const id = items[diaryType];
      const before = await feedState(id);
      const res = await post(
        `/feeds/${id}/comments`,
        { content: { message: 'Nice!' } },
        callers[name]().token,
      );
      if (status === 400)
        expectError(res, 400, { code: 'diary-item', message: serverMessages.noDiaryComments });
      else expectError(res, status);
      expect(await feedState(id)).toEqual(before);
    });
  }

  const edits: [
    what: string,
    caller: string,
    status: number,
    send: (id: string, token: string | null) => Promise<ApiResponse<unknown>>,
  ][] = [
    [
      'PUT',
      'owner',
      400,
      (id, token) => put(`/feeds/${id}`, { type: 1, content: { message: 'Edited here' } }, token),
    ],
    [
      'PUT',
      'admin',
      400,
      (id, token) => put(`/feeds/${id}`, { type: 1, content: { message: 'Moderated' } }, token),
    ],
    [
      'PUT',
      'friend',
      403,
      (id, token) => put(`/feeds/${id}`, { type: 1, content: { message: 'Mine now' } }, token),
    ],
    ['DELETE', 'owner', 400, (id, token) => del(`/feeds/${id}`, token)],
    ['DELETE', 'admin', 400, (id, token) => del(`/feeds/${id}`, token)],
    ['DELETE', 'stranger', 403, (id, token) => del(`/feeds/${id}`, token)],
    [
      'a photo (POST /feeds/{id}/files)',
      'owner',
      400,
      async (id, token) =>
        call('POST', `/feeds/${id}/files`, { form: albumForm(await demoPhoto(42, 'cat', 64)), token }),
    ],
  ];
  for (const [what, name, status, send] of edits) {
    it(`${what} /feeds/{id} on a diary item by the ${name}: ${status}, item and entry unchanged`, async () => {
      const id = items[1];
      const [before, entryBefore] = await Promise.all([feedState(id), entryDoc(cats[1], id)]);
      const res = await send(id, callers[name]().token);
      if (status === 400) {
        expectError(res, 400, { code: 'diary-item', message: serverMessages.diaryItemInCatBlog });
      } else expectError(res, status);
      expect(await feedState(id)).toEqual(before);
      expect(await entryDoc(cats[1], id)).toEqual(entryBefore);
      expect(await storedFiles(`feeds/${id}`)).toEqual([]);
    });
  }
});

describe('refused CatBlog and cat calls write no entry and no item', () => {
  let catId: string;
  let strangersCat: string;
  let entry: BlogBody;
  beforeAll(async () => {
    [catId, strangersCat] = await Promise.all([
      addCat(owner, 'Guarded', { diaryType: 3 }),
      addCat(stranger, 'Elsewhere', { diaryType: 1 }),
    ]);
    entry = await addedEntry(owner, catId, 'Here to stay');
    await addedEntry(stranger, strangersCat, "The stranger's own");
  });

  /** Entries and items of the cats involved (and of a missing one), with their update times. */
  async function world() {
    const ids = [catId, strangersCat, 'no-such-cat'];
    const [items, ...entries] = await Promise.all([
      db.collection('feeds').where('catId', 'in', ids).get(),
      ...ids.map((id) => db.collection(`cats/${id}/blogs`).get()),
    ]);
    const times = [items, ...entries].flatMap((s) =>
      s.docs.map((d) => `${d.ref.path}@${d.updateTime.toDate().toISOString()}`),
    );
    return { documents: times.sort(), item: await feedState(entry.id) };
  }

  const ok = { type: 1, content: { message: 'Should not be written' } };
  const cases: [name: string, send: () => Promise<ApiResponse<unknown>>, status: number][] = [
    [
      'an empty message',
      () => post(`/cats/${catId}/blogs`, { type: 1, content: { message: '  ' } }, owner.token),
      400,
    ],
    [
      'a 100 kB message',
      () => post(`/cats/${catId}/blogs`, { type: 1, content: { message: 'm'.repeat(100_000) } }, owner.token),
      400,
    ],
    ['no content', () => post(`/cats/${catId}/blogs`, { type: 1 }, owner.token), 400],
    ["an entry for someone else's cat", () => post(`/cats/${strangersCat}/blogs`, ok, owner.token), 403],
    ['an entry for a missing cat', () => post('/cats/no-such-cat/blogs', ok, owner.token), 404],
    ['an entry by the guest', () => post(`/cats/${catId}/blogs`, ok, GUEST_TOKEN), 403],
    ['an entry by an anonymous guest', () => post(`/cats/${catId}/blogs`, ok, anonymous), 403],
    ['an entry by an unverified CatRep', () => post(`/cats/${catId}/blogs`, ok, unverified.token), 403],
    ['an entry without a token', () => post(`/cats/${catId}/blogs`, ok, null), 401],
    [
      'an empty edit',
      () => put(`/cats/${catId}/blogs/${entry.id}`, { content: { message: '' } }, owner.token),
      400,
    ],
    [
      'a 100 kB edit',
      () =>
        put(`/cats/${catId}/blogs/${entry.id}`, { content: { message: 'x'.repeat(100_000) } }, owner.token),
      400,
    ],
    [
      "an edit of someone else's entry",
      () => put(`/cats/${catId}/blogs/${entry.id}`, ok, stranger.token),
      403,
    ],
    ['an edit of a missing entry', () => put(`/cats/${catId}/blogs/no-such-entry`, ok, owner.token), 404],
    ['an edit under a missing cat', () => put(`/cats/no-such-cat/blogs/${entry.id}`, ok, owner.token), 404],
    ['an edit by the guest', () => put(`/cats/${catId}/blogs/${entry.id}`, ok, GUEST_TOKEN), 403],
    [
      'a photo for a missing entry',
      async () => uploadTo(catId, 'no-such-entry', albumForm(await demoPhoto(43, 'cat', 64))),
      404,
    ],
    [
      "a photo for someone else's entry",
      async () => uploadTo(catId, entry.id, albumForm(await demoPhoto(44, 'cat', 64)), stranger.token),
      403,
    ],
    [
      'a photo that is no image',
      async () => uploadTo(catId, entry.id, albumForm(Buffer.from('not a cat'))),
      400,
    ],
    ['deleting a missing entry', () => del(`/cats/${catId}/blogs/no-such-entry`, owner.token), 404],
    ["deleting someone else's entry", () => del(`/cats/${catId}/blogs/${entry.id}`, stranger.token), 403],
    ['deleting as the guest', () => del(`/cats/${catId}/blogs/${entry.id}`, GUEST_TOKEN), 403],
    [
      'diaryType 4',
      () => put(`/cats/${catId}`, { name: 'Guarded', gender: true, diaryType: 4 }, owner.token),
      400,
    ],
    [
      'diaryType as text',
      () => put(`/cats/${catId}`, { name: 'Guarded', gender: true, diaryType: 'everyone' }, owner.token),
      400,
    ],
    [
      "someone else's diaryType",
      () => put(`/cats/${catId}`, { name: 'Guarded', gender: true, diaryType: 1 }, stranger.token),
      403,
    ],
    [
      'a missing cat’s diaryType',
      () => put('/cats/no-such-cat', { name: 'Nobody', gender: true, diaryType: 1 }, owner.token),
      404,
    ],
    [
      'diaryType by the guest',
      () => put(`/cats/${catId}`, { name: 'Guarded', gender: true, diaryType: 1 }, GUEST_TOKEN),
      403,
    ],
  ];
  for (const [name, send, status] of cases) {
    it(`${name}: ${status}, nothing written`, async () => {
      const before = await world();
      expectError(await send(), status);
      expect(await world()).toEqual(before);
      expect((await feedDoc(entry.id))?.visibility).toBe(3);
      expect((await entryDoc(catId, entry.id)) as BlogDoc).toMatchObject({
        content: { message: 'Here to stay' },
      });
    });
  }
});
