/**
 * Who may do what in CatChat (docs/product.md §4 Cat states, §6 "only connected CatReps' cats … chat", a
 * CatRep starts chats and sends only as their own cat). Every chat endpoint asks these: a chat is
 * the business of its two owners only (403 for anyone else, 404 when it does not exist); a cat
 * that passed away keeps its chats to read but starts and sends nothing.
 */
import type { Transaction } from 'firebase-admin/firestore';
import {
  chatErrors,
  chatSides,
  isBeingDeleted,
  type CatDoc,
  type ChatDoc,
  type UserDoc,
} from '@catrep/model';
import { forbidden, notFound } from '../../core/errors.js';
import { docId } from '../../core/validate.js';
import { chats, relations } from '../../store/collections.js';
import { readOrNotFound } from '../../store/read.js';

/** The chat `chatId` of the caller `uid`: 404 when there is none, 403 when uid owns neither cat. */
export async function callersChat(uid: string, chatId: string | undefined) {
  const ref = chats.doc(docId(chatId));
  const chat = await readOrNotFound(ref);
  if (!chat.ownerIds.includes(uid)) throw forbidden();
  return { ref, chat };
}

/** The caller's side of `chat` as cat `catId`, and the other side: 403 unless catId is uid's cat there. */
export function sidesOf(chat: ChatDoc, uid: string, catId: string) {
  const sides = chatSides(chat, catId);
  if (!sides || sides.ownerId !== uid) throw forbidden(chatErrors.notYourCat, 'not-your-cat');
  return { catId, otherCatId: sides.otherCatId, otherOwnerId: sides.otherOwnerId };
}

/**
 * The data of a cat that may chat: it exists and is not being deleted (else 404), belongs to
 * `ownerId` when given (else 403) and is alive (else 403 'cat-passed-away').
 */
export function livingCat(cat: CatDoc | undefined, ownerId?: string): CatDoc {
  if (!cat || isBeingDeleted(cat)) throw notFound();
  if (ownerId !== undefined && cat.ownerId !== ownerId)
    throw forbidden(chatErrors.notYourCat, 'not-your-cat');
  if (!cat.alive) throw forbidden(chatErrors.passedAway, 'cat-passed-away');
  return cat;
}

/**
 * 404 when the sender's cat `catId` is being deleted, 403 'cat-passed-away' when it is in Catchies,
 * as its owner's `profile` (read in the message's own transaction) says (UserDoc.goneCats).
 */
export function senderStays(profile: UserDoc, catId: string): void {
  const gone = profile.goneCats?.[catId];
  if (gone === 'deleting') throw notFound();
  if (gone === 'passedAway') throw forbidden(chatErrors.passedAway, 'cat-passed-away');
}

/**
 * 403 'not-connected' unless the CatReps uid and otherUid are connected (docs/product.md §6), read
 * in `tx` when given (a block ends the connection in its own transaction, so it is seen too).
 */
export async function requireConnected(uid: string, otherUid: string, tx?: Transaction): Promise<void> {
  const ref = relations.of(uid).doc(otherUid);
  const state = (tx ? await tx.get(ref) : await ref.get()).data()?.state;
  if (state !== 'connected') {
    throw forbidden(chatErrors.notConnected, 'not-connected');
  }
}
