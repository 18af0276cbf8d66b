/**
 * The daily digest of unread notifications (domain/notifications/digest.ts), every morning at 07:00 UTC.
 * The Emulator Suite does not run schedules: tests call `sendDigests` themselves.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sendDigests } from '../domain/notifications/digest.js';

export const notificationDigestDaily = onSchedule(
  { schedule: 'every day 07:00', timeZone: 'UTC', region: 'us-central1' },
  async () => {
    const sent = await sendDigests();
    logger.info(`Digest: ${sent.notifications} notifications for ${sent.catreps} CatReps`);
  },
);
