/**
 * Notification helpers for the API tests (README "Notifications"): what is stored in a CatRep's
 * centre, a comment as the API takes it, the settings body, a notification as the API answers, and
 * web push: turning it on and what the push outbox holds.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notificationId, type NotificationDoc } from '@catrep/model';
import { db } from './admin.js';
import { post, put, type ApiBody } from './api.js';
import { DATA_DIR } from './env.js';
import type { CommentBody } from './feeds.js';

/** The push outbox (functions/src/domain/notifications/push.ts writes each push there on the emulators). */
export const PUSH_OUTBOX = join(DATA_DIR, 'push-outbox');

/** The files of the pushes to uid's browsers in the push outbox, oldest first. */
export async function pushesTo(uid: string): Promise<string[]> {
  const files = await readdir(PUSH_OUTBOX).catch(() => [] as string[]);
  return files.filter((f) => f.includes(`-${uid}-`)).sort();
}

/** A push as the outbox holds it: the message FCM would get. */
export interface PushMessage {
  tokens: string[];
  notification: { body: string };
  data: { link: string };
}

/** Each push of `files` (as `pushesTo` names them), as the outbox holds it. */
export const pushesIn = (files: string[]): Promise<PushMessage[]> =>
  Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(PUSH_OUTBOX, f), 'utf8')) as PushMessage),
  );

/** The text of each push of `files`. */
export const pushBodies = async (files: string[]): Promise<string[]> =>
  (await pushesIn(files)).map((p) => p.notification.body);

/** Turns web push on for the CatRep of `token` in browser `device` (a token of the emulators' own). */
export async function turnPushOn(token: string, device: string): Promise<void> {
  const saved = await post('/users/user/push-tokens', { token: device }, token);
  if (saved.status !== 201) throw new Error(`push token: ${saved.status} ${JSON.stringify(saved.body)}`);
  const on = await put('/users/user/notification-settings', settings({ push: true }), token);
  if (on.status !== 200) throw new Error(`push settings: ${on.status} ${JSON.stringify(on.body)}`);
}

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
