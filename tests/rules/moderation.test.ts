/**
 * Security rules for moderation (README "Trust and safety"):
 *
 * - `reports/`, `reportedItems/` and the `moderation/` log are read by no client at all —
 *   moderators included: they work the desk through `GET /reports`;
 * - a comment, diary entry, album photo or favorite a hold keeps back (`hidden: true`) is read by
 *   its owner alone, and the web client's queries of everyone else (`hidden == false`) leave it out;
 * - a suspended CatRep's profile, cats, album, favorites and diary are read by nobody but them.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  clientDb,
  ownerAloneGets,
  rulesMatrix,
  seedDocs,
  startFresh,
  UID,
  useRulesEnvironment,
  type Role,
} from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-moderation');

const CAT = 'cats/cat-of-owner';
const owner = { firstname: 'Olga', lastname: 'Owner', status: 1 };
const cat = { name: 'Mittens', ownerId: UID.owner, alive: true, diaryType: 1 };
const hiddenDocs = {
  [`users/${UID.owner}`]: owner,
  [CAT]: cat,
  'feeds/post-1': { type: 1, userId: UID.owner, visibility: 1, content: { message: 'Hi' } },
  'feeds/post-1/comments/held': { userId: UID.owner, content: { message: 'Held' }, hidden: true, held: true },
  'feeds/post-1/comments/shown': { userId: UID.connected, content: { message: 'Fine' }, hidden: false },
  [`${CAT}/blogs/held`]: { ownerId: UID.owner, catId: 'cat-of-owner', hidden: true, held: true },
  [`${CAT}/blogs/shown`]: { ownerId: UID.owner, catId: 'cat-of-owner', hidden: false },
  [`${CAT}/files/held`]: { ownerId: UID.owner, list: 'photo', hidden: true, held: true },
  [`${CAT}/files/shown`]: { ownerId: UID.owner, list: 'photo', hidden: false },
  [`users/${UID.owner}/favorites/held`]: { ownerId: UID.owner, hidden: true, held: true },
  [`users/${UID.owner}/favorites/shown`]: { ownerId: UID.owner, hidden: false },
};

/** A moderator: a verified CatRep with the `admin` claim. */
const moderatorDb = () =>
  clientDb(
    rules().authenticatedContext('moderator-uid', {
      email: 'moderator@test.catrep.example',
      email_verified: true,
      admin: true,
      firebase: { sign_in_provider: 'password' },
    }),
  );

for (const [name, target, data] of [
  [
    'reports/{reportId}',
    'reports/report-1',
    { item: '/feeds/post-1', reporterId: UID.stranger, status: 'open' },
  ],
  [
    'reportedItems/{itemKey}',
    'reportedItems/item-1',
    { item: '/feeds/post-1', reporterCount: 1, status: 'open' },
  ],
  ['moderation/{entryId}', 'moderation/entry-1', { moderatorId: 'moderator-uid', action: 'dismiss' }],
] as const) {
  rulesMatrix(rules, { path: name, target, data, update: { status: 'dismissed' }, allowed: {} });

  it(`${name}: a moderator reads nothing of it either`, async () => {
    await rules().clearFirestore();
    await seedDocs(rules(), { [target]: data });
    await assertFails(getDoc(doc(moderatorDb(), target)));
    await assertFails(getDocs(collection(moderatorDb(), target.split('/')[0])));
  });
}

describe('what a hold keeps back is read by its owner alone', () => {
  const gets = {
    'a comment': 'feeds/post-1/comments/held',
    'a diary entry': `${CAT}/blogs/held`,
    'a CatAlog photo': `${CAT}/files/held`,
    'a favorite': `users/${UID.owner}/favorites/held`,
  };
  ownerAloneGets(rules, gets, hiddenDocs);

  it("everyone's queries (hidden == false) show what is shown and leave out what is held", async () => {
    const dbOf = await startFresh(rules(), hiddenDocs);
    for (const role of ['guest', 'stranger', 'connected'] as Role[]) {
      const db = dbOf(role);
      for (const path of [
        'feeds/post-1/comments',
        `${CAT}/blogs`,
        `${CAT}/files`,
        `users/${UID.owner}/favorites`,
      ]) {
        const snap = await assertSucceeds(getDocs(query(collection(db, path), where('hidden', '==', false))));
        expect(
          snap.docs.map((d) => d.id),
          `${role} ${path}`,
        ).toEqual(['shown']);
        // Asking for everything is not allowed to them.
        await assertFails(getDocs(collection(db, path)));
      }
    }
  });
});

describe("a suspended CatRep's things are read by nobody but them", () => {
  const paths = [
    `users/${UID.owner}`,
    CAT,
    `${CAT}/blogs/shown`,
    `${CAT}/files/shown`,
    `users/${UID.owner}/favorites/shown`,
  ];
  ownerAloneGets(rules, paths, { ...hiddenDocs, [`users/${UID.owner}`]: { ...owner, suspended: true } });

  it('their cats are not listed to anyone else, and come back when the suspension is lifted', async () => {
    const dbOf = await startFresh(rules(), {
      ...hiddenDocs,
      [`users/${UID.owner}`]: { ...owner, suspended: true },
    });
    const stranger = dbOf('stranger');
    const myCats = () => getDocs(query(collection(stranger, 'cats'), where('ownerId', '==', UID.owner)));
    await assertFails(myCats());
    await seedDocs(rules(), { [`users/${UID.owner}`]: owner });
    expect((await assertSucceeds(myCats())).size).toBe(1);
  });
});
