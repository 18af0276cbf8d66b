/**
 * Security rules for CatReps (docs/product.md §3 User, §6 Roles; docs/architecture.md §1–2): `users/{uid}`
 * (the public profile) is readable by every signed-in user, guests and unverified CatReps included, and by
 * nobody signed out; `users/{uid}/private/account` (email, birthdate) and
 * `users/{uid}/private/timeline` (the head of the 'My CatReps' timeline: the newest references,
 * model/src/timeline.ts) and the timeline's pages below it (`users/{uid}/timelinePages/{key}`) only by
 * their owner. No client may write any of them: registration and settings go through the REST API,
 * timeline heads and pages are written by the timeline trigger.
 */
import { Timestamp } from 'firebase/firestore';
import type { TimelineHeadDoc, TimelinePageDoc } from '@catrep/model';
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
  // Each read asks whether this CatRep blocked the reader (tests/rules/blocks.test.ts), so a list
  // of every profile is no query the rules can allow: the web never asks for one.
  allowed: {
    guest: ['get'],
    unverified: ['get'],
    stranger: ['get'],
    connected: ['get'],
    owner: ['get'],
  },
});

rulesMatrix(rules, {
  path: 'users/{uid}/private/account',
  target: `users/${UID.owner}/private/account`,
  data: { email: 'owner@test.catrep.example', birthdate: '1980-02-03' },
  update: { email: 'mallory@test.catrep.example' },
  allowed: { owner: reads },
});

const head: TimelineHeadDoc = {
  refs: { 'post-1': { userId: UID.connected, createdAt: Timestamp.fromMillis(1_000) } },
  size: 1,
  floor: null,
};
rulesMatrix(rules, {
  path: 'users/{uid}/private/timeline',
  target: `users/${UID.owner}/private/timeline`,
  data: { ...head },
  // Slipping someone else's post into the head, or hiding one, is a write: refused.
  update: { 'refs.post-2': { userId: UID.stranger, createdAt: Timestamp.fromMillis(2_000) }, size: 2 },
  allowed: { owner: reads },
});

const page: TimelinePageDoc = {
  key: '000000000000.500000000.post-0',
  refs: { 'post-0': { userId: UID.connected, createdAt: Timestamp.fromMillis(500) } },
  ids: ['post-0'],
  userIds: [UID.connected],
};
rulesMatrix(rules, {
  path: 'users/{uid}/timelinePages/{key}',
  target: `users/${UID.owner}/timelinePages/000000000000.500000000.post-0`,
  data: { ...page },
  // Moving a post into someone's older pages is a write: refused.
  update: { 'refs.post-3': { userId: UID.stranger, createdAt: Timestamp.fromMillis(400) } },
  allowed: { owner: reads },
});
