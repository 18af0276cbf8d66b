/**
 * Likes (docs/product.md §7 `POST /feeds/{id}/likes` returns the new like count, §6 guests cannot like,
 * §8 'Problem occured during adding like.'; docs/architecture.md §2 one `feeds/{id}/likes/{uid}` document per
 * CatRep, counters with increments; many likes at once):
 *
 * - the same CatRep twice → 1 then 0 (a second call takes the like back), its like document
 *   appearing and going;
 * - 50 CatReps liking one post at the same moment → every call 200 and exactly 50, with 50 like
 *   documents (no lost update, no double count); then 30 unliking while 20 unlike and like again,
 *   all at once → exactly 20; the post document is never written (counts are counter shards,
 *   README "Counters");
 * - a missing post is 404, a guest or unverified CatRep 403, no token 401 — nothing written;
 * - a like given while the post was in reach stays counted when it leaves reach; its CatRep may
 *   take it back but not give it again (404).
 *
 * The 50 calls go straight to the Functions emulator (not through the Hosting proxy), after
 * warming its worker pool up (support/workers.ts): then the 50 likes fire truly at once.
 */
import { serverMessages } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, expectError } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { addedEntry, setDiaryType } from '../support/diary.js';
import { countOf, feedState, like, postCounts, quickCatReps, shared } from '../support/feeds.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { randomLetters } from '../support/wait.js';
import { FUNCTION_URL, warmWorkers } from '../support/workers.js';

describe('POST /feeds/{id}/likes', () => {
  let author: Session;
  let fan: Session;
  beforeAll(async () => {
    [author, fan] = await Promise.all([verifiedCatRep('Lia', 'Liked'), verifiedCatRep('Leo', 'Liker')]);
  });

  it('the same CatRep twice: 1 then 0, the like document comes and goes', async () => {
    const { id } = await shared(author.token, 'Like me, once');
    expect(countOf(await like(id, fan.token))).toBe(1);
    expect((await db.doc(`feeds/${id}/likes/${fan.uid}`).get()).data()).toMatchObject({
      userId: fan.uid,
      feedId: id,
    });
    expect((await postCounts(id)).likes).toBe(1);

    expect(countOf(await like(id, fan.token))).toBe(0);
    expect((await db.doc(`feeds/${id}/likes/${fan.uid}`).get()).exists).toBe(false);
    expect((await postCounts(id)).likes).toBe(0);

    // And again: likes are a toggle, not a one-off.
    expect(countOf(await like(id, fan.token))).toBe(1);
  });

  it('two CatReps: the count is theirs together; the author may like too', async () => {
    const { id } = await shared(author.token, 'Two fans');
    expect(countOf(await like(id, fan.token))).toBe(1);
    expect(countOf(await like(id, author.token))).toBe(2);
    expect(countOf(await like(id, fan.token))).toBe(1);
    expect((await feedState(id)).likes).toEqual([author.uid]);
  });

  it('a missing post: 404 and nothing written', async () => {
    const missing = `missing-${randomLetters(10)}`;
    expectError(await like(missing, fan.token), 404);
    expect(await feedState(missing)).toMatchObject({ exists: false, likes: [] });
  });

  it('guests, unverified CatReps and no token cannot like; nothing written', async () => {
    const { id } = await shared(author.token, 'Members only');
    const unverified = await registerCatRep();
    const before = await feedState(id);
    expectError(await like(id, GUEST_TOKEN), 403, { message: serverMessages.guest });
    expectError(await like(id, await anonymousGuestToken()), 403, { message: serverMessages.guest });
    expectError(await like(id, unverified.token), 403, { message: serverMessages.guest });
    expectError(await like(id, null), 401);
    expect(await feedState(id)).toEqual(before);
  });
});

describe("a like on a post that left the liker's reach", () => {
  it('stays counted, may be taken back, and cannot be given again', async () => {
    const [owner, friend] = await Promise.all([verifiedCatRep('Ola', 'Owner'), verifiedCatRep('Fay', 'Fan')]);
    await connectThroughApi(owner, friend);
    const catId = await addCat(owner, 'Likecat', { diaryType: 2 });
    const entry = await addedEntry(owner, catId, 'Liked while my CatReps could see it');
    expect(countOf(await like(entry.id, friend.token))).toBe(1);

    await setDiaryType(owner, catId, 3, 'Likecat');
    expect((await postCounts(entry.id)).likes).toBe(1);
    // The friend's like is theirs: they may take it back, though the item is out of their reach…
    expect(countOf(await like(entry.id, friend.token))).toBe(0);
    expect((await db.doc(`feeds/${entry.id}/likes/${friend.uid}`).get()).exists).toBe(false);
    // …but not give it again, and the answer is the one of a post that is not there.
    const before = await feedState(entry.id);
    expectError(await like(entry.id, friend.token), 404, { message: serverMessages.notFound });
    expect(await feedState(entry.id)).toEqual(before);
  });
});

/** POST /feeds/{id}/likes straight to the function (many at once: tests/support/workers.ts). */
async function likeAt(id: string, token: string) {
  return call('POST', `/feeds/${id}/likes`, {
    base: FUNCTION_URL,
    token,
    signal: AbortSignal.timeout(120_000),
  });
}

describe('50 CatReps like one post at once', () => {
  const N = 50;
  let author: Session;
  let likers: Session[];
  beforeAll(async () => {
    [author, likers] = await Promise.all([verifiedCatRep('Polly', 'Popular'), quickCatReps(N, 'liker')]);
    const started = Date.now();
    await warmWorkers(N);
    console.info(
      `Functions emulator warmed up to ${N} workers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 600_000);

  it(
    'every call answers 200 and the count is exactly 50, then exact again after likes and unlikes at once',
    { timeout: 150_000 },
    async () => {
      const { id } = await shared(author.token, 'Everybody likes this cat');
      const postWritten = (await feedState(id)).updateTime;

      const started = Date.now();
      const answers = await Promise.all(likers.map((rep) => likeAt(id, rep.token)));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(`50 simultaneous likes answered in ${seconds} s`);

      expect(answers.filter((a) => a.status !== 200)).toEqual([]);
      const counts = answers.map((a) => Number(a.body));
      // Each answer is the post's count as read with that like, with that like: between 1 and 50.
      expect(counts.every((c) => Number.isInteger(c) && c >= 1 && c <= N)).toBe(true);

      const state = await feedState(id);
      expect(state.counts.likes).toBe(N);
      expect(state.likes).toEqual(likers.map((r) => r.uid).sort());
      // The post document itself was never written: its counts are counter shards.
      expect(state.updateTime).toBe(postWritten);

      // A burst of unlikes and likes together: 30 take theirs back while 20 take back and like again.
      const [leaving, staying] = [likers.slice(0, 30), likers.slice(30)];
      const toggles = await Promise.all([
        ...leaving.map((rep) => likeAt(id, rep.token)),
        ...staying.map(async (rep) => [await likeAt(id, rep.token), await likeAt(id, rep.token)]),
      ]);
      expect(toggles.flat().filter((a) => a.status !== 200)).toEqual([]);
      const after = await feedState(id);
      expect(after.counts.likes).toBe(staying.length);
      expect(after.likes).toEqual(staying.map((r) => r.uid).sort());
      expect(after.updateTime).toBe(postWritten);
    },
  );
});
