/**
 * CatChat messages (docs/product.md §3 Chat message, §5 Chat, §7 Chats, §9):
 *
 *   GET  /chats/{id}/messages?index={n}[&cursor=…]   a page of CHAT_PAGE_SIZE, newest first; the
 *                                                    next page's cursor in `X-Next-Cursor`
 *   GET  /chats/{id}/messages?from={isoDate}         the messages newer than that date (at the
 *                                                    API's millisecond resolution), oldest
 *                                                    first, at most MAX_NEWER_MESSAGES
 *   POST /chats/{id}/messages { catId, text }        the caller's living cat `catId` of the chat
 *                                                    sends `text`: 201 with the message
 *
 * A message, the chat's lastMessage and updatedAt and the receiver's unread count are written in
 * one guarded transaction (domain/chats/conversations.ts). The web client reads
 * `chats/{id}/messages` live by `createdAt`.
 */
import { Router } from 'express';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { CHAT_PAGE_SIZE, chatErrors, sendMessageRequest } from '@catrep/model';
import { z } from 'zod';
import { requireVerified } from '../../http/caller.js';
import { docId, parse } from '../../core/validate.js';
import { chatMessageJson, chatMessageJsonOf } from '../../domain/serializers/chats.js';
import { chatMessages } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { callersChat } from '../../domain/chats/access.js';
import { sendMessage } from '../../domain/chats/conversations.js';

export const chatMessagesRouter = Router();

/** The most messages one `?from=` answer holds (a client that polls asks again from the last). */
const MAX_NEWER_MESSAGES = 500;

/** The times a Firestore Timestamp can hold (years 1 to 9999): anything else would be a 500. */
const TIMESTAMP_RANGE = [Date.parse('0001-01-01T00:00:00Z'), Date.parse('9999-12-31T23:59:59.999Z')];

/** `from`: an ISO date-time (offset allowed), as the Date it names. */
const fromDate = z.iso
  .datetime({ offset: true, error: chatErrors.badDate })
  .transform((s) => new Date(s))
  .refine((d) => d.getTime() >= TIMESTAMP_RANGE[0] && d.getTime() <= TIMESTAMP_RANGE[1], {
    error: chatErrors.badDate,
  });

const historyQuery = z.object({ ...pageParams, from: fromDate.optional() });

/** GET /chats/{id}/messages?index= | ?from=: a page of older messages, or the newer ones. */
chatMessagesRouter.get('/chats/:id/messages', async (req, res) => {
  const { uid } = requireVerified(req);
  const q = parse(historyQuery, req.query);
  const { ref } = await callersChat(uid, req.params.id);
  const messages = chatMessages.of(ref.id);
  if (q.from) {
    // Newer than the millisecond `from` names: the message `from` was taken from is not repeated.
    const after = Timestamp.fromMillis(q.from.getTime() + 1);
    const snap = await messages
      .where('createdAt', '>=', after)
      .orderBy('createdAt')
      .orderBy(FieldPath.documentId())
      .limit(MAX_NEWER_MESSAGES)
      .get();
    res.json(snap.docs.map(chatMessageJson));
    return;
  }
  const page = await newestFirstPage(messages, q, CHAT_PAGE_SIZE);
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(page.docs.map(chatMessageJson));
});

/**
 * POST /chats/{id}/messages { catId, text }: the caller's living cat `catId` of the chat sends
 * `text` (domain/chats/conversations.ts): 201 with the message.
 */
chatMessagesRouter.post('/chats/:id/messages', async (req, res) => {
  const { uid } = requireVerified(req);
  const { catId, text } = parse(sendMessageRequest, req.body);
  const chatId = docId(req.params.id);
  const { id, ...message } = await sendMessage(uid, chatId, catId, text);
  res.status(201).json(chatMessageJsonOf(id, message));
});
