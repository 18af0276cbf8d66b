/**
 * Starting a CatChat and sending in it (docs/product.md §1 CatChat, §4 Chat, §6, §7 Chats), each
 * one guarded transaction (domain/guard.ts) that reads, in it, the caller's living cat, the other
 * cat and the connection of the two owners (a block ends it in its own transaction, so none slips
 * past).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  chatIdOf,
  closedChatText,
  isBeingDeleted,
  type CatDoc,
  type ChatDoc,
  type ChatMessageDoc,
} from '@catrep/model';
import { forbidden, notFound } from '../../core/errors.js';
import { cats, chatMessages, chats } from '../../store/collections.js';
import { guarded } from '../guard.js';
import { tellInTransaction } from '../notifications/notices.js';
import { pushNotices } from '../notifications/push.js';
import { catCard } from '../serializers/cats.js';
import { userSummary } from '../serializers/users.js';
import { callersChat, livingCat, requireConnected, senderStays, sidesOf } from './access.js';

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
 * `uid`'s living cat `fromId` starts a chat with `toId`, a living cat of a connected CatRep. The
 * chat id is the pair's (`chatIdOf`), so whichever cat starts, there is one chat; it is created
 * once. A new chat tells the other owner ('chat', README "Notifications") in the same
 * transaction. Resolves the chat's id and whether it is new. 404/403 as `livingCat` and
 * `requireConnected` say; the guard's refusals.
 */
export async function startChat(uid: string, fromId: string, toId: string) {
  const fromRef = cats.doc(fromId);
  const toRef = cats.doc(toId);
  const ref = chats.doc(chatIdOf(fromId, toId));
  const { created, told } = await guarded(uid, async ({ tx, profile }) => {
    const [fromSnap, toSnap, chatSnap] = await Promise.all([tx.get(fromRef), tx.get(toRef), tx.get(ref)]);
    const from = livingCat(fromSnap.data(), uid);
    const to = livingCat(toSnap.data());
    await requireConnected(uid, to.ownerId, tx);
    if (chatSnap.exists) return { created: false, told: [] };
    const told = await tellInTransaction(tx, [
      {
        recipient: to.ownerId,
        kind: 'chat',
        subjectId: ref.id,
        link: `/cat-chat/${toRef.id}`,
        actor: userSummary(uid, profile),
        cats: [to.name],
        mates: [from.name],
      },
    ]);
    tx.create(ref, newChat(fromRef.id, from, toRef.id, to));
    return { created: true, told };
  });
  await pushNotices(told);
  return { id: ref.id, created };
}

/**
 * `uid`'s cat `catId` of chat `chatId` sends `text`: `catId` must be the caller's own cat in this
 * chat (403 'not-your-cat'; 404 without the chat, 403 for a chat not theirs), still there and
 * alive (404, 403 'cat-passed-away'), the other cat still there (404) and the two owners still
 * connected (403 'not-connected'; a closed chat 403 'chat-closed'). The message, the chat's
 * lastMessage and updatedAt, the other side's unread count (an increment, exact under concurrent
 * senders) and unreadOwnerIds are written in one guarded transaction that does not read the chat
 * itself, so two cats chatting at once never queue on it. It reads the caller's profile (the
 * guard), the other cat and the connection. The caller's own cat is judged by the profile's
 * `goneCats`, which its passing away and its deletion write in their own transactions
 * (domain/cats/cats.ts); the chat is read (outside the transaction) only after the profile, so
 * once a deleted cat's name has left `goneCats` (domain/cats/deletion.ts, after closing its
 * chats) the closed chat is what this sees. The message's time, the chat's lastMessage time and
 * updatedAt are the commit's timestamp: two sends in one chat both write the chat, so they commit
 * one after the other, and the message the chat keeps as its last is always the newest (a clock
 * read in each attempt ordered two simultaneous messages the other way now and then). Resolves the
 * message as stored, read back after the commit for its time (a client asks for what is newer than
 * it: `GET /chats/{id}/messages?from=`).
 */
export async function sendMessage(
  uid: string,
  chatId: string,
  catId: string,
  text: string,
): Promise<ChatMessageDoc & { id: string; createdAt: Timestamp }> {
  const sent = await guarded(uid, async ({ tx, profile }) => {
    const { ref, chat } = await callersChat(uid, chatId);
    const side = sidesOf(chat, uid, catId);
    if (chat.closed) throw forbidden(closedChatText(chat.closed), 'chat-closed');
    senderStays(profile, catId);
    // The other cat: nothing is sent to a cat being deleted before its chats close.
    const [other] = await Promise.all([
      tx.get(cats.doc(side.otherCatId)),
      requireConnected(uid, side.otherOwnerId, tx),
    ]);
    const otherCat = other.data();
    if (!otherCat || isBeingDeleted(otherCat)) throw notFound();
    const committed = FieldValue.serverTimestamp();
    const messageRef = chatMessages.of(ref.id).doc();
    tx.create(messageRef, { catId, userId: uid, text, createdAt: committed });
    tx.update(ref, {
      lastMessage: { text, catId, createdAt: committed },
      updatedAt: committed,
      [`unread.${side.otherCatId}`]: FieldValue.increment(1),
      unreadOwnerIds: FieldValue.arrayUnion(side.otherOwnerId),
    });
    return messageRef;
  });
  const at = (await sent.get()).get('createdAt') as unknown;
  return {
    id: sent.id,
    catId,
    userId: uid,
    text,
    createdAt: at instanceof Timestamp ? at : Timestamp.now(),
  };
}

/**
 * `uid`'s cat `catId` has read chat `chatId`: its unread count becomes 0 and its lastRead the
 * server's time. A cat that passed away may still read. The guard's refusals. Resolves the chat as
 * it is after (the chat read before, with what this wrote).
 */
export async function markRead(uid: string, chatId: string, catId: string): Promise<ChatDoc> {
  const { ref, chat } = await callersChat(uid, chatId);
  sidesOf(chat, uid, catId);
  const now = await guarded(uid, async ({ tx }) => {
    const at = Timestamp.now();
    tx.update(ref, {
      [`unread.${catId}`]: 0,
      [`lastRead.${catId}`]: at,
      unreadOwnerIds: FieldValue.arrayRemove(uid),
    });
    return at;
  });
  return {
    ...chat,
    unread: { ...chat.unread, [catId]: 0 },
    lastRead: { ...chat.lastRead, [catId]: now },
    unreadOwnerIds: chat.unreadOwnerIds.filter((id) => id !== uid),
  };
}
