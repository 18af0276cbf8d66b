/**
 * Security rules for CatReps (SPEC §3 User, §6 Roles; DESIGN §1–2): `users/{uid}` (the public
 * profile) is readable by every signed-in user, guests and unverified CatReps included, and by
 * nobody signed out; `users/{uid}/private/account` (email, birthdate) only by its owner. No client
 * may write either: registration and settings go through the REST API.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { reads, rulesEnvironment, rulesMatrix, UID } from '../support/rules.js';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment('demo-catrep-rules-users');
});
afterAll(async () => {
  await env?.cleanup();
});

const profile = {
  firstname: 'Olga',
  lastname: 'Owner',
  gender: false,
  country: { id: 'GB', title: 'United Kingdom' },
  city: 'Leeds',
  profilePhoto: null,
  status: 1,
  searchKeys: ['o', 'ol'],
  catCount: 1,
  catchiesCount: 0,
};

rulesMatrix(() => env, {
  path: 'users/{uid}',
  target: `users/${UID.owner}`,
  data: profile,
  update: { firstname: 'Mallory', status: 1 },
  allowed: {
    guest: reads,
    unverified: reads,
    stranger: reads,
    connected: reads,
    owner: reads,
  },
});

rulesMatrix(() => env, {
  path: 'users/{uid}/private/account',
  target: `users/${UID.owner}/private/account`,
  data: { email: 'owner@test.catrep.example', birthdate: '1980-02-03' },
  update: { email: 'mallory@test.catrep.example' },
  allowed: { owner: reads },
});
