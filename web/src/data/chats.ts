/**
 * The chats resource (docs/product.md §1 CatChat, §3 Chat and Chat message, §4 Chat, §7 Chats): the signed-in
 * CatRep's chats and a chat's messages, live from Firestore — the conversation lists ask for all
 * the CatRep's chats, the top bar's badge only for those with something unread — and the chat mutations through
 * the REST API. Messages arrive live (the original polled every 3 s). A chat document is only
 * ever read through the list (rules refuse a `get` of a chat that does not exist yet).
 */
import { useMemo } from 'react';
import { collection, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import {
  CHAT_PAGE_SIZE,
  otherCatOf,
  type ChatDoc,
  type ChatJson,
  type ChatMessageDoc,
  type ChatMessageJson,
} from '@catrep/model';
import { api } from '@/lib/api';
import { readConverter, type WithId } from '@/lib/firestore';
import { usePagedQuery, type PagedList } from '@/lib/usePagedList';

export type Chat = WithId<ChatDoc>;
export type ChatMessage = WithId<ChatMessageDoc>;

const chats = (db: Firestore) => collection(db, 'chats').withConverter(readConverter<ChatDoc>());
const messages = (db: Firestore, chatId: string) =>
  collection(db, 'chats', chatId || '-', 'messages').withConverter(readConverter<ChatMessageDoc>());

/**
 * Live chats of the CatRep `uid` with something unread on their side (`unreadOwnerIds`), most
 * recent first: what the top bar's badge counts. A CatRep with many chats pays a read for those
 * with unread messages only, and nothing for the messages they send themselves.
 */
export function useUnreadChats(uid: string) {
  const db = useFirestore();
  const q = useMemo(
    () =>
      query(chats(db), where('unreadOwnerIds', 'array-contains', uid || '-'), orderBy('updatedAt', 'desc')),
    [db, uid],
  );
  return useFirestoreCollectionData(q);
}

/** Live chats of the CatRep `uid` (all their cats), most recent first: the conversation lists. */
export function useMyChats(uid: string) {
  const db = useFirestore();
  const q = useMemo(
    () => query(chats(db), where('ownerIds', 'array-contains', uid || '-'), orderBy('updatedAt', 'desc')),
    [db, uid],
  );
  return useFirestoreCollectionData(q);
}

/** Live messages of a chat, newest first, CHAT_PAGE_SIZE a page (older pages by cursor). */
export function useMessages(chatId: string): PagedList<ChatMessage> {
  const db = useFirestore();
  return usePagedQuery(query(messages(db, chatId), orderBy('createdAt', 'desc')), CHAT_PAGE_SIZE);
}

/** The cat of `uid` in `chat` (their side), and the other one. */
export function sidesOf(chat: ChatDoc, uid: string): { mine: string; other: string } {
  const mine = chat.catIds.find((id) => chat.cats[id]?.ownerId === uid) ?? chat.catIds[0];
  return { mine, other: otherCatOf(chat, mine) };
}

/** Unread messages on `uid`'s side of `chat`. */
export const unreadFor = (chat: ChatDoc, uid: string) => chat.unread[sidesOf(chat, uid).mine] ?? 0;

/** `POST /chats` `{ fromCat: { id }, toCat: { id } }`: the chat of two cats (started once). */
export const startChat = (fromCatId: string, toCatId: string) =>
  api.post<ChatJson>('/chats', { fromCat: { id: fromCatId }, toCat: { id: toCatId } });

/** `POST /chats/{id}/messages` `{ catId, text }`: sends as the CatRep's own cat `catId`. */
export const sendMessage = (chatId: string, catId: string, text: string) =>
  api.post<ChatMessageJson>(`/chats/${encodeURIComponent(chatId)}/messages`, { catId, text });

/** `POST /chats/{id}/read` `{ id }`: the viewing cat has read the chat (its unread count becomes 0). */
export const markChatRead = (chatId: string, catId: string) =>
  api.post(`/chats/${encodeURIComponent(chatId)}/read`, { id: catId });
