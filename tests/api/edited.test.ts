/**
 * Visible edits (README "Find cats like yours"): a post or comment whose author changes what it
 * says after it was published carries `editedAt` (null before, in the JSON and the OpenAPI
 * document); its likes and comments stay. A photo post is published with its first photo: edits
 * before that are no visible edits. Saving the same text again is no edit either.
 */
import { describe, expect, it } from 'vitest';
import { get, ISO_DATE, post, put } from '../support/api.js';
import { like, postCounts, share, shared, type CommentBody, type FeedBody } from '../support/feeds.js';
import { verifiedCatRep } from '../support/people.js';

describe('visible edits', () => {
  it('mark a post edited with the time, keeping its likes and comments', async () => {
    const [author, reader] = await Promise.all([
      verifiedCatRep('Eda', 'Editor'),
      verifiedCatRep('Ray', 'Reader'),
    ]);
    const created = await shared(author.token, 'Frist post');
    expect(created.editedAt).toBeNull();
    expect((await like(created.id, reader.token)).status).toBe(200);
    expect(
      (await post(`/feeds/${created.id}/comments`, { content: { message: 'Nice' } }, reader.token)).status,
    ).toBe(201);
    // The same text again is no edit.
    const same = await put<FeedBody>(
      `/feeds/${created.id}`,
      { type: 1, content: { message: 'Frist post' } },
      author.token,
    );
    expect(same.body.editedAt).toBeNull();
    const edited = await put<FeedBody>(
      `/feeds/${created.id}`,
      { type: 1, content: { message: 'First post' } },
      author.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.editedAt).toMatch(ISO_DATE);
    expect(Date.parse(edited.body.editedAt as string)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
    expect(edited.body).toMatchObject({ likes: 1, commentCount: 1 });
    expect(await postCounts(created.id)).toEqual({ likes: 1, commentCount: 1 });
    const listed = await get<FeedBody[]>('/feeds', reader.token);
    expect(listed.body.find((p) => p.id === created.id)?.editedAt).toBe(edited.body.editedAt);
  });

  it('do not mark a photo post edited before its first photo', async () => {
    const author = await verifiedCatRep('Phil', 'Photo');
    const created = await share(author.token, { message: 'Waiting' }, 2);
    const edited = await put<FeedBody>(
      `/feeds/${created.body.id}`,
      { type: 2, content: { message: 'Still waiting' } },
      author.token,
    );
    expect(edited.body.editedAt).toBeNull();
  });

  it('mark a comment edited with the time', async () => {
    const [author, commenter] = await Promise.all([
      verifiedCatRep('Cal', 'Post'),
      verifiedCatRep('Cam', 'Comment'),
    ]);
    const p = await shared(author.token, 'Comment on me');
    const made = await post<CommentBody>(
      `/feeds/${p.id}/comments`,
      { content: { message: 'Cute' } },
      commenter.token,
    );
    expect(made.body.editedAt).toBeNull();
    const edited = await put<CommentBody>(
      `/feeds/${p.id}/comments/${made.body.id}`,
      { content: { message: 'So cute' } },
      commenter.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.editedAt).toMatch(ISO_DATE);
  });
});
