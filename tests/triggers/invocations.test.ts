/**
 * What each action costs in Cloud Functions executions (README "Counters"), counted from what the
 * Functions emulator prints (scripts/invocations.mjs). This project runs alone and file by file,
 * so every execution in the log while an action settles is that action's.
 *
 * - a like and taking it back: the API alone (the counter shard wakes no trigger);
 * - a comment and its deletion: the API alone;
 * - a CatChat message: the API alone;
 * - a post: the API, then the timeline and link-preview triggers once each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { del, post } from '../support/api.js';
import { chatOf, chatPeople, newCat, sent } from '../support/chats.js';
import { feedState, shared } from '../support/feeds.js';
import { invocationsOf } from '../support/invocations.js';
import type { Session } from '../support/people.js';

/** The triggers a new connection wakes, and those a new post wakes. */
const RELATION_TRIGGERS = ['catMatesOnRelation', 'chatsOnRelation', 'timelineOnRelation'];
const POST_TRIGGERS = ['timelineOnFeed', 'linkPreviewOnFeed'];

describe('Cloud Functions executions per action', () => {
  let anna: Session;
  let bence: Session;
  let postId: string;
  let cats: { mittens: string; cirmi: string };
  beforeAll(async () => {
    // Setting up wakes every trigger once (their workers start), and all of it settles before
    // anything is counted.
    await invocationsOf(
      async () => {
        ({ anna, bence } = await chatPeople('Invoked'));
        const [mittens, cirmi] = await Promise.all([newCat(anna, 'Mittens'), newCat(bence, 'Cirmi')]);
        cats = { mittens, cirmi };
        postId = (await shared(anna.token, 'Count what this costs')).id;
      },
      { until: [...RELATION_TRIGGERS, 'catMatesOnCat', ...POST_TRIGGERS] },
    );
  });

  it('a like and taking it back each run the API once and no trigger; the post is not written', async () => {
    const before = (await feedState(postId)).updateTime;
    const liked = await invocationsOf(() => post(`/feeds/${postId}/likes`, {}, bence.token));
    expect(liked.result.status).toBe(200);
    expect(liked.invocations).toEqual({ api: 1 });
    const unliked = await invocationsOf(() => post(`/feeds/${postId}/likes`, {}, bence.token));
    expect(unliked.result.body).toBe(0);
    expect(unliked.invocations).toEqual({ api: 1 });
    expect((await feedState(postId)).updateTime).toBe(before);
  });

  it('a comment and its deletion each run the API once and no trigger', async () => {
    const commented = await invocationsOf(() =>
      post<{ id: string }>(`/feeds/${postId}/comments`, { content: { message: 'Lovely' } }, bence.token),
    );
    expect(commented.result.status).toBe(201);
    expect(commented.invocations).toEqual({ api: 1 });
    const deleted = await invocationsOf(() =>
      del(`/feeds/${postId}/comments/${commented.result.body.id}`, bence.token),
    );
    expect(deleted.result.status).toBe(200);
    expect(deleted.invocations).toEqual({ api: 1 });
    expect((await feedState(postId)).counts).toEqual({ likes: 0, commentCount: 0 });
  });

  it('a CatChat message runs the API once', async () => {
    const chat = await chatOf(anna, cats.mittens, cats.cirmi);
    const message = await invocationsOf(() => sent(bence, chat.id, cats.cirmi, 'Meow?'));
    expect(message.result.text).toBe('Meow?');
    expect(message.invocations).toEqual({ api: 1 });
  });

  it('a post runs the API, then the timeline and link-preview triggers once each', async () => {
    const posted = await invocationsOf(() => shared(anna.token, 'A post without a link'), {
      until: POST_TRIGGERS,
    });
    expect(posted.result.id).toEqual(expect.any(String));
    expect(posted.invocations).toEqual({ api: 1, timelineOnFeed: 1, linkPreviewOnFeed: 1 });
  });
});
