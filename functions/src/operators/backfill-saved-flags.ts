/**
 * Operator command: `npm run backfill-saved-flags` marks every CatRep who has saved posts with
 * `hasSaved` (model/src/safety.ts HiddenDoc; README "Find cats like yours", Saved posts), once,
 * after deploying the version whose feed asks for saves only then. With the emulators running it
 * needs nothing; for a real project set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT. Safe to
 * run while CatReps save, and again.
 */
import './local-project.js';
import { markSavers } from '../domain/feeds/saved.js';

const done = await markSavers({
  onPage: ({ read, marked }) => console.log(`  ${read} saves read, ${marked} CatReps marked`),
});
console.log(`Backfill done: ${done.read} saves read, ${done.marked} CatReps marked as having saved posts.`);
process.exit(0);
