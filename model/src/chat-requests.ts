/**
 * CatChat's request schemas (docs/product.md §5 Chat, §7 Chats): starting a chat, sending and reading.
 */
import { z } from './zod.js';
import { MAX_CHAT_MESSAGE_LENGTH } from './chats.js';
import { requiredMessage } from './fields.js';
import { validation } from './messages.js';

const catRef = z.object({ id: z.string().min(1).max(128) }, { error: validation.required('Cat') });

/** `POST /chats` body: `{ fromCat: { id }, toCat: { id } }`. */
export const startChatRequest = z.object({ fromCat: catRef, toCat: catRef });

/**
 * The chat text: required (docs/product.md §5 "empty text is not sent"), at most MAX_CHAT_MESSAGE_LENGTH,
 * cleaned as every message is (./text.ts: NFC, no controls, bidi overrides or zero-width
 * characters), line breaks kept.
 */
export const chatText = requiredMessage('Message', MAX_CHAT_MESSAGE_LENGTH);

/** `POST /chats/{id}/messages` body: `{ catId, text }` (catId: the sending cat). */
export const sendMessageRequest = z.object({ catId: z.string().min(1).max(128), text: chatText });

/** `POST /chats/{id}/read` body: `{ id }`, the viewing cat. */
export const readChatRequest = z.object({ id: z.string().min(1).max(128) });
