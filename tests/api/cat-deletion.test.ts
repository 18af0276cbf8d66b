/**
 * Deleting a cat (README "Trust and safety", deleting a cat): `DELETE /cats/{id}` marks the cat and
 * the `catDeletionOnCat` trigger removes everything of it — its CatAlog with the stored photos,
 * its CatBlog entries with their CatShare items, photos, likes and notifications, its CatMates both
 * ways, its chats' messages (the chat stays, closed, saying the cat was removed), and the cat
 * document last. A crawl of every collection group and of the media store then finds the cat's id
 * nowhere but in that closed chat, and the other CatReps' things are as they were. Only the owner
 * deletes; a second DELETE answers as the first; nothing new attaches to a cat being deleted; a run
 * of the cleanup over what a stopped run left finishes it.
 */
import { chatErrors, closedChatText, success, type ChatDoc } from '@catrep/model';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { albumForm, type CatFileBody } from '../support/album.js';
import { call, del, expectError, fileForm, get, post } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { chatDoc, chatOf, send, sent } from '../support/chats.js';
import { connectThroughApi } from '../support/connections.js';
import { addedEntry, references, type BlogBody } from '../support/diary.js';
import { documentsNaming, mediaNaming } from '../support/crawl.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { demoPhoto } from '../support/photos.js';
import { pollUntil } from '../support/wait.js';
import { removeDeletedCat } from '../../functions/src/domain/cats/deletion.js';
import { catDeletionOnCat } from '../../functions/src/triggers/cat-deletion.js';

/** POST /cats/{catId}/files?type=1 with a demo photo as `token`. */
const uploadPhoto = async (catId: string, token: string, seed = 1) =>
  call<CatFileBody>('POST', `/cats/${catId}/files?type=1`, {
    form: albumForm(await demoPhoto(seed, 'cat', 400), 'Nap'),
    token,
  });

/** POST /cats/{catId}/blogs/{blogId}/files with a demo photo as `token`. */
const uploadEntryPhoto = async (catId: string, blogId: string, token: string, seed = 2) =>
  call<BlogBody>('POST', `/cats/${catId}/blogs/${blogId}/files`, {
    form: albumForm(await demoPhoto(seed, 'cat', 400)),
    token,
  });

/** Waits until the cat document is gone (the trigger's run finished); expects it to be. */
async function untilGone(catId: string) {
  const gone = await pollUntil(
    () => db.doc(`cats/${catId}`).get(),
    (snap) => !snap.exists,
    60_000,
    250,
  );
  expect(gone.exists, `cats/${catId} still there`).toBe(false);
}

/** The trigger's run for `catId` as Cloud Functions delivers it (again), for the cat as stored. */
async function runCleanupAgain(catId: string) {
  const after = await db.doc(`cats/${catId}`).get();
  const before = { exists: false, get: () => undefined } as unknown as DocumentSnapshot;
  await catDeletionOnCat.run({ params: { catId }, data: { before, after } } as never);
}

describe('DELETE /cats/{id}', () => {
  let anna: Session;
  let bence: Session;
  let carl: Session;
  let unverified: Session;
  let doomed: string;
  let kept: string;
  let cirmi: string;
  let photo: CatFileBody;
  let entry: BlogBody;
  let chatId: string;
  let keptChatId: string;
  let favoriteId: string;
  let bencesEntry: BlogBody;

  beforeAll(async () => {
    [anna, bence, carl, unverified] = await Promise.all([
      verifiedCatRep('Anna', 'Deleter'),
      verifiedCatRep('Bence', 'Survivor'),
      verifiedCatRep('Carl', 'Stranger'),
      registerCatRep(),
    ]);
    await connectThroughApi(anna, bence);
    [doomed, kept, cirmi] = await Promise.all([
      addCat(anna, 'Doomed', { diaryType: 1 }),
      addCat(anna, 'Keeper'),
      addCat(bence, 'Cirmi', { diaryType: 1 }),
    ]);
    // CatMates both ways, for both of Anna's cats.
    const mates = await pollUntil(
      () => db.collectionGroup('mates').where('mate.id', 'in', [doomed, kept]).get(),
      (snap) => snap.size >= 2,
      30_000,
    );
    expect(mates.size).toBe(2);
    await pollUntil(
      () => db.collection(`cats/${doomed}/mates`).get(),
      (snap) => snap.size >= 1,
      30_000,
    );
    // Its album: two photos and a video; its own photo.
    const uploads = await Promise.all([
      uploadPhoto(doomed, anna.token, 1),
      uploadPhoto(doomed, anna.token, 3),
    ]);
    for (const res of uploads) expect(res.status, JSON.stringify(res.body)).toBe(201);
    photo = uploads[0].body;
    const video = await post(
      `/cats/${doomed}/urls`,
      { title: 'Zoomies', type: 2, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      anna.token,
    );
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    const own = await call('PUT', `/cats/${doomed}/photo`, {
      form: fileForm(await demoPhoto(4, 'cat', 300)),
      token: anna.token,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    // Its diary: an entry with a link and a photo, liked by Bence; another without.
    entry = await addedEntry(anna, doomed, 'Vet visit, see http://127.0.0.1:9/vet');
    expect((await uploadEntryPhoto(doomed, entry.id, anna.token)).status).toBe(201);
    await addedEntry(anna, doomed, 'Sofa day');
    expect((await post(`/feeds/${entry.id}/likes`, {}, bence.token)).status).toBe(200);
    await pollUntil(
      () => references(entry.id),
      (refs) => refs.length >= 2,
      30_000,
    );
    // Its chat with Bence's cat, both sides talking; and Anna's other cat's chat with it.
    chatId = (await chatOf(anna, doomed, cirmi)).id;
    await sent(anna, chatId, doomed, 'Hello Cirmi');
    await sent(bence, chatId, cirmi, 'Hello Doomed');
    keptChatId = (await chatOf(bence, cirmi, kept)).id;
    await sent(bence, keptChatId, cirmi, 'Hi Keeper');
    // Bence's own things: a favorite photo and a diary entry.
    const favorite = await call<{ id: string }>('POST', '/users/files', {
      form: albumForm(await demoPhoto(5, 'cat', 300)),
      token: bence.token,
    });
    expect(favorite.status, JSON.stringify(favorite.body)).toBe(201);
    favoriteId = favorite.body.id;
    bencesEntry = await addedEntry(bence, cirmi, 'Cirmi naps');
    // Anna's like notification about the entry is there before the deletion.
    const likeNotice = await pollUntil(
      () => db.collection(`users/${anna.uid}/notifications`).where('subjectId', '==', entry.id).get(),
      (snap) => snap.size > 0,
      10_000,
    );
    expect(likeNotice.size).toBe(1);
  }, 180_000);

  it('refuses others: 401 signed out, 403 for guests, unverified CatReps, strangers and connections', async () => {
    expectError(await del(`/cats/${doomed}`), 401);
    expectError(await del(`/cats/${doomed}`, GUEST_TOKEN), 403);
    expectError(await del(`/cats/${doomed}`, await anonymousGuestToken()), 403);
    expectError(await del(`/cats/${doomed}`, unverified.token), 403);
    expectError(await del(`/cats/${doomed}`, carl.token), 403);
    expectError(await del(`/cats/${doomed}`, bence.token), 403);
    expectError(await del('/cats/no-such-cat', anna.token), 404);
    expect((await db.doc(`cats/${doomed}`).get()).get('deleting')).toBeUndefined();
  });

  it('the owner deletes it: gone at once, a second DELETE answers the same, nothing new attaches', async () => {
    const before = (await db.doc(`users/${anna.uid}`).get()).data()!;
    const first = await del(`/cats/${doomed}`, anna.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ message: success.catDeleted });
    const again = await del(`/cats/${doomed}`, anna.token);
    // While the job runs the answer is the first one; once the document is gone it is 404.
    if (again.status !== 404) {
      expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    }
    const after = (await db.doc(`users/${anna.uid}`).get()).data()!;
    expect(after.catCount).toBe(before.catCount - 1);
    expect(after.catchiesCount ?? 0).toBe(before.catchiesCount ?? 0);
    // Gone for everyone through the API, the owner included, and refused to others.
    expectError(await get(`/cats/${doomed}`, anna.token), 404);
    expectError(await get(`/cats/${doomed}`, bence.token), 404);
    expectError(await get(`/cats/${doomed}/files?type=1`, bence.token), 404);
    expectError(await del(`/cats/${doomed}`, bence.token), 404);
    const list = await get<{ id: string }[]>(`/cats?userId=${anna.uid}`, bence.token);
    expect(list.body.map((c) => c.id)).toEqual([kept]);
    // Nothing new attaches: photos, entries, entry photos, chats, messages, likes.
    expectError(await uploadPhoto(doomed, anna.token), 404);
    expectError(
      await post(`/cats/${doomed}/blogs`, { type: 1, content: { message: 'late' } }, anna.token),
      404,
    );
    expectError(await uploadEntryPhoto(doomed, entry.id, anna.token), 404);
    expectError(await post('/chats', { fromCat: { id: cirmi }, toCat: { id: doomed } }, bence.token), 404);
    const message = await send(chatId, cirmi, 'Are you there?', bence.token);
    expect([403, 404]).toContain(message.status);
    const like = await post(`/feeds/${entry.id}/likes`, {}, carl.token);
    expect(like.status).toBe(404);
  });

  it('the cleanup leaves the cat nowhere but in the other owner’s closed chat', async () => {
    await untilGone(doomed);
    await pollUntil(
      () => references(entry.id),
      (refs) => refs.length === 0,
      30_000,
    );
    expect(await references(entry.id)).toEqual([]);
    expect(await documentsNaming(doomed)).toEqual([`chats/${chatId}`]);
    expect(await mediaNaming(doomed)).toEqual([]);
    for (const v of photo.photo!.variants) expect(v.path).toContain(doomed);
    // The chat stays, closed for good, empty, and says why.
    const chat = (await chatDoc(chatId)) as ChatDoc;
    expect(chat.closed).toMatchObject({ reason: 'removed' });
    expect(chat.lastMessage).toBeNull();
    expect(chat.unreadOwnerIds).toEqual([]);
    expect((await db.collection(`chats/${chatId}/messages`).get()).size).toBe(0);
    expect(closedChatText(chat.closed!)).toBe(chatErrors.removed);
    const listed = await get<{ id: string }[]>(`/chats?catId=${cirmi}`, bence.token);
    expect(listed.body.map((c) => c.id)).toContain(chatId);
    expectError(await send(chatId, cirmi, 'Hello?', bence.token), 403, {
      code: 'chat-closed',
      message: chatErrors.removed,
    });
    // Connecting again does not open it (the cat is gone for good).
    expect(((await chatDoc(chatId)) as ChatDoc).closed?.reason).toBe('removed');
  });

  it('leaves the other CatReps’ things and the owner’s other cat as they were', async () => {
    expect((await db.doc(`cats/${cirmi}`).get()).exists).toBe(true);
    expect((await db.doc(`cats/${kept}`).get()).exists).toBe(true);
    expect((await db.doc(`cats/${cirmi}/mates/${kept}`).get()).exists).toBe(true);
    expect((await db.doc(`cats/${kept}/mates/${cirmi}`).get()).exists).toBe(true);
    expect((await db.doc(`users/${bence.uid}/favorites/${favoriteId}`).get()).exists).toBe(true);
    expect((await db.doc(`cats/${cirmi}/blogs/${bencesEntry.id}`).get()).exists).toBe(true);
    expect((await db.doc(`feeds/${bencesEntry.id}`).get()).exists).toBe(true);
    const keptChat = (await chatDoc(keptChatId)) as ChatDoc;
    expect(keptChat.closed ?? null).toBeNull();
    expect((await db.collection(`chats/${keptChatId}/messages`).get()).size).toBe(1);
    expect((await sent(bence, keptChatId, cirmi, 'Still here')).text).toBe('Still here');
  });

  it('a run over what a stopped run left finishes the job; runs after that find nothing to do', async () => {
    const partial = await addCat(anna, 'Halfway');
    const uploads = await Promise.all([
      uploadPhoto(partial, anna.token, 6),
      uploadPhoto(partial, anna.token, 7),
    ]);
    for (const res of uploads) expect(res.status).toBe(201);
    const half = await addedEntry(anna, partial, 'Half a diary');
    expect((await uploadEntryPhoto(partial, half.id, anna.token, 8)).status).toBe(201);
    await addedEntry(anna, partial, 'The other half');
    await pollUntil(
      () => db.collection(`cats/${partial}/mates`).get(),
      (snap) => snap.size >= 1,
      30_000,
    );
    const partialChat = (await chatOf(bence, cirmi, partial)).id;
    await sent(bence, partialChat, cirmi, 'Hi Halfway');
    // Not marked: the cleanup touches nothing.
    expect(await removeDeletedCat(partial)).toBe('not-marked');
    expect((await db.collection(`cats/${partial}/files`).get()).size).toBe(2);
    // What a run that stopped midway leaves: one album entry, one entry and its item, the chat
    // closed but its message still there, the cat's own CatMates gone (those naming it stay).
    await db.recursiveDelete(db.doc(`cats/${partial}/files/${uploads[0].body.id}`));
    await db
      .batch()
      .delete(db.doc(`cats/${partial}/blogs/${half.id}`))
      .delete(db.doc(`feeds/${half.id}`))
      .commit();
    await db
      .doc(`chats/${partialChat}`)
      .set({ closed: { reason: 'removed', at: new Date() } }, { merge: true });
    await db.recursiveDelete(db.collection(`cats/${partial}/mates`));
    await db.doc(`cats/${partial}`).update({ deleting: true, deletedAt: new Date() });
    // Cloud Functions retries the job; two runs at once (this one and the emulator's own) end the same.
    await runCleanupAgain(partial);
    await untilGone(partial);
    expect(await removeDeletedCat(partial)).toBe('gone');
    await runCleanupAgain(partial);
    expect(await documentsNaming(partial)).toEqual([`chats/${partialChat}`]);
    expect(await mediaNaming(partial)).toEqual([]);
    expect((await db.collection(`chats/${partialChat}/messages`).get()).size).toBe(0);
    expect((await db.doc(`cats/${cirmi}/mates/${kept}`).get()).exists).toBe(true);
  }, 120_000);
});
