/**
 * Trending's schedule (domain/feeds/trending.ts; README "Find cats like yours"): every 10 minutes,
 * the top hashtags of the last 24 hours are computed into `trending/current`. The Emulator Suite
 * runs no schedules: the tests and `npm run trending` call `refreshTrending` themselves.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { TRENDING_EVERY_MINUTES } from '@catrep/model';
import { refreshTrending } from '../domain/feeds/trending.js';

export const trendingEvery10Minutes = onSchedule(
  {
    schedule: `every ${TRENDING_EVERY_MINUTES} minutes`,
    timeZone: 'UTC',
    region: 'us-central1',
    memory: '512MiB',
    timeoutSeconds: 300,
    retryCount: 1,
  },
  async (event) => {
    // The instant it was scheduled for: a late run computes the window it was meant to.
    const { trending, computed } = await refreshTrending({ now: Date.parse(event.scheduleTime) });
    logger.info(
      computed
        ? `Trending: ${trending.tags.map((t) => `#${t.tag} (${t.catReps})`).join(', ') || 'no tags'}`
        : 'Trending: still fresh',
    );
  },
);
