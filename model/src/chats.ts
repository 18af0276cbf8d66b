/**
 * CatChat (docs/product.md §1 CatChat, §2 /cat-chat, §3 Chat and Chat message, §4 Chat, §5 Chat, §6, §7
 * Chats): the stored documents and the constants shared by web and functions; the request schemas
 * are ./chat-requests.ts, apart so that the signed-in shell loads without zod (README "Keeping first screens light").
 *
 * One chat per pair of cats, whoever starts it: its id is the two cat ids sorted and joined
 * (`chatIdOf`). `ownerIds` lets a CatRep list their chats with one `array-contains` query that
 * firestore.rules can prove; the maps keyed by cat id hold each side's unread count and last read.
 */
import type { CatCard, UserSummary } from './documents.js';

/** Messages per page (`GET /chats/{id}/messages?index=`, and the live window of the chat pane). */
export const CHAT_PAGE_SIZE = 30;

/** Longest chat message, in characters (docs/product.md §5: empty text is not sent). */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/** The id of the chat between two cats: the same whichever of them starts it. */
export function chatIdOf(catA: string, catB: string): string {
  return [catA, catB].sort().join('_');
}

/** The cat `catId` talks to in `chat`: the other of its two cats (`catId` itself if it has none). */
export function otherCatOf(chat: Pick<ChatDoc, 'catIds'>, catId: string): string {
  return chat.catIds.find((id) => id !== catId) ?? catId;
}

/**
 * The two sides of `chat` seen from its cat `catId`: that cat's owner, the other cat and the other
 * owner (`ownerIds` is in the order of `catIds`); null when `catId` is not one of its cats.
 */
export function chatSides(
  chat: Pick<ChatDoc, 'catIds' | 'ownerIds'>,
  catId: string,
): { ownerId: string; otherCatId: string; otherOwnerId: string } | null {
  const i = chat.catIds.indexOf(catId);
  if (i < 0) return null;
  return { ownerId: chat.ownerIds[i], otherCatId: chat.catIds[1 - i], otherOwnerId: chat.ownerIds[1 - i] };
}

/** A chatting cat as the conversation list shows it: its card and its CatRep (docs/product.md §3 "each with a user"). */
export interface ChatCat extends CatCard {
  owner: UserSummary;
}

/** `chats/{chatId}` (docs/product.md §3 Chat). Written by the API only. */
export interface ChatDoc {
  /** The two cat ids, sorted (the order of `chatIdOf`). */
  catIds: string[];
  /** The owners of `catIds`, in the same order: `where('ownerIds', 'array-contains', uid)`. */
  ownerIds: string[];
  /** The cat that started the chat and the other one (docs/product.md §3 fromCat, toCat). */
  fromCatId: string;
  toCatId: string;
  /** Both cats by id. */
  cats: Record<string, ChatCat>;
  /** By cat id: the messages that cat has not read yet (docs/product.md §3 fromUnreadCount, toUnreadCount). */
  unread: Record<string, number>;
  /**
   * The owners (of `ownerIds`) whose cat has unread messages here: exactly those whose side has
   * `unread > 0`, kept in the same writes (a send adds the receiver, a read removes the reader),
   * so the API counts a CatRep's unread chats with one `array-contains` count query.
   */
  unreadOwnerIds: string[];
  /** By cat id: when that cat last read the chat (for "Seen"); null before its first read. */
  lastRead: Record<string, unknown>;
  lastMessage: { text: string; catId: string; createdAt: unknown } | null;
  createdAt: unknown;
  /** The time of the last message (or of the start): conversation lists sort on it. */
  updatedAt: unknown;
  /**
   * Set while the two owners are not connected (they disconnected, or one blocked the other):
   * both still read the history, nobody sends. Gone when they connect again.
   */
  closed?: ChatClosed | null;
}

/**
 * Why a chat is closed, and since when: its CatReps disconnected or one blocked the other (opened
 * again when they connect), or one of its cats was deleted (`removed`: for good, its messages
 * gone with it).
 */
export interface ChatClosed {
  reason: 'disconnected' | 'blocked' | 'removed';
  at: unknown;
}

/** What a closed chat says, to both owners alike (`chatErrors.removed` or `chatErrors.closed`). */
export const closedChatText = (closed: Pick<ChatClosed, 'reason'>): string =>
  closed.reason === 'removed' ? chatErrors.removed : chatErrors.closed;

/** `chats/{chatId}/messages/{messageId}` (docs/product.md §3 Chat message). Written by the API only. */
export interface ChatMessageDoc {
  /** The sending cat. */
  catId: string;
  /** Its owner. */
  userId: string;
  text: string;
  createdAt: unknown;
}

/** JSON of a chat in API answers (docs/product.md §3). */
export interface ChatJson {
  id: string;
  fromCat: ChatCat;
  toCat: ChatCat;
  fromUnreadCount: number;
  toUnreadCount: number;
  lastMessage: { text: string; catId: string; createdAt: string | null } | null;
  updatedAt: string | null;
}

/** `GET /chats/{id}/last-message`: the last message's text and time (`null` before the first). */
export type ChatLastMessageJson = { text: string; createdAt: string | null } | null;

/** JSON of a message in API answers (docs/product.md §3 Chat message: id, catId, text, createdAt). */
export interface ChatMessageJson {
  id: string;
  catId: string;
  text: string;
  createdAt: string | null;
}

/** The API's refusals of chat requests (docs/product.md §6: only connected CatReps' cats chat; §4 Cat). */
export const chatErrors = {
  notConnected: 'Only cats of connected CatReps can chat',
  /** What a closed chat says (ChatDoc.closed), to both owners alike. */
  closed: 'This chat is closed: your CatReps are no longer connected. You can still read it.',
  /** What a chat says whose other cat was deleted (ChatDoc.closed, reason `removed`). */
  removed: 'This chat is closed: this cat was removed, and its messages with it.',
  passedAway: 'Cats that have passed away cannot chat',
  sameCat: 'A cat cannot chat with itself',
  notYourCat: 'Please choose your own cat in this chat',
  badDate: 'from must be an ISO date',
} as const;
