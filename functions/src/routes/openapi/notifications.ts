/**
 * The notification centre's calls in the OpenAPI document (docs/product.md §7 Notifications;
 * router functions/src/routes/notifications.ts): the list, reading, settings, web push
 * tokens and the mailed unsubscribe link.
 */
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  notificationSettingsRequest,
  pushTokenRequest,
  readNotificationsRequest,
  unsubscribeRequest,
} from '@catrep/model';
import { z } from 'zod';
import { addRoute, isoTime, messageBody, pageQuery, resource, type RouteSpec } from './registry.js';

/** A notification (`notificationJson`). */
const notification = resource(
  'Notification',
  'A notification of the centre, with its kind, actor and link.',
  {
    kind: z.string(),
    text: z.string(),
    link: z.string(),
    count: z.number().int().meta({
      description:
        'How many CatReps acted: those named and, for a like of a post liked by many, those counted beyond them (set at milestones of the like count).',
    }),
    read: z.boolean(),
    updatedAt: isoTime,
  },
);
/** The switches of each notification kind and the mail digest (`notificationSettingsOf`). */
const settings = z
  .looseObject({})
  .meta({ id: 'NotificationSettings', description: 'Which kinds notify, and how.' });

const routes: RouteSpec[] = [
  {
    method: 'get',
    path: '/notifications',
    summary: "A page of the caller's notifications, newest first.",
    doc: '§7 Notifications',
    access: 'catrep',
    query: pageQuery,
    ok: { 200: z.array(notification) },
    paged: true,
  },
  {
    method: 'post',
    path: '/notifications/read',
    summary: 'Mark some notifications (ids) or all of them read.',
    doc: '§7 Notifications',
    access: 'catrep',
    body: readNotificationsRequest,
    ok: { 200: z.object({ marked: z.number(), message: z.string() }) },
  },
  {
    method: 'get',
    path: '/users/user/notification-settings',
    summary: "The caller's notification settings.",
    doc: '§7 Notifications',
    access: 'catrep',
    ok: { 200: settings },
  },
  {
    method: 'put',
    path: '/users/user/notification-settings',
    summary: "Save the caller's notification settings.",
    doc: '§7 Notifications',
    access: 'catrep',
    body: notificationSettingsRequest,
    ok: { 200: settings },
  },
  {
    method: 'post',
    path: '/users/user/push-tokens',
    summary: "Keep a browser's web push token.",
    doc: '§7 Notifications',
    access: 'catrep',
    body: pushTokenRequest,
    ok: { 201: messageBody },
  },
  {
    method: 'delete',
    path: '/users/user/push-tokens',
    summary: "Forget a browser's web push token.",
    doc: '§7 Notifications',
    access: 'catrep',
    body: pushTokenRequest,
    ok: { 200: messageBody },
  },
  {
    method: 'post',
    path: '/notifications/unsubscribe',
    summary: 'Stop the mail digest from the mailed link (user and token in the body or the query).',
    doc: '§7 Notifications',
    access: 'public',
    body: unsubscribeRequest,
    ok: { 200: messageBody },
    errors: { 400: "The link is not valid ('bad-unsubscribe')." },
  },
];

/** Registers the notification paths. */
export function registerNotificationPaths(registry: OpenAPIRegistry): void {
  for (const route of routes) addRoute(registry, 'Notifications', route);
}
