/**
 * CatChat conversations (docs/product.md §1 CatChat, §3 Chat, §4 Chat, §6, §7 Chats):
 *
 *   POST /chats { fromCat{id}, toCat{id} }    starts the chat of two cats: 201, or 200 with the
 *                                             chat they already have (one chat per pair)
 *   GET  /chats?catId={catId}[&unread=true]   the chats of one of the caller's cats, newest first
 *   GET  /chats?userId={uid}[&unread=true]    the caller's chats (with unread messages on their
 *                                             side when unread=true), newest first
 *   GET  /chats/{id}/last-message             { text, createdAt } of the last message; null before
 *   POST /chats/{id}/read { id }              the viewing cat `id` has read the chat: its side's
 *                                             unread count becomes 0 and its lastRead now
 *
 * Only verified CatReps chat; a chat is its two owners' alone. The web client reads chats live
 * (`where('ownerIds', 'array-contains', uid)` by `updatedAt`); messages are in messages.ts.
 */
import { Router } from 'express';
import { chatErrors, readChatRequest, startChatRequest } from '@catrep/model';
import { z } from 'zod';
import { requireVerified } from '../../http/caller.js';
import { badRequest, forbidden } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { chatJson, chatJsonOf, lastMessageJson } from '../../domain/serializers/chats.js';
import { chats } from '../../store/collections.js';
import { callersChat } from '../../domain/chats/access.js';
import { markRead, startChat } from '../../domain/chats/conversations.js';
import { ownCat, written } from '../../store/read.js';

export const chatsRouter = Router();

/**
 * POST /chats: the caller's living cat `fromCat` starts a chat with `toCat`, a living cat of a
 * connected CatRep (domain/chats/conversations.ts): 201, or 200 with the chat they already have.
 */
chatsRouter.post('/chats', async (req, res) => {
  const { uid } = requireVerified(req);
  const { fromCat, toCat } = parse(startChatRequest, req.body);
  if (fromCat.id === toCat.id) throw badRequest(chatErrors.sameCat, 'same-cat');
  const { id, created } = await startChat(uid, docId(fromCat.id), docId(toCat.id));
  res.status(created ? 201 : 200).json(chatJson(await written(chats.doc(id))));
});

const listQuery = z
  .object({
    catId: z.string().min(1).max(128).optional(),
    userId: z.string().min(1).max(128).optional(),
    unread: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => q.catId !== undefined || q.userId !== undefined, { error: 'catId or userId is required' });

/** GET /chats?catId= | ?userId=[&unread=true]: the caller's chats, the most recent first. */
chatsRouter.get('/chats', async (req, res) => {
  const { uid } = requireVerified(req);
  const q = parse(listQuery, req.query);
  const unread = q.unread === 'true';
  if (q.catId !== undefined) {
    const catId = q.catId;
    await ownCat(uid, docId(catId), { message: chatErrors.notYourCat, code: 'not-your-cat' });
    const snap = await chats.where('catIds', 'array-contains', catId).orderBy('updatedAt', 'desc').get();
    const list = unread ? snap.docs.filter((d) => (d.data().unread[catId] ?? 0) > 0) : snap.docs;
    res.json(list.map(chatJson));
    return;
  }
  if (q.userId !== uid) throw forbidden();
  const field = unread ? 'unreadOwnerIds' : 'ownerIds';
  const snap = await chats.where(field, 'array-contains', uid).orderBy('updatedAt', 'desc').get();
  res.json(snap.docs.map(chatJson));
});

/** GET /chats/{id}/last-message: `{ text, createdAt }` of the last message, `null` when none yet. */
chatsRouter.get('/chats/:id/last-message', async (req, res) => {
  const { uid } = requireVerified(req);
  const { chat } = await callersChat(uid, req.params.id);
  res.json(lastMessageJson(chat));
});

/**
 * POST /chats/{id}/read { id }: the caller's cat `id` has read the chat (docs/product.md §4 Chat): its unread
 * count becomes 0 and its lastRead the server's time ("Seen" for the other side). The other side
 * is untouched. A cat that passed away may still read. Answers the chat.
 */
chatsRouter.post('/chats/:id/read', async (req, res) => {
  const { uid } = requireVerified(req);
  const { id } = parse(readChatRequest, req.body);
  const chatId = docId(req.params.id);
  res.json(chatJsonOf(chatId, await markRead(uid, chatId, id)));
});
