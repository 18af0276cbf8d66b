/**
 * Hashtags' shared data (README "Find cats like yours"): Trending, live from the one document the
 * functions compute every 10 minutes (`trending/current`, read by anyone signed in); a tag's posts
 * are `useTagPosts` in `./feeds`.
 */
import { useMemo } from 'react';
import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import type { TrendingDoc, TrendingTag } from '@catrep/model';
import { readConverter } from '@/lib/firestore';

const trending = (db: Firestore) =>
  doc(db, 'trending', 'current').withConverter(readConverter<TrendingDoc>());

/** Trending's tags, most CatReps first, live; [] before the first computation or while loading. */
export function useTrending(): TrendingTag[] {
  const db = useFirestore();
  const ref = useMemo(() => trending(db), [db]);
  const { data } = useFirestoreDocData(ref);
  return data?.tags ?? [];
}
