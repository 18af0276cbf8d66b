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
import { FieldValue } from 'firebase-admin/firestore';
import {
  chatErrors,
  chatIdOf,
  readChatRequest,
  startChatRequest,
  type CatDoc,
  type ChatDoc,
} from '@catrep/model';
import { z } from 'zod';
import { db } from '../../core/firebase.js';
import { requireVerified } from '../../http/caller.js';
import { badRequest, forbidden } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { catCard } from '../../domain/serializers/cats.js';
import { chatJson, lastMessageJson } from '../../domain/serializers/chats.js';
import { cats, chats, users } from '../../store/collections.js';
import { tellInTransaction, type AdmittedNotice } from '../../domain/notifications/notices.js';
import { pushNotices } from '../../domain/notifications/push.js';
import { userSummary } from '../../domain/serializers/users.js';
import { callersChat, livingCat, requireConnected, sidesOf } from '../../domain/chats/access.js';
import { dataOf, ownCat } from '../../store/read.js';

export const chatsRouter = Router();

/** A new chat started by cat `fromId` with cat `toId`: nothing unread, nothing read, no message. */
function newChat(fromId: string, from: CatDoc, toId: string, to: CatDoc): ChatDoc {
  const byId = { [fromId]: from, [toId]: to };
  const catIds = [fromId, toId].sort();
  const now = FieldValue.serverTimestamp();
  return {
    catIds,
    ownerIds: catIds.map((id) => byId[id].ownerId),
    fromCatId: fromId,
    toCatId: toId,
    cats: Object.fromEntries(catIds.map((id) => [id, { ...catCard(id, byId[id]), owner: byId[id].owner }])),
    unread: { [fromId]: 0, [toId]: 0 },
    unreadOwnerIds: [],
    lastRead: { [fromId]: null, [toId]: null },
    lastMessage: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * POST /chats: the caller's living cat `fromCat` starts a chat with `toCat`, a living cat of a
 * connected CatRep. The chat id is the pair's (`chatIdOf`), so whichever cat starts, there is one
 * chat; the transaction creates it once and a second call answers the existing chat with 200.
 * A new chat tells the other owner ('chat', README "Notifications") in the same transaction.
 */
chatsRouter.post('/chats', async (req, res) => {
  const { uid } = requireVerified(req);
  const { fromCat, toCat } = parse(startChatRequest, req.body);
  if (fromCat.id === toCat.id) throw badRequest(chatErrors.sameCat, 'same-cat');
  const fromRef = cats.doc(docId(fromCat.id));
  const toRef = cats.doc(docId(toCat.id));
  const ref = chats.doc(chatIdOf(fromRef.id, toRef.id));
  let told: AdmittedNotice[] = [];
  const created = await db.runTransaction(async (tx) => {
    const [fromSnap, toSnap, chatSnap, me] = await Promise.all([
      tx.get(fromRef),
      tx.get(toRef),
      tx.get(ref),
      tx.get(users.doc(uid)),
    ]);
    const from = livingCat(fromSnap.data(), uid);
    const to = livingCat(toSnap.data());
    await requireConnected(uid, to.ownerId);
    if (chatSnap.exists) return false;
    told = await tellInTransaction(tx, [
      {
        recipient: to.ownerId,
        kind: 'chat',
        subjectId: ref.id,
        link: `/cat-chat/${toRef.id}`,
        actor: userSummary(uid, dataOf(me)),
        cats: [to.name],
        mates: [from.name],
      },
    ]);
    tx.create(ref, newChat(fromRef.id, from, toRef.id, to));
    return true;
  });
  await pushNotices(told);
  res.status(created ? 201 : 200).json(chatJson(await ref.get()));
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
  const { ref, chat } = await callersChat(uid, req.params.id);
  sidesOf(chat, uid, id);
  await ref.update({
    [`unread.${id}`]: 0,
    [`lastRead.${id}`]: FieldValue.serverTimestamp(),
    unreadOwnerIds: FieldValue.arrayRemove(uid),
  });
  res.json(chatJson(await ref.get()));
});
