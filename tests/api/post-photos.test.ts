/**
 * A photo post's photos (README "CatShare"; `POST /feeds/{id}/files` with `alt` and `position`):
 *
 * - 1 to MAX_POST_PHOTOS photos, each through the album pipeline; the post's JSON lists them in
 *   the order their positions give, with their alt texts; an 11th is 400 and nothing of it is
 *   stored, however many arrive at once.
 * - A photo post is its author's alone until its first photo is stored: a failed upload leaves it
 *   so (no one else reads it through the API or Firestore), a retry at the same position fills
 *   its place and makes it public.
 * - Its message may be empty; a text post's may not. Alt text is at most MAX_ALT_LENGTH.
 * - PUT /feeds/{id} `photos` reorders and rewrites alt texts, or is 409 when it names other photos.
 * - Refused: another CatRep's post 403, another kind of post 400, not an image 400, a guest 403,
 *   a missing post 404; deleting the post removes every stored size of every photo.
 * - A photo post still without a photo a day after it was made is removed with what is below it.
 */
import {
  failure,
  MAX_ALT_LENGTH,
  MAX_POST_PHOTOS,
  serverMessages,
  success,
  UNFINISHED_POST_MAX_AGE_HOURS,
  validation,
  type FeedPhoto,
} from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, del, expectError, get, put } from '../support/api.js';
import { contentOf, countOf, feedDoc, like, share, shared, type FeedBody } from '../support/feeds.js';
import { GUEST_TOKEN, verifiedCatRep, type Session } from '../support/people.js';
import { removeUnfinishedPosts } from '../../functions/src/domain/feeds/unfinished.js';
import { db } from '../support/admin.js';
import { demoPhoto, fetchMedia, storedFiles } from '../support/photos.js';
import { canGet, everyoneIds, useReaders } from '../support/readers.js';
import { randomLetters } from '../support/wait.js';

/** The form the web sends: `alt` and `position` first, then the file. */
async function photoForm(seed: number, fields: { alt?: string; position?: number } = {}, bytes?: Uint8Array) {
  const form = new FormData();
  if (fields.alt !== undefined) form.append('alt', fields.alt);
  if (fields.position !== undefined) form.append('position', String(fields.position));
  const data = bytes ?? (await demoPhoto(seed, 'cat', 120));
  form.append('file', new Blob([data as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

const addPhoto = async (
  postId: string,
  token: string,
  seed: number,
  fields: { alt?: string; position?: number } = {},
) => call<FeedBody>('POST', `/feeds/${postId}/files`, { form: await photoForm(seed, fields), token });

/** The photos a post holds as its JSON lists them. */
const photosOf = (body: FeedBody): FeedPhoto[] => contentOf(body).files ?? [];

describe('POST /feeds/{id}/files: several photos a post', () => {
  const readers = useReaders();
  let author: Session;
  let other: Session;
  beforeAll(async () => {
    [author, other] = await Promise.all([verifiedCatRep('Pia', 'Photo'), verifiedCatRep('Otto', 'Other')]);
  });

  it('takes 10 photos in the order of their positions, with alt text; the 11th is refused', async () => {
    const created = await shared(author.token, '', 2);
    // Sent last to first, all at once: the positions give the order, not the arrival.
    const answers = await Promise.all(
      Array.from({ length: MAX_POST_PHOTOS }, (_, i) =>
        addPhoto(created.id, author.token, 20 + i, { alt: `Photo number ${i + 1}`, position: i }),
      ).reverse(),
    );
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe(success.photoUploaded);
    }
    const stored = (await feedDoc(created.id))!;
    const files = stored.content.files as FeedPhoto[];
    expect(files.map((f) => f.alt)).toEqual(Array.from({ length: 10 }, (_, i) => `Photo number ${i + 1}`));
    expect(files.map((f) => f.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const f of files) {
      expect(f.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(f.variants.at(-1)!.path).toMatch(new RegExp(`^feeds/${created.id}/${f.id}_\\d+\\.jpg$`));
      expect((await fetchMedia(f.variants[0]!.path)).status).toBe(200);
    }
    const before = await storedFiles(`feeds/${created.id}`);

    const eleventh = await addPhoto(created.id, author.token, 40, { alt: 'One too many' });
    expectError(eleventh, 400, { code: 'too-many-photos', message: serverMessages.tooManyPostPhotos });
    expect(((await feedDoc(created.id))!.content.files as FeedPhoto[]).length).toBe(10);
    expect(await storedFiles(`feeds/${created.id}`)).toEqual(before);
  }, 120_000);

  it('12 uploads at once to an empty post: exactly 10 stored, the other 2 refused and not kept', async () => {
    const created = await shared(author.token, 'A burst of photos', 2);
    const answers = await Promise.all(
      Array.from({ length: MAX_POST_PHOTOS + 2 }, (_, i) => addPhoto(created.id, author.token, 50 + i)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 400, 400]);
    const files = (await feedDoc(created.id))!.content.files as FeedPhoto[];
    expect(files).toHaveLength(10);
    const kept = new Set(files.flatMap((f) => f.variants.map((v) => v.path.split('/').pop())));
    expect(new Set(await storedFiles(`feeds/${created.id}`))).toEqual(kept);
  }, 120_000);

  it("the JSON lists the photos with their alt text; the message may be empty, a text post's may not", async () => {
    const created = await shared(author.token, '', 2);
    expect(contentOf(created)).toEqual({ message: '' });
    const res = await addPhoto(created.id, author.token, 60, { alt: '  Mimi asleep in a box  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(photosOf(res.body)).toEqual([
      expect.objectContaining({ alt: 'Mimi asleep in a box', position: 0, width: expect.any(Number) }),
    ]);
    expect(res.body.visibility).toBe(1);
    expectError(await share(author.token, { message: '' }, 1), 400, {
      message: validation.required('Share message'),
    });
    expectError(await share(author.token, { message: '  ' }, 4), 400);
  });

  it(`alt text over ${MAX_ALT_LENGTH} characters: 400, nothing stored`, async () => {
    const created = await shared(author.token, 'Too much said', 2);
    const res = await addPhoto(created.id, author.token, 61, { alt: 'a'.repeat(MAX_ALT_LENGTH + 1) });
    expectError(res, 400, { message: validation.maxLength('Alt text', MAX_ALT_LENGTH) });
    // One emoji too many, and far too many (more bytes than the form reads of a field): the same.
    for (const alt of ['🐈'.repeat(MAX_ALT_LENGTH + 1), '🐈‍⬛'.repeat(MAX_ALT_LENGTH)]) {
      const res = await addPhoto(created.id, author.token, 61, { alt });
      expectError(res, 400, { message: validation.maxLength('Alt text', MAX_ALT_LENGTH) });
    }
    expect(await storedFiles(`feeds/${created.id}`)).toEqual([]);
    // 1,500 characters of three bytes each (4,500 bytes in the form), or of emoji of four bytes
    // each (6,000 bytes), are accepted.
    for (const [seed, long] of [
      [62, '猫'.repeat(MAX_ALT_LENGTH)],
      [63, '🐈'.repeat(MAX_ALT_LENGTH)],
    ] as const) {
      const ok = await addPhoto(created.id, author.token, seed, { alt: long });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect(photosOf(ok.body).map((p) => p.alt)).toContain(long);
    }
  });

  it("a photo post is its author's alone until a photo is stored; a retry fills the failed place", async () => {
    const created = await shared(author.token, `Waiting for photos ${randomLetters()}`, 2);
    expect(created.visibility).toBe(3);
    const failed = await call('POST', `/feeds/${created.id}/files`, {
      form: await photoForm(0, { alt: 'First', position: 0 }, new TextEncoder().encode('not a photo')),
      token: author.token,
    });
    expectError(failed, 400, { message: failure.photoUpload });
    const second = await addPhoto(created.id, author.token, 63, { alt: 'Second', position: 1 });
    expect(second.status).toBe(201);
    expect(second.body.visibility).toBe(1);
    const retried = await addPhoto(created.id, author.token, 64, { alt: 'First', position: 0 });
    expect(photosOf(retried.body).map((p) => p.alt)).toEqual(['First', 'Second']);

    // Before any photo: nobody else reads it, through the API or Firestore.
    const empty = await shared(author.token, `Still empty ${randomLetters()}`, 2);
    const failedAgain = await call('POST', `/feeds/${empty.id}/files`, {
      form: await photoForm(0, {}, new TextEncoder().encode('still not a photo')),
      token: author.token,
    });
    expect(failedAgain.status).toBe(400);
    const ownFeed = await get<FeedBody[]>('/feeds?index=0', author.token);
    expect(ownFeed.body.map((p) => p.id)).not.toContain(empty.id);
    for (const token of [other.token, GUEST_TOKEN]) {
      const page = await get<FeedBody[]>('/feeds?index=0', token);
      expect(page.body.map((p) => p.id)).toContain(created.id);
      expect(page.body.map((p) => p.id)).not.toContain(empty.id);
    }
    const everyone = await everyoneIds(readers.as({ uid: other.uid }));
    expect(everyone).toContain(created.id);
    expect(everyone).not.toContain(empty.id);
    expect(await canGet(readers.as({ uid: other.uid }), `feeds/${empty.id}`)).toBe(false);
    expect(await canGet(readers.as('guest'), `feeds/${empty.id}`)).toBe(false);
    expect(await canGet(readers.as({ uid: author.uid }), `feeds/${empty.id}`)).toBe(true);
  });

  it('PUT /feeds/{id} photos: reorders and rewrites alt texts; other photos are 409', async () => {
    const created = await shared(author.token, 'Three in a row', 2);
    for (const [i, alt] of ['One', 'Two', 'Three'].entries()) {
      expect((await addPhoto(created.id, author.token, 70 + i, { alt, position: i })).status).toBe(201);
    }
    const ids = ((await feedDoc(created.id))!.content.files as FeedPhoto[]).map((f) => f.id!);
    const body = (photos: { id: string; alt: string }[]) => ({
      type: 2,
      content: JSON.stringify({ message: 'Three in a row' }),
      photos,
    });
    const res = await put<FeedBody>(
      `/feeds/${created.id}`,
      body([
        { id: ids[2]!, alt: 'Three, now first' },
        { id: ids[0]!, alt: 'One' },
        { id: ids[1]!, alt: '' },
      ]),
      author.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(photosOf(res.body).map((p) => [p.id, p.alt, p.position])).toEqual([
      [ids[2], 'Three, now first', 0],
      [ids[0], 'One', 1],
      [ids[1], '', 2],
    ]);
    const stored = JSON.stringify((await feedDoc(created.id))!.content);
    for (const wrong of [
      [{ id: ids[0]!, alt: '' }],
      [...ids, 'someOtherPhoto'].map((id) => ({ id, alt: '' })),
      [ids[0]!, ids[0]!, ids[1]!].map((id) => ({ id, alt: '' })),
    ]) {
      expectError(await put(`/feeds/${created.id}`, body(wrong), author.token), 409, {
        code: 'photos-mismatch',
        message: serverMessages.photosMismatch,
      });
    }
    expect(JSON.stringify((await feedDoc(created.id))!.content)).toBe(stored);
    expectError(
      await put(`/feeds/${created.id}`, body(ids.map((id) => ({ id, alt: 'x' }))), other.token),
      403,
    );
  });

  it('refuses: someone else 403, a text post 400, not an image 400, a guest 403, a missing post 404', async () => {
    const photoPost = await shared(author.token, 'Mine only', 2);
    const textPost = await shared(author.token, 'Words only');
    expectError(await addPhoto(photoPost.id, other.token, 80), 403);
    expectError(await addPhoto(photoPost.id, GUEST_TOKEN, 81), 403, { message: serverMessages.guest });
    expectError(await addPhoto(textPost.id, author.token, 82), 400, {
      code: 'photos-on-photo-posts',
      message: serverMessages.photosOnPhotoPosts,
    });
    expectError(await addPhoto(`no-such-post-${randomLetters()}`, author.token, 83), 404);
    const notImage = await call('POST', `/feeds/${photoPost.id}/files`, {
      form: await photoForm(0, {}, new TextEncoder().encode('just some words')),
      token: author.token,
    });
    expectError(notImage, 400, { message: failure.photoUpload });
    expectError(await addPhoto(photoPost.id, author.token, 84, { position: 10 }), 400);
    for (const id of [photoPost.id, textPost.id]) expect(await storedFiles(`feeds/${id}`)).toEqual([]);
    expect((await feedDoc(photoPost.id))!.content.files).toBeUndefined();
  });

  it('deleting the post removes every stored size of every photo', async () => {
    const created = await shared(author.token, 'Here and gone', 2);
    for (const i of [0, 1]) expect((await addPhoto(created.id, author.token, 90 + i)).status).toBe(201);
    const files = (await feedDoc(created.id))!.content.files as FeedPhoto[];
    expect(await storedFiles(`feeds/${created.id}`)).not.toEqual([]);
    expect((await del(`/feeds/${created.id}`, author.token)).status).toBe(200);
    expect(await storedFiles(`feeds/${created.id}`)).toEqual([]);
    for (const v of files.flatMap((f) => f.variants)) expect((await fetchMedia(v.path)).status).toBe(404);
  });

  it('a photo post that never got a photo is removed after a day; one with a photo stays', async () => {
    const leaver = await verifiedCatRep('Lea', 'Leaver');
    const empty = await shared(leaver.token, `Never finished ${randomLetters()}`, 2);
    const finished = await shared(leaver.token, `Finished ${randomLetters()}`, 2);
    expect((await addPhoto(finished.id, leaver.token, 95, { alt: 'Here' })).status).toBe(201);
    expect(countOf(await like(empty.id, leaver.token))).toBe(1);
    const later = (hours: number) => Date.now() + hours * 60 * 60 * 1000;

    expect(await removeUnfinishedPosts(later(1), UNFINISHED_POST_MAX_AGE_HOURS, [leaver.uid])).toBe(0);
    expect(await feedDoc(empty.id)).toBeDefined();
    expect(await removeUnfinishedPosts(later(25), UNFINISHED_POST_MAX_AGE_HOURS, [leaver.uid])).toBe(1);
    expect(await feedDoc(empty.id)).toBeUndefined();
    for (const below of ['likes', 'counters'])
      expect((await db.collection(`feeds/${empty.id}/${below}`).get()).size).toBe(0);
    expect((await feedDoc(finished.id))!.visibility).toBe(1);
    expect(await removeUnfinishedPosts(later(25), UNFINISHED_POST_MAX_AGE_HOURS, [leaver.uid])).toBe(0);
  });
});
