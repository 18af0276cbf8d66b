/**
 * CatChat conversations over the REST API (docs/product.md §1 CatChat, §3 Chat, §4 Chat and Cat states, §6
 * only connected CatReps' cats chat, §7 Chats):
 *
 * - POST /chats: the caller's living cat starts a chat with a living cat of a connected CatRep;
 *   one chat per pair whichever cat starts (201, then 200 with the same chat), also when both
 *   start at the same moment;
 * - GET /chats?catId= and ?userId=[&unread=true]: the caller's chats, the most recent first;
 * - GET /chats/{id}/last-message: null before the first message, then its text and time;
 * - POST /chats/{id}/read: zeroes the reading cat's side only and stamps its lastRead;
 * - strangers' cats, someone else's cat, a cat that passed away, a missing chat or cat, guests
 *   and unverified CatReps get 4xx `{ code, message }` and nothing is written.
 */
import { chatErrors, chatIdOf, serverMessages } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { expectError, get, ISO_DATE, post } from '../support/api.js';
import {
  chatDoc,
  chatOf,
  chatPeople,
  chatState,
  markRead,
  newCat,
  sent,
  startChat,
  type ChatBody,
} from '../support/chats.js';
import { anonymousGuestToken, GUEST_TOKEN, type Session } from '../support/people.js';

let anna: Session;
let bence: Session;
let carl: Session;
let unverified: Session;
/** Cats: Anna's mittens, captain and oldTom (passed away); Bence's cirmi, pamacs and ghost (passed away); Carl's rex. */
const cat: Record<string, string> = {};
/** The tokens that may never chat: two kinds of guest and an unverified CatRep. */
let restricted: [string, string][];

beforeAll(async () => {
  ({ anna, bence, carl, unverified } = await chatPeople('Chatter'));
  const made = await Promise.all([
    newCat(anna, 'Mittens'),
    newCat(anna, 'Captain'),
    newCat(anna, 'Old Tom', '2022-02-14'),
    newCat(bence, 'Cirmi'),
    newCat(bence, 'Pamacs'),
    newCat(bence, 'Ghost', '2021-01-01'),
    newCat(carl, 'Rex'),
  ]);
  ['mittens', 'captain', 'oldTom', 'cirmi', 'pamacs', 'ghost', 'rex'].forEach((name, i) => {
    cat[name] = made[i];
  });
  restricted = [
    ['the fixed guest token', GUEST_TOKEN],
    ['an anonymous guest', await anonymousGuestToken()],
    ['an unverified CatRep', unverified.token],
  ];
});

/** The chat card of a cat as ChatJson shows it: its card and its owner's summary. */
const card = (id: string, name: string, owner: Session, firstname: string, lastname: string) => ({
  id,
  name,
  profilePhoto: null,
  ownerId: owner.uid,
  owner: { id: owner.uid, firstname, lastname, profilePhoto: null },
});

describe('POST /chats', () => {
  it('starts the chat of two cats: 201 with the chat, stored with both sides at zero', async () => {
    const res = await startChat(cat.mittens, cat.cirmi, anna.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = chatIdOf(cat.mittens, cat.cirmi);
    expect(res.body).toEqual({
      id,
      fromCat: card(cat.mittens, 'Mittens', anna, 'Anna', 'Chatter'),
      toCat: card(cat.cirmi, 'Cirmi', bence, 'Bence', 'Chatter'),
      fromUnreadCount: 0,
      toUnreadCount: 0,
      lastMessage: null,
      updatedAt: expect.stringMatching(ISO_DATE),
    });
    const stored = await chatDoc(id);
    const catIds = [cat.mittens, cat.cirmi].sort();
    expect(stored).toMatchObject({
      catIds,
      ownerIds: catIds.map((c) => (c === cat.mittens ? anna.uid : bence.uid)),
      fromCatId: cat.mittens,
      toCatId: cat.cirmi,
      cats: { [cat.mittens]: res.body.fromCat, [cat.cirmi]: res.body.toCat },
      unread: { [cat.mittens]: 0, [cat.cirmi]: 0 },
      unreadOwnerIds: [],
      lastRead: { [cat.mittens]: null, [cat.cirmi]: null },
      lastMessage: null,
    });
    expect(stored?.createdAt).toEqual(stored?.updatedAt);
  });

  it('the other cat starting it again gets the same chat with 200, unchanged', async () => {
    const id = chatIdOf(cat.mittens, cat.cirmi);
    await chatOf(anna, cat.mittens, cat.cirmi);
    const before = await chatState(id);
    const res = await startChat(cat.cirmi, cat.mittens, bence.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, fromCat: { id: cat.mittens }, toCat: { id: cat.cirmi } });
    expect(await chatState(id)).toEqual(before);
  });

  it('both cats starting at the same moment: one 201, one 200, one chat', async () => {
    const answers = await Promise.all([
      startChat(cat.captain, cat.pamacs, anna.token),
      startChat(cat.pamacs, cat.captain, bence.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const id = chatIdOf(cat.captain, cat.pamacs);
    expect(answers.map((a) => a.body.id)).toEqual([id, id]);
    expect(answers[0].body.fromCat).toEqual(answers[1].body.fromCat);
    expect((await db.collection('chats').where('catIds', 'array-contains', cat.pamacs).get()).size).toBe(1);
  });

  describe('refusals that write nothing', () => {
    const refusals: [string, () => [string, string, string | null], number, string][] = [
      ["a stranger's cat (not connected)", () => [cat.mittens, cat.rex, anna.token], 403, 'not-connected'],
      [
        "a connected CatRep's cat to a stranger",
        () => [cat.rex, cat.cirmi, carl.token],
        403,
        'not-connected',
      ],
      ["someone else's cat as the starter", () => [cat.cirmi, cat.captain, anna.token], 403, 'not-your-cat'],
      [
        'a cat that passed away as the starter',
        () => [cat.oldTom, cat.cirmi, anna.token],
        403,
        'cat-passed-away',
      ],
      [
        'a cat that passed away as the other',
        () => [cat.mittens, cat.ghost, anna.token],
        403,
        'cat-passed-away',
      ],
      ['two cats of the same CatRep', () => [cat.mittens, cat.captain, anna.token], 403, 'not-connected'],
      ['a cat with itself', () => [cat.mittens, cat.mittens, anna.token], 400, 'same-cat'],
      ['a missing cat', () => [cat.mittens, 'no-such-cat', anna.token], 404, 'not-found'],
    ];
    for (const [name, args, status, code] of refusals) {
      it(`${name}: ${status}`, async () => {
        const [from, to, token] = args();
        const id = chatIdOf(from, to);
        const before = await chatState(id);
        const res = await startChat(from, to, token);
        expectError(res, status, { code });
        expect(await chatState(id)).toEqual(before);
        expect(before.exists).toBe(false);
      });
    }

    it('the messages of the refusals', async () => {
      expectError(await startChat(cat.mittens, cat.rex, anna.token), 403, {
        message: chatErrors.notConnected,
      });
      expectError(await startChat(cat.oldTom, cat.cirmi, anna.token), 403, {
        message: chatErrors.passedAway,
      });
      expectError(await startChat(cat.cirmi, cat.pamacs, anna.token), 403, {
        message: chatErrors.notYourCat,
      });
    });

    it('a body without both cats: 400', async () => {
      for (const body of [{}, { fromCat: { id: cat.mittens } }, { fromCat: cat.mittens, toCat: cat.cirmi }]) {
        expectError(await post('/chats', body, anna.token), 400);
      }
    });

    it('guests and unverified CatReps: 403; no token: 401', async () => {
      const id = chatIdOf(cat.captain, cat.cirmi);
      for (const [who, token] of restricted) {
        expectError(await startChat(cat.captain, cat.cirmi, token), 403, { message: serverMessages.guest });
        expect((await chatState(id)).exists, who).toBe(false);
      }
      expectError(await startChat(cat.captain, cat.cirmi, null), 401);
      expect((await chatState(id)).exists).toBe(false);
    });
  });
});

describe('GET /chats', () => {
  let older: ChatBody;
  let newer: ChatBody;
  beforeAll(async () => {
    // Dedicated cats so other tests' chats do not mix in.
    const [a1, a2, b1] = await Promise.all([
      newCat(anna, 'Lister'),
      newCat(anna, 'Kryten'),
      newCat(bence, 'Holly'),
    ]);
    Object.assign(cat, { a1, a2, b1 });
    older = await chatOf(anna, a1, b1);
    newer = await chatOf(bence, b1, a2);
  });

  const ids = (res: { status: number; body: unknown }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as ChatBody[]).map((c) => c.id);
  };

  it('?catId= lists that cat’s chats, the most recent message first', async () => {
    expect(ids(await get(`/chats?catId=${cat.b1}`, bence.token))).toEqual([newer.id, older.id]);
    await sent(anna, older.id, cat.a1, 'Back on top');
    expect(ids(await get(`/chats?catId=${cat.b1}`, bence.token))).toEqual([older.id, newer.id]);
    expect(ids(await get(`/chats?catId=${cat.a1}`, anna.token))).toEqual([older.id]);
    const [first] = (await get<ChatBody[]>(`/chats?catId=${cat.b1}`, bence.token)).body;
    expect(first).toMatchObject({ fromCat: { id: cat.a1 }, toCat: { id: cat.b1 }, toUnreadCount: 1 });
  });

  it('?catId=&unread=true keeps the chats with unread messages for that cat', async () => {
    expect(ids(await get(`/chats?catId=${cat.b1}&unread=true`, bence.token))).toContain(older.id);
    expect(ids(await get(`/chats?catId=${cat.b1}&unread=true`, bence.token))).not.toContain(newer.id);
    expect(ids(await get(`/chats?catId=${cat.a1}&unread=true`, anna.token))).toEqual([]);
  });

  it('?userId= (the caller) lists all their chats; with unread=true those unread on their side', async () => {
    const all = ids(await get(`/chats?userId=${bence.uid}`, bence.token));
    expect(all).toEqual(expect.arrayContaining([older.id, newer.id]));
    const unread = ids(await get(`/chats?userId=${bence.uid}&unread=true`, bence.token));
    expect(unread).toContain(older.id);
    expect(unread).not.toContain(newer.id);
    await markRead(older.id, cat.b1, bence.token);
    expect(ids(await get(`/chats?userId=${bence.uid}&unread=true`, bence.token))).not.toContain(older.id);
  });

  it("someone else's cat or userId: 403; a missing cat: 404; neither parameter: 400", async () => {
    expectError(await get(`/chats?catId=${cat.b1}`, anna.token), 403);
    expectError(await get(`/chats?catId=${cat.b1}`, carl.token), 403);
    expectError(await get(`/chats?userId=${bence.uid}`, anna.token), 403);
    expectError(await get('/chats?catId=no-such-cat', anna.token), 404);
    expectError(await get('/chats', anna.token), 400);
    expectError(await get(`/chats?catId=${cat.a1}&unread=maybe`, anna.token), 400);
  });

  it('guests and unverified CatReps: 403; no token: 401', async () => {
    for (const [, token] of restricted) {
      expectError(await get(`/chats?catId=${cat.a1}`, token), 403, { message: serverMessages.guest });
    }
    expectError(await get(`/chats?userId=${unverified.uid}`, unverified.token), 403);
    expectError(await get(`/chats?catId=${cat.a1}`, null), 401);
  });
});

describe('GET /chats/{id}/last-message', () => {
  let chat: ChatBody;
  beforeAll(async () => {
    const [a, b] = await Promise.all([newCat(anna, 'Quiet'), newCat(bence, 'Shy')]);
    chat = await chatOf(anna, a, b);
    Object.assign(cat, { quiet: a, shy: b });
  });

  it('null before the first message, then the text and time of the last one', async () => {
    const before = await get(`/chats/${chat.id}/last-message`, bence.token);
    expect({ status: before.status, body: before.body }).toEqual({ status: 200, body: null });
    await sent(anna, chat.id, cat.quiet, 'First');
    const last = await sent(bence, chat.id, cat.shy, '  Second  ');
    const res = await get(`/chats/${chat.id}/last-message`, anna.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: 'Second', createdAt: last.createdAt });
  });

  it('a stranger: 403; a missing chat: 404; guests and unverified: 403', async () => {
    expectError(await get(`/chats/${chat.id}/last-message`, carl.token), 403);
    expectError(await get('/chats/no-such-chat/last-message', anna.token), 404);
    for (const [, token] of restricted) expectError(await get(`/chats/${chat.id}/last-message`, token), 403);
  });
});

describe('POST /chats/{id}/read', () => {
  let chat: ChatBody;
  beforeAll(async () => {
    const [a, b] = await Promise.all([newCat(anna, 'Reader'), newCat(bence, 'Writer')]);
    Object.assign(cat, { reader: a, writer: b });
    chat = await chatOf(anna, a, b);
    await sent(anna, chat.id, a, 'One for Writer');
    await sent(bence, chat.id, b, 'One for Reader');
    await sent(bence, chat.id, b, 'Two for Reader');
  });

  it("zeroes the reading cat's side only and stamps its lastRead; answers the chat", async () => {
    expect(await chatDoc(chat.id)).toMatchObject({
      unread: { [cat.reader]: 2, [cat.writer]: 1 },
      unreadOwnerIds: expect.arrayContaining([anna.uid, bence.uid]),
    });
    const res = await markRead(chat.id, cat.reader, anna.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: chat.id, fromUnreadCount: 0, toUnreadCount: 1 });
    const stored = await chatDoc(chat.id);
    expect(stored).toMatchObject({
      unread: { [cat.reader]: 0, [cat.writer]: 1 },
      unreadOwnerIds: [bence.uid],
      lastRead: { [cat.writer]: null },
    });
    expect(stored?.lastRead[cat.reader]).toBeTruthy();
    // Reading again changes nothing but the time.
    expect((await markRead(chat.id, cat.reader, anna.token)).status).toBe(200);
    expect((await chatDoc(chat.id))?.unread).toEqual({ [cat.reader]: 0, [cat.writer]: 1 });
  });

  it("as the other side's cat, a cat not in the chat, or a stranger: 403, nothing written", async () => {
    const before = await chatState(chat.id);
    expectError(await markRead(chat.id, cat.writer, anna.token), 403, { code: 'not-your-cat' });
    expectError(await markRead(chat.id, cat.captain, anna.token), 403, { code: 'not-your-cat' });
    expectError(await markRead(chat.id, cat.rex, carl.token), 403);
    expectError(await markRead(chat.id, cat.writer, carl.token), 403);
    for (const [, token] of restricted) expectError(await markRead(chat.id, cat.reader, token), 403);
    expectError(await markRead(chat.id, cat.reader, null), 401);
    expectError(await markRead(chat.id, '', anna.token), 400);
    expect(await chatState(chat.id)).toEqual(before);
  });

  it('a missing chat: 404, and nothing is created', async () => {
    expectError(await markRead('no-such-chat', cat.reader, anna.token), 404);
    expect((await chatState('no-such-chat')).exists).toBe(false);
  });
});
