/**
 * The cats a CatRep may name in "Who is in it?" from the composer (README "CatShare"): their own
 * living cats, then their Catchies (`useMyCats`, `useCatchies`), live. Empty while they load.
 */
import { useMemo } from 'react';
import { useCatchies, useMyCats } from '@/data/cats';

/** A cat the composer offers: its id and name. */
export interface CatChoice {
  id: string;
  name: string;
}

/** `uid`'s living cats and Catchies as choices, living ones first (each list newest first). */
export function useCatChoices(uid: string): CatChoice[] {
  const living = useMyCats(uid).data;
  const catchies = useCatchies(uid).data;
  return useMemo(
    () => [...(living ?? []), ...(catchies ?? [])].map((c) => ({ id: c.id, name: c.name })),
    [living, catchies],
  );
}
