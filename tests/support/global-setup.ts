/**
 * Runs once before the API and browser tests: the countries list must exist (the register endpoint checks
 * country ids against it).
 */
import { seedCountries } from './seed.js';

export default async function setup() {
  await seedCountries();
}
