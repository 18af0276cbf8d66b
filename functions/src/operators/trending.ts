/**
 * Operator command: `npm run trending [-- --force]` computes Trending now (domain/feeds/trending.ts;
 * README "Find cats like yours") as the 10-minute schedule does — unless the last computation is
 * younger than 10 minutes, which `--force` overrides — and prints it. With the emulators running
 * it needs nothing; for a real project set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT.
 */
import './local-project.js';
import { parseArgs } from 'node:util';
import { refreshTrending } from '../domain/feeds/trending.js';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const { trending, computed } = await refreshTrending({ force: values.force });
console.log(computed ? 'Trending computed:' : 'Trending is younger than 10 minutes (use --force):');
for (const { tag, catReps } of trending.tags) console.log(`  #${tag}  ${catReps} CatReps`);
process.exit(0);
