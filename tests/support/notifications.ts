/**
 * Notification helpers for the API tests (README "Notifications"): what is stored in a CatRep's
 * centre, a comment as the API takes it, the settings body, and a notification as the API answers.
 */
import { notificationId, type NotificationDoc } from '@catrep/model';
import { db } from './admin.js';
import { post, type ApiBody } from './api.js';
import type { CommentBody } from './feeds.js';

/** The stored notification of `kind` about `subjectId` in uid's centre, or undefined. */
export async function notice(uid: string, kind: NotificationDoc['kind'], subjectId: string) {
  const snap = await db.doc(`users/${uid}/notifications/${notificationId(kind, subjectId)}`).get();
  return snap.data() as NotificationDoc | undefined;
}

/** Every notification id in uid's centre. */
export async function noticeIds(uid: string): Promise<string[]> {
  return (await db.collection(`users/${uid}/notifications`).get()).docs.map((d) => d.id).sort();
}

export const comment = (postId: string, message: string, token: string) =>
  post<CommentBody>(`/feeds/${postId}/comments`, { content: JSON.stringify({ message }) }, token);

/** Every settings switch on, as PUT takes them, with `changes`. */
export const settings = (changes: Record<string, unknown> = {}, kinds: Record<string, boolean> = {}) => ({
  kinds: {
    request: true,
    approved: true,
    like: true,
    comment: true,
    reply: true,
    catmates: true,
    chat: true,
    reminder: true,
    birthday: true,
    mateBirthday: true,
    remembrance: true,
    lost: true,
    ...kinds,
  },
  digest: true,
  push: false,
  ...changes,
});

export interface NotificationJson extends ApiBody {
  id: string;
  kind: string;
  text: string;
  link: string;
  count: number;
  read: boolean;
}
