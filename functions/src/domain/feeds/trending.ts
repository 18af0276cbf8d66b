/**
 * Trending (README "Find cats like yours"): the TRENDING_SIZE hashtags used by the most different
 * CatReps in the TRENDING_WINDOW_HOURS before the computation, in one document the clients read
 * (`trending/current`, and `GET /tags/trending`). No post writes a document other CatReps write:
 * each use is the CatRep's own (`tagUses/`, domain/feeds/tags.ts); this reads the uses of the
 * window once — uses whose posts all left (deleted, held back) are gone or empty — ranks them
 * with the model's `topTags` and writes the one document.
 *
 * It runs at most every TRENDING_EVERY_MINUTES: a computation younger than that is answered as it
 * is (the schedule, a retried schedule, the operator's command and the tests all call this with
 * their instant). The schedule is `trendingEvery10Minutes` (triggers/trending.ts); the operator's
 * command `npm run trending` (operators/trending.ts) may force one.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { TRENDING_EVERY_MINUTES, TRENDING_WINDOW_HOURS, topTags, type TrendingDoc } from '@catrep/model';
import { db } from '../../core/firebase.js';
import { tagUses, trendingRef } from '../../store/collections.js';

const EVERY_MS = TRENDING_EVERY_MINUTES * 60_000;
const WINDOW_MS = TRENDING_WINDOW_HOURS * 60 * 60_000;

/** Whether a computation made at `computedAt` still stands at `now`. */
const fresh = (computedAt: number | undefined, now: number) =>
  computedAt !== undefined && computedAt <= now && now - computedAt < EVERY_MS;

/**
 * Trending at `now` (ms; now when left out): the stored one when it is younger than
 * TRENDING_EVERY_MINUTES (unless `force`), else computed from the uses of the window and stored.
 * Resolves the document and whether this call computed it.
 */
export async function refreshTrending({
  now = Date.now(),
  force = false,
}: { now?: number; force?: boolean } = {}): Promise<{ trending: TrendingDoc; computed: boolean }> {
  const stored = (await trendingRef.get()).data();
  if (stored && !force && fresh(stored.computedAt, now)) return { trending: stored, computed: false };
  const since = now - WINDOW_MS;
  const snap = await tagUses
    .where('lastAt', '>=', Timestamp.fromMillis(since))
    .where('lastAt', '<=', Timestamp.fromMillis(now))
    .select('tag', 'uid', 'feedIds', 'lastAt')
    .get();
  const uses = snap.docs
    .filter((d) => (d.get('feedIds') as string[] | undefined)?.length)
    .map((d) => ({
      tag: d.get('tag') as string,
      uid: d.get('uid') as string,
      at: (d.get('lastAt') as Timestamp).toMillis(),
    }));
  const trending: TrendingDoc = {
    tags: topTags(uses, since),
    computedAt: now,
    windowHours: TRENDING_WINDOW_HOURS,
  };
  // Two at once: the one that finds a fresh computation already stored leaves it.
  const written = await db.runTransaction(async (tx) => {
    const current = (await tx.get(trendingRef)).data();
    if (current && !force && fresh(current.computedAt, now)) return current;
    tx.set(trendingRef, trending);
    return null;
  });
  return written ? { trending: written, computed: false } : { trending, computed: true };
}

/** Trending as last computed (nothing yet: no tags). */
export async function currentTrending(): Promise<TrendingDoc> {
  return (await trendingRef.get()).data() ?? { tags: [], computedAt: 0, windowHours: TRENDING_WINDOW_HOURS };
}
