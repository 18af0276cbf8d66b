/**
 * CatShare comments over the REST API (docs/product.md §3 Comment, §5 'Comment message' required, §6 author
 * or admin edits and deletes, §7 Feed comments, §8 toasts): create (commentCount +1),
 * edit, delete (commentCount −1) by the author or an admin, never another CatRep; a comment on a
 * missing post is 404 and writes nothing; an empty one is 'Comment message is required'.
 */
import { serverMessages, success } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { del, ISO_DATE, expectError, post, put } from '../support/api.js';
import { adminCatRep, feedState, postCounts, shared, type CommentBody } from '../support/feeds.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { randomLetters } from '../support/wait.js';

describe('comments', () => {
  let author: Session;
  let commenter: Session;
  let other: Session;
  let admin: Session;
  let feedId: string;
  beforeAll(async () => {
    [author, commenter, other, admin] = await Promise.all([
      verifiedCatRep('Cora', 'Author'),
      verifiedCatRep('Cyd', 'Commenter'),
      verifiedCatRep('Otis', 'Other'),
      adminCatRep(),
    ]);
    feedId = (await shared(author.token, 'Comment on my cat')).id;
  });

  const comment = (id: string, message: string, token: string | null) =>
    post<CommentBody>(`/feeds/${id}/comments`, { content: JSON.stringify({ message }) }, token);
  const commentCount = async () => (await postCounts(feedId)).commentCount;

  it('creates a comment: 201 with content as JSON text and the author; commentCount moves', async () => {
    const before = await commentCount();
    const res = await comment(feedId, 'What a fluffball', commenter.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      user: { id: commenter.uid, firstname: 'Cyd', lastname: 'Commenter' },
      createdAt: expect.stringMatching(ISO_DATE),
    });
    expect(JSON.parse(res.body.content)).toEqual({ message: 'What a fluffball' });
    expect(await commentCount()).toBe(before + 1);
    const stored = (await db.doc(`feeds/${feedId}/comments/${res.body.id}`).get()).data();
    expect(stored).toMatchObject({ userId: commenter.uid, content: { message: 'What a fluffball' } });
  });

  it("an empty comment: 400 'Comment message is required', nothing written", async () => {
    const before = await feedState(feedId);
    expectError(await comment(feedId, '', commenter.token), 400, { message: 'Comment message is required' });
    expectError(
      await post(`/feeds/${feedId}/comments`, { content: { message: '  ' } }, commenter.token),
      400,
      {
        message: 'Comment message is required',
      },
    );
    expectError(await post(`/feeds/${feedId}/comments`, {}, commenter.token), 400, {
      code: 'invalid-argument',
      message: 'Comment message is required',
    });
    expectError(await comment(feedId, 'c'.repeat(2001), commenter.token), 400, {
      message: 'Comment message must be at most 2000 characters',
    });
    expect(await feedState(feedId)).toEqual(before);
  });

  it('a comment on a missing post: 404 and nothing written', async () => {
    const missing = `missing-${randomLetters(10)}`;
    expectError(await comment(missing, 'Anyone there?', commenter.token), 404);
    expect(await feedState(missing)).toMatchObject({ exists: false, comments: [] });
  });

  it('guests, unverified CatReps and callers without a token cannot comment', async () => {
    const unverified = await registerCatRep();
    const before = await feedState(feedId);
    expectError(await comment(feedId, 'Hi', GUEST_TOKEN), 403, { message: serverMessages.guest });
    expectError(await comment(feedId, 'Hi', await anonymousGuestToken()), 403, {
      message: serverMessages.guest,
    });
    expectError(await comment(feedId, 'Hi', unverified.token), 403, { message: serverMessages.guest });
    expectError(await comment(feedId, 'Hi', null), 401);
    expect(await feedState(feedId)).toEqual(before);
  });

  it('edit: the author and an admin may, someone else may not', async () => {
    const created = (await comment(feedId, 'Typo hree', commenter.token)).body;
    const path = `/feeds/${feedId}/comments/${created.id}`;

    const mine = await put<CommentBody>(
      path,
      { content: JSON.stringify({ message: 'Typo here' }) },
      commenter.token,
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.message).toBe(success.commentEdited);
    expect(JSON.parse(mine.body.content)).toEqual({ message: 'Typo here' });

    const before = await feedState(feedId);
    expectError(await put(path, { content: { message: 'Not yours' } }, other.token), 403);
    // The post's author is not the comment's author either.
    expectError(await put(path, { content: { message: 'Not yours' } }, author.token), 403);
    expectError(await put(path, { content: { message: '' } }, commenter.token), 400, {
      message: 'Comment message is required',
    });
    expect(await feedState(feedId)).toEqual(before);

    const byAdmin = await put<CommentBody>(path, { content: { message: 'Moderated' } }, admin.token);
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect((await db.doc(`feeds/${feedId}/comments/${created.id}`).get()).get('content')).toEqual({
      message: 'Moderated',
    });
    expectError(
      await put(
        `/feeds/${feedId}/comments/missing-${randomLetters()}`,
        { content: { message: 'x' } },
        admin.token,
      ),
      404,
    );
  });

  it('delete: someone else may not; the author and an admin may; commentCount moves back', async () => {
    const first = (await comment(feedId, 'Delete me', commenter.token)).body;
    const second = (await comment(feedId, 'Delete me too', commenter.token)).body;
    const count = await commentCount();

    const before = await feedState(feedId);
    expectError(await del(`/feeds/${feedId}/comments/${first.id}`, other.token), 403);
    expectError(await del(`/feeds/${feedId}/comments/${first.id}`, GUEST_TOKEN), 403);
    expect(await feedState(feedId)).toEqual(before);

    const mine = await del(`/feeds/${feedId}/comments/${first.id}`, commenter.token);
    expect(mine.status).toBe(200);
    expect(mine.body.message).toBe(success.commentDeleted);
    expect(await commentCount()).toBe(count - 1);

    const byAdmin = await del(`/feeds/${feedId}/comments/${second.id}`, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(await commentCount()).toBe(count - 2);
    expect((await db.doc(`feeds/${feedId}/comments/${second.id}`).get()).exists).toBe(false);

    // Deleting again is a 404 and does not move the count.
    expectError(await del(`/feeds/${feedId}/comments/${second.id}`, admin.token), 404);
    expect(await commentCount()).toBe(count - 2);
  });
});
