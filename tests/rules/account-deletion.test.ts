/**
 * Security rules while an account is being deleted (README "Leaving CatRep"):
 *
 * - the job's to-do `accountDeletions/{uid}` is read and written by no client, its CatRep included;
 * - from the moment `DELETE /users/user` marks the profile (`deleting: true`), the CatRep's
 *   profile, cats, CatAlog, favorites and CatBlog are read by nobody but them, as a suspended
 *   CatRep's are; their cats are not listed to anyone else.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  ownerAloneGets,
  rulesMatrix,
  seedDocs,
  startFresh,
  UID,
  useRulesEnvironment,
} from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-account-deletion');

rulesMatrix(rules, {
  path: 'accountDeletions/{uid}',
  target: `accountDeletions/${UID.owner}`,
  data: { cause: 'catrep', requestedAt: new Date(0), email: 'owner@test.catrep.example' },
  update: { cause: 'operator' },
  allowed: {},
});

const CAT = 'cats/cat-of-owner';
const owner = { firstname: 'Olga', lastname: 'Owner', status: 1 };
const things = {
  [`users/${UID.owner}`]: owner,
  [CAT]: { name: 'Mittens', ownerId: UID.owner, alive: true, diaryType: 1 },
  [`${CAT}/blogs/shown`]: { ownerId: UID.owner, catId: 'cat-of-owner', hidden: false },
  [`${CAT}/files/shown`]: { ownerId: UID.owner, list: 'photo', hidden: false },
  [`users/${UID.owner}/favorites/shown`]: { ownerId: UID.owner, hidden: false },
};
const leaving = { ...things, [`users/${UID.owner}`]: { ...owner, deleting: true } };

describe("a leaving CatRep's things are read by nobody but them", () => {
  ownerAloneGets(rules, Object.keys(things), leaving);

  it('their cats are listed to nobody else; before the mark they were', async () => {
    const stranger = (await startFresh(rules(), things))('stranger');
    const theirCats = () => getDocs(query(collection(stranger, 'cats'), where('ownerId', '==', UID.owner)));
    expect((await assertSucceeds(theirCats())).size).toBe(1);
    await seedDocs(rules(), leaving);
    await assertFails(theirCats());
  });
});
