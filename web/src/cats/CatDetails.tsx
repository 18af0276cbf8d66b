/**
 * The CatID fields (docs/product.md §2 /cat): name, date of birth in its partial forms, the age and
 * life stage it gives (README "Care and the cat's days"), gender, place of birth (country, city),
 * location, breed and date of death (DD/MM/YYYY). Presentational.
 */
import { formatIsoDate, formatPartialDate, todayIn, type CatDoc } from '@catrep/model';
import { ageRows } from './CatDays';

type CatFields = Pick<
  CatDoc,
  | 'name'
  | 'birthDay'
  | 'birthMonth'
  | 'birthYear'
  | 'gender'
  | 'country'
  | 'city'
  | 'location'
  | 'breed'
  | 'deathdate'
>;

/** 'Country, City', either part optional. */
export function placeText(country: { title: string } | null | undefined, city: string | null | undefined) {
  return [country?.title, city].filter(Boolean).join(', ');
}

/** The fields of `cat`; its age counts to `today` (the viewer's date unless told). */
export function CatDetails({ cat, today = todayIn() }: { cat: CatFields; today?: string }) {
  const rows: [string, string][] = [
    ['Name', cat.name],
    ['Date of birth', formatPartialDate(cat.birthDay, cat.birthMonth, cat.birthYear)],
    ...ageRows(cat, today),
    ['Gender', cat.gender ? 'Male' : 'Female'],
    ['Place of birth', placeText(cat.country, cat.city)],
    ['Location', cat.location],
    ['Breed', cat.breed],
  ];
  if (cat.deathdate) rows.push(['Date of death', formatIsoDate(cat.deathdate)]);
  return (
    <dl className="details">
      {rows.map(([term, value]) => (
        <div key={term} className="details-row">
          <dt>{term}</dt>
          <dd>{value || <span className="muted">Not given</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
