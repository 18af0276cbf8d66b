/**
 * Operator command: `npm run backfill-gone-cats` names every cat in Catchies or being deleted on
 * its owner's profile (`goneCats`, model/src/documents.ts UserDoc; docs/architecture.md §1 "Write
 * guards"), once, after deploying the version whose CatChat judges the sender's cat by it. With the
 * emulators running it needs nothing; for a real project set GOOGLE_APPLICATION_CREDENTIALS and
 * GCLOUD_PROJECT. Safe to run while CatReps use CatRep, and again.
 */
import './local-project.js';
import { markGoneCats } from '../domain/cats/gone-cats.js';

const done = await markGoneCats({
  onPage: ({ read, marked }) => console.log(`  ${read} cats read, ${marked} profiles marked`),
});
console.log(`Backfill done: ${done.read} cats read, ${done.marked} cats named on their owners' profiles.`);
process.exit(0);
