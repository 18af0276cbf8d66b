/**
 * Operator command: `npm run recount-counters` recounts every post's likes and comments into its
 * counter shards (./recount.ts; README "Counters"). With the emulators running it needs nothing;
 * for a real project set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT. Safe to run while
 * CatReps like and comment: each post is recounted in a transaction.
 */
import './local-project.js';
import { recountAllPosts } from './recount.js';

const total = await recountAllPosts({ onPage: (done) => console.log(`  ${done} posts recounted`) });
console.log(`Recounted ${total} posts.`);
