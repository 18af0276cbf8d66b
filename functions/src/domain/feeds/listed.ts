/**
 * A page of posts as a list answers it to its caller (GET /feeds, GET /cats/{id}/feeds): without
 * the posts of CatReps a block stands between with the caller or whom the caller muted (README
 * "Trust and safety"), each as its JSON with its counts and `isMine`.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { FeedDoc } from '@catrep/model';
import type { Viewer } from '../../core/viewer.js';
import { hiddenForViewer } from '../../store/blocks.js';
import { countsOfMany } from '../../store/counters.js';
import { feedJson } from '../serializers/feeds.js';

/** `posts` (a page, in order) as `caller`'s list shows them: hidden authors left out, counts read in one go. */
export async function listedPosts(caller: Viewer, posts: readonly QueryDocumentSnapshot<FeedDoc>[]) {
  const hidden = await hiddenForViewer(caller);
  const shown = posts.filter((d) => !hidden.uids.has(d.data().userId) && !hidden.muted.has(d.data().userId));
  const counts = await countsOfMany(shown.map((d) => d.id));
  return shown.map((d) => ({ ...feedJson(d, counts.get(d.id)), isMine: d.data().userId === caller.uid }));
}
