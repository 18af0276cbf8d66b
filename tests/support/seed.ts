/**
 * Typed access to scripts/seed.mjs (plain JavaScript): the same helpers the demo seed uses.
 */
import './env.js';

export interface SeedPerson {
  firstname: string;
  lastname: string;
  email: string;
  country?: string;
  city?: string;
  gender?: boolean;
  birthdate?: string;
}

interface SeedModule {
  createVerifiedCatRep(person: SeedPerson, password?: string): Promise<{ uid: string; token: string }>;
  demoPhoto(seed: number, kind?: 'cat' | 'person', size?: number): Promise<Buffer>;
  seedCountries(): Promise<number>;
}

// @ts-expect-error: plain .mjs module without types; SeedModule above describes what we use.
const load = (): Promise<SeedModule> => import('../../scripts/seed.mjs');

let seed: Promise<SeedModule> | null = null;
const module = () => (seed ??= load());

/** Registers a CatRep through the API, verifies the email with the Admin SDK, logs in. */
export async function createVerifiedCatRep(person: SeedPerson, password: string) {
  return (await module()).createVerifiedCatRep(person, password);
}

/** A drawn cat face or person silhouette as JPEG bytes. */
export async function demoPhoto(n: number, kind: 'cat' | 'person' = 'cat', size = 320): Promise<Buffer> {
  return (await module()).demoPhoto(n, kind, size);
}

export async function seedCountries(): Promise<number> {
  return (await module()).seedCountries();
}
