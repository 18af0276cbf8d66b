/**
 * The notification centre beyond its writes (README "Notifications"), on the emulators:
 * `GET /notifications` pages and `POST /notifications/read`; a moderator's removal and a lifted
 * suspension told to the CatRep; the daily digest (in the outbox, once) with its unsubscribe link
 * that works signed out; web push to the push outbox for a CatRep who turned it on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, expectError, get, post, put, type ApiBody } from '../support/api.js';
import { adminCatRep, countOf, like, quickCatReps, shared } from '../support/feeds.js';
import {
  comment,
  notice,
  pushesIn,
  pushesTo,
  settings,
  type NotificationJson,
} from '../support/notifications.js';
import { mailsTo } from '../support/outbox.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { randomLetters } from '../support/wait.js';
import { DIGEST_AFTER_MS } from '../../functions/src/domain/notifications/digest.js';
import { runDaily } from '../../functions/src/domain/daily/run.js';

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

    // The digest is part of her daily run (README "Care and the cat's days").
    const today = new Date().toISOString().slice(0, 10);
    await runDaily({ date: today, among: [anna.uid] });
    const digests = async () =>
      (await mailsTo(anna.email)).filter((m) => /unread notification/.test(m.subject));
    const mails = await digests();
    expect(mails.map((m) => m.subject)).toEqual(['You have 1 unread notification on CatRep']);
    expect(mails[0].text).toContain('Bence Digest liked your post');
    expect(mails[0].text).toContain(`/cat-share/post/${id}`);
    expect(mails[0].text).not.toContain(fresh.id);
    expect(mails[0].headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await notice(anna.uid, 'like', id))?.digested).toBe(true);

    // Told once: the next run mails nothing more, that day or the next.
    await runDaily({ date: today, among: [anna.uid] });
    await runDaily({ date: '2099-01-01', among: [anna.uid] });
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
    const mine = () => pushesTo(anna.uid);
    // Push is off until she turns it on.
    expect(await mine()).toEqual([]);

    expect(
      (await put('/users/user/notification-settings', settings({ push: true }), anna.token)).status,
    ).toBe(200);
    await comment(id, 'Pushed words', bence.token);
    const files = await mine();
    expect(files).toHaveLength(1);
    const [pushed] = await pushesIn(files);
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
