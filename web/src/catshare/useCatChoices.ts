/**
 * The cats a CatRep may name in "Who is in it?" from the composer (README "CatShare"): their own
 * living cats, then their Catchies (`useMyCats`, `useCatchies`), live; and, once they ask for
 * them, the CatMates of their living cats (`useMatesOfCats`). Empty while they load.
 */
import { useMemo, useState } from 'react';
import { useCatchies, useMatesOfCats, useMyCats } from '@/data/cats';

/** A cat the composer offers: its id and name. */
export interface CatChoice {
  id: string;
  name: string;
}

/** The CatMates "Who is in it?" offers on request: `choices` once `shown`, `show()` to ask. */
export interface MateChoices {
  shown: boolean;
  choices: CatChoice[];
  show: () => void;
}

/**
 * The CatMates of `uid`'s living cats as choices, loaded once `show()` is called (none without a
 * living cat: CatMates are between living cats).
 */
export function useMateChoices(uid: string): MateChoices | undefined {
  const [shown, setShown] = useState(false);
  const living = useMyCats(uid).data ?? [];
  const mates = useMatesOfCats(
    living.map((c) => c.id),
    shown,
  );
  const choices = useMemo(() => mates.map((m) => ({ id: m.id, name: m.name })), [mates]);
  if (living.length === 0) return undefined;
  return { shown, choices, show: () => setShown(true) };
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
