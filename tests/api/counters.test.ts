/**
 * Counters that adapt (README "Counters", model/src/counters.ts `shardFor`): an ordinary post
 * counts on its first shard alone, a post that runs hot spreads over its CatReps' shards, and every
 * like and comment records the shard it was counted on, so its take-back takes exactly one off
 * that shard, before or after the switch:
 *
 * - a post with a few likes and a comment has one counter document, and each like and the comment
 *   record it;
 * - 100 CatReps like one post, 50 at a time, then 50 more at once: exactly 150 and the post
 *   document never written; the 50 that came once the post counted 100 are on their likers' own
 *   shards; every shard holds exactly the likes recording it;
 * - after the switch, an early liker's unlike takes exactly one off the first shard and changes no
 *   other; then 20 early and 20 late likers unlike at once: exactly 110, every shard still exactly
 *   its likes;
 * - a comment on the spread post records its shard, and deleting it takes exactly one back;
 * - the author's like notification names the early likers and counts the rest only at milestones
 *   of the count (model `isNoticeMilestone`): each push of the burst names its liker alone or
 *   counts at a milestone, fewer than one a like; a like between milestones writes and pushes
 *   nothing; likes taken back set the count again, without making the notification unread, when
 *   the count lands on a milestone; a group gone is started again naming nobody.
 *
 * The likes go straight to the Functions emulator after warming its worker pool up
 * (support/workers.ts), so each wave fires truly at once.
 */
import {
  FIRST_SHARD,
  MAX_NOTICE_ACTORS,
  SPREAD_AT_COUNT,
  counterShard,
  isNoticeMilestone,
  type NotificationDoc,
} from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, del, get, post, type ApiBody } from '../support/api.js';
import { countOf, feedState, like, quickCatReps, shared } from '../support/feeds.js';
import { pushBodies, pushesTo, turnPushOn, type NotificationJson } from '../support/notifications.js';
import type { Session } from '../support/people.js';
import { inPool } from '../support/wait.js';
import { FUNCTION_URL, warmWorkers } from '../support/workers.js';

/** Each shard of post `id` with its counts, and each like's recorded shard by liker. */
async function shardsOf(id: string) {
  const [shards, likes] = await Promise.all([
    db.collection(`feeds/${id}/counters`).get(),
    db.collection(`feeds/${id}/likes`).get(),
  ]);
  const counts = new Map(
    shards.docs.map((d) => [d.id, { likes: d.get('likes') ?? 0, comments: d.get('comments') ?? 0 }]),
  );
  const recorded = new Map(likes.docs.map((d) => [d.id, d.get('shard') as string]));
  return { counts, recorded };
}

/** Expects every shard of post `id` to hold exactly the likes that record it. */
async function expectShardsExact(id: string) {
  const { counts, recorded } = await shardsOf(id);
  const perShard = new Map<string, number>();
  for (const shard of recorded.values()) perShard.set(shard, (perShard.get(shard) ?? 0) + 1);
  for (const [shard, { likes }] of counts) expect(likes, `shard ${shard}`).toBe(perShard.get(shard) ?? 0);
  for (const [shard, n] of perShard) expect(counts.get(shard)?.likes, `shard ${shard}`).toBe(n);
  return { counts, recorded };
}

/** POST /feeds/{id}/likes straight to the function (many at once). */
const likeAt = (id: string, token: string) =>
  call('POST', `/feeds/${id}/likes`, { base: FUNCTION_URL, token, signal: AbortSignal.timeout(120_000) });

describe('an ordinary post', () => {
  it('counts its likes and its comment on one shard, each recording it', async () => {
    const [author, ...fans] = await quickCatReps(4, 'ordinary');
    const { id } = await shared(author.token, 'Just a cat in the sun');
    for (const fan of fans) countOf(await like(String(id), fan.token));
    const comment = await post<ApiBody>(
      `/feeds/${String(id)}/comments`,
      { content: JSON.stringify({ message: 'Lovely' }) },
      fans[0].token,
    );
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    const { counts, recorded } = await shardsOf(String(id));
    expect([...counts.keys()]).toEqual([FIRST_SHARD]);
    expect(counts.get(FIRST_SHARD)).toEqual({ likes: 3, comments: 1 });
    expect([...recorded.values()]).toEqual([FIRST_SHARD, FIRST_SHARD, FIRST_SHARD]);
    const stored = await db.doc(`feeds/${String(id)}/comments/${String(comment.body.id)}`).get();
    expect(stored.get('shard')).toBe(FIRST_SHARD);
  });
});

describe('a post that runs hot', () => {
  const EARLY = SPREAD_AT_COUNT;
  const LATE = 50;
  let author: Session;
  let likers: Session[];
  beforeAll(async () => {
    [author, ...likers] = await quickCatReps(EARLY + LATE + 1, 'hot');
    await turnPushOn(author.token, `emulator-hot-${author.uid}`);
    await warmWorkers(LATE);
  }, 600_000);

  it(
    'stays exact through the switch to many shards, and an unlike after it takes back exactly one',
    { timeout: 400_000 },
    async () => {
      const { id: postId } = await shared(author.token, 'Everybody likes this cat');
      const id = String(postId);
      const postWritten = (await feedState(id)).updateTime;
      const [early, late] = [likers.slice(0, EARLY), likers.slice(EARLY)];

      // The first 100, 50 at a time; then 50 more at once, each reading a post that counts 100.
      const first = await inPool(early, LATE, (rep) => likeAt(id, rep.token));
      expect(first.filter((a) => a.status !== 200)).toEqual([]);
      const second = await Promise.all(late.map((rep) => likeAt(id, rep.token)));
      expect(second.filter((a) => a.status !== 200)).toEqual([]);

      const after = await feedState(id);
      expect(after.counts.likes).toBe(EARLY + LATE);
      expect(after.updateTime).toBe(postWritten);
      const { counts, recorded } = await expectShardsExact(id);
      // The post spread: the late likes are each on their liker's own shard.
      expect(counts.size).toBeGreaterThan(1);
      for (const rep of late) expect(recorded.get(rep.uid), rep.uid).toBe(counterShard(rep.uid));

      // The author's notification names the early likers up to the cap (a like that read fewer
      // than MAX_NOTICE_ACTORS is named, so a wave may name a few more) and counts the rest only
      // at milestones: the late wave, all reading 100, reached none.
      const noticeRef = db.doc(`users/${author.uid}/notifications/like_${id}`);
      const burst = (await noticeRef.get()).data() as NotificationDoc;
      expect(burst.actorIds.length).toBeGreaterThanOrEqual(MAX_NOTICE_ACTORS);
      expect(burst.actorIds.length).toBeLessThanOrEqual(EARLY);
      for (const rep of late) expect(burst.actorIds).not.toContain(rep.uid);
      if (burst.moreActors !== undefined)
        expect(isNoticeMilestone(burst.moreActors + MAX_NOTICE_ACTORS), String(burst.moreActors)).toBe(true);
      // Each push names its liker alone, or counts the others at a milestone; no more than the
      // early likes (before milestones, all 150 likes pushed).
      const pushed = await pushesTo(author.uid);
      expect(pushed.length).toBeGreaterThanOrEqual(1);
      expect(pushed.length).toBeLessThanOrEqual(EARLY);
      const shape = /^Hot\d+ Run\w+(?: and (\d+) others)? liked your post$/;
      for (const body of await pushBodies(pushed)) {
        expect(body).toMatch(shape);
        const others = shape.exec(body)?.[1];
        if (others) expect(isNoticeMilestone(Number(others) + 1), body).toBe(true);
      }

      // An early like on the first shard, taken back after the switch: exactly one off that shard.
      const earlyOnFirst = early.find((rep) => recorded.get(rep.uid) === FIRST_SHARD)!;
      expect(earlyOnFirst).toBeDefined();
      countOf(await like(id, earlyOnFirst.token));
      const taken = await shardsOf(id);
      for (const [shard, before] of counts) {
        const want = shard === FIRST_SHARD ? before.likes - 1 : before.likes;
        expect(taken.counts.get(shard)?.likes, `shard ${shard}`).toBe(want);
      }

      // 20 early and 20 late likers take theirs back at once.
      const leaving = [...early.filter((rep) => rep !== earlyOnFirst).slice(0, 20), ...late.slice(0, 20)];
      const back = await Promise.all(leaving.map((rep) => likeAt(id, rep.token)));
      expect(back.filter((a) => a.status !== 200)).toEqual([]);
      const end = await feedState(id);
      expect(end.counts.likes).toBe(EARLY + LATE - 1 - leaving.length);
      expect(end.updateTime).toBe(postWritten);
      await expectShardsExact(id);

      // One at a time from 109: a like bringing the count to 110, a milestone, sets the count
      // beyond the named (110 − 50), makes the notification unread and pushes, naming nobody new.
      const [again, next] = leaving;
      expect((await post('/notifications/read', {}, author.token)).status).toBe(200);
      expect(countOf(await like(id, again.token))).toBe(110);
      const at110 = await noticeRef.get();
      expect(at110.get('moreActors')).toBe(110 - MAX_NOTICE_ACTORS);
      expect(at110.get('read')).toBe(false);
      expect(at110.get('actorIds')).not.toContain(again.uid);
      expect(at110.get('actor')?.id).not.toBe(again.uid);
      const pushedAt110 = (await pushesTo(author.uid)).filter((f) => !pushed.includes(f));
      expect(await pushBodies(pushedAt110)).toEqual([
        expect.stringMatching(/ and 109 others liked your post$/),
      ]);
      // 111 is no milestone: nothing is written or pushed.
      expect(countOf(await like(id, next.token))).toBe(111);
      expect((await noticeRef.get()).updateTime?.isEqual(at110.updateTime!)).toBe(true);
      expect(await pushesTo(author.uid)).toHaveLength(pushed.length + 1);

      // Counted likes taken back from 111 to 100: only the milestones (110, 100) write, each
      // setting the count without making it unread.
      expect((await post('/notifications/read', {}, author.token)).status).toBe(200);
      expect(countOf(await like(id, next.token))).toBe(110);
      expect(countOf(await like(id, again.token))).toBe(109);
      const at109 = await noticeRef.get();
      expect(at109.get('moreActors')).toBe(110 - MAX_NOTICE_ACTORS);
      expect(at109.get('read')).toBe(true);
      for (const rep of late.slice(20, 29)) countOf(await like(id, rep.token));
      const at100 = await noticeRef.get();
      expect((await feedState(id)).counts.likes).toBe(100);
      expect(at100.get('moreActors')).toBe(100 - MAX_NOTICE_ACTORS);
      expect(at100.get('read')).toBe(true);
      expect(await pushesTo(author.uid)).toHaveLength(pushed.length + 1);

      // With the notification gone (as when its named likers all left before any was counted), the
      // next milestone starts it again naming nobody: "Someone and 59 others", 110 − 50 counted.
      await noticeRef.delete();
      for (const rep of leaving.slice(2, 12)) countOf(await like(id, rep.token));
      const anew = (await noticeRef.get()).data() as NotificationDoc;
      expect(anew).toMatchObject({ actorIds: [], moreActors: 110 - MAX_NOTICE_ACTORS, read: false });
      expect(anew.actor ?? null).toBeNull();
      const listed = await get<NotificationJson[]>('/notifications', author.token);
      expect(listed.body.find((n) => n.link.includes(id))).toMatchObject({
        text: 'Someone and 59 others liked your post',
        count: 110 - MAX_NOTICE_ACTORS,
        actor: null,
      });

      // A comment on the spread post records its shard; deleting it takes exactly one back.
      const commenter = late[LATE - 1];
      const comment = await post<ApiBody>(
        `/feeds/${id}/comments`,
        { content: JSON.stringify({ message: 'So popular' }) },
        commenter.token,
      );
      expect(comment.status, JSON.stringify(comment.body)).toBe(201);
      const commentRef = db.doc(`feeds/${id}/comments/${String(comment.body.id)}`);
      const shard = (await commentRef.get()).get('shard') as string;
      expect(shard).toBe(counterShard(commenter.uid));
      expect((await shardsOf(id)).counts.get(shard)?.comments).toBe(1);
      expect((await del(`/feeds/${id}/comments/${String(comment.body.id)}`, commenter.token)).status).toBe(
        200,
      );
      expect((await shardsOf(id)).counts.get(shard)?.comments).toBe(0);
      expect((await feedState(id)).counts.commentCount).toBe(0);
    },
  );
});
