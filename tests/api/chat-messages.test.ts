/**
 * CatChat messages over the REST API (docs/product.md §3 Chat message, §4 Chat, §5 "empty text is not sent",
 * §6, §7 Chats, §9):
 *
 * - POST /chats/{id}/messages: 201 with the message; the message, the chat's lastMessage and
 *   updatedAt and the other side's unread count are written together;
 * - bad input writes nothing: empty or 100 kB text, someone else's cat or a cat outside the chat
 *   as the sender, a cat that passed away (its chat stays readable), owners no longer connected,
 *   a stranger, a missing chat, guests and unverified CatReps;
 * - a cat passing away while it sends leaves no message newer than its death, a deleted cat
 *   sends nothing once the deletion answered, and `npm run backfill-gone-cats` names the cats of a
 *   store from before the profile's `goneCats`;
 * - GET /chats/{id}/messages?index=: pages of CHAT_PAGE_SIZE by cursor, newest first, never a
 *   message twice; ?from=: only the newer messages, oldest first; a malformed date is a 400;
 * - 12 + 12 messages sent at the same moment by both sides: exactly 12 unread on each side;
 *   reading zeroes one side only; GET /users/user counts the chats unread on the caller's side.
 */
import { CHAT_PAGE_SIZE, chatErrors, MAX_CHAT_MESSAGE_LENGTH, serverMessages } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, del, expectError, get, ISO_DATE, put, type ApiResponse } from '../support/api.js';
import { walkPages, writeEntries } from '../support/album.js';
import {
  chatDoc,
  chatOf,
  chatPeople,
  chatState,
  markRead,
  newCat,
  send,
  sent,
  storedMessageTimes,
  type ChatBody,
  type MessageBody,
} from '../support/chats.js';
import { connectThroughApi } from '../support/connections.js';
import { pollUntil } from '../support/wait.js';
import { anonymousGuestToken, GUEST_TOKEN, verifiedCatRep, type Session } from '../support/people.js';
import { FUNCTION_URL, warmWorkers } from '../support/workers.js';
import { markGoneCats } from '../../functions/src/domain/cats/gone-cats.js';

let anna: Session;
let bence: Session;
let carl: Session;
let unverified: Session;
beforeAll(async () => {
  ({ anna, bence, carl, unverified } = await chatPeople('Sender'));
});

/** A fresh chat between a new cat of Anna's and a new cat of Bence's. */
async function freshChat() {
  const [mine, theirs] = await Promise.all([newCat(anna, 'Mittens'), newCat(bence, 'Cirmi')]);
  const chat = await chatOf(anna, mine, theirs);
  return { id: chat.id, mine, theirs };
}

describe('POST /chats/{id}/messages', () => {
  let chat: Awaited<ReturnType<typeof freshChat>>;
  beforeAll(async () => {
    chat = await freshChat();
  });

  it('201 with the message; the chat gets lastMessage, updatedAt and one unread for the other cat', async () => {
    const res = await send(chat.id, chat.mine, '  Hello, Cirmi!  ', anna.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      catId: chat.mine,
      text: 'Hello, Cirmi!',
      createdAt: expect.stringMatching(ISO_DATE),
    });
    const message = (await db.doc(`chats/${chat.id}/messages/${res.body.id}`).get()).data();
    expect(message).toMatchObject({ catId: chat.mine, userId: anna.uid, text: 'Hello, Cirmi!' });
    const stored = await chatDoc(chat.id);
    expect(stored).toMatchObject({
      lastMessage: { text: 'Hello, Cirmi!', catId: chat.mine, createdAt: message?.createdAt },
      updatedAt: message?.createdAt,
      unread: { [chat.mine]: 0, [chat.theirs]: 1 },
      unreadOwnerIds: [bence.uid],
    });
    const reply = await sent(bence, chat.id, chat.theirs, 'Meow back');
    expect(await chatDoc(chat.id)).toMatchObject({
      lastMessage: { text: 'Meow back', catId: chat.theirs },
      unread: { [chat.mine]: 1, [chat.theirs]: 1 },
    });
    expect(reply.createdAt! > res.body.createdAt!).toBe(true);
  });

  it(`takes exactly ${MAX_CHAT_MESSAGE_LENGTH} characters`, async () => {
    const res = await send(chat.id, chat.mine, 'm'.repeat(MAX_CHAT_MESSAGE_LENGTH), anna.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  describe('refusals that write nothing', () => {
    const cases: [string, () => Promise<ApiResponse<unknown>>, number, string?][] = [
      ['empty text', () => send(chat.id, chat.mine, '', anna.token), 400, 'Message is required'],
      ['blank text', () => send(chat.id, chat.mine, ' \n\t ', anna.token), 400, 'Message is required'],
      ['no text', () => send(chat.id, chat.mine, undefined, anna.token), 400, 'Message is required'],
      ['text that is not a string', () => send(chat.id, chat.mine, 42, anna.token), 400],
      [
        '100 kB of text',
        () => send(chat.id, chat.mine, 'x'.repeat(100_000), anna.token),
        400,
        `Message must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters`,
      ],
      ["the other side's cat as the sender", () => send(chat.id, chat.theirs, 'Hi', anna.token), 403],
      ['a stranger', () => send(chat.id, chat.mine, 'Hi', carl.token), 403],
      ['a missing chat', () => send('no-such-chat', chat.mine, 'Hi', anna.token), 404],
      ['the fixed guest token', () => send(chat.id, chat.mine, 'Hi', GUEST_TOKEN), 403, serverMessages.guest],
      [
        'an unverified CatRep',
        () => send(chat.id, chat.mine, 'Hi', unverified.token),
        403,
        serverMessages.guest,
      ],
      ['no token', () => send(chat.id, chat.mine, 'Hi', null), 401],
    ];
    for (const [name, attempt, status, message] of cases) {
      it(`${name}: ${status}`, async () => {
        const before = await chatState(chat.id);
        expectError(await attempt(), status, { message });
        expect(await chatState(chat.id)).toEqual(before);
      });
    }

    it('an anonymous guest: 403', async () => {
      const before = await chatState(chat.id);
      expectError(await send(chat.id, chat.mine, 'Hi', await anonymousGuestToken()), 403);
      expect(await chatState(chat.id)).toEqual(before);
    });

    it("a cat of the caller's that is not in the chat: 403 'not-your-cat'", async () => {
      const other = await newCat(anna, 'Captain');
      const before = await chatState(chat.id);
      expectError(await send(chat.id, other, 'Hi', anna.token), 403, { message: chatErrors.notYourCat });
      expect(await chatState(chat.id)).toEqual(before);
    });
  });

  it('a cat that passed away sends nothing (403) but its chat stays readable', async () => {
    const { id, mine, theirs } = await freshChat();
    await sent(bence, id, theirs, 'Are you there?');
    const died = await put(
      `/cats/${mine}`,
      { name: 'Mittens', gender: true, deathdate: '2024-03-01' },
      anna.token,
    );
    expect(died.status, JSON.stringify(died.body)).toBe(200);
    const before = await chatState(id);
    expectError(await send(id, mine, 'From beyond', anna.token), 403, {
      code: 'cat-passed-away',
      message: chatErrors.passedAway,
    });
    expect(await chatState(id)).toEqual(before);
    // The other side may still write to it, and its owner still reads it.
    await sent(bence, id, theirs, 'We miss you');
    const page = await get<MessageBody[]>(`/chats/${id}/messages?index=0`, anna.token);
    expect(page.status).toBe(200);
    expect(page.body.map((m) => m.text)).toEqual(['We miss you', 'Are you there?']);
    expect((await markRead(id, mine, anna.token)).status).toBe(200);
  });

  it('owners no longer connected: 403 for both sides, nothing written', async () => {
    const [dana, emil] = await Promise.all([
      verifiedCatRep('Dana', 'Parted'),
      verifiedCatRep('Emil', 'Parted'),
    ]);
    await connectThroughApi(dana, emil);
    const [mine, theirs] = await Promise.all([newCat(dana, 'Salt'), newCat(emil, 'Pepper')]);
    const { id } = await chatOf(dana, mine, theirs);
    await sent(dana, id, mine, 'Still friends?');
    expect((await del(`/users/${emil.uid}/relations`, dana.token)).status).toBe(200);
    // The relation trigger closes their chat (README "Trust and safety"); until it has, the API
    // refuses them as not connected, and from then on as a closed chat.
    await pollUntil(
      async () => (await chatDoc(id))?.closed,
      (closed) => !!closed,
    );
    const before = await chatState(id);
    expectError(await send(id, mine, 'Hi', dana.token), 403, {
      code: 'chat-closed',
      message: chatErrors.closed,
    });
    expectError(await send(id, theirs, 'Hi', emil.token), 403, { code: 'chat-closed' });
    expect(await chatState(id)).toEqual(before);
    // Their chat stays readable.
    expect((await get(`/chats/${id}/messages?index=0`, emil.token)).status).toBe(200);
  });

  it('a cat passing away while it sends: every 201 is stored, and nothing stored is newer than the death (4 trials)', async () => {
    for (let trial = 1; trial <= 4; trial++) {
      const { id, mine } = await freshChat();
      const [answers, died] = await Promise.all([
        Promise.all(Array.from({ length: 6 }, (_, i) => send(id, mine, `Last words ${i}`, anna.token))),
        new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40))).then(() =>
          put(`/cats/${mine}`, { name: 'Mittens', gender: true, deathdate: '2024-03-01' }, anna.token),
        ),
      ]);
      expect(died.status, JSON.stringify(died.body)).toBe(200);
      for (const res of answers.filter((a) => a.status !== 201)) {
        expectError(res, 403, { code: 'cat-passed-away' });
      }
      const [cat, messages] = await Promise.all([
        db.doc(`cats/${mine}`).get(),
        db.collection(`chats/${id}/messages`).get(),
      ]);
      expect(messages.size, `trial ${trial}`).toBe(answers.filter((a) => a.status === 201).length);
      const deathAt = cat.updateTime!.toMillis();
      expect(
        messages.docs.filter((m) => m.createTime.toMillis() > deathAt).map((m) => m.get('text')),
      ).toEqual([]);
      expectError(await send(id, mine, 'From beyond', anna.token), 403, { code: 'cat-passed-away' });
    }
  }, 120_000);

  it('a cat its owner deleted sends nothing from the moment the deletion answers', async () => {
    const { id, mine } = await freshChat();
    expect((await del(`/cats/${mine}`, anna.token)).status).toBe(200);
    const res = await send(id, mine, 'Still here', anna.token);
    // Refused as gone (404) — or as a closed chat once the cleanup has closed it.
    expect([404, 403], JSON.stringify(res.body)).toContain(res.status);
    if (res.status === 403) expectError(res, 403, { code: 'chat-closed' });
    expect((await db.doc(`users/${anna.uid}`).get()).get(`goneCats.${mine}`)).toBe('deleting');
  });

  it('npm run backfill-gone-cats names the cats of a store from before goneCats, so they send nothing', async () => {
    // The cat deleted just before leaves Anna's goneCats once its cleanup has run (a write to her
    // profile); wait for it, so that only the backfill can touch the profile below.
    await pollUntil(
      async () => Object.values((await db.doc(`users/${anna.uid}`).get()).get('goneCats') ?? {}),
      (states) => !states.includes('deleting'),
    );
    const { id, mine } = await freshChat();
    // A cat in Catchies as an earlier version stored it: on the cat, not on its owner's profile.
    await db.doc(`cats/${mine}`).update({ alive: false });
    const done = await markGoneCats();
    expect(done.marked).toBeGreaterThanOrEqual(1);
    expect((await db.doc(`users/${anna.uid}`).get()).get(`goneCats.${mine}`)).toBe('passedAway');
    expectError(await send(id, mine, 'From beyond', anna.token), 403, { code: 'cat-passed-away' });
    // Run again, it leaves the profile as it is.
    const marked = (await db.doc(`users/${anna.uid}`).get()).updateTime!;
    await markGoneCats();
    expect((await db.doc(`users/${anna.uid}`).get()).updateTime!.isEqual(marked)).toBe(true);
  });
});

describe('GET /chats/{id}/messages', () => {
  const COUNT = 2 * CHAT_PAGE_SIZE + 10;
  let chat: Awaited<ReturnType<typeof freshChat>>;
  /** The message ids, newest first. */
  let newestFirst: string[];
  beforeAll(async () => {
    chat = await freshChat();
    // Written directly, two at a time sharing one createdAt: paging must break ties by id.
    newestFirst = await writeEntries(`chats/${chat.id}/messages`, COUNT, (i) => ({
      catId: i % 3 ? chat.mine : chat.theirs,
      userId: i % 3 ? anna.uid : bence.uid,
      text: `Message ${i}`,
    }));
  });

  it(`?index=0 and the X-Next-Cursor pages: ${CHAT_PAGE_SIZE} a page, newest first, each message once`, async () => {
    const pages = await walkPages(`/chats/${chat.id}/messages?index=0`, bence.token);
    expect(pages.map((p) => p.length)).toEqual([CHAT_PAGE_SIZE, CHAT_PAGE_SIZE, 10]);
    expect(pages.flat()).toEqual(newestFirst);
    const [first] = (await get<MessageBody[]>(`/chats/${chat.id}/messages?index=0`, anna.token)).body;
    expect(first).toEqual({
      id: newestFirst[0],
      catId: expect.any(String),
      text: expect.stringMatching(/^Message \d+$/),
      createdAt: expect.stringMatching(ISO_DATE),
    });
  });

  it('?index=1 is the second page too', async () => {
    const res = await get<MessageBody[]>(`/chats/${chat.id}/messages?index=1`, anna.token);
    expect(res.body.map((m) => m.id)).toEqual(newestFirst.slice(CHAT_PAGE_SIZE, 2 * CHAT_PAGE_SIZE));
  });

  it('?from= answers only the newer messages, oldest first', async () => {
    const times = await storedMessageTimes(chat.id);
    const pivot = newestFirst[9];
    const from = times[pivot];
    const res = await get<MessageBody[]>(
      `/chats/${chat.id}/messages?from=${encodeURIComponent(from)}`,
      anna.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const newer = newestFirst.filter((id) => times[id] > from).reverse();
    expect(newer.length).toBe(8); // the pivot's twin shares its time: not newer
    expect(res.body.map((m) => m.id).sort()).toEqual([...newer].sort());
    expect(res.body.map((m) => m.createdAt)).toEqual(newer.map((id) => times[id]));
    // The same instant with an offset; the newest message's time: nothing newer.
    const shifted = new Date(from).toISOString().replace('Z', '+00:00');
    expect(
      (await get<MessageBody[]>(`/chats/${chat.id}/messages?from=${encodeURIComponent(shifted)}`, anna.token))
        .body,
    ).toHaveLength(8);
    const latest = times[newestFirst[0]];
    expect(
      (await get(`/chats/${chat.id}/messages?from=${encodeURIComponent(latest)}`, anna.token)).body,
    ).toEqual([]);
  });

  it('a malformed from, index or cursor: 400', async () => {
    for (const from of ['yesterday', '2024-13-01T00:00:00Z', '2024-01-01', '0000-01-01T00:00:00Z', '']) {
      expectError(await get(`/chats/${chat.id}/messages?from=${encodeURIComponent(from)}`, anna.token), 400, {
        message: chatErrors.badDate,
      });
    }
    expectError(await get(`/chats/${chat.id}/messages?index=-1`, anna.token), 400);
    expectError(await get(`/chats/${chat.id}/messages?cursor=not-a-cursor`, anna.token), 400);
  });

  it('a stranger: 403; a missing chat: 404; guests and unverified: 403; no token: 401', async () => {
    expectError(await get(`/chats/${chat.id}/messages?index=0`, carl.token), 403);
    expectError(await get('/chats/no-such-chat/messages?index=0', anna.token), 404);
    expectError(await get(`/chats/${chat.id}/messages?index=0`, GUEST_TOKEN), 403);
    expectError(await get(`/chats/${chat.id}/messages?index=0`, await anonymousGuestToken()), 403);
    expectError(await get(`/chats/${chat.id}/messages?index=0`, unverified.token), 403);
    expectError(await get(`/chats/${chat.id}/messages?index=0`, null), 401);
  });
});

describe('12 + 12 messages sent at the same moment by both sides', () => {
  const N = 12;
  let chat: Awaited<ReturnType<typeof freshChat>>;
  beforeAll(async () => {
    chat = await freshChat();
    await warmWorkers(2 * N);
  }, 600_000);

  it(
    'every send is 201 and each side has exactly 12 unread; reading zeroes one side only',
    { timeout: 150_000 },
    async () => {
      const fire = (rep: Session, catId: string, i: number) =>
        call<MessageBody>('POST', `/chats/${chat.id}/messages`, {
          base: FUNCTION_URL,
          token: rep.token,
          json: { catId, text: `${catId === chat.mine ? 'A' : 'B'}${i}` },
          signal: AbortSignal.timeout(120_000),
        });
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => [fire(anna, chat.mine, i), fire(bence, chat.theirs, i)]).flat(),
      );
      expect(answers.filter((a) => a.status !== 201)).toEqual([]);

      const messages = await db.collection(`chats/${chat.id}/messages`).orderBy('createdAt').get();
      expect(messages.size).toBe(2 * N);
      const stored = await chatDoc(chat.id);
      expect(stored?.unread).toEqual({ [chat.mine]: N, [chat.theirs]: N });
      expect([...(stored?.unreadOwnerIds ?? [])].sort()).toEqual([anna.uid, bence.uid].sort());
      // The last message of the chat is the last one stored.
      const last = messages.docs.at(-1)!;
      expect(stored?.lastMessage).toMatchObject({ text: last.get('text'), catId: last.get('catId') });

      const read = await markRead(chat.id, chat.theirs, bence.token);
      expect(read.status).toBe(200);
      expect((await chatDoc(chat.id))?.unread).toEqual({ [chat.mine]: N, [chat.theirs]: 0 });
      expect((await chatDoc(chat.id))?.unreadOwnerIds).toEqual([anna.uid]);
    },
  );
});

describe('GET /users/user unreadChats', () => {
  let reader: Session;
  let writer: Session;
  beforeAll(async () => {
    [reader, writer] = await Promise.all([
      verifiedCatRep('Rita', 'Reader'),
      verifiedCatRep('Walt', 'Writer'),
    ]);
    await connectThroughApi(reader, writer);
  });

  const unreadChats = async (rep: Session) => {
    const res = await get<{ unreadChats: number }>('/users/user', rep.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.unreadChats;
  };

  it('counts the chats with unread messages on the caller’s side, whichever of their cats', async () => {
    const [r1, r2, w1] = await Promise.all([
      newCat(reader, 'Inky'),
      newCat(reader, 'Pinky'),
      newCat(writer, 'Blinky'),
    ]);
    const [c1, c2]: ChatBody[] = [await chatOf(reader, r1, w1), await chatOf(writer, w1, r2)];
    expect([await unreadChats(reader), await unreadChats(writer)]).toEqual([0, 0]);

    await sent(writer, c1.id, w1, 'One');
    await sent(writer, c1.id, w1, 'Two');
    await sent(writer, c2.id, w1, 'Three');
    await sent(reader, c2.id, r2, 'Four');
    expect([await unreadChats(reader), await unreadChats(writer)]).toEqual([2, 1]);

    await markRead(c1.id, r1, reader.token);
    expect([await unreadChats(reader), await unreadChats(writer)]).toEqual([1, 1]);
    await markRead(c2.id, r2, reader.token);
    await markRead(c2.id, w1, writer.token);
    expect([await unreadChats(reader), await unreadChats(writer)]).toEqual([0, 0]);
  });
});
