/**
 * The countries resource (docs/product.md §7 `GET /countries`): the list the register, settings and
 * cat forms offer.
 */
import { useEffect, useState } from 'react';
import type { Country } from '@catrep/model';
import { api } from '@/lib/api';

let countries: Promise<Country[]> | null = null;

/** `GET /countries`, fetched once per page load (a failed fetch is tried again next time). */
export function fetchCountries(): Promise<Country[]> {
  countries ??= api.get<Country[]>('/countries').catch((e) => {
    countries = null;
    throw e;
  });
  return countries;
}

/** The country list for selects ([] while loading or on failure). */
export function useCountries(): Country[] {
  const [list, setList] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    fetchCountries().then(
      (all) => live && setList(all),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
