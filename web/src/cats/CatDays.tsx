/**
 * A cat's days on its CatID and cards (README "Care and the cat's days"): its age and life stage
 * from whatever parts of its birth date are known (model cat-days.ts), and the birthday mark it
 * wears on its birthday, by the viewer's own date. Presentational.
 */
import { ageText, catAge, isBirthday, lifeStage, todayIn, type BirthParts } from '@catrep/model';
import './cat-days.css';

/**
 * The CatID's rows of a cat's age on `today`: 'Age' and 'Life stage' (AAHA/AAFP) for a living cat,
 * 'Age at passing' for a Catchie; none when its year of birth is unknown.
 */
export function ageRows(cat: BirthParts & { deathdate: string | null }, today: string): [string, string][] {
  const age = catAge(cat, cat.deathdate ?? today);
  const text = ageText(age);
  if (!text) return [];
  if (cat.deathdate) return [['Age at passing', text]];
  const stage = lifeStage(age);
  return stage
    ? [
        ['Age', text],
        ['Life stage', stage[0]!.toUpperCase() + stage.slice(1)],
      ]
    : [['Age', text]];
}

/** The birthday mark: shown on a living cat's birthday (`today`, the viewer's date), else nothing. */
export function BirthdayMark({
  cat,
  today = todayIn(),
}: {
  cat: BirthParts & { deathdate: string | null };
  today?: string;
}) {
  if (cat.deathdate || !isBirthday(cat, today)) return null;
  return (
    <span className="birthday-mark" title="Birthday today">
      <span aria-hidden="true">🎂</span> Birthday today
    </span>
  );
}
