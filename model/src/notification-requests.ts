/**
 * The request schemas of notifications (README "Notifications"), apart from notifications.ts so
 * that the bell and the centre do not load zod.
 */
import { z } from './zod.js';
import { MAX_READ_IDS, SWITCHABLE_KINDS } from './notifications.js';

/** `POST /notifications/read`: the ids shown (at most 100), or none for all of them. */
export const readNotificationsRequest = z
  .object({
    ids: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,160}$/, { error: 'Not a notification id' }), {
        error: 'ids must be a list of notification ids',
      })
      .min(1, { error: 'ids must name at least one notification' })
      .max(MAX_READ_IDS, { error: `At most ${MAX_READ_IDS} notifications at once` })
      .optional(),
  })
  .strict();
export type ReadNotificationsRequest = z.output<typeof readNotificationsRequest>;

/** `PUT /users/user/notification-settings`: every switch, the digest and push. */
export const notificationSettingsRequest = z
  .object({
    kinds: z
      .object(
        Object.fromEntries(
          SWITCHABLE_KINDS.map((kind) => [kind, z.boolean({ error: `${kind} must be true or false` })]),
        ) as Record<(typeof SWITCHABLE_KINDS)[number], z.ZodBoolean>,
        { error: 'kinds must name every kind of notification' },
      )
      .strict(),
    digest: z.boolean({ error: 'digest must be true or false' }),
    push: z.boolean({ error: 'push must be true or false' }),
  })
  .strict();
export type NotificationSettingsRequest = z.output<typeof notificationSettingsRequest>;

/** `POST /notifications/unsubscribe`: the digest mail's link, which works without signing in. */
export const unsubscribeRequest = z
  .object({
    user: z.string().regex(/^[A-Za-z0-9]{1,128}$/, { error: 'This unsubscribe link is not valid' }),
    token: z.string().regex(/^[a-f0-9]{64}$/, { error: 'This unsubscribe link is not valid' }),
  })
  .strict();

/** `POST` and `DELETE /users/user/push-tokens`: one device's web push token. */
export const pushTokenRequest = z
  .object({
    token: z
      .string({ error: 'token is required' })
      .min(1, { error: 'token is required' })
      .max(4096, { error: 'token is too long' }),
  })
  .strict();
