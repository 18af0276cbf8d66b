/**
 * Security rules for CatChat (docs/product.md §1 CatChat, §6 "only connected CatReps' cats … chat";
 * docs/architecture.md §1–2): `chats/{chatId}` and its `messages` are readable by the chat's two owners only
 * (here `owner` and `connected`, whose cats chat) — not by a third CatRep, a guest, an unverified
 * CatRep or anyone signed out. A list of chats is allowed only when it asks for
 * `where('ownerIds', 'array-contains', <the caller's uid>)` (the conversation lists) or
 * `where('unreadOwnerIds', 'array-contains', <the caller's uid>)` (the badge, which the API fills
 * with owners only); a chat's messages only for its owners.
 * No client creates, edits or deletes a chat or a message, not even its owners (the REST API
 * does, see tests/api/chats.test.ts and chat-messages.test.ts).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { CHAT_PAGE_SIZE, chatIdOf, type ChatDoc, type ChatMessageDoc } from '@catrep/model';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  clientDb,
  contextFor,
  reads,
  ROLES,
  useRulesEnvironment,
  rulesMatrix,
  seedDocs,
  UID,
  type Role,
} from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-chats');

const at = Timestamp.fromMillis(Date.UTC(2025, 0, 2));
const owned = (id: string, name: string, ownerId: string) => ({
  id,
  name,
  profilePhoto: null,
  ownerId,
  owner: { id: ownerId, firstname: name, lastname: 'Owner', profilePhoto: null },
});

/** The chat of the owner's cat and the connected CatRep's cat. */
const CHAT_ID = chatIdOf('cat-of-owner', 'cat-of-connected');
const chat: ChatDoc = {
  catIds: ['cat-of-connected', 'cat-of-owner'],
  ownerIds: [UID.connected, UID.owner],
  fromCatId: 'cat-of-owner',
  toCatId: 'cat-of-connected',
  cats: {
    'cat-of-owner': owned('cat-of-owner', 'Mittens', UID.owner),
    'cat-of-connected': owned('cat-of-connected', 'Cirmi', UID.connected),
  },
  unread: { 'cat-of-owner': 0, 'cat-of-connected': 1 },
  unreadOwnerIds: [UID.connected],
  lastRead: { 'cat-of-owner': null, 'cat-of-connected': null },
  lastMessage: { text: 'Hello', catId: 'cat-of-owner', createdAt: at },
  createdAt: at,
  updatedAt: at,
};
const message: ChatMessageDoc = { catId: 'cat-of-owner', userId: UID.owner, text: 'Hello', createdAt: at };
const theOwners = { owner: reads, connected: reads } as const;

rulesMatrix(rules, {
  path: 'chats/{chatId}',
  target: `chats/${CHAT_ID}`,
  data: { ...chat },
  update: { [`unread.cat-of-owner`]: 0 },
  // A list without the owners' filter might hold other CatReps' chats: refused even to owners.
  allowed: { owner: ['get'], connected: ['get'] },
});

rulesMatrix(rules, {
  path: 'chats/{chatId}/messages/{messageId}',
  target: `chats/${CHAT_ID}/messages/message-1`,
  data: { ...message },
  update: { text: 'Edited' },
  seed: { [`chats/${CHAT_ID}`]: { ...chat } },
  allowed: theOwners,
});

rulesMatrix(rules, {
  path: 'chats/{chatId}/messages/{messageId} of a missing chat',
  target: 'chats/no-such-chat/messages/message-1',
  data: { ...message },
  update: { text: 'Edited' },
  allowed: {},
});

/** Seeds the chat, a message, and a chat of two other CatReps, with the rules off. */
async function seedChats() {
  await rules().clearFirestore();
  await seedDocs(rules(), {
    [`chats/${CHAT_ID}`]: { ...chat },
    [`chats/${CHAT_ID}/messages/message-1`]: { ...message },
    'chats/other-chat': {
      ...chat,
      ownerIds: ['someone-uid', 'someone-else-uid'],
      unreadOwnerIds: ['someone-uid'],
    },
  });
}

const dbOf = (role: Role) => clientDb(contextFor(rules(), role));
const uidOf = (role: Role) => (role === 'unauthenticated' ? 'nobody' : UID[role]);
const chatsOf = (db: Firestore, uid: string) =>
  query(collection(db, 'chats'), where('ownerIds', 'array-contains', uid), orderBy('updatedAt', 'desc'));

describe("the web client's chat list: where('ownerIds', 'array-contains', uid) by updatedAt", () => {
  for (const role of ROLES) {
    const allowed = role !== 'unauthenticated';
    it(`${role} asking for their own uid is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await seedChats();
      const pending = getDocs(chatsOf(dbOf(role), uidOf(role)));
      await (allowed ? assertSucceeds(pending) : assertFails(pending));
      if (allowed) {
        // Only the chat's owners find anything: the query itself is the filter.
        const found = (await pending).docs.map((d) => d.id);
        expect(found).toEqual(role === 'owner' || role === 'connected' ? [CHAT_ID] : []);
      }
    });
  }

  for (const role of ROLES) {
    it(`${role} asking for the owner's uid is ${role === 'owner' ? 'allowed' : 'refused'}`, async () => {
      await seedChats();
      const pending = getDocs(chatsOf(dbOf(role), UID.owner));
      await (role === 'owner' ? assertSucceeds(pending) : assertFails(pending));
    });
  }

  const unfiltered: Record<string, (db: Firestore) => Query> = {
    'all chats by updatedAt': (db) => query(collection(db, 'chats'), orderBy('updatedAt', 'desc')),
    "where('catIds', 'array-contains', the owner's cat)": (db) =>
      query(collection(db, 'chats'), where('catIds', 'array-contains', 'cat-of-owner')),
  };
  for (const [name, build] of Object.entries(unfiltered)) {
    for (const role of ROLES) {
      it(`${name}: ${role} is refused`, async () => {
        await seedChats();
        await assertFails(getDocs(build(dbOf(role))));
      });
    }
  }
});

const unreadChatsOf = (db: Firestore, uid: string) =>
  query(
    collection(db, 'chats'),
    where('unreadOwnerIds', 'array-contains', uid),
    orderBy('updatedAt', 'desc'),
  );

describe("the top bar's badge: where('unreadOwnerIds', 'array-contains', uid) by updatedAt", () => {
  for (const role of ROLES) {
    const allowed = role !== 'unauthenticated';
    it(`${role} asking for their own uid is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await seedChats();
      const pending = getDocs(unreadChatsOf(dbOf(role), uidOf(role)));
      await (allowed ? assertSucceeds(pending) : assertFails(pending));
      if (allowed) {
        // Only the owner with something unread (the connected CatRep here) finds the chat.
        const found = (await pending).docs.map((d) => d.id);
        expect(found).toEqual(role === 'connected' ? [CHAT_ID] : []);
      }
    });
  }

  for (const role of ROLES) {
    it(`${role} asking for the connected CatRep's uid is ${role === 'connected' ? 'allowed' : 'refused'}`, async () => {
      await seedChats();
      const pending = getDocs(unreadChatsOf(dbOf(role), UID.connected));
      await (role === 'connected' ? assertSucceeds(pending) : assertFails(pending));
    });
  }
});

describe("the web client's messages: chats/{chatId}/messages by createdAt, a page", () => {
  for (const role of ROLES) {
    const allowed = role === 'owner' || role === 'connected';
    it(`${role} is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await seedChats();
      const pending = getDocs(
        query(
          collection(dbOf(role), `chats/${CHAT_ID}/messages`),
          orderBy('createdAt', 'desc'),
          limit(CHAT_PAGE_SIZE),
        ),
      );
      await (allowed ? assertSucceeds(pending) : assertFails(pending));
    });
  }
});
