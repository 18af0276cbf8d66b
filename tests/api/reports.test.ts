/**
 * Reports and the moderation desk (README "Trust and safety"): `POST /reports`,
 * `GET /reports?status=open`, `PUT /reports/{id}` and `PUT /users/{id}/suspension`.
 *
 * - A verified CatRep reports what they can read (404 for anything else), once per item: the same
 *   report again answers 200 with the same id. The report keeps a snapshot of what it showed.
 * - Three different reporters hold an item back from everyone but its author until a moderator
 *   decides (its counter shards with it); `dismiss` lets it back, `remove` takes it from every
 *   collection and the media store (the store is crawled), `suspend` disables its author's
 *   account and holds back all they wrote, and lifting the suspension brings everything back.
 *   Every decision is in the moderation log.
 * - Only moderators (the `admin` claim) use the desk.
 */
import { randomBytes } from 'node:crypto';
import {
  FIRST_SHARD,
  HIDE_AFTER_REPORTERS,
  MAX_REPORT_TEXT,
  safetyMessages,
  type ReportedItemJson,
} from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { albumForm } from '../support/album.js';
import { call, expectError, get, post, put, type ApiBody } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { chatOf, sent } from '../support/chats.js';
import { connectThroughApi } from '../support/connections.js';
import { addedEntry, findInView, referenceHolders } from '../support/diary.js';
import {
  adminCatRep,
  contentOf,
  countOf,
  feedState,
  like,
  quickCatReps,
  shared,
  type CommentBody,
  type FeedBody,
} from '../support/feeds.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { demoPhoto, storedFiles } from '../support/photos.js';
import { canGet, useReaders } from '../support/readers.js';
import { pollUntil } from '../support/wait.js';
import { holdAsItemStands } from '../../functions/src/domain/moderation/reports.js';
import { holdAllOf } from '../../functions/src/domain/moderation/holds.js';
import { suspend } from '../../functions/src/domain/moderation/suspend.js';

const readers = useReaders();

let author: Session;
let moderator: Session;
let reporters: Session[];

beforeAll(async () => {
  [author, moderator, reporters] = await Promise.all([
    verifiedCatRep('Rex', 'Reported'),
    adminCatRep(),
    quickCatReps(HIDE_AFTER_REPORTERS + 1, 'reporter'),
  ]);
}, 120_000);

const report = (token: string | null, item: string, reason = 'spam', text?: string) =>
  call<ApiBody & { id: string }>('POST', '/reports', {
    json: { item, reason, ...(text ? { text } : {}) },
    token,
  });

/** Reports `item` by reporters `from` to `to` (exclusive), expecting 201 each. */
async function reportedBy(to: number, item: string, from = 0) {
  for (const rep of reporters.slice(from, to)) {
    const res = await report(rep.token, item, 'harassment', `Seen by ${rep.uid}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

/** The open items on the desk, as the moderator sees them. */
async function openItems(): Promise<ReportedItemJson[]> {
  const res = await get<ReportedItemJson[]>('/reports?status=open&index=0', moderator.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('POST /reports', () => {
  it('records a report with a snapshot; the same reporter again answers 200 with the same id', async () => {
    const { id: postId } = await shared(author.token, 'Buy cheap cat food here!!!');
    const item = `/feeds/${postId}`;
    const first = await report(reporters[0].token, item, 'spam', 'Advertising');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), message: safetyMessages.reported });
    const again = await report(reporters[0].token, item, 'other');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const stored = (await db.doc(`reports/${first.body.id}`).get()).data();
    expect(stored).toMatchObject({
      item,
      kind: 'post',
      reporterId: reporters[0].uid,
      reason: 'spam',
      text: 'Advertising',
    });
    const desk = (await openItems()).find((i) => i.item === item)!;
    expect(desk).toMatchObject({
      kind: 'post',
      authorId: author.uid,
      reporterCount: 1,
      reasons: { spam: 1 },
      hidden: false,
      snapshot: { text: 'Buy cheap cat food here!!!', authorId: author.uid, authorName: 'Rex Reported' },
      latest: [{ id: first.body.id, reason: 'spam', text: 'Advertising' }],
    });
  });

  it("refuses guests, unverified CatReps, one's own things and anything one cannot read; nothing written", async () => {
    const { id: postId } = await shared(author.token, 'Mine');
    const item = `/feeds/${postId}`;
    expectError(await report(GUEST_TOKEN, item), 403);
    expectError(await report(await anonymousGuestToken(), item), 403);
    expectError(await report((await registerCatRep()).token, item), 403);
    expectError(await report(null, item), 401);
    expectError(await report(author.token, item), 400, { code: 'self', message: safetyMessages.reportSelf });
    // An 'only me' diary entry, and a chat the reporter is not in, are nowhere for them.
    const catId = await addCat(author, 'Secret', { diaryType: 3 });
    const entry = await addedEntry(author, catId, 'Only for me');
    expectError(await report(reporters[0].token, `/cats/${catId}/blogs/${entry.id}`), 404);
    expectError(await report(reporters[0].token, `/feeds/${entry.id}`), 404);
    expectError(await report(reporters[0].token, '/feeds/no-such-post'), 404);
    expect((await db.collection('reports').where('item', '==', item).get()).size).toBe(0);
  });

  it('refuses a report once its author is being deleted, checked where the report is written', async () => {
    const leaving = await verifiedCatRep('Lou', 'Leaving');
    const { id: postId } = await shared(leaving.token, 'About to go');
    const item = `/feeds/${postId}`;
    // What an account deletion sets first (README "Leaving CatRep"); the post is still stored.
    await db.doc(`users/${leaving.uid}`).update({ deleting: true });
    expectError(await report(reporters[0].token, item), 404);
    expect((await db.collection('reports').where('item', '==', item).get()).size).toBe(0);
    expect((await db.collection('reportedItems').where('authorId', '==', leaving.uid).get()).size).toBe(0);
  });

  it('refuses items it cannot name, unknown reasons and overlong words with 400', async () => {
    const { id: postId } = await shared(author.token, 'Anything');
    for (const body of [
      { item: `/feeds/${postId}/likes/x`, reason: 'spam' },
      { item: 'feeds/abc', reason: 'spam' },
      { item: '/users/user', reason: 'spam' },
      { item: `/feeds/${postId}`, reason: 'boring' },
      { item: `/feeds/${postId}`, reason: 'spam', text: 'x'.repeat(MAX_REPORT_TEXT + 1) },
      { item: `/feeds/${postId}`, reason: 'spam', extra: true },
    ]) {
      expectError(await call('POST', '/reports', { json: body, token: reporters[0].token }), 400);
    }
  });

  it('a chat message is reported by the other owner, with its text kept for moderators', async () => {
    const [anna, bence] = await Promise.all([
      verifiedCatRep('Anna', 'Chat'),
      verifiedCatRep('Bence', 'Chat'),
    ]);
    await connectThroughApi(anna, bence);
    const [a, b] = await Promise.all([addCat(anna, 'Mitz'), addCat(bence, 'Cirmi')]);
    const chat = await chatOf(anna, a, b);
    const message = await sent(anna, chat.id, a, 'You are a silly cat');
    const item = `/chats/${chat.id}/messages/${message.id}`;
    expectError(await report(reporters[0].token, item), 404);
    expect((await report(bence.token, item, 'harassment')).status).toBe(201);
    const desk = (await openItems()).find((i) => i.item === item)!;
    expect(desk.snapshot).toMatchObject({ text: 'You are a silly cat', authorId: anna.uid });
  });
});

describe('three reporters, then a moderator', () => {
  it('hides a post from everyone but its author; dismiss lets it back', async () => {
    const shown = (await shared(author.token, 'Questionable post')) as { id: string; createdAt: string };
    const item = `/feeds/${shown.id}`;
    // Liked, so it has a counter shard, which carries the post's visibility (README "Counters").
    expect(countOf(await like(shown.id, reporters[0].token))).toBe(1);
    const shard = `feeds/${shown.id}/counters/${FIRST_SHARD}`;
    await reportedBy(HIDE_AFTER_REPORTERS - 1, item);
    expect((await db.doc(`feeds/${shown.id}`).get()).get('visibility')).toBe(1);
    await reportedBy(HIDE_AFTER_REPORTERS, item, HIDE_AFTER_REPORTERS - 1);
    const heldPost = (await db.doc(`feeds/${shown.id}`).get()).data()!;
    expect(heldPost).toMatchObject({ held: true, visibility: 3 });
    expect(await canGet(readers.as('guest'), `feeds/${shown.id}`)).toBe(false);
    expect(await canGet(readers.as({ uid: author.uid }), `feeds/${shown.id}`)).toBe(true);
    // Its counts are held back with it, by the hold's own transaction.
    expect((await db.doc(shard).get()).get('visibility')).toBe(3);
    expect(await canGet(readers.as('guest'), shard)).toBe(false);
    expect(await findInView('all', reporters[0].token, shown)).toBeUndefined();
    // Its timeline references go with its reach, but for its author's own: they still find it,
    // marked as held for review (README "Trust and safety").
    expect(
      await pollUntil(
        () => referenceHolders(shown.id),
        (h) => h.length === 1,
      ),
    ).toEqual([author.uid]);

    const desk = (await openItems()).find((i) => i.item === item)!;
    expect(desk).toMatchObject({ hidden: true, reporterCount: HIDE_AFTER_REPORTERS });
    const decided = await put(
      `/reports/${desk.latest[0].id}`,
      { action: 'dismiss', note: 'Fine' },
      moderator.token,
    );
    expect(decided.body).toEqual({ status: 'dismissed', message: safetyMessages.decided });
    expect((await db.doc(`feeds/${shown.id}`).get()).data()).toMatchObject({ held: false, visibility: 1 });
    expect(await canGet(readers.as('guest'), `feeds/${shown.id}`)).toBe(true);
    expect(await canGet(readers.as('guest'), shard)).toBe(true);
    expect((await openItems()).find((i) => i.item === item)).toBeUndefined();
    const log = await db.collection('moderation').where('item', '==', item).get();
    expect(log.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        moderatorId: moderator.uid,
        action: 'dismiss',
        authorId: author.uid,
        note: 'Fine',
      }),
    ]);
    // A decided item answers 409 to a second decision.
    expectError(await put(`/reports/${desk.id}`, { action: 'remove' }, moderator.token), 409, {
      code: 'already-decided',
    });
  });

  it("a report's hold lands as its item stands, whichever of a hold and a dismissal lands last", async () => {
    const { id: postId } = await shared(author.token, 'Reported as a moderator looks');
    const item = `/feeds/${postId}`;
    await reportedBy(HIDE_AFTER_REPORTERS, item);
    const desk = (await openItems()).find((i) => i.item === item)!;
    const held = async () => (await db.doc(`feeds/${postId}`).get()).data()!;
    expect(await held()).toMatchObject({ held: true, visibility: 3 });
    // A lifting that lands while the item is open and hidden (its reports hold it) holds on.
    await holdAsItemStands({ kind: 'post', ids: [postId] }, desk.id);
    expect(await held()).toMatchObject({ held: true, visibility: 3 });

    const decided = await put(`/reports/${desk.id}`, { action: 'dismiss', note: 'Fine' }, moderator.token);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await held()).toMatchObject({ held: false, visibility: 1 });
    // The third report's hold arriving only now (its transaction committed before the decision,
    // its hold after the decision's lifting) holds nothing: the item is decided.
    await holdAsItemStands({ kind: 'post', ids: [postId] }, desk.id);
    expect(await held()).toMatchObject({ held: false, visibility: 1 });
    expect(await canGet(readers.as('guest'), `feeds/${postId}`)).toBe(true);
    expect((await openItems()).find((i) => i.item === item)).toBeUndefined();
  });

  it("a held photo post stays its author's alone when they add a photo; dismiss lets it back with both", async () => {
    const { id: postId } = await shared(author.token, 'A photo to review', 2);
    const addPhoto = async (seed: number) => {
      const res = await call<FeedBody>('POST', `/feeds/${postId}/files`, {
        form: albumForm(await demoPhoto(seed)),
        token: author.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    await addPhoto(11);
    expect((await db.doc(`feeds/${postId}`).get()).get('visibility')).toBe(1);
    const item = `/feeds/${postId}`;
    await reportedBy(HIDE_AFTER_REPORTERS, item);
    expect((await db.doc(`feeds/${postId}`).get()).data()).toMatchObject({ held: true, visibility: 3 });

    const answered = await addPhoto(12);
    expect(contentOf(answered).files).toHaveLength(2);
    expect((await db.doc(`feeds/${postId}`).get()).data()).toMatchObject({ held: true, visibility: 3 });
    expect(await canGet(readers.as('guest'), `feeds/${postId}`)).toBe(false);
    expect(await canGet(readers.as({ uid: reporters[0].uid }), `feeds/${postId}`)).toBe(false);
    expect(
      await pollUntil(
        () => referenceHolders(postId),
        (h) => h.length === 1,
      ),
    ).toEqual([author.uid]);

    const desk = (await openItems()).find((i) => i.item === item)!;
    expect(
      (await put(`/reports/${desk.latest[0].id}`, { action: 'dismiss', note: 'Fine' }, moderator.token))
        .status,
    ).toBe(200);
    const back = (await db.doc(`feeds/${postId}`).get()).data()!;
    expect(back).toMatchObject({ held: false, visibility: 1 });
    expect(back.content.files).toHaveLength(2);
    expect(await canGet(readers.as('guest'), `feeds/${postId}`)).toBe(true);
  });

  it('a report filed as a moderator decides is decided with the rest or opens the item again', async () => {
    for (let trial = 1; trial <= 4; trial++) {
      const { id: postId } = await shared(author.token, `Contested ${trial}`);
      const item = `/feeds/${postId}`;
      await reportedBy(1, item);
      const desk = (await openItems()).find((i) => i.item === item)!;
      const [decision, late] = await Promise.all([
        put(`/reports/${desk.latest[0].id}`, { action: 'dismiss', note: 'Fine' }, moderator.token),
        report(reporters[1].token, item, 'spam'),
      ]);
      expect(decision.status, JSON.stringify(decision.body)).toBe(200);
      expect(late.status, JSON.stringify(late.body)).toBe(201);
      const [group, filed] = await Promise.all([
        db.doc(`reportedItems/${desk.id}`).get(),
        db.collection('reports').where('item', '==', item).get(),
      ]);
      // No report is left open under a decided item: an open one is counted by an open item.
      const open = filed.docs.filter((d) => d.get('status') === 'open').length;
      expect(
        { open, counted: group.get('status') === 'open' ? group.get('reporterCount') : 0 },
        `trial ${trial}`,
      ).toEqual({ open, counted: open });
    }
  });

  it('hides a comment (the list queries leave it out), and remove takes it away, counted off', async () => {
    const { id: postId } = await shared(reporters[3].token, 'A calm post');
    const res = await post<CommentBody>(
      `/feeds/${postId}/comments`,
      { content: { message: 'Rude words' } },
      author.token,
    );
    const item = `/feeds/${postId}/comments/${res.body.id}`;
    await reportedBy(HIDE_AFTER_REPORTERS, item);
    expect((await db.doc(`feeds/${postId}/comments/${res.body.id}`).get()).data()).toMatchObject({
      held: true,
      hidden: true,
    });
    expect(
      await canGet(readers.as({ uid: reporters[3].uid }), `feeds/${postId}/comments/${res.body.id}`),
    ).toBe(false);
    expect(
      (
        await put(
          `/reports/${(await openItems()).find((i) => i.item === item)!.id}`,
          { action: 'remove' },
          moderator.token,
        )
      ).status,
    ).toBe(200);
    expect(await feedState(postId)).toMatchObject({ exists: true, comments: [] });
    expect((await feedState(postId)).counts.commentCount).toBe(0);
  });

  it('remove takes a post from every collection and its photo from the media store', async () => {
    const { id: postId } = await shared(author.token, 'A photo post', 2);
    const upload = await call('POST', `/feeds/${postId}/files`, {
      form: albumForm(await demoPhoto(3)),
      token: author.token,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    await like(postId, reporters[3].token);
    await post(`/feeds/${postId}/comments`, { content: { message: 'Nice' } }, reporters[3].token);
    await pollUntil(
      () => referenceHolders(postId),
      (h) => h.includes(author.uid),
    );
    const photo = contentOf(upload.body as FeedBody).files![0]!.variants[0]!.path;
    const [folder, name] = [photo.slice(0, photo.lastIndexOf('/')), photo.slice(photo.lastIndexOf('/') + 1)];
    expect(await storedFiles(folder)).toContain(name);
    const item = `/feeds/${postId}`;
    await reportedBy(1, item);
    const key = (await openItems()).find((i) => i.item === item)!.id;
    expect((await put(`/reports/${key}`, { action: 'remove', note: 'Spam' }, moderator.token)).status).toBe(
      200,
    );
    // Crawl: the post, its likes and comments, its references and heads, its photo.
    expect(await feedState(postId)).toMatchObject({ exists: false, likes: [], comments: [] });
    expect(
      await pollUntil(
        () => referenceHolders(postId),
        (h) => h.length === 0,
      ),
    ).toEqual([]);
    expect(await storedFiles(folder)).not.toContain(name);
  });

  it('a diary entry is held back as its item in CatShare and in its CatBlog; remove takes both', async () => {
    const catId = await addCat(author, 'Diarist', { diaryType: 1 });
    const entry = await addedEntry(author, catId, 'A rude diary day');
    // Reporting the CatShare item names the entry.
    const item = `/cats/${catId}/blogs/${entry.id}`;
    for (const rep of reporters.slice(0, HIDE_AFTER_REPORTERS)) {
      expect((await report(rep.token, `/feeds/${entry.id}`)).status).toBe(201);
    }
    expect((await db.doc(`feeds/${entry.id}`).get()).data()).toMatchObject({ held: true, visibility: 3 });
    expect((await db.doc(item.slice(1)).get()).data()).toMatchObject({ held: true, hidden: true });
    expect(await canGet(readers.as('guest'), item.slice(1))).toBe(false);
    expect(await canGet(readers.as({ uid: author.uid }), item.slice(1))).toBe(true);
    const key = (await openItems()).find((i) => i.item === item)!.id;
    expect((await put(`/reports/${key}`, { action: 'remove' }, moderator.token)).status).toBe(200);
    expect((await db.doc(item.slice(1)).get()).exists).toBe(false);
    expect((await db.doc(`feeds/${entry.id}`).get()).exists).toBe(false);
  });

  it("a suspension's holds land as the profile stands, whichever of a suspension and its lifting lands last", async () => {
    const [suspect] = await quickCatReps(1, `suspect${randomBytes(2).toString('hex')}`);
    const { id: postId } = await shared(suspect.token, 'Posted before the suspension');
    const held = async () => (await db.doc(`feeds/${postId}`).get()).data()!;
    await suspend(suspect.uid);
    expect(await held()).toMatchObject({ authorSuspended: true, visibility: 3 });
    // A lifting's sweep that reaches the post while the profile is still suspended holds on.
    await holdAllOf(suspect.uid);
    expect(await held()).toMatchObject({ authorSuspended: true, visibility: 3 });

    const lifted = await put(`/users/${suspect.uid}/suspension`, { suspended: false }, moderator.token);
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    expect(await held()).toMatchObject({ authorSuspended: false, visibility: 1 });
    // The suspension's sweep reaching the post only now (after the lifting's) holds nothing.
    await holdAllOf(suspect.uid);
    expect(await held()).toMatchObject({ authorSuspended: false, visibility: 1 });
    expect(await canGet(readers.as('guest'), `feeds/${postId}`)).toBe(true);
  });

  it('suspend disables the author and holds back all they wrote; lifting it brings everything back', async () => {
    const [villain, friend] = await Promise.all([
      verifiedCatRep('Vic', 'Villain'),
      verifiedCatRep('Fay', 'Friend'),
    ]);
    await connectThroughApi(villain, friend);
    const catId = await addCat(villain, 'Shadow');
    const mean = (await shared(villain.token, 'Mean post')) as { id: string; createdAt: string };
    const other = (await shared(villain.token, 'Another post')) as { id: string; createdAt: string };
    const comment = await post_(
      `/feeds/${other.id}/comments`,
      { content: { message: 'My own comment' } },
      villain.token,
    );
    await report(friend.token, `/feeds/${mean.id}`, 'harassment');
    const key = (await openItems()).find((i) => i.item === `/feeds/${mean.id}`)!.id;
    expectError(await put(`/reports/${key}`, { action: 'suspend' }, friend.token), 403);
    expect((await put(`/reports/${key}`, { action: 'suspend' }, moderator.token)).body).toEqual({
      status: 'suspended',
      message: safetyMessages.decided,
    });

    // The account: no login (a clear message), no session.
    expectError(await post('/users/login', { email: villain.email, password: villain.password }), 403, {
      code: 'suspended',
      message: safetyMessages.suspended,
    });
    expectError(await get('/users/user', villain.token), 401);
    // Their profile and cats are found by nobody; their posts and comments are held back.
    expectError(await get(`/users/${villain.uid}`, friend.token), 404);
    expectError(await get(`/cats/${catId}`, friend.token), 404);
    expect(await canGet(readers.as({ uid: friend.uid }), `users/${villain.uid}`)).toBe(false);
    expect(await canGet(readers.as({ uid: friend.uid }), `cats/${catId}`)).toBe(false);
    for (const id of [mean.id, other.id]) {
      expect((await db.doc(`feeds/${id}`).get()).data()).toMatchObject({
        authorSuspended: true,
        visibility: 3,
      });
    }
    expect((await db.doc(`feeds/${other.id}/comments/${comment.id}`).get()).data()).toMatchObject({
      hidden: true,
    });
    // The moderator still finds them.
    expect((await get(`/users/${villain.uid}`, moderator.token)).status).toBe(200);

    expectError(await put(`/users/${villain.uid}/suspension`, { suspended: false }, friend.token), 403);
    expectError(await put(`/users/${villain.uid}/suspension`, { suspended: true }, moderator.token), 400);
    const lifted = await put(`/users/${villain.uid}/suspension`, { suspended: false }, moderator.token);
    expect(lifted.body).toEqual({ message: safetyMessages.unsuspended });
    expect((await post('/users/login', { email: villain.email, password: villain.password })).status).toBe(
      200,
    );
    expect((await get(`/users/${villain.uid}`, friend.token)).status).toBe(200);
    expect(await canGet(readers.as({ uid: friend.uid }), `cats/${catId}`)).toBe(true);
    for (const id of [mean.id, other.id]) {
      expect((await db.doc(`feeds/${id}`).get()).data()).toMatchObject({
        authorSuspended: false,
        visibility: 1,
      });
    }
    expect((await db.doc(`feeds/${other.id}/comments/${comment.id}`).get()).data()).toMatchObject({
      hidden: false,
    });
    expect(
      await pollUntil(
        () => referenceHolders(mean.id),
        (h) => h.length === 2,
      ),
    ).toHaveLength(2);
    const log = await db.collection('moderation').where('authorId', '==', villain.uid).get();
    expect(log.docs.map((d) => d.get('action')).sort()).toEqual(['suspend', 'unsuspend']);
    expectError(await put(`/users/${villain.uid}/suspension`, { suspended: false }, moderator.token), 400, {
      code: 'not-suspended',
    });
  });

  it("the desk is the moderators' alone", async () => {
    for (const token of [reporters[0].token, GUEST_TOKEN, author.token]) {
      expectError(await get('/reports?status=open', token), 403);
      expectError(await put('/reports/anything', { action: 'dismiss' }, token), 403);
    }
    expectError(await get('/reports?status=nope', moderator.token), 400);
    expectError(await put('/reports/no-such-report', { action: 'dismiss' }, moderator.token), 404);
    expectError(await put('/reports/no-such-report', { action: 'ban' }, moderator.token), 400);
  });
});

/** POST with the JSON answer's id (a comment). */
async function post_(path: string, json: unknown, token: string) {
  const res = await post<{ id: string }>(path, json, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
