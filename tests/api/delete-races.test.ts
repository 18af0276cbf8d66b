/**
 * A post deleted while others like and comment on it (README "Security"): the author's
 * DELETE /feeds/{id} runs at the same moment as six CatReps' likes and comments. Whatever order
 * they commit in, nothing of the post remains afterwards — no post, no like, no comment, no
 * timeline reference — and every racing call answers 2xx or 404, never 500. CATREP_RACE_TRIALS
 * trials (4 unless set), each fired straight at warm workers of the Functions emulator.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call } from '../support/api.js';
import { referenceHolders } from '../support/diary.js';
import { quickCatReps, shared } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil } from '../support/wait.js';
import { FUNCTION_URL, warmWorkers } from '../support/workers.js';

const TRIALS = Number(process.env.CATREP_RACE_TRIALS ?? 4);
const FANS = 6;

let author: Session;
let fans: Session[];

beforeAll(async () => {
  [author, fans] = await Promise.all([verifiedCatRep('Dora', 'Deleter'), quickCatReps(FANS, 'racer')]);
  await warmWorkers(FANS * 2 + 1);
}, 240_000);

const direct = (method: string, path: string, token: string, json?: unknown) =>
  call(method, path, { base: FUNCTION_URL, token, json });

describe('a post deleted while others like and comment', () => {
  it(`leaves nothing of the post behind (${TRIALS} trials of ${FANS} likes and ${FANS} comments)`, async () => {
    for (let trial = 1; trial <= TRIALS; trial++) {
      const { id } = await shared(author.token, `Going soon, trial ${trial}`);
      // Some likes and comments land before the delete in every trial.
      await direct('POST', `/feeds/${id}/likes`, fans[0].token);
      const answers = await Promise.all([
        ...fans.map((fan) => direct('POST', `/feeds/${id}/likes`, fan.token)),
        ...fans.map((fan, i) =>
          direct('POST', `/feeds/${id}/comments`, fan.token, { content: { message: `Meow ${i}` } }),
        ),
        new Promise((r) => setTimeout(r, 3 * trial)).then(() =>
          direct('DELETE', `/feeds/${id}`, author.token),
        ),
      ]);
      expect(answers.at(-1)!.status, `trial ${trial}: the delete`).toBe(200);
      for (const res of answers) expect([200, 201, 404], JSON.stringify(res.body)).toContain(res.status);

      const [post, likes, comments, counters] = await Promise.all([
        db.doc(`feeds/${id}`).get(),
        db.collection(`feeds/${id}/likes`).get(),
        db.collection(`feeds/${id}/comments`).get(),
        db.collection(`feeds/${id}/counters`).get(),
      ]);
      expect(
        { post: post.exists, likes: likes.size, comments: comments.size, counters: counters.size },
        `trial ${trial}: what remains of the post`,
      ).toEqual({ post: false, likes: 0, comments: 0, counters: 0 });
      expect(
        await pollUntil(
          () => referenceHolders(id),
          (h) => h.length === 0,
        ),
      ).toEqual([]);
    }
  }, 300_000);
});
