/**
 * Notifications (README "Notifications"), through the REST API on the emulators, checking what is
 * stored in `users/{uid}/notifications`:
 *
 * - each kind: a like, a comment, a comment on a post one commented on, a connection request and
 *   its approval, new CatMates (by trigger), a new chat;
 * - grouping: many likes of one post are one document that grows (also when 30 arrive at once),
 *   and shrinks again as likes and comments are taken back; never one's own;
 * - nothing from a muted or blocked CatRep, and a mute or block takes them out of what was there;
 * - the settings switch, respected by the server (also when saved before its copy in
 *   `private/hidden`, once `npm run backfill-notify-copies` ran); a deleted post takes its
 *   notifications along.
 * The centre's REST, moderators' word, the digest and push: notification-centre.test.ts.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, del, expectError, get, post, put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { startChat } from '../support/chats.js';
import { connectThroughApi } from '../support/connections.js';
import { countOf, like, quickCatReps, shared } from '../support/feeds.js';
import { comment, notice, noticeIds, settings, type NotificationJson } from '../support/notifications.js';
import { anonymousGuestToken, verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil, randomLetters } from '../support/wait.js';
import { FUNCTION_URL, warmWorkers } from '../support/workers.js';
import { notificationId } from '@catrep/model';
import { copyNotifySettings } from '../../functions/src/domain/notifications/notify-copies.js';

describe('likes and comments', () => {
  let author: Session;
  let bence: Session;
  let chloe: Session;
  beforeAll(async () => {
    [author, bence, chloe] = await Promise.all([
      verifiedCatRep('Anna', 'Authored'),
      verifiedCatRep('Bence', 'Liker'),
      verifiedCatRep('Chloe', 'Liker'),
    ]);
  });

  it('likes group into one notification that grows and shrinks; never one’s own', async () => {
    const { id } = await shared(author.token, 'Like me');
    countOf(await like(id, author.token));
    expect(await notice(author.uid, 'like', id)).toBeUndefined();

    countOf(await like(id, bence.token));
    const first = await notice(author.uid, 'like', id);
    expect(first).toMatchObject({
      kind: 'like',
      subjectId: id,
      link: `/cat-share/post/${id}`,
      item: 'post',
      actor: { id: bence.uid, firstname: 'Bence', lastname: 'Liker' },
      actorIds: [bence.uid],
      read: false,
    });

    countOf(await like(id, chloe.token));
    expect(await notice(author.uid, 'like', id)).toMatchObject({
      actor: { id: chloe.uid },
      actorIds: [bence.uid, chloe.uid],
    });
    const [listed] = (await get<NotificationJson[]>('/notifications', author.token)).body.filter(
      (n) => n.id === `like_${id}`,
    );
    expect(listed).toMatchObject({ text: 'Chloe Liker and 1 other liked your post', count: 2, read: false });

    // Chloe takes her like back: Bence is the newest again; then Bence: the notification goes.
    countOf(await like(id, chloe.token));
    expect(await notice(author.uid, 'like', id)).toMatchObject({
      actor: { id: bence.uid },
      actorIds: [bence.uid],
    });
    countOf(await like(id, bence.token));
    expect(await notice(author.uid, 'like', id)).toBeUndefined();
  });

  it('30 CatReps liking at once: every like counted, one notification naming all 30', async () => {
    const { id } = await shared(author.token, 'Popular');
    const fans = await quickCatReps(30, 'fan');
    // Straight to the function, its worker pool warmed up first (support/workers.ts).
    await warmWorkers(fans.length);
    const answers = await Promise.all(
      fans.map(async (fan) => {
        const res = await call('POST', `/feeds/${id}/likes`, {
          base: FUNCTION_URL,
          token: fan.token,
          signal: AbortSignal.timeout(120_000),
        });
        return res.status;
      }),
    );
    expect(answers).toEqual(fans.map(() => 200));
    const grouped = await notice(author.uid, 'like', id);
    expect(new Set(grouped?.actorIds)).toEqual(new Set(fans.map((f) => f.uid)));
    expect((await noticeIds(author.uid)).filter((n) => n.startsWith(`like_${id}`))).toEqual([`like_${id}`]);
  }, 600_000);

  it('a comment tells the author; a later comment also tells earlier commenters; deleting takes it back', async () => {
    const { id } = await shared(author.token, 'Talk to me');
    const bences = await comment(id, 'First!', bence.token);
    expect(bences.status).toBe(201);
    expect(await notice(author.uid, 'comment', id)).toMatchObject({ actorIds: [bence.uid], item: 'post' });
    expect(await notice(bence.uid, 'reply', id)).toBeUndefined();

    const chloes = await comment(id, 'Second', chloe.token);
    expect(await notice(author.uid, 'comment', id)).toMatchObject({ actorIds: [bence.uid, chloe.uid] });
    expect(await notice(bence.uid, 'reply', id)).toMatchObject({
      actorIds: [chloe.uid],
      actor: { id: chloe.uid },
    });
    // The author answering tells both commenters, and not the author.
    await comment(id, 'Thanks both', author.token);
    expect((await notice(bence.uid, 'reply', id))?.actorIds).toEqual([chloe.uid, author.uid]);
    expect((await notice(chloe.uid, 'reply', id))?.actorIds).toEqual([author.uid]);
    expect(await notice(author.uid, 'reply', id)).toBeUndefined();

    // Bence comments twice; deleting one keeps him in, deleting both takes him out.
    const again = await comment(id, 'Me again', bence.token);
    expect((await del(`/feeds/${id}/comments/${again.body.id}`, bence.token)).status).toBe(200);
    expect((await notice(author.uid, 'comment', id))?.actorIds).toContain(bence.uid);
    expect((await del(`/feeds/${id}/comments/${bences.body.id}`, bence.token)).status).toBe(200);
    expect((await notice(author.uid, 'comment', id))?.actorIds).toEqual([chloe.uid]);
    expect((await del(`/feeds/${id}/comments/${chloes.body.id}`, chloe.token)).status).toBe(200);
    expect(await notice(author.uid, 'comment', id)).toBeUndefined();
    expect(await notice(bence.uid, 'reply', id)).toMatchObject({ actorIds: [author.uid] });
  });

  it('a reply reaches an earlier commenter behind a long run of one other CatRep’s comments', async () => {
    const { id } = await shared(author.token, 'A long thread');
    expect((await comment(id, 'Early word', bence.token)).status).toBe(201);
    // Then 70 comments by Chloe alone, newer than Bence's (more than the first pages the reply
    // looks through), written straight into the store.
    const start = Date.now();
    const batch = db.batch();
    for (let i = 0; i < 70; i++) {
      batch.set(db.collection(`feeds/${id}/comments`).doc(), {
        content: { message: `Chloe ${i}` },
        userId: chloe.uid,
        user: { id: chloe.uid, firstname: 'Chloe', lastname: 'Liker', profilePhoto: null },
        hidden: false,
        shard: 0,
        createdAt: Timestamp.fromMillis(start + 1000 + i),
        updatedAt: Timestamp.fromMillis(start + 1000 + i),
      });
    }
    await batch.commit();
    expect((await comment(id, 'Thanks everyone', author.token)).status).toBe(201);
    expect((await notice(bence.uid, 'reply', id))?.actorIds).toEqual([author.uid]);
    expect((await notice(chloe.uid, 'reply', id))?.actorIds).toEqual([author.uid]);
  });

  it('a deleted post takes every notification about it along', async () => {
    const { id } = await shared(author.token, 'Soon gone');
    countOf(await like(id, bence.token));
    await comment(id, 'Nice', bence.token);
    await comment(id, 'Nicer', chloe.token);
    expect(await notice(author.uid, 'like', id)).toBeDefined();
    expect(await notice(bence.uid, 'reply', id)).toBeDefined();
    expect((await del(`/feeds/${id}`, author.token)).status).toBe(200);
    for (const [uid, kind] of [
      [author.uid, 'like'],
      [author.uid, 'comment'],
      [bence.uid, 'reply'],
    ] as const) {
      expect(await notice(uid, kind, id), `${kind} for ${uid}`).toBeUndefined();
    }
  });

  it('the settings switch is kept by the server: likes off, comments still on', async () => {
    const quiet = await verifiedCatRep('Quinn', 'Quiet');
    const defaults = await get('/users/user/notification-settings', quiet.token);
    expect(defaults.body).toEqual(settings());
    const saved = await put('/users/user/notification-settings', settings({}, { like: false }), quiet.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ kinds: { like: false, comment: true } });

    const { id } = await shared(quiet.token, 'No likes news please');
    countOf(await like(id, bence.token));
    await comment(id, 'Hello', bence.token);
    expect(await notice(quiet.uid, 'like', id)).toBeUndefined();
    expect(await notice(quiet.uid, 'comment', id)).toBeDefined();

    // Bad bodies are refused with the API's error shape; a guest has no settings.
    expectError(await put('/users/user/notification-settings', { kinds: {} }, quiet.token), 400);
    expectError(
      await put('/users/user/notification-settings', settings({ digest: 'yes' }), quiet.token),
      400,
    );
    expectError(await get('/users/user/notification-settings', await anonymousGuestToken()), 403);
    expect((await get('/users/user/notification-settings', null)).status).toBe(401);
  });

  it('npm run backfill-notify-copies: settings saved before their copy in private/hidden stay respected', async () => {
    const quiet = await verifiedCatRep('Quincy', 'Earlier');
    // Likes switched off as an earlier version stored it: in private/notifications alone.
    await db.doc(`users/${quiet.uid}/private/notifications`).set(settings({}, { like: false }));
    const done = await copyNotifySettings();
    expect(done.copied).toBeGreaterThanOrEqual(1);
    expect((await db.doc(`users/${quiet.uid}/private/hidden`).get()).get('notify')).toMatchObject({
      kinds: { like: false, comment: true },
      push: false,
    });
    const { id } = await shared(quiet.token, 'Still no likes news');
    countOf(await like(id, bence.token));
    await comment(id, 'Hello again', bence.token);
    expect(await notice(quiet.uid, 'like', id)).toBeUndefined();
    expect(await notice(quiet.uid, 'comment', id)).toBeDefined();
  });
});

describe('connections, CatMates and chats', () => {
  it('a request, its withdrawal, a new request and its approval; CatMates named; a new chat', async () => {
    const tag = randomLetters();
    const [anna, bence] = await Promise.all([verifiedCatRep('Anna', tag), verifiedCatRep('Bence', tag)]);
    const [mittens, cirmi] = await Promise.all([addCat(anna, 'Mittens'), addCat(bence, 'Cirmi')]);

    expect((await post(`/users/${bence.uid}/relations`, {}, anna.token)).status).toBe(201);
    expect(await notice(bence.uid, 'request', anna.uid)).toMatchObject({
      link: '/cat-rep-requests',
      actor: { id: anna.uid },
      read: false,
    });
    expect((await del(`/users/${bence.uid}/relations`, anna.token)).status).toBe(200);
    expect(await notice(bence.uid, 'request', anna.uid)).toBeUndefined();

    await connectThroughApi(anna, bence);
    expect(await notice(bence.uid, 'request', anna.uid)).toBeUndefined();
    expect(await notice(anna.uid, 'approved', bence.uid)).toMatchObject({ link: `/cat-rep/${bence.uid}` });

    const mates = await pollUntil(
      () => notice(anna.uid, 'catmates', bence.uid),
      (n) => n !== undefined,
    );
    expect(mates).toMatchObject({ cats: ['Mittens'], mates: ['Cirmi'], link: `/cat-mates/${mittens}` });
    const theirs = await pollUntil(
      () => get<NotificationJson[]>('/notifications', bence.token),
      (r) => r.body.some((n) => n.kind === 'catmates'),
    );
    expect(theirs.body.find((n) => n.kind === 'catmates')?.text).toBe('Cirmi has new CatMates: Mittens');

    const chat = await startChat(cirmi, mittens, bence.token);
    expect(chat.status).toBe(201);
    expect(await notice(anna.uid, 'chat', chat.body.id)).toMatchObject({
      cats: ['Mittens'],
      mates: ['Cirmi'],
      link: `/cat-chat/${mittens}`,
    });
    // Starting it again is the same chat: nothing new.
    await db
      .doc(`users/${anna.uid}/notifications/${notificationId('chat', chat.body.id)}`)
      .update({ read: true });
    expect((await startChat(cirmi, mittens, bence.token)).status).toBe(200);
    expect((await notice(anna.uid, 'chat', chat.body.id))?.read).toBe(true);

    // Disconnecting takes the CatMates news back.
    expect((await del(`/users/${bence.uid}/relations`, anna.token)).status).toBe(200);
    const gone = await pollUntil(
      () => notice(anna.uid, 'catmates', bence.uid),
      (n) => n === undefined,
    );
    expect(gone).toBeUndefined();
  });
});

describe('mutes and blocks', () => {
  it('nothing from a muted CatRep, and muting takes them out of what was there', async () => {
    const tag = randomLetters();
    const [anna, bence, chloe] = await Promise.all([
      verifiedCatRep('Anna', tag),
      verifiedCatRep('Bence', tag),
      verifiedCatRep('Chloe', tag),
    ]);
    const { id } = await shared(anna.token, 'Hello all');
    countOf(await like(id, bence.token));
    countOf(await like(id, chloe.token));
    expect((await post(`/users/${chloe.uid}/mutes`, {}, anna.token)).status).toBe(201);
    expect(await notice(anna.uid, 'like', id)).toMatchObject({
      actorIds: [bence.uid],
      actor: { id: bence.uid },
    });

    const other = await shared(anna.token, 'Another');
    countOf(await like(other.id, chloe.token));
    await comment(other.id, 'Muted words', chloe.token);
    expect(await noticeIds(anna.uid)).toEqual([`like_${id}`]);
  });

  it('a block takes each out of the other’s notifications, and nothing comes after', async () => {
    const tag = randomLetters();
    const [anna, bence] = await Promise.all([verifiedCatRep('Anna', tag), verifiedCatRep('Bence', tag)]);
    const [annas, bences] = await Promise.all([shared(anna.token, 'A'), shared(bence.token, 'B')]);
    countOf(await like(annas.id, bence.token));
    countOf(await like(bences.id, anna.token));
    expect((await post(`/users/${anna.uid}/relations`, {}, bence.token)).status).toBe(201);
    expect(await noticeIds(anna.uid)).toEqual([`like_${annas.id}`, `request_${bence.uid}`].sort());

    expect((await post(`/users/${bence.uid}/blocks`, {}, anna.token)).status).toBe(201);
    expect(await noticeIds(anna.uid)).toEqual([]);
    expect(await noticeIds(bence.uid)).toEqual([]);
    const third = await shared(anna.token, 'C');
    expect((await like(third.id, bence.token)).status).toBe(404);
    expect(await noticeIds(anna.uid)).toEqual([]);
  });
});
