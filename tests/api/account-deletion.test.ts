/**
 * Deleting an account (README "Leaving CatRep"): `DELETE /users/user { password }` starts the job
 * (the to-do `accountDeletions/{uid}`, the profile marked, the Auth user disabled) and the
 * `accountDeletionOnRequest` trigger removes everything. A crawl of every collection and
 * collection group of the store and of the media store then finds neither the CatRep's uid, nor
 * their cats' ids, nor their email (nor their hashtag uses, saves of their posts, or their own
 * saves); the other CatReps' things are intact, their like and comment
 * counts corrected. The job finishes over what a stopped run left and alongside other runs; an
 * operator deleting the user in Authentication and the expiry of a guest account run it too.
 */
import { leavingMessages, sumCounters, type CounterShardDoc } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, db } from '../support/admin.js';
import { albumForm } from '../support/album.js';
import { call, expectError, fileForm, get, post, put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { chatOf, sent } from '../support/chats.js';
import { connectThroughApi } from '../support/connections.js';
import { expectNothingNaming } from '../support/crawl.js';
import { addedEntry } from '../support/diary.js';
import { like, shared, sharedNaming } from '../support/feeds.js';
import {
  anonymousGuestToken,
  claims,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { demoPhoto } from '../support/photos.js';
import { pollUntil } from '../support/wait.js';
import { runDaily } from '../../functions/src/domain/daily/run.js';
import { removeAccount, LEAVING_CLAIMS } from '../../functions/src/domain/users/deletion.js';
import { expireGuests } from '../../functions/src/domain/users/guests.js';

/** DELETE /users/user with `password` as `token`. */
const leave = (token: string | null, password: unknown) =>
  call('DELETE', '/users/user', { json: { password }, token });

/** Waits until the job removed the profile and its to-do; expects both gone. */
async function untilRemoved(uid: string) {
  const done = await pollUntil(
    () => Promise.all([db.doc(`users/${uid}`).get(), db.doc(`accountDeletions/${uid}`).get()]),
    ([profile, todo]) => !profile.exists && !todo.exists,
    120_000,
    500,
  );
  expect(done.map((d) => d.exists)).toEqual([false, false]);
}

/** The like and comment counts of post `id`, summed over its shards. */
async function countsOf(id: string) {
  const shards = await db.collection(`feeds/${id}/counters`).get();
  return sumCounters(shards.docs.map((d) => d.data() as CounterShardDoc));
}

describe('DELETE /users/user', () => {
  let anna: Session;
  let bence: Session;
  let carl: Session;
  let annasCats: string[];
  let bencesCat: string;
  let bencesPost: string;
  let annasPost: string;

  beforeAll(async () => {
    [anna, bence, carl] = await Promise.all([
      verifiedCatRep('Anna', 'Leaving'),
      verifiedCatRep('Bence', 'Staying'),
      verifiedCatRep('Carl', 'Watching'),
    ]);
    await Promise.all([connectThroughApi(anna, bence), connectThroughApi(bence, carl)]);
    annasCats = await Promise.all([
      addCat(anna, 'Mimi', { diaryType: 1, birthYear: 2020, birthMonth: 5, birthDay: 3 }),
      addCat(anna, 'Bolyhos'),
    ]);
    bencesCat = await addCat(bence, 'Cirmi');
    // Anna's album photo, diary entry, profile photo, favorite, post with a photo.
    const photo = await call('POST', `/cats/${annasCats[0]}/files?type=1`, {
      form: albumForm(await demoPhoto(1, 'cat', 300), 'Nap'),
      token: anna.token,
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    await addedEntry(anna, annasCats[0], 'Mimi found a box');
    const own = await call('PUT', '/users/user/photo', {
      form: fileForm(await demoPhoto(2, 'cat', 200)),
      token: anna.token,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const favorite = await call('POST', '/users/files', {
      form: albumForm(await demoPhoto(3, 'cat', 200)),
      token: anna.token,
    });
    expect(favorite.status, JSON.stringify(favorite.body)).toBe(201);
    annasPost = (await shared(anna.token, 'Mimi and Bolyhos say hello #leavingsoon', 2)).id;
    const postPhoto = await call('POST', `/feeds/${annasPost}/files`, {
      form: fileForm(await demoPhoto(4, 'cat', 200)),
      token: anna.token,
    });
    expect(postPhoto.status, JSON.stringify(postPhoto.body)).toBe(201);
    // Bence likes and comments on Anna's post; Anna likes and comments on Bence's (twice), Carl too.
    // Bence's post names his cat and Anna's Mimi ("Who is in it?"): Mimi leaves it with her account.
    bencesPost = (await sharedNaming(bence.token, 'Cirmi on the windowsill', [bencesCat, annasCats[0]])).id;
    for (const [who, postId] of [
      [bence, annasPost],
      [anna, bencesPost],
      [carl, bencesPost],
    ] as const) {
      expect((await like(postId, who.token)).status).toBe(200);
      const comment = await post(`/feeds/${postId}/comments`, { content: { message: 'Lovely' } }, who.token);
      expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    }
    expect(
      (await post(`/feeds/${bencesPost}/comments`, { content: { message: 'Again' } }, anna.token)).status,
    ).toBe(201);
    // Bence saves Anna's post and Anna saves Bence's; Anna's post holds a hashtag (its use names her).
    expect((await put(`/feeds/${annasPost}/save`, {}, bence.token)).status).toBe(200);
    expect((await put(`/feeds/${bencesPost}/save`, {}, anna.token)).status).toBe(200);
    expect((await db.collection('tagUses').where('uid', '==', anna.uid).get()).size).toBe(1);
    // A chat between Anna's cat and Bence's; Anna mutes Carl, Carl blocks Anna; Anna reports a post.
    const chat = await chatOf(anna, annasCats[0], bencesCat);
    await sent(anna, chat.id, annasCats[0], 'Hello Cirmi');
    await sent(bence, chat.id, bencesCat, 'Hello Mimi');
    const carlsPost = (await shared(carl.token, 'Spam spam spam')).id;
    const report = await post('/reports', { item: `/feeds/${carlsPost}`, reason: 'spam' }, anna.token);
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    expect((await post(`/users/${carl.uid}/mutes`, {}, anna.token)).status).toBe(201);
    expect((await post(`/users/${anna.uid}/blocks`, {}, carl.token)).status).toBe(201);
    // Mimi's care, Anna's care settings and time zone, and Mimi's birthday in Bence's centre
    // (README "Care and the cat's days").
    const care = await post(
      `/cats/${annasCats[0]}/care`,
      { kind: 'weight', date: '2025-01-01', grams: 4000 },
      anna.token,
    );
    expect(care.status, JSON.stringify(care.body)).toBe(201);
    expect((await put('/users/user/care-settings', { weightUnit: 'lb' }, anna.token)).status).toBe(200);
    expect((await put('/users/user/time-zone', { timeZone: 'Europe/Budapest' }, anna.token)).status).toBe(
      200,
    );
    await pollUntil(
      () => db.collection(`cats/${bencesCat}/mates`).get(),
      (snap) => snap.size === 2,
    );
    await runDaily({ date: '2027-05-03', among: [bence.uid] });
    expect(
      (await db.doc(`users/${bence.uid}/notifications/mateBirthday_2027-05-03`).get()).get('catIds'),
    ).toEqual([annasCats[0]]);
    // Bence has Anna's like and comment in his notifications.
    await pollUntil(
      () =>
        db.collection(`users/${bence.uid}/notifications`).where('actorIds', 'array-contains', anna.uid).get(),
      (snap) => snap.size >= 2,
      20_000,
    );
  }, 180_000);

  it('refuses guests, a wrong password and a body without one, and deletes nothing', async () => {
    expectError(await leave(null, 'x'), 401);
    expectError(await leave(GUEST_TOKEN, 'x'), 403);
    expectError(await leave(await anonymousGuestToken(), 'x'), 403);
    expectError(await leave(anna.token, 'not-her-password'), 400, {
      code: 'wrong-password',
      message: leavingMessages.wrongPassword,
    });
    expectError(await call('DELETE', '/users/user', { json: {}, token: anna.token }), 400);
    expectError(
      await call('DELETE', '/users/user', { json: { password: 'x', extra: 1 }, token: anna.token }),
      400,
    );
    expect((await db.doc(`accountDeletions/${anna.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${anna.uid}`).get()).get('deleting')).toBeUndefined();
    expect((await get('/users/user', anna.token)).status).toBe(200);
  });

  it('deletes the account: unusable at once, then nothing names Anna, her cats or her email', async () => {
    const res = await leave(anna.token, anna.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: leavingMessages.accountDeleted });
    // The session is refused from now on, and so is signing in.
    expectError(await get('/users/user', anna.token), 401);
    const login = await post('/users/login', { email: anna.email, password: anna.password });
    expectError(login, 400, { code: 'invalid-credentials' });
    // Gone for others at once.
    expectError(await get(`/users/${anna.uid}`, bence.token), 404);
    await untilRemoved(anna.uid);
    await expect(adminAuth.getUser(anna.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expectNothingNaming(anna.uid, anna.email, ...annasCats, annasPost);
  }, 240_000);

  it("leaves the others' things intact, their counts corrected", async () => {
    const [bencesPostDoc, cat, carlsRelation] = await Promise.all([
      db.doc(`feeds/${bencesPost}`).get(),
      db.doc(`cats/${bencesCat}`).get(),
      db.doc(`users/${bence.uid}/relations/${carl.uid}`).get(),
    ]);
    expect(bencesPostDoc.exists).toBe(true);
    expect(cat.exists).toBe(true);
    expect(carlsRelation.get('state')).toBe('connected');
    // Carl's like and comment stay; Anna's like and two comments are counted off.
    expect(await countsOf(bencesPost)).toEqual({ likes: 1, commentCount: 1 });
    const left = await db.collection(`feeds/${bencesPost}/comments`).get();
    expect(left.docs.map((d) => d.get('userId'))).toEqual([carl.uid]);
    // Anna's report stays for the moderators, without her.
    const reports = await db.collection('reports').where('reason', '==', 'spam').get();
    expect(reports.docs.some((d) => String(d.get('reporterId')).startsWith('deleted-'))).toBe(true);
    // Bence's notifications keep Carl's like and comment, not Anna's.
    const notices = await db.collection(`users/${bence.uid}/notifications`).get();
    for (const d of notices.docs) expect(d.get('actorIds')).not.toContain(anna.uid);
    // Bence's profile and session still work.
    expect((await get('/users/user', bence.token)).status).toBe(200);
  });
});

describe('the deletion job', () => {
  it('finishes over what a stopped run left, with other runs at the same time', async () => {
    const dora = await verifiedCatRep('Dora', 'Interrupted');
    const cat = await addCat(dora, 'Pamacs');
    const postId = (await shared(dora.token, 'Pamacs sleeps')).id;
    // A run that stopped midway: the Auth user already gone (as the job deletes it), the post too.
    await adminAuth.setCustomUserClaims(dora.uid, LEAVING_CLAIMS);
    await adminAuth.deleteUser(dora.uid);
    await db.recursiveDelete(db.doc(`feeds/${postId}`));
    // The to-do is there (the trigger starts a run) and two more runs go at once.
    await db
      .doc(`accountDeletions/${dora.uid}`)
      .set({ cause: 'catrep', requestedAt: new Date(), email: dora.email });
    const outcomes = await Promise.all([removeAccount(dora.uid), removeAccount(dora.uid)]);
    for (const outcome of outcomes) expect(['removed', 'gone']).toContain(outcome);
    await untilRemoved(dora.uid);
    expect(await removeAccount(dora.uid)).toBe('gone');
    await expectNothingNaming(dora.uid, dora.email, cat, postId);
  }, 240_000);

  it('runs when an operator deletes the user in Authentication', async () => {
    const erin = await verifiedCatRep('Erin', 'Removed');
    const cat = await addCat(erin, 'Foltos');
    await adminAuth.deleteUser(erin.uid);
    await untilRemoved(erin.uid);
    await expectNothingNaming(erin.uid, erin.email, cat);
  }, 240_000);

  it('expires guest accounts unused for 30 days, and only guests', async () => {
    const guest = claims(await anonymousGuestToken()).user_id as string;
    const catrep = await registerCatRep();
    const now = Date.now();
    expect(await expireGuests(now, 30, [guest, catrep.uid])).toBe(0);
    expect(await expireGuests(now + 31 * 24 * 3600_000, 30, [guest, catrep.uid])).toBe(1);
    await pollUntil(
      () =>
        adminAuth.getUser(guest).then(
          () => true,
          () => false,
        ),
      (exists) => !exists,
      60_000,
      500,
    );
    await expect(adminAuth.getUser(guest)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminAuth.getUser(catrep.uid)).uid).toBe(catrep.uid);
    await untilRemoved(guest);
  }, 120_000);

  it('an unverified CatRep may delete their account too', async () => {
    const fresh = await registerCatRep();
    const res = await leave(fresh.token, fresh.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await untilRemoved(fresh.uid);
    expectError(await get('/users/user', fresh.token), 401);
  }, 120_000);
});
