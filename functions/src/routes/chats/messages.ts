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
 * A message, the chat's lastMessage and updatedAt and the receiver's unread count (an increment,
 * exact under concurrent senders) are written in one batch. The web client reads
 * `chats/{id}/messages` live by `createdAt`.
 */
import { Router } from 'express';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  CHAT_PAGE_SIZE,
  chatErrors,
  closedChatText,
  isBeingDeleted,
  sendMessageRequest,
  type ChatMessageDoc,
} from '@catrep/model';
import { z } from 'zod';
import { db } from '../../core/firebase.js';
import { requireVerified } from '../../http/caller.js';
import { forbidden, notFound } from '../../core/errors.js';
import { parse } from '../../core/validate.js';
import { chatMessageJson } from '../../domain/serializers/chats.js';
import { cats, chatMessages } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';
import { callersChat, livingCat, requireConnected, sidesOf } from '../../domain/chats/access.js';

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
 * POST /chats/{id}/messages { catId, text }: `catId` must be the caller's own living cat in this
 * chat and the two owners still connected (a closed chat answers 403 'chat-closed'). One batch writes the message and the chat's
 * lastMessage, updatedAt, and the other side's unread count (+1) and unreadOwnerIds.
 */
chatMessagesRouter.post('/chats/:id/messages', async (req, res) => {
  const { uid } = requireVerified(req);
  const { catId, text } = parse(sendMessageRequest, req.body);
  const { ref, chat } = await callersChat(uid, req.params.id);
  const side = sidesOf(chat, uid, catId);
  if (chat.closed) throw forbidden(closedChatText(chat.closed), 'chat-closed');
  // Both cats: nothing is sent to a cat being deleted before its chats close.
  const [cat, other] = await Promise.all([
    cats.doc(catId).get(),
    cats.doc(side.otherCatId).get(),
    requireConnected(uid, side.otherOwnerId),
  ]);
  livingCat(cat.data(), uid);
  const otherCat = other.data();
  if (!otherCat || isBeingDeleted(otherCat)) throw notFound();
  const messageRef = chatMessages.of(ref.id).doc();
  const now = FieldValue.serverTimestamp();
  const message: ChatMessageDoc = { catId, userId: uid, text, createdAt: now };
  await db
    .batch()
    .create(messageRef, message)
    .update(ref, {
      lastMessage: { text, catId, createdAt: now },
      updatedAt: now,
      [`unread.${side.otherCatId}`]: FieldValue.increment(1),
      unreadOwnerIds: FieldValue.arrayUnion(side.otherOwnerId),
    })
    .commit();
  res.status(201).json(chatMessageJson(await messageRef.get()));
});
