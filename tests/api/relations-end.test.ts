/**
 * Connections that end (README "Trust and safety"): `DELETE /users/{id}/relations` withdraws a
 * request the caller sent, declines one they received, or ends a connection — both relation
 * documents in one transaction. Ending a connection undoes exactly what connecting did: the
 * CatMates between the two CatReps' cats go (their CatMates with others stay), each timeline loses
 * the other's posts that are not public, and the chats between their cats close (history stays
 * readable to both, nobody sends, the chat says why). Connecting again brings it all back.
 */
import { chatErrors, serverMessages, success } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { del, expectError, get, post, put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { chatOf, send, sent } from '../support/chats.js';
import { connectThroughApi, relation } from '../support/connections.js';
import { addedEntry, headReferences, referenceHolders, sorted } from '../support/diary.js';
import { shared } from '../support/feeds.js';
import { anonymousGuestToken, GUEST_TOKEN, verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil } from '../support/wait.js';

/** The mates documents of cat `catId`, by mate id, sorted. */
const matesOf = async (catId: string) =>
  (await db.collection(`cats/${catId}/mates`).get()).docs.map((d) => d.id).sort();

describe('DELETE /users/{id}/relations: requests', () => {
  let ada: Session;
  let bob: Session;
  beforeAll(async () => {
    [ada, bob] = await Promise.all([verifiedCatRep('Ada', 'Asker'), verifiedCatRep('Bob', 'Asked')]);
  });

  it('withdraws a request I sent: both sides go', async () => {
    expect((await post(`/users/${bob.uid}/relations`, {}, ada.token)).status).toBe(201);
    const res = await del(`/users/${bob.uid}/relations`, ada.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: null, ended: 'requested', message: success.requestWithdrawn });
    expect([await relation(ada.uid, bob.uid), await relation(bob.uid, ada.uid)]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('declines a request I received: both sides go, and they may ask again', async () => {
    expect((await post(`/users/${bob.uid}/relations`, {}, ada.token)).status).toBe(201);
    const res = await del(`/users/${ada.uid}/relations`, bob.token);
    expect(res.body).toEqual({ state: null, ended: 'waiting', message: success.requestDeclined });
    expect([await relation(ada.uid, bob.uid), await relation(bob.uid, ada.uid)]).toEqual([
      undefined,
      undefined,
    ]);
    expect((await post(`/users/${bob.uid}/relations`, {}, ada.token)).status).toBe(201);
    expect((await del(`/users/${bob.uid}/relations`, ada.token)).status).toBe(200);
  });

  it('answers 404 when there is nothing to end, 400 for oneself, and refuses guests; nothing written', async () => {
    expectError(await del(`/users/${bob.uid}/relations`, ada.token), 404, {
      message: serverMessages.notRelated,
    });
    expectError(await del(`/users/${ada.uid}/relations`, ada.token), 400, { code: 'self' });
    expectError(await del(`/users/${bob.uid}/relations`, GUEST_TOKEN), 403);
    expectError(await del(`/users/${bob.uid}/relations`, await anonymousGuestToken()), 403);
    expectError(await del(`/users/${bob.uid}/relations`), 401);
    expect([await relation(ada.uid, bob.uid), await relation(bob.uid, ada.uid)]).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('DELETE /users/{id}/relations: a connection', () => {
  let anna: Session;
  let bence: Session;
  let carl: Session;
  const cat = { annaA: '', annaB: '', bence: '', carl: '' };
  let chatId = '';

  beforeAll(async () => {
    [anna, bence, carl] = await Promise.all([
      verifiedCatRep('Anna', 'Ender'),
      verifiedCatRep('Bence', 'Ender'),
      verifiedCatRep('Carl', 'Ender'),
    ]);
    [cat.annaA, cat.annaB, cat.bence, cat.carl] = await Promise.all([
      addCat(anna, 'Mittens'),
      addCat(anna, 'Fluff', { diaryType: 2 }),
      addCat(bence, 'Cirmi'),
      addCat(carl, 'Minou'),
    ]);
    await connectThroughApi(anna, bence);
    await connectThroughApi(anna, carl);
    await pollUntil(
      () => matesOf(cat.annaA),
      (m) => m.length === 2,
    );
    chatId = (await chatOf(anna, cat.annaA, cat.bence)).id;
    await sent(bence, chatId, cat.bence, 'Hello Mittens');
  }, 120_000);

  it('undoes exactly what connecting did, and connecting again brings it back', async () => {
    const publicPost = await shared(anna.token, 'For everyone');
    const diaryEntry = await addedEntry(anna, cat.annaB, 'For my CatReps');
    const bencePost = await shared(bence.token, 'Bence for all');
    for (const id of [publicPost.id, diaryEntry.id, bencePost.id]) {
      await pollUntil(
        () => referenceHolders(id),
        (h) => h.includes(bence.uid) && h.includes(anna.uid),
      );
    }
    expect(await matesOf(cat.annaA)).toEqual(sorted(cat.bence, cat.carl));
    expect(await matesOf(cat.bence)).toEqual(sorted(cat.annaA, cat.annaB));

    const res = await del(`/users/${anna.uid}/relations`, bence.token);
    expect(res.body).toEqual({ state: null, ended: 'connected', message: success.disconnected });
    expect([await relation(anna.uid, bence.uid), await relation(bence.uid, anna.uid)]).toEqual([
      undefined,
      undefined,
    ]);

    // CatMates between them go; Anna's cats keep Carl's.
    expect(
      await pollUntil(
        () => matesOf(cat.bence),
        (m) => m.length === 0,
      ),
    ).toEqual([]);
    expect(
      await pollUntil(
        () => matesOf(cat.annaA),
        (m) => m.length === 1,
      ),
    ).toEqual([cat.carl]);
    expect(await matesOf(cat.annaB)).toEqual([cat.carl]);
    expect(await matesOf(cat.carl)).toEqual(sorted(cat.annaA, cat.annaB));

    // Bence's timeline keeps Anna's public post and loses her diary entry for her CatReps (the
    // reference document and the head alike); Anna keeps Bence's public post.
    const settled = await pollUntil(
      () => referenceHolders(diaryEntry.id),
      (h) => !h.includes(bence.uid),
    );
    expect(settled).toEqual(sorted(anna.uid, carl.uid));
    expect((await headReferences(diaryEntry.id)).map((h) => h.uid)).toEqual(sorted(anna.uid, carl.uid));
    expect(await referenceHolders(publicPost.id)).toEqual(sorted(anna.uid, bence.uid, carl.uid));
    expect(await referenceHolders(bencePost.id)).toEqual(sorted(anna.uid, bence.uid));

    // Their chat closes: both read it, nobody sends, and it says why.
    const closed = await pollUntil(
      async () => (await db.doc(`chats/${chatId}`).get()).get('closed') as { reason: string } | undefined,
      (c) => !!c,
    );
    expect(closed).toMatchObject({ reason: 'disconnected' });
    expectError(await send(chatId, cat.annaA, 'Still there?', anna.token), 403, {
      code: 'chat-closed',
      message: chatErrors.closed,
    });
    expectError(await send(chatId, cat.bence, 'Hello?', bence.token), 403, { code: 'chat-closed' });
    for (const rep of [anna, bence]) {
      const history = await get<unknown[]>(`/chats/${chatId}/messages?index=0`, rep.token);
      expect(history.status).toBe(200);
      expect(history.body).toHaveLength(1);
    }

    // Connecting again: CatMates, references and the chat come back.
    await connectThroughApi(bence, anna);
    expect(
      await pollUntil(
        () => matesOf(cat.bence),
        (m) => m.length === 2,
      ),
    ).toEqual(sorted(cat.annaA, cat.annaB));
    expect(
      await pollUntil(
        () => referenceHolders(diaryEntry.id),
        (h) => h.includes(bence.uid),
      ),
    ).toEqual(sorted(anna.uid, bence.uid, carl.uid));
    expect(
      await pollUntil(
        async () => (await db.doc(`chats/${chatId}`).get()).get('closed') ?? null,
        (c) => c === null,
      ),
    ).toBeNull();
    await sent(anna, chatId, cat.annaA, 'Welcome back');
  }, 120_000);

  it('a disconnect and a reconnect at once end with the CatMates of how the pair ends up', async () => {
    const [dora, emil] = await Promise.all([verifiedCatRep('Dora', 'Flip'), verifiedCatRep('Emil', 'Flip')]);
    const [doraCat, emilCat] = await Promise.all([addCat(dora, 'Flip'), addCat(emil, 'Flop')]);
    await connectThroughApi(dora, emil);
    await pollUntil(
      () => matesOf(doraCat),
      (m) => m.length === 1,
    );
    for (let trial = 0; trial < 3; trial++) {
      expect((await del(`/users/${emil.uid}/relations`, dora.token)).status).toBe(200);
      await connectThroughApi(emil, dora);
    }
    // Connected at the end: each cat is the other's CatMate once the triggers settle.
    expect(
      await pollUntil(
        () => matesOf(doraCat),
        (m) => m.length === 1,
        30_000,
      ),
    ).toEqual([emilCat]);
    expect(
      await pollUntil(
        () => matesOf(emilCat),
        (m) => m.length === 1,
        30_000,
      ),
    ).toEqual([doraCat]);
    await new Promise((r) => setTimeout(r, 3000));
    expect([await matesOf(doraCat), await matesOf(emilCat)]).toEqual([[emilCat], [doraCat]]);
    expect(await put(`/users/${dora.uid}/relations`, { approved: true }, emil.token)).toMatchObject({
      status: 409,
    });
  }, 120_000);
});
