/**
 * A moderator's `remove` (README "Trust and safety"): the reported thing goes from everywhere it is
 * stored, as its author's own delete would take it (a post with its timeline references, likes,
 * comments and photo; a diary entry with its CatShare item and photos; a comment counted off its
 * post; an album photo with its files in the media store), and a chat message with the chat's
 * last message when it was that one; a lost cat's report with its sightings and alerts, or one
 * sighting with its photo. A thing already gone is nothing to remove. Profiles and cats
 * are not removed this way: a moderator suspends their CatRep.
 */
import { safetyMessages, type ReportedKind } from '@catrep/model';
import { db } from '../../core/firebase.js';
import { removeComment, removeEntry, removePost } from '../feeds/remove.js';
import { badRequest, HttpError } from '../../core/errors.js';
import { deleteAlbumEntry } from '../media/album.js';
import { removeLostReport, removeSighting } from '../lost/removal.js';
import { catFiles, chatMessages, chats, favorites } from '../../store/collections.js';

/** Removes chat message `messageId`; the chat's last message becomes the one before it, if any. */
async function removeMessage(chatId: string, messageId: string) {
  const chat = chats.doc(chatId);
  const ref = chatMessages.of(chatId).doc(messageId);
  await db.runTransaction(async (tx) => {
    const [message, chatDoc, latest] = await Promise.all([
      tx.get(ref),
      tx.get(chat),
      tx.get(chatMessages.of(chatId).orderBy('createdAt', 'desc').limit(2)),
    ]);
    if (!message.exists) return;
    tx.delete(ref);
    if (chatDoc.exists && latest.docs[0]?.id === messageId) {
      const before = latest.docs[1]?.data();
      tx.update(chat, {
        lastMessage: before ? { text: before.text, catId: before.catId, createdAt: before.createdAt } : null,
      });
    }
  });
}

/** Runs `remove`; a 404 (already gone) counts as done. */
async function gone(remove: () => Promise<unknown>) {
  try {
    await remove();
  } catch (e) {
    if (!(e instanceof HttpError && e.status === 404)) throw e;
  }
}

/** Removes the reported thing of `kind` with `ids` from everywhere; 400 for profiles and cats. */
export async function removeReported(kind: ReportedKind, ids: string[]): Promise<void> {
  switch (kind) {
    case 'post':
      return gone(() => removePost(ids[0]));
    case 'entry':
      return gone(() => removeEntry(ids[0], ids[1]));
    case 'comment':
      return gone(() => removeComment(ids[0], ids[1]));
    case 'cat-photo':
      return gone(() => deleteAlbumEntry(catFiles.of(ids[0]).doc(ids[1])));
    case 'favorite':
      return gone(() => deleteAlbumEntry(favorites.of(ids[0]).doc(ids[1])));
    case 'message':
      return removeMessage(ids[0], ids[1]);
    case 'lost':
      return removeLostReport(ids[0]);
    case 'sighting':
      return removeSighting(ids[0], ids[1]);
    default:
      throw badRequest(safetyMessages.notRemovable, 'not-removable');
  }
}
