/**
 * Reading CatShare over the REST API (docs/product.md §7 `GET /feeds?index={n}`, §9 lists;
 * docs/architecture.md §2 Timelines): newest first, 10 a page, the next page through index or the
 * X-Next-Cursor header; 'Everyone' answers public posts only (visibility 1); `view=catreps` answers the
 * caller's 'My CatReps' timeline, each post read from its one stored copy. Diary items in both views:
 * diary-items.test.ts.
 */
import { FEED_PAGE_SIZE } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../support/admin.js';
import { expectError, get, type ApiResponse } from '../support/api.js';
import { like, shared, type FeedBody } from '../support/feeds.js';
import { anonymousGuestToken, GUEST_TOKEN, verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil, randomLetters } from '../support/wait.js';

describe('GET /feeds', () => {
  let rep: Session;
  let friend: Session;
  let stranger: Session;
  const mine: FeedBody[] = [];
  beforeAll(async () => {
    [rep, friend, stranger] = await Promise.all([
      verifiedCatRep('Paige', 'Pager'),
      verifiedCatRep('Fran', 'Friend'),
      verifiedCatRep('Stan', 'Stranger'),
    ]);
    for (let i = 0; i < 12; i++) mine.push(await shared(rep.token, `Page post ${i}`));
  });

  const times = (page: FeedBody[]) => page.map((f) => Date.parse(f.createdAt));
  const isNewestFirst = (page: FeedBody[]) => times(page).every((t, i, all) => i === 0 || all[i - 1] >= t);

  it('index=0 answers 10 posts, newest first; index=1 the next ones', async () => {
    const first = await get<FeedBody[]>('/feeds?index=0', rep.token);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(FEED_PAGE_SIZE);
    expect(isNewestFirst(first.body)).toBe(true);
    expect(typeof first.body[0].content).toBe('string');
    // 'Everyone' is public posts only.
    expect(first.body.filter((f) => f.visibility !== 1)).toEqual([]);

    const second = await get<FeedBody[]>('/feeds?index=1', rep.token);
    expect(second.status).toBe(200);
    expect(second.body.length).toBeGreaterThan(0);
    expect(isNewestFirst(second.body)).toBe(true);
    expect(Math.max(...times(second.body))).toBeLessThanOrEqual(Math.min(...times(first.body)));
  });

  it("walking the pages by cursor finds one's 12 posts newest first, isMine set, no duplicates", async () => {
    const seen: FeedBody[] = [];
    let cursor: string | null = null;
    for (let n = 0; n < 100 && seen.filter((f) => f.user.id === rep.uid).length < mine.length; n++) {
      const res: ApiResponse<FeedBody[]> = await get<FeedBody[]>(
        `/feeds${cursor ? `?cursor=${cursor}` : '?index=0'}`,
        rep.token,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body);
      cursor = res.headers.get('X-Next-Cursor');
      if (!cursor) break;
    }
    expect(new Set(seen.map((f) => f.id)).size).toBe(seen.length);
    const ours = seen.filter((f) => f.user.id === rep.uid);
    expect(ours.map((f) => f.id)).toEqual([...mine].reverse().map((f) => f.id));
    expect(ours.every((f) => f.isMine === true)).toBe(true);
    expect(seen.filter((f) => f.visibility !== 1)).toEqual([]);
    // A share's JSON: visibility 1, no diary fields.
    expect(ours[0]).toMatchObject({ type: 1, visibility: 1 });
    expect(ours[0]).not.toHaveProperty('cat');
    expect(ours[0]).not.toHaveProperty('blogId');
  });

  it('guests read the feed; no token is 401; bad paging is 400', async () => {
    expect((await get('/feeds?index=0', GUEST_TOKEN)).status).toBe(200);
    expect((await get('/feeds?index=0', await anonymousGuestToken())).status).toBe(200);
    expectError(await get('/feeds?index=0'), 401);
    expectError(await get('/feeds?index=-1', rep.token), 400);
    expectError(await get('/feeds?index=abc', rep.token), 400);
    expectError(await get('/feeds?view=everything', rep.token), 400);
  });

  it("view=catreps answers the caller's timeline: own and connected CatReps' posts only", async () => {
    await connect(rep.uid, friend.uid);
    const friendPost = await shared(friend.token, `Friend post ${randomLetters()}`);
    const strangerPost = await shared(stranger.token, `Stranger post ${randomLetters()}`);
    const own = await shared(rep.token, `Own post ${randomLetters()}`);

    const page = await pollUntil(
      async () => (await get<FeedBody[]>('/feeds?index=0&view=catreps', rep.token)).body,
      (b) => Array.isArray(b) && [own.id, friendPost.id].every((id) => b.some((f) => f.id === id)),
    );
    const ids = page.map((f) => f.id);
    expect(ids).toContain(own.id);
    expect(ids).toContain(friendPost.id);
    expect(ids).not.toContain(strangerPost.id);
    expect(page.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
    expect(isNewestFirst(page)).toBe(true);
    expect(page.find((f) => f.id === own.id)?.isMine).toBe(true);
    expect(page.find((f) => f.id === friendPost.id)).toMatchObject({
      isMine: false,
      user: { id: friend.uid },
    });
    expect(ids.indexOf(own.id)).toBeLessThan(ids.indexOf(friendPost.id));

    // The page reads each post itself: a like after the post reached the timeline shows at once.
    expect((await like(friendPost.id, stranger.token)).status).toBe(200);
    const now = await get<FeedBody[]>('/feeds?index=0&view=catreps', rep.token);
    expect(now.body.find((f) => f.id === friendPost.id)).toMatchObject({ likes: 1, visibility: 1 });

    // The stranger's timeline holds only the stranger's own post.
    const theirs = await pollUntil(
      async () => (await get<FeedBody[]>('/feeds?index=0&view=catreps', stranger.token)).body,
      (b) => Array.isArray(b) && b.length > 0,
    );
    expect(theirs.map((f) => f.id)).toEqual([strangerPost.id]);

    // Guests have no timeline.
    expectError(await get('/feeds?index=0&view=catreps', GUEST_TOKEN), 403);
  });
});
