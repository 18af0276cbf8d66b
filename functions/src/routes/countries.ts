/**
 * Countries (docs/product.md §3 Country, §7 `GET /countries`); the list itself is store/countries.ts.
 */
import { Router } from 'express';
import { allCountries } from '../store/countries.js';

/** `GET /countries`: public, no token needed (the register form uses it). */
export const countriesRouter = Router().get('/countries', async (_req, res) => {
  res.set('Cache-Control', 'public, max-age=3600');
  res.json(await allCountries());
});
