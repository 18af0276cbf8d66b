/**
 * The daily run's schedule (domain/daily/run.ts; docs/architecture.md §9): every hour on the hour
 * (UTC), the CatReps for whom that hour is 8:00 where they live get their day — care reminders,
 * birthdays, remembrance and the digest mail. The work is idempotent per CatRep and day, so a
 * retried or repeated run tells nothing twice. The Emulator Suite runs no schedules: the tests
 * and `npm run daily` call `runDaily` with the day themselves.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runDaily } from '../domain/daily/run.js';

export const dailyHourly = onSchedule(
  {
    schedule: '0 * * * *',
    timeZone: 'UTC',
    region: 'us-central1',
    memory: '512MiB',
    timeoutSeconds: 1800,
    retryCount: 3,
  },
  async (event) => {
    // The hour it was scheduled for, not when it started: a late or retried run serves that hour.
    const at = new Date(event.scheduleTime);
    const date = at.toISOString().slice(0, 10);
    const done = await runDaily({ date, hourUtc: at.getUTCHours() });
    logger.info(
      `Daily run ${date} ${at.getUTCHours()}:00 UTC: ${done.catreps} CatReps, ${done.notifications} notifications, ${done.digests} digests`,
    );
  },
);
