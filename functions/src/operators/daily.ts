/**
 * Operator command: `npm run daily -- --date 2027-03-14 [--hour 7] [--catrep <uid> …]` runs the
 * daily work (domain/daily/run.ts; README "Care and the cat's days") — care reminders, birthdays,
 * remembrance and the digest mail — for that local date for every CatRep whatever their time zone;
 * with `--hour 7`, only for those for whom it is 8:00 when it is 07:00 UTC on that date, as the
 * hourly schedule would; with `--catrep`, only for those CatReps. Each CatRep's day is done once:
 * running it again tells nothing twice. With the emulators running it needs nothing; for a real
 * project set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT, and SMTP_URL, MAIL_FROM and
 * APP_URL as the functions have them, so that the digest mails go out with the right links.
 */
import './local-project.js';
import { parseArgs } from 'node:util';
import { runDaily } from '../domain/daily/run.js';

const USAGE = 'Usage: npm run daily -- --date YYYY-MM-DD [--hour 0-23] [--catrep <uid> …]';

const { values } = parseArgs({
  options: {
    date: { type: 'string' },
    hour: { type: 'string' },
    catrep: { type: 'string', multiple: true },
  },
});
const date = values.date ?? '';
const hour = values.hour === undefined ? undefined : Number(values.hour);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
  console.error(USAGE);
  process.exit(2);
}
if (hour !== undefined && !(Number.isInteger(hour) && hour >= 0 && hour <= 23)) {
  console.error(USAGE);
  process.exit(2);
}
const done = await runDaily({ date, hourUtc: hour, among: values.catrep });
console.log(
  `Daily run for ${date}${hour === undefined ? '' : ` at ${hour}:00 UTC`}: ${done.catreps} CatReps served, ${done.notifications} notifications, ${done.digests} digest mails.`,
);
process.exit(0);
