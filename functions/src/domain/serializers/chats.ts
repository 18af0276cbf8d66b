/**
 * CatChat documents → the REST API's JSON (docs/product.md §3 Chat and Chat message): `chats/{chatId}` as
 * ChatJson (the starter `fromCat` and the other `toCat`, each with its owner and unread count)
 * and `chats/{chatId}/messages/{id}` as ChatMessageJson.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { ChatDoc, ChatJson, ChatLastMessageJson, ChatMessageDoc, ChatMessageJson } from '@catrep/model';
import { dataOf } from '../../store/read.js';
import { iso } from './time.js';

/** The JSON of `chats/{chatId}`; throws when it does not exist. */
export function chatJson(snap: DocumentSnapshot<ChatDoc>): ChatJson {
  return chatJsonOf(snap.id, dataOf(snap));
}

/** The JSON of chat `id` holding `d` (a chat as it is after a write that knows it). */
export function chatJsonOf(id: string, d: ChatDoc): ChatJson {
  const last = d.lastMessage;
  return {
    id,
    fromCat: d.cats[d.fromCatId],
    toCat: d.cats[d.toCatId],
    fromUnreadCount: d.unread[d.fromCatId] ?? 0,
    toUnreadCount: d.unread[d.toCatId] ?? 0,
    lastMessage: last && { text: last.text, catId: last.catId, createdAt: iso(last.createdAt) },
    updatedAt: iso(d.updatedAt),
  };
}

/** `GET /chats/{id}/last-message`: the text and time of the chat's last message, or null. */
export function lastMessageJson(d: ChatDoc): ChatLastMessageJson {
  return d.lastMessage && { text: d.lastMessage.text, createdAt: iso(d.lastMessage.createdAt) };
}

/** The JSON of `chats/{chatId}/messages/{id}`; throws when it does not exist. */
export function chatMessageJson(snap: DocumentSnapshot<ChatMessageDoc>): ChatMessageJson {
  return chatMessageJsonOf(snap.id, dataOf(snap));
}

/** The JSON of message `id` holding `d` (a message as just written, known without a read). */
export function chatMessageJsonOf(id: string, d: ChatMessageDoc): ChatMessageJson {
  return { id, catId: d.catId, text: d.text, createdAt: iso(d.createdAt) };
}
