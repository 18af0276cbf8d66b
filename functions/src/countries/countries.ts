/**
 * Countries (SPEC §3 Country, §7 `GET /countries`). Seeded into `countries/{id}` (ISO 3166-1
 * alpha-2 ids) and cached per function instance: the list never changes at run time.
 */
import { Router } from 'express';
import type { Country } from '@catrep/model';
import { validation } from '@catrep/model';
import { db } from '../firebase.js';
import { badRequest } from '../http/errors.js';

let cache: Promise<Country[]> | null = null;

/** All countries sorted by title. */
export function allCountries(): Promise<Country[]> {
  cache ??= db
    .collection('countries')
    .get()
    .then((snap) =>
      snap.docs
        .map((d) => ({ id: d.id, title: String(d.get('title')) }))
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

/** The country with `id`, or HttpError 400 'Country is required'. */
export async function findCountry(id: string): Promise<Country> {
  const country = (await allCountries()).find((c) => c.id === id);
  if (!country) throw badRequest(validation.country);
  return country;
}

/** `GET /countries`: public, no token needed (the register form uses it). */
export const countriesRouter = Router().get('/countries', async (_req, res) => {
  res.set('Cache-Control', 'public, max-age=3600');
  res.json(await allCountries());
});
