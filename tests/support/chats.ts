/**
 * CatChat helpers for the API tests (docs/product.md §3 Chat and Chat message, §7 Chats): cats made through
 * the API, chats started and messages sent as a CatRep would, what the API stored, and a
 * fingerprint of a chat for "nothing was written" checks.
 */
import type { ChatDoc, ChatJson, ChatMessageJson } from '@catrep/model';
import { expect } from 'vitest';
import { db } from './admin.js';
import { post, type ApiBody } from './api.js';
import { addCat } from './cats.js';
import { connectThroughApi } from './connections.js';
import { registerCatRep, verifiedCatRep, type Session } from './people.js';

export type ChatBody = ApiBody & ChatJson;
export type MessageBody = ApiBody & ChatMessageJson;

/**
 * The people of a chat test: Anna and Bence, connected CatReps (their last name `lastname`), Carl,
 * a stranger to both, and an unverified CatRep.
 */
export async function chatPeople(lastname: string) {
  const [anna, bence, carl, unverified] = await Promise.all([
    verifiedCatRep('Anna', lastname),
    verifiedCatRep('Bence', lastname),
    verifiedCatRep('Carl', 'Stranger'),
    registerCatRep(),
  ]);
  await connectThroughApi(anna, bence);
  return { anna, bence, carl, unverified };
}

/** A new cat of `rep` named `name` (passed away when `deathdate` is given); resolves its id. */
export const newCat = (rep: Session, name: string, deathdate: string | null = null) =>
  addCat(rep, name, { deathdate });

/** POST /chats `{ fromCat: { id }, toCat: { id } }` as `token`. */
export const startChat = (fromCatId: string, toCatId: string, token: string | null) =>
  post<ChatBody>('/chats', { fromCat: { id: fromCatId }, toCat: { id: toCatId } }, token);

/** Starts the chat of two cats as `rep` (201 or 200) and answers its JSON. */
export async function chatOf(rep: Session, fromCatId: string, toCatId: string): Promise<ChatBody> {
  const res = await startChat(fromCatId, toCatId, rep.token);
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  return res.body;
}

/** POST /chats/{id}/messages `{ catId, text }` as `token`. */
export const send = (chatId: string, catId: string, text: unknown, token: string | null) =>
  post<MessageBody>(`/chats/${chatId}/messages`, { catId, text }, token);

/** Sends `text` as `rep`'s cat `catId` and expects 201; answers the message JSON. */
export async function sent(rep: Session, chatId: string, catId: string, text: string) {
  const res = await send(chatId, catId, text, rep.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** POST /chats/{id}/read `{ id: catId }` as `token`. */
export const markRead = (chatId: string, catId: string, token: string | null) =>
  post<ChatBody>(`/chats/${chatId}/read`, { id: catId }, token);

/** `chats/{id}` as stored, or undefined. */
export const chatDoc = async (id: string) =>
  (await db.doc(`chats/${id}`).get()).data() as ChatDoc | undefined;

/** What `chats/{id}` holds with its messages: equal before and after means nothing was written. */
export async function chatState(id: string) {
  const [snap, messages] = await Promise.all([
    db.doc(`chats/${id}`).get(),
    db.collection(`chats/${id}/messages`).get(),
  ]);
  return {
    exists: snap.exists,
    updateTime: snap.updateTime?.toDate().toISOString() ?? null,
    messages: messages.docs.map((d) => `${d.id}@${d.updateTime.toDate().toISOString()}`).sort(),
  };
}

/** The stored `createdAt` of every message of chat `id` as ISO strings, by message id. */
export async function storedMessageTimes(id: string): Promise<Record<string, string>> {
  const snap = await db.collection(`chats/${id}/messages`).get();
  return Object.fromEntries(
    snap.docs.map((d) => [d.id, (d.get('createdAt') as { toDate(): Date }).toDate().toISOString()]),
  );
}
