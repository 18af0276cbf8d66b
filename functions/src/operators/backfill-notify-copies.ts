/**
 * Operator command: `npm run backfill-notify-copies` copies every CatRep's saved notification
 * switches and push into their `private/hidden` (`notify`, model/src/safety.ts HiddenDoc), once,
 * after deploying the version whose notifications are admitted by that document alone. With the
 * emulators running it needs nothing; for a real project set GOOGLE_APPLICATION_CREDENTIALS and
 * GCLOUD_PROJECT. Safe to run while CatReps use CatRep, and again.
 */
import './local-project.js';
import { copyNotifySettings } from '../domain/notifications/notify-copies.js';

const done = await copyNotifySettings({
  onPage: ({ read, copied }) => console.log(`  ${read} CatReps read, ${copied} copies written`),
});
console.log(`Backfill done: ${done.read} CatReps read, ${done.copied} notification settings copied.`);
process.exit(0);
