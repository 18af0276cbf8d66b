/**
 * Notifications (README "Notifications"), through the REST API on the emulators, checking what is
 * stored in `users/{uid}/notifications`:
 *
 * - each kind: a like, a comment, a comment on a post one commented on, a connection request and
 *   its approval, new CatMates (by trigger), a new chat, a moderator's removal;
 * - grouping: many likes of one post are one document that grows (also when 30 arrive at once),
 *   and shrinks again as likes and comments are taken back; never one's own;
 * - nothing from a muted or blocked CatRep, and a mute or block takes them out of what was there;
 * - the settings switch, respected by the server; a deleted post takes its notifications along;
 * - `GET /notifications` pages, `POST /notifications/read`;
 * - the daily digest (in the outbox, once) with its unsubscribe link, and web push (its outbox).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notificationId, type NotificationDoc } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, del, expectError, get, post, put, type ApiBody } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { startChat } from '../support/chats.js';
import { connectThroughApi } from '../support/connections.js';
import { DATA_DIR } from '../support/env.js';
import { adminCatRep, countOf, like, quickCatReps, shared, type CommentBody } from '../support/feeds.js';
import { mailsTo } from '../support/outbox.js';
import { anonymousGuestToken, verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil, randomLetters } from '../support/wait.js';
import { FUNCTION_URL, warmWorkers } from '../support/workers.js';
import { sendDigests, DIGEST_AFTER_MS } from '../../functions/src/notifications/digest.js';

/** The stored notification of `kind` about `subjectId` in uid's centre, or undefined. */
async function notice(uid: string, kind: NotificationDoc['kind'], subjectId: string) {
  const snap = await db.doc(`users/${uid}/notifications/${notificationId(kind, subjectId)}`).get();
  return snap.data() as NotificationDoc | undefined;
}

/** Every notification id in uid's centre. */
async function noticeIds(uid: string): Promise<string[]> {
  return (await db.collection(`users/${uid}/notifications`).get()).docs.map((d) => d.id).sort();
}

const comment = (postId: string, message: string, token: string) =>
  post<CommentBody>(`/feeds/${postId}/comments`, { content: JSON.stringify({ message }) }, token);

/** Every settings switch on, as PUT takes them, with `changes`. */
const settings = (changes: Record<string, unknown> = {}, kinds: Record<string, boolean> = {}) => ({
  kinds: {
    request: true,
    approved: true,
    like: true,
    comment: true,
    reply: true,
    catmates: true,
    chat: true,
    ...kinds,
  },
  digest: true,
  push: false,
  ...changes,
});

interface NotificationJson extends ApiBody {
  id: string;
  kind: string;
  text: string;
  link: string;
  count: number;
  read: boolean;
}

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
        const res = await fetch(`${FUNCTION_URL}/feeds/${id}/likes`, {
          method: 'POST',
          headers: { 'X-Authorization': fan.token },
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

describe('the centre over REST', () => {
  let owner: Session;
  let fans: Session[];
  beforeAll(async () => {
    owner = await verifiedCatRep('Nora', 'Noticed');
    fans = await quickCatReps(3, 'reader');
    // 23 posts liked one after another: 23 notifications, the newest liked last.
    for (let i = 0; i < 23; i += 1) {
      const { id } = await shared(owner.token, `Post ${i}`);
      countOf(await like(id, fans[i % 3].token));
    }
  });

  it('pages newest first by cursor and by index', async () => {
    const first = await get<NotificationJson[]>('/notifications', owner.token);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(20);
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const second = await get<NotificationJson[]>(`/notifications?cursor=${cursor}`, owner.token);
    expect(second.body).toHaveLength(3);
    const byIndex = await get<NotificationJson[]>('/notifications?index=1', owner.token);
    expect(byIndex.body.map((n) => n.id)).toEqual(second.body.map((n) => n.id));
    const all = [...first.body, ...second.body];
    expect(new Set(all.map((n) => n.id)).size).toBe(23);
    const times = all.map((n) => Date.parse(n.updatedAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all[0].text).toMatch(/^Reader1 Run\w+ liked your post$/);
    expectError(await get('/notifications?index=-1', owner.token), 400);
    expectError(await get('/notifications?cursor=nope', owner.token), 400);
  });

  it('marks the shown ones read, then all; another CatRep’s ids change nothing', async () => {
    const page = await get<NotificationJson[]>('/notifications', owner.token);
    const shown = page.body.slice(0, 5).map((n) => n.id);
    const marked = await post('/notifications/read', { ids: shown }, owner.token);
    expect(marked.body).toMatchObject({ marked: 5 });
    const after = await get<NotificationJson[]>('/notifications', owner.token);
    expect(after.body.filter((n) => n.read).map((n) => n.id)).toEqual(shown);

    // A stranger naming these ids marks their own (none), not the owner's.
    const stranger = fans[0];
    expect((await post('/notifications/read', { ids: shown }, stranger.token)).body).toMatchObject({
      marked: 0,
    });
    expectError(await post('/notifications/read', { ids: [] }, owner.token), 400);
    expectError(await post('/notifications/read', { ids: ['a/b'] }, owner.token), 400);
    expectError(
      await post('/notifications/read', { ids: Array.from({ length: 101 }, (_, i) => `n${i}`) }, owner.token),
      400,
    );

    expect((await post('/notifications/read', {}, owner.token)).body).toMatchObject({ marked: 18 });
    const unread = await db.collection(`users/${owner.uid}/notifications`).where('read', '==', false).get();
    expect(unread.size).toBe(0);

    // A new like on a read notification makes it unread and newest again.
    const liked = after.body[10].id.replace(/^like_/, '');
    countOf(await like(liked, fans[2].token));
    const top = (await get<NotificationJson[]>('/notifications', owner.token)).body[0];
    expect(top).toMatchObject({ id: `like_${liked}`, read: false });
  });
});

describe('moderators’ word', () => {
  it('a removed post is told to its author, with no moderator named', async () => {
    const [author, reporter, moderator] = await Promise.all([
      verifiedCatRep('Rita', 'Removed'),
      verifiedCatRep('Rob', 'Reporter'),
      adminCatRep(),
    ]);
    const { id } = await shared(author.token, 'Buy cheap stuff');
    expect(
      (await post('/reports', { item: `/feeds/${id}`, reason: 'spam' }, reporter.token)).status,
    ).toBeLessThan(300);
    const desk = await get<(ApiBody & { id: string; item: string })[]>(
      '/reports?status=open',
      moderator.token,
    );
    const reported = desk.body.find((r) => r.item === `/feeds/${id}`);
    expect(reported).toBeDefined();
    expect((await put(`/reports/${reported!.id}`, { action: 'remove' }, moderator.token)).status).toBe(200);
    const list = (await get<NotificationJson[]>('/notifications', author.token)).body;
    expect(list.find((n) => n.kind === 'removed')).toMatchObject({
      text: 'A moderator removed your post',
      actor: null,
    });

    // Suspended on a second report, then lifted: told it is back.
    const second = await shared(author.token, 'More spam');
    expect(
      (await post('/reports', { item: `/feeds/${second.id}`, reason: 'spam' }, reporter.token)).status,
    ).toBeLessThan(300);
    const again = (
      await get<(ApiBody & { id: string; item: string })[]>('/reports?status=open', moderator.token)
    ).body;
    const secondReport = again.find((r) => r.item === `/feeds/${second.id}`);
    expect((await put(`/reports/${secondReport!.id}`, { action: 'suspend' }, moderator.token)).status).toBe(
      200,
    );
    expect((await put(`/users/${author.uid}/suspension`, { suspended: false }, moderator.token)).status).toBe(
      200,
    );
    expect(await notice(author.uid, 'reinstated', author.uid)).toMatchObject({ actor: null, read: false });
  });
});

describe('the daily digest and web push', () => {
  it('mails what stayed unread for 24 hours once, with an unsubscribe link that works signed out', async () => {
    const [anna, bence] = await Promise.all([
      verifiedCatRep('Dora', 'Digest'),
      verifiedCatRep('Bence', 'Digest'),
    ]);
    const { id } = await shared(anna.token, 'While you were away');
    countOf(await like(id, bence.token));
    const fresh = await shared(anna.token, 'Too new for the digest');
    countOf(await like(fresh.id, bence.token));
    // The first one stayed unread for 25 hours.
    await db
      .doc(`users/${anna.uid}/notifications/like_${id}`)
      .update({ updatedAt: new Date(Date.now() - DIGEST_AFTER_MS - 3_600_000) });

    await sendDigests();
    const digests = async () =>
      (await mailsTo(anna.email)).filter((m) => /unread notification/.test(m.subject));
    const mails = await digests();
    expect(mails.map((m) => m.subject)).toEqual(['You have 1 unread notification on CatRep']);
    expect(mails[0].text).toContain('Bence Digest liked your post');
    expect(mails[0].text).toContain(`/cat-share/post/${id}`);
    expect(mails[0].text).not.toContain(fresh.id);
    expect(mails[0].headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await notice(anna.uid, 'like', id))?.digested).toBe(true);

    // Told once: the next run mails nothing more.
    await sendDigests();
    expect(await digests()).toHaveLength(1);

    const link = new URL(/http\S+\/unsubscribe\?\S+/.exec(mails[0].text)![0]);
    const [user, token] = [link.searchParams.get('user'), link.searchParams.get('token')];
    expect(user).toBe(anna.uid);
    expectError(await post('/notifications/unsubscribe', { user, token: 'f'.repeat(64) }), 400, {
      message: 'This unsubscribe link is not valid',
    });
    const done = await post('/notifications/unsubscribe', { user, token });
    expect(done.body).toMatchObject({ message: 'You will get no more digest mails from CatRep' });
    expect((await get('/users/user/notification-settings', anna.token)).body).toMatchObject({
      digest: false,
    });
    // The one-click form of mail programs, by query.
    const oneClick = /<(http[^>]+)>/.exec(mails[0].headers['list-unsubscribe'])![1];
    expect(oneClick).toContain('/api/notifications/unsubscribe?');
  });

  it('pushes to the devices of a CatRep who turned push on, once per notification', async () => {
    const [anna, bence] = await Promise.all([
      verifiedCatRep('Petra', 'Pushed'),
      verifiedCatRep('Bence', 'Pusher'),
    ]);
    const token = `emulator-${randomLetters(12)}`;
    expect((await post('/users/user/push-tokens', { token }, anna.token)).status).toBe(201);
    const { id } = await shared(anna.token, 'Push me');
    countOf(await like(id, bence.token));
    const outbox = join(DATA_DIR, 'push-outbox');
    const mine = async () =>
      (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.includes(`-${anna.uid}-`));
    // Push is off until she turns it on.
    expect(await mine()).toEqual([]);

    expect(
      (await put('/users/user/notification-settings', settings({ push: true }), anna.token)).status,
    ).toBe(200);
    await comment(id, 'Pushed words', bence.token);
    const files = await mine();
    expect(files).toHaveLength(1);
    const pushed = JSON.parse(await readFile(join(outbox, files[0]), 'utf8')) as {
      tokens: string[];
      notification: { body: string };
      data: { link: string };
    };
    expect(pushed.tokens).toEqual([token]);
    expect(pushed.notification.body).toBe('Bence Pusher commented on your post');
    expect(pushed.data.link).toBe(`/cat-share/post/${id}`);

    expect(
      (await call('DELETE', '/users/user/push-tokens', { token: anna.token, json: { token } })).status,
    ).toBe(200);
    countOf(await like(id, (await verifiedCatRep('Carl', 'Pusher')).token));
    expect(await mine()).toHaveLength(1);
  });
});
