/**
 * Operator command: `npm run backfill-cat-keys` gives every cat the breed and city keys the breed
 * and place lists ask for (domain/cats/match-keys.ts; README "Find cats like yours"), once, after
 * deploying the version that writes them. With the emulators running it needs nothing; for a
 * real project set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT. Safe to run while CatReps
 * edit their cats, and again.
 */
import './local-project.js';
import { backfillCatKeys } from '../domain/cats/match-keys.js';

const done = await backfillCatKeys({
  onPage: ({ read, updated }) => console.log(`  ${read} cats read, ${updated} given keys`),
});
console.log(`Backfill done: ${done.read} cats read, ${done.updated} given their breed and city keys.`);
process.exit(0);
