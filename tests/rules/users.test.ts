/**
 * Security rules for CatReps (SPEC §3 User, §6 Roles; DESIGN §1–2): `users/{uid}` (the public
 * profile) is readable by every signed-in user, guests and unverified CatReps included, and by
 * nobody signed out; `users/{uid}/private/account` (email, birthdate) only by its owner. No client
 * may write either: registration and settings go through the REST API.
 */
import { reads, useRulesEnvironment, rulesMatrix, UID } from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-users');

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

rulesMatrix(rules, {
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

rulesMatrix(rules, {
  path: 'users/{uid}/private/account',
  target: `users/${UID.owner}/private/account`,
  data: { email: 'owner@test.catrep.example', birthdate: '1980-02-03' },
  update: { email: 'mallory@test.catrep.example' },
  allowed: { owner: reads },
});
