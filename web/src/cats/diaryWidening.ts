/**
 * Telling a CatRep plainly what widening a diary's visibility does (docs/product.md §4 Diary tab
 * visibility): visibility is one setting per cat, read at the time of reading, so a change
 * publishes every earlier entry at once. `diaryWidening` says to whom, `wideningWarning` the
 * sentence of the confirmation.
 */
import { DiaryVisibility } from '@catrep/model';

/** Who newly reads a diary whose visibility goes from `from` to `to`, or null when nobody does. */
export function diaryWidening(from: number, to: number): 'everyone' | 'connections' | null {
  if (to >= from) return null;
  return to === DiaryVisibility.everyone ? 'everyone' : 'connections';
}

const audienceText = {
  everyone: 'everyone on CatRep, guests included',
  connections: 'the CatReps you are connected with',
} as const;

/** "3 diary entries of Mimi become visible to …": the confirmation's sentence. */
export function wideningWarning(name: string, entries: number, to: 'everyone' | 'connections'): string {
  const what =
    entries === 0
      ? `${name}'s future diary entries`
      : entries === 1
        ? `1 diary entry of ${name}, and every future one,`
        : `${entries} diary entries of ${name}, and every future one,`;
  return `${what} will be visible to ${audienceText[to]}.`;
}
