/**
 * My Favorites over the REST API (docs/product.md §1, §2 /cat-rep About tab, §6 own profile, §7 Users files,
 * §8): a CatRep adds favorite photos (stored at ALBUM_WIDTHS, served from /media),
 * anyone signed in lists them a page at a time, and only their owner deletes them, files
 * included. Bad files, guests and unverified CatReps get 4xx `{ code, message }` with
 * 'Problem occured during photo upload.' for files, and nothing is written.
 */
import { ALBUM_PAGE_SIZE, failure, success, type FavoriteDoc } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, del, expectError, get, ISO_DATE } from '../support/api.js';
import {
  albumForm,
  badUploads,
  expectGone,
  expectNothingStored,
  expectVariants,
  walkPages,
  writeEntries,
  type FavoriteBody,
} from '../support/album.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { demoPhoto } from '../support/photos.js';

const addFavorite = (form: FormData, token?: string | null) =>
  call<FavoriteBody>('POST', '/users/files', { form, token });

describe('POST /users/files', () => {
  let rep: Session;
  beforeAll(async () => {
    rep = await verifiedCatRep('Fay', 'Favorite');
  });

  it('stores a favorite photo at 320, 640 and 1280 px wide with its caption; 201 with the entry', async () => {
    const res = await addFavorite(albumForm(await demoPhoto(1, 'cat', 1400), 'Best day'), rep.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      ownerId: rep.uid,
      type: 1,
      title: 'Best day',
      createdAt: expect.stringMatching(ISO_DATE),
      message: success.photoUploaded,
    });
    await expectVariants(res.body.photo, [320, 640, 1280]);
    for (const v of res.body.photo.variants) {
      expect(v.path).toBe(`users/${rep.uid}/favorites/${res.body.id}_${v.width}.jpg`);
    }
    const stored = (await db.doc(`users/${rep.uid}/favorites/${res.body.id}`).get()).data() as FavoriteDoc;
    expect(stored).toMatchObject({ ownerId: rep.uid, type: 1, title: 'Best day', photo: res.body.photo });
  });

  describe('refusals that write nothing', () => {
    let empty: Session;
    beforeAll(async () => {
      empty = await verifiedCatRep('Nora', 'Nothing');
    });
    const nothingWritten = (uid = empty.uid) =>
      expectNothingStored(`users/${uid}/favorites`, `users/${uid}/favorites`);

    for (const [name, body] of Object.entries(badUploads)) {
      it(`refuses ${name} with 'Problem occured during photo upload.'`, async () => {
        expectError(await addFavorite(await body(), empty.token), 400, { message: failure.photoUpload });
        await nothingWritten();
      });
    }

    it('refuses guests, unverified CatReps and no token', async () => {
      const photo = await demoPhoto(2, 'cat', 64);
      expectError(await addFavorite(albumForm(photo), GUEST_TOKEN), 403, { code: 'guest' });
      expectError(await addFavorite(albumForm(photo), await anonymousGuestToken()), 403, { code: 'guest' });
      const unverified = await registerCatRep();
      expectError(await addFavorite(albumForm(photo), unverified.token), 403, { code: 'unverified' });
      expectError(await addFavorite(albumForm(photo)), 401);
      await nothingWritten(unverified.uid);
    });
  });
});

describe('GET /users/{id}/files?index={n}', () => {
  let rep: Session;
  let ids: string[];
  beforeAll(async () => {
    rep = await verifiedCatRep('Pia', 'Pages');
    ids = await writeEntries(`users/${rep.uid}/favorites`, ALBUM_PAGE_SIZE + 3, (i) => ({
      ownerId: rep.uid,
      type: 1,
      title: `favorite ${i}`,
      photo: { width: 320, height: 320, variants: [] },
    }));
  });

  it('newest first, in two pages by cursor that never repeat an entry; index=1 is the second', async () => {
    const pages = await walkPages(`/users/${rep.uid}/files?index=0`, rep.token);
    expect(pages.map((p) => p.length)).toEqual([ALBUM_PAGE_SIZE, 3]);
    expect(pages.flat()).toEqual(ids);
    const second = await get<FavoriteBody[]>(`/users/${rep.uid}/files?index=1`, rep.token);
    expect(second.body.map((e) => e.id)).toEqual(ids.slice(ALBUM_PAGE_SIZE));
    expect(second.body[0]).toMatchObject({ ownerId: rep.uid, createdAt: expect.stringMatching(ISO_DATE) });
  });

  it('anyone signed in looks, guests included; no token is 401; a missing CatRep is 404', async () => {
    const stranger = await verifiedCatRep();
    expect((await get(`/users/${rep.uid}/files`, stranger.token)).status).toBe(200);
    expect((await get(`/users/${rep.uid}/files`, GUEST_TOKEN)).status).toBe(200);
    expect((await get(`/users/${rep.uid}/files`, await anonymousGuestToken())).status).toBe(200);
    expectError(await get(`/users/${rep.uid}/files`), 401);
    expectError(await get('/users/no-such-catrep/files', rep.token), 404);
    expectError(await get(`/users/${rep.uid}/files?index=-1`, rep.token), 400);
  });
});

describe('DELETE /users/files/{fileId}', () => {
  let rep: Session;
  let other: Session;
  let favorite: FavoriteBody;
  beforeAll(async () => {
    [rep, other] = await Promise.all([verifiedCatRep('Dora', 'Delete'), verifiedCatRep()]);
    favorite = (await addFavorite(albumForm(await demoPhoto(3, 'cat', 400)), rep.token)).body;
  });

  it("nobody else deletes it: another CatRep's delete finds nothing (404), guests are refused", async () => {
    expectError(await del(`/users/files/${favorite.id}`, other.token), 404);
    expectError(await del(`/users/files/${favorite.id}`, GUEST_TOKEN), 403, { code: 'guest' });
    expectError(await del(`/users/files/${favorite.id}`), 401);
    expect((await db.doc(`users/${rep.uid}/favorites/${favorite.id}`).get()).exists).toBe(true);
    await expectVariants(favorite.photo, [320, 400]);
  });

  it('the owner deletes it: the entry goes and /media no longer serves its files', async () => {
    const res = await del(`/users/files/${favorite.id}`, rep.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(success.photoDeleted);
    expect((await db.doc(`users/${rep.uid}/favorites/${favorite.id}`).get()).exists).toBe(false);
    await expectGone(favorite.photo);
    expectError(await del(`/users/files/${favorite.id}`, rep.token), 404);
  });
});
