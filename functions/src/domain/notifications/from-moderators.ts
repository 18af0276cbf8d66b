/**
 * The notifications moderators' decisions cause (README "Notifications", "Trust and safety"): a
 * CatRep whose post, comment, diary entry, photo or message a moderator removed hears so
 * ('removed'), and so does a CatRep whose suspension was lifted ('reinstated'). No actor is named:
 * the moderator stays anonymous. These kinds cannot be switched off.
 */
import type { NotifiedItem, ReportedKind } from '@catrep/model';
import { tellIfStill } from './notices.js';
import { pushNotices } from './push.js';

/** What each removable kind is called in the notification. */
const removedItem: Partial<Record<ReportedKind, NotifiedItem>> = {
  post: 'post',
  comment: 'comment',
  entry: 'diary entry',
  'cat-photo': 'photo',
  favorite: 'photo',
  message: 'message',
};

/** Stores and pushes one moderator's word to `recipient`. */
async function tell(
  recipient: string,
  kind: 'removed' | 'reinstated',
  subjectId: string,
  item?: NotifiedItem,
) {
  await pushNotices(
    await tellIfStill([{ recipient, kind, subjectId, link: '/cat-share', actor: null, item }]),
  );
}

/** Tells `authorId` a moderator removed their reported thing (`itemKey` of reportedItems). */
export function tellRemoved(authorId: string, kind: ReportedKind, itemKey: string): Promise<void> {
  return tell(authorId, 'removed', itemKey, removedItem[kind] ?? 'post');
}

/** Tells `uid` their suspension was lifted. */
export function tellReinstated(uid: string): Promise<void> {
  return tell(uid, 'reinstated', uid);
}
