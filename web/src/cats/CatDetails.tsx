/**
 * The CatID fields (docs/product.md §2 /cat): name, date of birth in its partial forms, the age and
 * life stage it gives (README "Care and the cat's days"), gender, place of birth (country, city),
 * location, breed and date of death (DD/MM/YYYY). The breed leads to its page (`/breeds/{key}`)
 * and the place to its own (`/places/{countryId}/{city}`): the cats like this one (README "Find
 * cats like yours"). Presentational.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDate, formatPartialDate, matchKey, todayIn, type CatDoc } from '@catrep/model';
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

/** The page of the cats of `cat`'s place: its country and, when known, its city. */
export function placePath(cat: Pick<CatDoc, 'country' | 'city'>): string | null {
  if (!cat.country) return null;
  const city = matchKey(cat.city ?? '');
  return `/places/${cat.country.id}${city ? `/${encodeURIComponent(city)}` : ''}`;
}

/** The page of the cats of a breed (`/breeds/{key}`), or null for no breed. */
export function breedPath(breed: string): string | null {
  const key = matchKey(breed); // the breed's key (model `breedKey`), without the breed list
  return key ? `/breeds/${encodeURIComponent(key)}` : null;
}

/** `text` linking to `to` when both are there. */
const linked = (text: string, to: string | null): ReactNode =>
  text && to ? (
    <Link className="details-link" to={to}>
      {text}
    </Link>
  ) : (
    text
  );

/** The fields of `cat`; its age counts to `today` (the viewer's date unless told). */
export function CatDetails({ cat, today = todayIn() }: { cat: CatFields; today?: string }) {
  const rows: [string, ReactNode][] = [
    ['Name', cat.name],
    ['Date of birth', formatPartialDate(cat.birthDay, cat.birthMonth, cat.birthYear)],
    ...ageRows(cat, today),
    ['Gender', cat.gender ? 'Male' : 'Female'],
    ['Place of birth', linked(placeText(cat.country, cat.city), placePath(cat))],
    ['Location', cat.location],
    ['Breed', linked(cat.breed, breedPath(cat.breed))],
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
