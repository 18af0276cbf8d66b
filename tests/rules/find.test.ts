/**
 * Security rules of what helps find and keep (README "Find cats like yours"): a CatRep's saved
 * posts (`users/{uid}/saved/{feedId}`) are read by their owner alone — one save, the list, and the
 * web client's query of which posts on screen they saved — and written by no client; Trending
 * (`trending/current`) is read by anyone signed in and written by no client; the hashtag uses it
 * is computed from (`tagUses/`) and the tag directory of the header search (`tags/`) are the API's
 * alone. A hashtag's page (`feeds` where `tags array-contains`) is in ./catshare-queries.test.ts.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, documentId, getDocs, query, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { reads, ROLES, rulesMatrix, startFresh, UID, useRulesEnvironment } from '../support/rules.js';
import { verdict } from '../support/catshare-world.js';

const rules = useRulesEnvironment('demo-catrep-rules-find');

const save = { feedId: 'post-1', authorId: UID.stranger, createdAt: new Date() };

rulesMatrix(rules, {
  path: 'users/{uid}/saved/{feedId}',
  target: `users/${UID.owner}/saved/post-1`,
  data: save,
  update: { createdAt: new Date(0) },
  allowed: { owner: reads },
});

describe("users/{uid}/saved: the web client's query of the posts on screen", () => {
  for (const role of ROLES) {
    const allowed = role === 'owner';
    it(`${role}: where(documentId in the posts) on the owner's saves is ${verdict(allowed)}`, async () => {
      const dbOf = await startFresh(rules(), {
        [`users/${UID.owner}/saved/post-1`]: save,
        [`users/${UID.owner}/saved/post-2`]: { ...save, feedId: 'post-2' },
      });
      const saves = collection(dbOf(role), `users/${UID.owner}/saved`);
      const pending = getDocs(query(saves, where(documentId(), 'in', ['post-1', 'post-3'])));
      await (allowed ? assertSucceeds(pending) : assertFails(pending));
    });
  }
});

rulesMatrix(rules, {
  path: 'trending/current',
  target: 'trending/current',
  data: { tags: [{ tag: 'caturday', catReps: 3 }], computedAt: 1, windowHours: 24 },
  update: { tags: [] },
  allowed: {
    guest: reads,
    unverified: reads,
    stranger: reads,
    connected: reads,
    owner: reads,
  },
});

rulesMatrix(rules, {
  path: 'tagUses/{tag}_{uid}_{day}',
  target: `tagUses/caturday_${UID.owner}_2026-11-27`,
  data: { tag: 'caturday', uid: UID.owner, day: '2026-11-27', feedIds: ['post-1'], lastAt: new Date() },
  update: { feedIds: [] },
  allowed: {},
});

rulesMatrix(rules, {
  path: 'tags/{tag}',
  target: 'tags/caturday',
  data: { tag: 'caturday', createdAt: new Date() },
  update: { tag: 'dogday' },
  allowed: {},
});
