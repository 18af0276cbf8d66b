/**
 * Saved posts (README "Find cats like yours"): `PUT` / `DELETE /feeds/{id}/save` and
 * `GET /users/user/saved`, newest save first, paged by cursor, the CatRep's alone. A post one may
 * not read cannot be saved; a saved post that is deleted leaves every list for good; one that
 * leaves the saver's reach — held back (private), its author blocking or blocked, suspended —
 * is left out while it stays out. Saving is for verified CatReps.
 */
import { describe, expect, it } from 'vitest';
import { FEED_PAGE_SIZE } from '@catrep/model';
import { db } from '../support/admin.js';
import { del, expectError, get, post, put } from '../support/api.js';
import { connectThroughApi } from '../support/connections.js';
import { contentOf, shared, type FeedBody } from '../support/feeds.js';
import { GUEST_TOKEN, registerCatRep, verifiedCatRep } from '../support/people.js';
import { setHold } from '../../functions/src/domain/moderation/holds.js';
import { suspend } from '../../functions/src/domain/moderation/suspend.js';
import { markSavers } from '../../functions/src/domain/feeds/saved.js';

const savedOf = async (token: string) =>
  (await get<FeedBody[]>('/users/user/saved', token)).body.map((p) => contentOf(p).message);

describe('saved posts', () => {
  it('are saved and unsaved, newest save first, and are their CatRep’s alone', async () => {
    const [saver, author, other] = await Promise.all([
      verifiedCatRep('Sal', 'Saver'),
      verifiedCatRep('Ana', 'Author'),
      verifiedCatRep('Oli', 'Other'),
    ]);
    const a = await shared(author.token, 'First to share');
    const b = await shared(author.token, 'Second to share');
    const own = await shared(saver.token, 'My own');
    expect((await put(`/feeds/${b.id}/save`, {}, saver.token)).body).toEqual({
      saved: true,
      message: 'Post saved. Find it in Saved.',
    });
    expect((await put(`/feeds/${a.id}/save`, {}, saver.token)).status).toBe(200);
    expect((await put(`/feeds/${own.id}/save`, {}, saver.token)).status).toBe(200);
    // Again: nothing changes.
    expect((await put(`/feeds/${a.id}/save`, {}, saver.token)).status).toBe(200);
    expect(await savedOf(saver.token)).toEqual(['My own', 'First to share', 'Second to share']);
    expect(await savedOf(other.token)).toEqual([]);
    expect(await savedOf(author.token)).toEqual([]);
    expect((await db.collection(`users/${saver.uid}/saved`).get()).size).toBe(3);

    expect((await del(`/feeds/${a.id}/save`, saver.token)).body).toEqual({
      saved: false,
      message: 'Post removed from Saved.',
    });
    expect((await del(`/feeds/${a.id}/save`, saver.token)).status).toBe(200);
    expect(await savedOf(saver.token)).toEqual(['My own', 'Second to share']);
  });

  it('mark their CatRep as one who saves from the first save on, for the feed to ask', async () => {
    const [saver, author] = await Promise.all([
      verifiedCatRep('Fay', 'First'),
      verifiedCatRep('Ari', 'Author'),
    ]);
    const hidden = db.doc(`users/${saver.uid}/private/hidden`);
    const hasSaved = async () => (await hidden.get()).get('hasSaved');
    const a = await shared(author.token, 'Worth keeping');
    // Never saved: nothing for the feed to ask.
    expect(await hasSaved()).toBeUndefined();
    await put(`/feeds/${a.id}/save`, {}, saver.token);
    expect(await hasSaved()).toBe(true);
    // The last unsave keeps it: the flag says "may have saves", never written back and forth.
    await del(`/feeds/${a.id}/save`, saver.token);
    expect(await hasSaved()).toBe(true);
    // A refused save marks nothing.
    const other = await verifiedCatRep('Nev', 'Never');
    expectError(await put(`/feeds/not-a-post/save`, {}, other.token), 404);
    expect((await db.doc(`users/${other.uid}/private/hidden`).get()).exists).toBe(false);
  });

  it('are marked for CatReps who saved before the flag by the backfill, and not for those leaving', async () => {
    const [early, leaving, author] = await Promise.all([
      verifiedCatRep('Eli', 'Early'),
      verifiedCatRep('Lea', 'Leaving'),
      verifiedCatRep('Aki', 'Author'),
    ]);
    const a = await shared(author.token, 'Saved long ago');
    for (const saver of [early, leaving]) {
      await put(`/feeds/${a.id}/save`, {}, saver.token);
      // As a store from before the flag holds it.
      await db.doc(`users/${saver.uid}/private/hidden`).delete();
    }
    await db.doc(`users/${leaving.uid}`).update({ deleting: true });
    const done = await markSavers({ pageSize: 50 });
    expect(done.marked).toBeGreaterThanOrEqual(1);
    expect((await db.doc(`users/${early.uid}/private/hidden`).get()).get('hasSaved')).toBe(true);
    expect((await db.doc(`users/${leaving.uid}/private/hidden`).get()).exists).toBe(false);
  });

  it('page by cursor', async () => {
    const [saver, author] = await Promise.all([
      verifiedCatRep('Pat', 'Pages'),
      verifiedCatRep('Ann', 'Lots'),
    ]);
    const count = FEED_PAGE_SIZE + 1;
    for (let i = 0; i < count; i++) {
      const p = await shared(author.token, `Post ${i}`);
      expect((await put(`/feeds/${p.id}/save`, {}, saver.token)).status).toBe(200);
    }
    const first = await get<FeedBody[]>('/users/user/saved', saver.token);
    expect(first.body).toHaveLength(FEED_PAGE_SIZE);
    expect(contentOf(first.body[0]).message).toBe(`Post ${count - 1}`);
    const cursor = first.headers.get('X-Next-Cursor');
    const second = await get<FeedBody[]>(`/users/user/saved?index=1&cursor=${cursor}`, saver.token);
    expect(second.body.map((p) => contentOf(p).message)).toEqual(['Post 0']);
  });

  it('refuse what one may not read, and guests and unverified CatReps', async () => {
    const [saver, author] = await Promise.all([
      verifiedCatRep('Nia', 'Nosy'),
      verifiedCatRep('Pip', 'Private'),
    ]);
    const held = await shared(author.token, 'Held back');
    await setHold('post', [held.id], 'held', true);
    expectError(await put(`/feeds/${held.id}/save`, {}, saver.token), 404);
    expectError(await put('/feeds/no-such-post/save', {}, saver.token), 404);
    const open = await shared(author.token, 'Open');
    expectError(await put(`/feeds/${open.id}/save`, {}, GUEST_TOKEN), 403, { code: 'guest' });
    const unverified = await registerCatRep();
    expectError(await put(`/feeds/${open.id}/save`, {}, unverified.token), 403, { code: 'unverified' });
    expectError(await get('/users/user/saved', GUEST_TOKEN), 403, { code: 'guest' });
  });

  it('leave the list with a deleted post, and while the post is out of reach', async () => {
    const [saver, author, blocker, villain, friend] = await Promise.all([
      verifiedCatRep('Kay', 'Keeper'),
      verifiedCatRep('Del', 'Deleter'),
      verifiedCatRep('Bo', 'Blocker'),
      verifiedCatRep('Vi', 'Villain'),
      verifiedCatRep('Fy', 'Friend'),
    ]);
    await connectThroughApi(saver, friend);
    const posts = {
      deleted: await shared(author.token, 'Deleted'),
      held: await shared(author.token, 'Held'),
      blocked: await shared(blocker.token, 'Blocker’s'),
      suspended: await shared(villain.token, 'Villain’s'),
      kept: await shared(friend.token, 'Friend’s'),
    };
    for (const p of Object.values(posts))
      expect((await put(`/feeds/${p.id}/save`, {}, saver.token)).status).toBe(200);
    const otherSaver = await verifiedCatRep('Al', 'Also');
    expect((await put(`/feeds/${posts.deleted.id}/save`, {}, otherSaver.token)).status).toBe(200);
    expect(await savedOf(saver.token)).toHaveLength(5);

    expect((await del(`/feeds/${posts.deleted.id}`, author.token)).status).toBe(200);
    await setHold('post', [posts.held.id], 'held', true);
    expect((await post(`/users/${saver.uid}/blocks`, {}, blocker.token)).status).toBe(201);
    await suspend(villain.uid);
    expect(await savedOf(saver.token)).toEqual(['Friend’s']);
    // The deleted post's saves are gone everywhere; the others are kept for their return.
    const left = await db.collectionGroup('saved').where('feedId', '==', posts.deleted.id).get();
    expect(left.size).toBe(0);
    expect((await db.collection(`users/${saver.uid}/saved`).get()).size).toBe(4);

    await setHold('post', [posts.held.id], 'held', false);
    expect(await savedOf(saver.token)).toEqual(['Friend’s', 'Held']);
    // A deleted post cannot be saved again.
    expectError(await put(`/feeds/${posts.deleted.id}/save`, {}, saver.token), 404);
  });
});
