/**
 * Runs once before the API tests: the countries list must exist (the register endpoint checks
 * country ids against it).
 */
export default async function setup() {
  // @ts-expect-error: plain .mjs module without types
  const { seedCountries } = await import('../../scripts/seed.mjs');
  await seedCountries();
}
