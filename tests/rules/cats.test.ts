/**
 * Security rules for cats (docs/product.md §3 Cat, §6 Roles; docs/architecture.md §1–2): `cats/{catId}`
 * (CatID fields and the owner summary) is readable by every signed-in user, guests included, and by nobody
 * signed out; no client may create, edit or delete a cat, not even its owner (POST/PUT /cats do that).
 * A cat that does not exist reads as missing to every signed-in user (its CatID says so), and is
 * refused signed out.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { startFresh, useRulesEnvironment, rulesMatrix, UID } from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-cats');

rulesMatrix(rules, {
  path: 'cats/{catId}',
  target: 'cats/cat-of-owner',
  data: {
    name: 'Mittens',
    birthDay: 3,
    birthMonth: 5,
    birthYear: 2019,
    deathdate: null,
    gender: false,
    breed: 'Tabby',
    location: 'Sofa',
    country: null,
    city: '',
    diaryType: 2,
    profilePhoto: null,
    ownerId: UID.owner,
    owner: { id: UID.owner, firstname: 'Olga', lastname: 'Owner', profilePhoto: null },
    alive: true,
    searchKeys: ['m', 'mi'],
  },
  update: { name: 'Renamed', deathdate: '2024-01-01', alive: false },
  // Each read asks whether the cat's owner blocked the reader (tests/rules/blocks.test.ts): a
  // list must name the owner (My Cats, Catchies); a list of every cat is refused.
  allowed: { guest: ['get'], unverified: ['get'], stranger: ['get'], connected: ['get'], owner: ['get'] },
});

describe('cats/{catId} that does not exist', () => {
  it('reads as missing to every signed-in user, and is refused signed out', async () => {
    const dbOf = await startFresh(rules());
    for (const role of ['guest', 'unverified', 'stranger'] as const) {
      await assertSucceeds(getDoc(doc(dbOf(role), 'cats/no-such-cat')));
    }
    await assertFails(getDoc(doc(dbOf('unauthenticated'), 'cats/no-such-cat')));
  });
});
