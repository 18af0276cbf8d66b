/**
 * Photo uploads (docs/product.md §7 PUT /users/user/photo and PUT /cats/{id}/photo, §8 'Problem occured
 * during photo upload.', §3 photos served from a public base; docs/architecture.md §1 Media): a real image is
 * re-encoded, auto-rotated and stripped of EXIF/GPS, stored with a thumbnail and served from
 * /media/<path> as image/jpeg; a text file, an empty or a >10 MB body is refused with the docs/product.md §8
 * message and stores nothing; guests, unverified CatReps and other owners are refused.
 */
import { failure, serverMessages, success, type PhotoRef } from '@catrep/model';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, expectError, fileForm, post, type ApiBody } from '../support/api.js';
import { GUEST_TOKEN, registerCatRep, verifiedCatRep, type Session } from '../support/people.js';
import { demoPhoto, fetchMedia, rotatedJpegWithGps, storedFiles } from '../support/photos.js';

interface PhotoBody extends ApiBody {
  profilePhoto: PhotoRef;
}

const upload = (path: string, form: FormData, token?: string | null) =>
  call<PhotoBody>('PUT', path, { form, token });

describe('PUT /users/user/photo', () => {
  let rep: Session;
  beforeAll(async () => {
    rep = await verifiedCatRep('Paula', 'Photo');
  });

  it('stores a real JPEG with a thumbnail, served from /media as image/jpeg', async () => {
    const res = await upload('/users/user/photo', fileForm(await demoPhoto(1, 'person', 320)), rep.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(success.photoUploaded);
    const photo = res.body.profilePhoto;
    expect(photo).toEqual({
      path: expect.stringMatching(new RegExp(`^users/${rep.uid}/[\\w-]+\\.jpg$`)),
      thumbPath: expect.stringMatching(/_thumb\.jpg$/),
      width: 320,
      height: 320,
    });
    expect((await db.doc(`users/${rep.uid}`).get()).get('profilePhoto')).toEqual(photo);

    const served = await fetchMedia(photo.path);
    expect(served.status).toBe(200);
    expect(served.contentType).toBe('image/jpeg');
    expect((await sharp(served.data).metadata()).format).toBe('jpeg');
    const thumb = await fetchMedia(photo.thumbPath);
    expect(thumb.status).toBe(200);
    expect(thumb.contentType).toBe('image/jpeg');
  });

  it('replaces the previous photo and removes its files', async () => {
    const first = (await upload('/users/user/photo', fileForm(await demoPhoto(2, 'person')), rep.token)).body;
    const second = await upload('/users/user/photo', fileForm(await demoPhoto(3, 'person')), rep.token);
    expect(second.status).toBe(200);
    expect(second.body.profilePhoto.path).not.toBe(first.profilePhoto.path);
    expect((await fetchMedia(first.profilePhoto.path)).status).toBe(404);
    expect((await fetchMedia(second.body.profilePhoto.path)).status).toBe(200);
  });

  it('auto-rotates an EXIF-rotated JPEG and strips its EXIF and GPS metadata', async () => {
    const input = await rotatedJpegWithGps();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta).toMatchObject({ width: 300, height: 200, orientation: 6 });
    // The GPS IFD makes the EXIF block bigger than the same image's without it.
    const withoutGps = await sharp(await rotatedJpegWithGps(false)).metadata();
    expect(inputMeta.exif?.length).toBeGreaterThan(withoutGps.exif?.length ?? 0);

    const owner = await verifiedCatRep();
    const res = await upload('/users/user/photo', fileForm(input, 'rotated.jpg'), owner.token);
    expect(res.status).toBe(200);
    expect(res.body.profilePhoto).toMatchObject({ width: 200, height: 300 });
    for (const path of [res.body.profilePhoto.path, res.body.profilePhoto.thumbPath]) {
      const meta = await sharp((await fetchMedia(path)).data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      if (path === res.body.profilePhoto.path)
        expect({ w: meta.width, h: meta.height }).toEqual({ w: 200, h: 300 });
    }
  });

  it('accepts a PNG by its content, whatever its name, and serves it as JPEG', async () => {
    const owner = await verifiedCatRep();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const res = await upload('/users/user/photo', fileForm(png, 'cat.txt', 'text/plain'), owner.token);
    expect(res.status).toBe(200);
    expect((await fetchMedia(res.body.profilePhoto.path)).contentType).toBe('image/jpeg');
  });

  describe('refusals that store nothing', () => {
    let owner: Session;
    beforeAll(async () => {
      owner = await verifiedCatRep();
    });
    const nothingStored = async () => {
      expect(await storedFiles(`users/${owner.uid}`)).toEqual([]);
      expect((await db.doc(`users/${owner.uid}`).get()).get('profilePhoto')).toBeNull();
    };

    it("refuses a text file named .jpg with 'Problem occured during photo upload.'", async () => {
      const text = Buffer.from('this is not a cat picture\n'.repeat(50));
      expectError(
        await upload('/users/user/photo', fileForm(text, 'cat.jpg', 'image/jpeg'), owner.token),
        400,
        {
          message: failure.photoUpload,
        },
      );
      await nothingStored();
    });

    it('refuses a truncated JPEG', async () => {
      const jpeg = await demoPhoto(4, 'cat', 320);
      const res = await upload('/users/user/photo', fileForm(jpeg.subarray(0, jpeg.length / 3)), owner.token);
      expectError(res, 400, { message: failure.photoUpload });
      await nothingStored();
    });

    it('refuses a body over 10 MB', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 64 * 1024, 0xff);
      (await demoPhoto(5, 'cat', 64)).copy(big);
      expectError(await upload('/users/user/photo', fileForm(big), owner.token), 400, {
        message: failure.photoUpload,
      });
      await nothingStored();
    });

    it('refuses an empty file', async () => {
      expectError(await upload('/users/user/photo', fileForm(Buffer.alloc(0)), owner.token), 400, {
        message: failure.photoUpload,
      });
      await nothingStored();
    });

    it('refuses a file sent under another field name', async () => {
      const form = fileForm(await demoPhoto(6, 'cat', 64), 'p.jpg', 'image/jpeg', 'photo');
      expectError(await upload('/users/user/photo', form, owner.token), 400, {
        message: failure.photoUpload,
      });
      await nothingStored();
    });

    it('refuses a JSON body', async () => {
      expectError(await call('PUT', '/users/user/photo', { json: { file: 'x' }, token: owner.token }), 400, {
        message: failure.photoUpload,
      });
      await nothingStored();
    });

    it('answers 401 without a token', async () => {
      expectError(await upload('/users/user/photo', fileForm(await demoPhoto(7, 'cat', 64))), 401);
    });

    it('answers 403 guest to the fixed guest token', async () => {
      expectError(
        await upload('/users/user/photo', fileForm(await demoPhoto(7, 'cat', 64)), GUEST_TOKEN),
        403,
        {
          code: 'guest',
          message: serverMessages.guest,
        },
      );
    });

    it('answers 403 to an unverified CatRep and stores nothing', async () => {
      const unverified = await registerCatRep();
      const res = await upload(
        '/users/user/photo',
        fileForm(await demoPhoto(8, 'cat', 64)),
        unverified.token,
      );
      expectError(res, 403, { code: 'unverified' });
      expect(await storedFiles(`users/${unverified.uid}`)).toEqual([]);
    });
  });
});

describe('PUT /cats/{id}/photo', () => {
  let owner: Session;
  let other: Session;
  let catId: string;
  beforeAll(async () => {
    [owner, other] = await Promise.all([verifiedCatRep(), verifiedCatRep()]);
    catId = (await post<{ id: string }>('/cats', { name: 'Poser', gender: true }, owner.token)).body.id;
  });

  it('stores the photo on the cat and serves it', async () => {
    const res = await upload(`/cats/${catId}/photo`, fileForm(await demoPhoto(9, 'cat', 400)), owner.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(success.photoUploaded);
    expect(res.body.profilePhoto).toMatchObject({
      path: expect.stringMatching(new RegExp(`^cats/${catId}/`)),
      width: 400,
    });
    expect((await db.doc(`cats/${catId}`).get()).get('profilePhoto')).toEqual(res.body.profilePhoto);
    const served = await fetchMedia(res.body.profilePhoto.path);
    expect(served).toMatchObject({ status: 200, contentType: 'image/jpeg' });
  });

  it("refuses someone else's cat with 403 and stores nothing", async () => {
    const before = (await db.doc(`cats/${catId}`).get()).get('profilePhoto');
    const files = await storedFiles(`cats/${catId}`);
    expectError(
      await upload(`/cats/${catId}/photo`, fileForm(await demoPhoto(10, 'cat', 64)), other.token),
      403,
    );
    expect((await db.doc(`cats/${catId}`).get()).get('profilePhoto')).toEqual(before);
    expect(await storedFiles(`cats/${catId}`)).toEqual(files);
  });

  it("refuses a text file with 'Problem occured during photo upload.' and stores nothing", async () => {
    const files = await storedFiles(`cats/${catId}`);
    expectError(
      await upload(`/cats/${catId}/photo`, fileForm(Buffer.from('meow'), 'a.jpg'), owner.token),
      400,
      {
        message: failure.photoUpload,
      },
    );
    expect(await storedFiles(`cats/${catId}`)).toEqual(files);
  });

  it('answers 404 for an unknown cat', async () => {
    expectError(
      await upload('/cats/no-such-cat/photo', fileForm(await demoPhoto(11, 'cat', 64)), owner.token),
      404,
    );
  });

  it('answers 401 without a token', async () => {
    expectError(await upload(`/cats/${catId}/photo`, fileForm(await demoPhoto(12, 'cat', 64))), 401);
  });

  it('answers 403 guest to the fixed guest token', async () => {
    expectError(
      await upload(`/cats/${catId}/photo`, fileForm(await demoPhoto(12, 'cat', 64)), GUEST_TOKEN),
      403,
      {
        code: 'guest',
      },
    );
  });
});
