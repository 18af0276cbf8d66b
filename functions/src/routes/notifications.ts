/**
 * The notification centre over REST (README "Notifications"), for clients other than the web app
 * (which reads `users/{uid}/notifications` live under firestore.rules):
 *
 *   GET  /notifications?index=n | ?cursor=c      the caller's notifications, newest first, 20 a page
 *   POST /notifications/read { ids? }             marks those (or, without ids, all) read
 *   GET  /users/user/notification-settings        the caller's switches, digest and push
 *   PUT  /users/user/notification-settings        replaces them (every field named)
 *   POST /users/user/push-tokens { token }        this browser gets web push
 *   DELETE /users/user/push-tokens { token }      it no longer does
 *   POST /notifications/unsubscribe               the digest mail's link: { user, token } in the
 *                                                 body or the query (RFC 8058 one-click), no session
 */
import { Router } from 'express';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  NOTIFICATIONS_PAGE,
  actorCount,
  notificationMessages,
  notificationSettingsOf,
  notificationSettingsRequest,
  notificationText,
  pushTokenRequest,
  readNotificationsRequest,
  unsubscribeRequest,
  type NotificationDoc,
} from '@catrep/model';
import { z } from 'zod';
import { requireCatRep } from '../http/caller.js';
import { parse } from '../core/validate.js';
import { iso } from '../domain/serializers/time.js';
import { notifications, notificationSettingsRef } from '../store/collections.js';
import {
  markNotificationsRead,
  saveNotificationSettings,
  unsubscribeDigest,
} from '../domain/notifications/centre.js';
import { newestFirstPage, pageParams } from '../store/pages.js';
import { removePushToken, savePushToken } from '../domain/notifications/push.js';

export const notificationsRouter = Router();

/** One notification as the API answers it. */
function notificationJson(snap: QueryDocumentSnapshot<NotificationDoc>) {
  const n = snap.data();
  return {
    id: snap.id,
    kind: n.kind,
    text: notificationText(n),
    link: n.link,
    actor: n.actor ?? null,
    count: actorCount(n),
    item: n.item ?? null,
    read: n.read,
    updatedAt: iso(n.updatedAt),
  };
}

const listQuery = z.object(pageParams).strict();

notificationsRouter.get('/notifications', async (req, res) => {
  const { uid } = requireCatRep(req);
  const page = await newestFirstPage(
    notifications.of(uid),
    parse(listQuery, req.query),
    NOTIFICATIONS_PAGE,
    'updatedAt',
  );
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(page.docs.map(notificationJson));
});

notificationsRouter.post('/notifications/read', async (req, res) => {
  const { uid } = requireCatRep(req);
  const { ids } = parse(readNotificationsRequest, req.body ?? {});
  const marked = await markNotificationsRead(uid, ids);
  res.json({ marked, message: notificationMessages.markedRead });
});

notificationsRouter.get('/users/user/notification-settings', async (req, res) => {
  const { uid } = requireCatRep(req);
  res.json(notificationSettingsOf((await notificationSettingsRef(uid).get()).data()));
});

notificationsRouter.put('/users/user/notification-settings', async (req, res) => {
  const { uid } = requireCatRep(req);
  const settings = parse(notificationSettingsRequest, req.body);
  await saveNotificationSettings(uid, settings);
  res.json({ ...notificationSettingsOf(settings), message: notificationMessages.settingsSaved });
});

notificationsRouter.post('/users/user/push-tokens', async (req, res) => {
  const { uid } = requireCatRep(req);
  const { token } = parse(pushTokenRequest, req.body);
  await savePushToken(uid, token);
  res.status(201).json({ message: notificationMessages.pushTokenSaved });
});

notificationsRouter.delete('/users/user/push-tokens', async (req, res) => {
  const { uid } = requireCatRep(req);
  const { token } = parse(pushTokenRequest, req.body);
  await removePushToken(uid, token);
  res.json({ message: notificationMessages.pushTokenRemoved });
});

notificationsRouter.post('/notifications/unsubscribe', async (req, res) => {
  const body = req.body && typeof req.body === 'object' && 'user' in req.body ? req.body : req.query;
  const { user, token } = parse(unsubscribeRequest, { user: body.user, token: body.token });
  await unsubscribeDigest(user, token);
  res.json({ message: notificationMessages.unsubscribed });
});
