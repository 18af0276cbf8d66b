/**
 * Security rules for a cat being deleted (README "Trust and safety", deleting a cat): once
 * `DELETE /cats/{id}` marks it (`deleting: true`), the cat and everything below it — CatAlog,
 * CatBlog, CatMates — are refused to everyone but its owner (guests, unverified CatReps, strangers
 * and connected CatReps alike), until its cleanup deletes it. No client writes the mark, or
 * anything else of a cat. A cat without the field (every cat before this one) reads as before.
 */
import { describe, expect, it } from 'vitest';
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { reads, rulesMatrix, signedInGets, startFresh, UID, useRulesEnvironment } from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-cat-deletion');

const CAT = 'cats/cat-of-owner';
const cat = {
  name: 'Mittens',
  ownerId: UID.owner,
  owner: { id: UID.owner, firstname: 'Olga', lastname: 'Owner', profilePhoto: null },
  alive: true,
  diaryType: 1,
  deathdate: null,
  searchKeys: [],
};
const deleting = { ...cat, deleting: true };
const ownerOnly = { owner: ['get'] } as const;
const ownerReads = { owner: reads } as const;

rulesMatrix(rules, {
  path: 'cats/{catId} being deleted',
  target: CAT,
  data: deleting,
  update: { deleting: false },
  allowed: ownerOnly,
});

rulesMatrix(rules, {
  path: 'cats/{catId} with deleting: false',
  target: CAT,
  data: { ...cat, deleting: false },
  update: { deleting: true },
  allowed: signedInGets,
});

rulesMatrix(rules, {
  path: 'cats/{catId}/files/{fileId} of a cat being deleted',
  target: `${CAT}/files/photo-1`,
  data: { catId: 'cat-of-owner', ownerId: UID.owner, type: 1, list: 'photo', title: '', hidden: false },
  update: { title: 'Renamed' },
  seed: { [CAT]: deleting },
  allowed: ownerReads,
});

rulesMatrix(rules, {
  path: 'cats/{catId}/blogs/{blogId} of a cat being deleted (diary for everyone)',
  target: `${CAT}/blogs/entry-1`,
  data: { catId: 'cat-of-owner', ownerId: UID.owner, type: 1, hidden: false, files: [] },
  update: { hidden: true },
  seed: { [CAT]: deleting },
  allowed: ownerReads,
});

rulesMatrix(rules, {
  path: 'cats/{catId}/mates/{mateId} of a cat being deleted',
  target: `${CAT}/mates/cat-of-friend`,
  data: { mate: { id: 'cat-of-friend', name: 'Tom', profilePhoto: null, ownerId: 'friend-uid' } },
  update: { mate: { id: 'cat-of-friend', name: 'Renamed' } },
  seed: { [CAT]: deleting },
  allowed: ownerReads,
});

describe('a CatRep’s cat list while one of them is being deleted', () => {
  // A rule is no filter: the list query of My Cats still answers the cat being deleted (the
  // screens leave it out, data/cats.ts), and only until its cleanup deletes it moments later.
  it('still lists, for the owner and for others alike', async () => {
    const dbOf = await startFresh(rules(), { [CAT]: deleting, 'cats/other-cat': { ...cat, name: 'Tom' } });
    for (const role of ['owner', 'stranger'] as const) {
      const db = dbOf(role);
      const q = query(collection(db, 'cats'), where('ownerId', '==', UID.owner), where('alive', '==', true));
      const snap = await assertSucceeds(getDocs(q));
      expect(snap.docs.map((d) => d.id).sort()).toEqual(['cat-of-owner', 'other-cat']);
    }
  });
});
