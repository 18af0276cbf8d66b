/**
 * Photo posts that never got a photo (domain/feeds/unfinished.ts), removed every hour: each is
 * its author's alone and shown to nobody, so one that waited UNFINISHED_POST_MAX_AGE_HOURS is
 * left over from uploads that all failed. The Emulator Suite does not run schedules: tests call
 * `removeUnfinishedPosts` themselves.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { removeUnfinishedPosts } from '../domain/feeds/unfinished.js';

export const unfinishedPostsHourly = onSchedule(
  { schedule: 'every 60 minutes', timeZone: 'UTC', region: 'us-central1' },
  async () => {
    const removed = await removeUnfinishedPosts();
    logger.info(`Unfinished posts: ${removed} photo posts without a photo removed`);
  },
);
