/**
 * Every write against a block, a suspension and an account deletion at the same moment (README
 * "Security", docs/architecture.md §1 "Write guards"). In each trial a CatRep fires one of each of
 * their writes — a post, a post naming a CatMate's cat, a post with a hashtag, a comment, a like,
 * a save, a report, a chat message, a connection request, a cat, a favorite photo, an export, new
 * settings (whose card follows into the relation documents still standing) — all at once, while the
 * guard event lands: the other CatReps block them, a moderator suspends them, or they delete their
 * account. Whatever order things commit in, nothing the guard forbids is stored:
 *
 *   block       nothing of the writer's lands on the blockers' things after the block document,
 *               and no post of theirs names a blocker's cat once the block has answered
 *   suspension  nothing the writer wrote was created after the `suspended` flag
 *   deletion    once the job has finished, a crawl of every collection and of the media store
 *               finds nothing that names the writer or their cats
 *
 * A CatRep leaving while others comment on a post they commented on gets no 'reply' written after
 * their deletion swept their notifications. Every answer is 2xx or a 4xx refusal, never a 500.
 * CATREP_RACE_TRIALS trials of each (default 4), fired straight at warm workers of the Functions
 * emulator.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { connectThroughApi } from '../support/connections.js';
import { albumForm } from '../support/album.js';
import { call, type ApiResponse } from '../support/api.js';
import { expectNothingNaming } from '../support/crawl.js';
import { quickCatReps } from '../support/feeds.js';
import { demoPhoto } from '../support/photos.js';
import type { Session } from '../support/people.js';
import { pollUntil } from '../support/wait.js';
import { FUNCTION_URL, warmWorkers } from '../support/workers.js';
import { suspend } from '../../functions/src/domain/moderation/suspend.js';

const TRIALS = Number(process.env.CATREP_RACE_TRIALS ?? 4);
/** The writes a trial fires at once, plus the event's own request(s). */
const WRITES = 13;

const direct = (method: string, path: string, token: string, json?: unknown) =>
  call(method, path, { base: FUNCTION_URL, token, json });

/** The people and things of one trial: the writer, two others and what the writes aim at. */
interface World {
  writer: Session;
  mate: Session;
  stranger: Session;
  writerCat: string;
  mateCat: string;
  matePost: string;
  chatId: string;
}

/** A new cat of `rep` named `name` through the API; its id. */
async function catOf(rep: Session, name: string): Promise<string> {
  const res = await direct('POST', '/cats', rep.token, { name, gender: true });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.id);
}

/**
 * A writer connected with a mate (each with a living cat, the mate with a post, the two cats
 * chatting) and a stranger. The writer's account document carries their email, as registration
 * writes it, so they can delete their account with their password.
 */
async function world(): Promise<World> {
  const [writer, mate, stranger] = await quickCatReps(3, `racer${randomBytes(2).toString('hex')}`);
  await db.doc(`users/${writer.uid}/private/account`).set({ email: writer.email, birthdate: '1990-01-01' });
  await connectThroughApi(writer, mate);
  const [writerCat, mateCat, post] = await Promise.all([
    catOf(writer, 'Racer'),
    catOf(mate, 'Mate'),
    direct('POST', '/feeds', mate.token, { type: 1, content: { message: 'Look at us' } }),
  ]);
  const chat = await direct('POST', '/chats', writer.token, {
    fromCat: { id: writerCat },
    toCat: { id: mateCat },
  });
  expect(chat.status, JSON.stringify(chat.body)).toBe(201);
  return {
    writer,
    mate,
    stranger,
    writerCat,
    mateCat,
    matePost: String(post.body.id),
    chatId: String(chat.body.id),
  };
}

/** A photo for the favorite each trial uploads (made once). */
let photo: Buffer;

/** Every write of the writer at once (one of each kind), as requests. */
function writes(w: World): Promise<ApiResponse>[] {
  const token = w.writer.token;
  return [
    direct('POST', '/feeds', token, { type: 1, content: { message: 'Racing' } }),
    direct('POST', '/feeds', token, {
      type: 1,
      content: { message: 'With my mate' },
      cats: [{ id: w.mateCat }],
    }),
    direct('POST', `/feeds/${w.matePost}/comments`, token, { content: { message: 'Racing comment' } }),
    direct('POST', '/feeds', token, { type: 1, content: { message: 'Racing #racetrack' } }),
    direct('POST', `/feeds/${w.matePost}/likes`, token),
    direct('PUT', `/feeds/${w.matePost}/save`, token),
    direct('POST', '/reports', token, { item: `/feeds/${w.matePost}`, reason: 'spam' }),
    direct('POST', `/chats/${w.chatId}/messages`, token, { catId: w.writerCat, text: 'Racing message' }),
    direct('POST', `/users/${w.stranger.uid}/relations`, token),
    direct('POST', '/cats', token, { name: 'Late cat', gender: false }),
    call('POST', '/users/files', { base: FUNCTION_URL, token, form: albumForm(photo, 'Late photo') }),
    direct('POST', '/users/user/export', token, {}),
    // New settings: the writer's card follows into the relation documents that still stand.
    direct('PUT', '/users/user', token, {
      firstname: 'Renamed',
      lastname: 'Racer',
      country: { id: 'GB' },
      city: 'Leeds',
    }),
  ];
}

/** What the writer's writes leave in the store, each with the time it was created. */
async function traces(w: World): Promise<{ path: string; created: Timestamp }[]> {
  const uid = w.writer.uid;
  const snaps = await Promise.all([
    db.collection('feeds').where('userId', '==', uid).get(),
    db.collectionGroup('comments').where('userId', '==', uid).get(),
    db.collectionGroup('likes').where('userId', '==', uid).get(),
    db.collection('reports').where('reporterId', '==', uid).get(),
    db.collectionGroup('messages').where('userId', '==', uid).get(),
    db.collection(`users/${w.stranger.uid}/relations`).get(),
    db.collection(`users/${w.mate.uid}/relations`).get(),
    db.collection('cats').where('ownerId', '==', uid).get(),
    db.collection(`users/${uid}/favorites`).get(),
    db.collection(`users/${uid}/saved`).get(),
    db.collection('tagUses').where('uid', '==', uid).get(),
  ]);
  const exported = await db.doc(`users/${uid}/private/export`).get();
  return [
    ...snaps.flatMap((s) => s.docs.map((d) => ({ path: d.ref.path, created: d.createTime }))),
    ...(exported.exists ? [{ path: exported.ref.path, created: exported.createTime! }] : []),
  ];
}

/** The trial's answers are each 2xx or a 4xx refusal: a 500 is a bug. */
function expectNoServerError(answers: ApiResponse[], trial: string) {
  for (const res of answers) expect(res.status, `${trial}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
}

/** A pause of 0–`ms` ms, so the event lands at a different point of the writes in each trial. */
const jitter = (ms: number) => new Promise((r) => setTimeout(r, Math.floor(Math.random() * ms)));

beforeAll(async () => {
  photo = await demoPhoto(7);
  await warmWorkers(WRITES + 3);
}, 240_000);

describe('writes racing a block, a suspension and an account deletion', () => {
  it(`a block: nothing of the writer's lands on the blockers' things after it (${TRIALS} trials)`, async () => {
    for (let trial = 1; trial <= TRIALS; trial++) {
      const w = await world();
      const [answers, blocks] = await Promise.all([
        Promise.all(writes(w)),
        jitter(40).then(() =>
          Promise.all([
            direct('POST', `/users/${w.writer.uid}/blocks`, w.mate.token),
            direct('POST', `/users/${w.writer.uid}/blocks`, w.stranger.token),
          ]),
        ),
      ]);
      expectNoServerError([...answers, ...blocks], `block trial ${trial}`);
      for (const res of blocks) expect(res.status).toBe(201);
      // Each blocker's things: the mate's post (its likes and comments) and their cats' chat; the
      // stranger's relations. Nothing of the writer's there was created after that blocker's block.
      const [mateBlock, strangerBlock] = await Promise.all(
        [w.mate, w.stranger].map(async (b) =>
          (await db.doc(`users/${b.uid}/blocks/${w.writer.uid}`).get()).createTime!.toMillis(),
        ),
      );
      const blockOf = (path: string) =>
        path.startsWith(`feeds/${w.matePost}/`) ||
        path.startsWith(`chats/${w.chatId}/`) ||
        path.startsWith(`users/${w.mate.uid}/relations/`) ||
        path === `users/${w.writer.uid}/saved/${w.matePost}`
          ? mateBlock
          : path.startsWith(`users/${w.stranger.uid}/relations/`)
            ? strangerBlock
            : null;
      const late = (await traces(w)).filter((t) => {
        const at = blockOf(t.path);
        return at !== null && t.created.toMillis() > at;
      });
      expect(
        late.map((t) => t.path),
        `block trial ${trial}: written after the block`,
      ).toEqual([]);
      const naming = await db
        .collection('feeds')
        .where('userId', '==', w.writer.uid)
        .where('catIds', 'array-contains', w.mateCat)
        .get();
      expect(naming.size, `block trial ${trial}: posts naming the blocker's cat`).toBe(0);
    }
  }, 600_000);

  it(`a suspension: nothing the writer wrote was created after it (${TRIALS} trials)`, async () => {
    for (let trial = 1; trial <= TRIALS; trial++) {
      const w = await world();
      const [answers] = await Promise.all([
        Promise.all(writes(w)),
        jitter(40).then(() => suspend(w.writer.uid)),
      ]);
      expectNoServerError(answers, `suspension trial ${trial}`);
      const profile = await db.doc(`users/${w.writer.uid}`).get();
      expect(profile.get('suspended')).toBe(true);
      // The flag is the profile's last write: holds touch the writer's posts and comments, not it.
      const suspendedAt = profile.updateTime!.toMillis();
      const late = (await traces(w)).filter((t) => t.created.toMillis() > suspendedAt);
      expect(
        late.map((t) => t.path),
        `suspension trial ${trial}: written after the suspension`,
      ).toEqual([]);
    }
  }, 600_000);

  it(`an account deletion: once the job is done, nothing names the writer (${TRIALS} trials)`, async () => {
    const gone: World[] = [];
    for (let trial = 1; trial <= TRIALS; trial++) {
      const w = await world();
      const [answers, leave] = await Promise.all([
        Promise.all(writes(w)),
        jitter(40).then(() =>
          call('DELETE', '/users/user', {
            base: FUNCTION_URL,
            token: w.writer.token,
            json: { password: w.writer.password },
          }),
        ),
      ]);
      expectNoServerError([...answers, leave], `deletion trial ${trial}`);
      expect(leave.status, JSON.stringify(leave.body)).toBe(200);
      gone.push(w);
    }
    for (const w of gone) {
      const done = await pollUntil(
        () =>
          Promise.all([
            db.doc(`users/${w.writer.uid}`).get(),
            db.doc(`accountDeletions/${w.writer.uid}`).get(),
          ]),
        ([profile, todo]) => !profile.exists && !todo.exists,
        120_000,
        500,
      );
      expect(done.map((d) => d.exists)).toEqual([false, false]);
    }
    await expectNothingNaming(...gone.flatMap((w) => [w.writer.uid, w.writerCat]));
  }, 900_000);
});

describe("a 'reply' to a CatRep whose account is going", () => {
  const comment = (postId: string, rep: Session, message: string) =>
    direct('POST', `/feeds/${postId}/comments`, rep.token, { content: { message } });
  const noticesOf = async (uid: string) =>
    (await db.collection(`users/${uid}/notifications`).get()).docs.map((d) => d.id);

  it('goes neither to a profile being deleted nor to one already gone, though their comment still stands', async () => {
    const [author, leaving, talker] = await quickCatReps(3, `replier${randomBytes(2).toString('hex')}`);
    const post = await direct('POST', '/feeds', author.token, { type: 1, content: { message: 'Talk' } });
    const id = String(post.body.id);
    expect((await comment(id, leaving, 'First')).status).toBe(201);
    // The deletion's first write marks the profile; its comments go later in the sweep.
    await db.doc(`users/${leaving.uid}`).update({ deleting: true });
    expect((await comment(id, talker, 'Second')).status).toBe(201);
    expect(await noticesOf(leaving.uid)).toEqual([]);
    // Its last write removes the profile, after its notifications: a comment found by a look made
    // before then must not leave a notification under a profile that is no more.
    await db.doc(`users/${leaving.uid}`).delete();
    expect((await comment(id, talker, 'Third')).status).toBe(201);
    expect(await noticesOf(leaving.uid)).toEqual([]);
    // The author still hears each comment, and the talker the author's answer.
    expect((await comment(id, author, 'Thanks')).status).toBe(201);
    expect((await db.doc(`users/${author.uid}/notifications/comment_${id}`).get()).get('actorIds')).toEqual([
      leaving.uid,
      talker.uid,
    ]);
    expect(await noticesOf(talker.uid)).toEqual([`reply_${id}`]);
  });

  it(`a deletion while others comment leaves no notification for the one who left (${TRIALS} trials)`, async () => {
    const left: Session[] = [];
    for (let trial = 1; trial <= TRIALS; trial++) {
      const [author, leaving, ...talkers] = await quickCatReps(8, `replier${randomBytes(2).toString('hex')}`);
      await db
        .doc(`users/${leaving.uid}/private/account`)
        .set({ email: leaving.email, birthdate: '1990-01-01' });
      const post = await direct('POST', '/feeds', author.token, { type: 1, content: { message: 'Talk' } });
      const id = String(post.body.id);
      expect((await comment(id, leaving, 'Bye soon')).status).toBe(201);
      const [answers, leave] = await Promise.all([
        Promise.all(talkers.map((t, i) => jitter(20 * i).then(() => comment(id, t, `Comment ${i}`)))),
        jitter(40).then(() =>
          call('DELETE', '/users/user', {
            base: FUNCTION_URL,
            token: leaving.token,
            json: { password: leaving.password },
          }),
        ),
      ]);
      expectNoServerError([...answers, leave], `reply trial ${trial}`);
      for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(leave.status, JSON.stringify(leave.body)).toBe(200);
      left.push(leaving);
    }
    for (const leaving of left) {
      await pollUntil(
        () => db.doc(`accountDeletions/${leaving.uid}`).get(),
        (todo) => !todo.exists,
        120_000,
        500,
      );
      expect(await noticesOf(leaving.uid)).toEqual([]);
    }
    await expectNothingNaming(...left.map((l) => l.uid));
  }, 600_000);
});
