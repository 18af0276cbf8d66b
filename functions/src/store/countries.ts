/**
 * Countries (docs/product.md §3 Country). Seeded into `countries/{id}` (ISO 3166-1 alpha-2 ids) and cached
 * per function instance: the list never changes at run time.
 */
import { validation, type Country } from '@catrep/model';
import { badRequest } from '../core/errors.js';
import { countries } from './collections.js';

let cache: Promise<Country[]> | null = null;

/** All countries sorted by title. An empty or failed read is not cached. */
export function allCountries(): Promise<Country[]> {
  cache ??= countries
    .get()
    .then((snap) =>
      snap.docs
        .map((d) => ({ id: d.id, title: String(d.data().title) }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    );
  cache.then(
    (list) => {
      if (list.length === 0) cache = null;
    },
    () => (cache = null),
  );
  return cache;
}

/** The country with `id`, or HttpError 400 'Country is required' (docs/product.md §5). */
export async function findCountry(id: string): Promise<Country> {
  const country = (await allCountries()).find((c) => c.id === id);
  if (!country) throw badRequest(validation.country);
  return country;
}
