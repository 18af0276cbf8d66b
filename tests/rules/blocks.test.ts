/**
 * Security rules for blocks (README "Trust and safety"): `owner` has blocked `stranger` (the
 * blocked CatRep in these tables), so every read that names the owner — the profile, a connected
 * relation, favorites, a cat, its CatAlog and its CatBlog — is refused to the stranger alone,
 * single documents and list queries pinned to the owner alike; everyone else reads as before.
 * The owner's lists of blocks and mutes and `private/hidden` are the owner's alone. Nobody writes
 * any of them. What is public in CatShare stays readable to the blocked CatRep as to anyone
 * signed in (list queries across authors cannot ask per author).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  reads,
  ROLES,
  rulesMatrix,
  startFresh,
  UID,
  useRulesEnvironment,
  type Role,
} from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-blocks');

const CAT = 'cats/cat-of-owner';
const card = {
  id: UID.stranger,
  firstname: 'Stan',
  lastname: 'Stranger',
  profilePhoto: null,
  country: null,
  city: '',
};
/** The owner blocked the stranger (as POST /users/{stranger}/blocks writes it). */
const block = { [`users/${UID.owner}/blocks/${UID.stranger}`]: { userId: UID.stranger, user: card } };
const cat = { name: 'Mittens', ownerId: UID.owner, diaryType: 1, alive: true };

/**
 * Everyone signed in reads, but the CatRep the owner blocked; a list of the whole collection is
 * the owner's (others ask for `hidden == false`, tests/rules/album.test.ts and blogs.test.ts).
 */
const allButBlocked = { guest: ['get'], unverified: ['get'], connected: ['get'], owner: reads } as const;

rulesMatrix(rules, {
  path: 'users/{uid} of a CatRep who blocked the reader',
  target: `users/${UID.owner}`,
  data: { firstname: 'Olga', lastname: 'Owner', status: 1 },
  update: { firstname: 'Changed' },
  seed: block,
  // A list of all CatReps is no query the rules can pin to one owner: nobody may ask for it.
  allowed: { guest: ['get'], unverified: ['get'], connected: ['get'], owner: ['get'] },
});

rulesMatrix(rules, {
  path: 'users/{uid}/relations/{other} (connected) of a CatRep who blocked the reader',
  target: `users/${UID.owner}/relations/friend-uid`,
  data: { state: 'connected', user: { ...card, id: 'friend-uid' } },
  update: { state: 'requested' },
  seed: block,
  allowed: { guest: ['get'], unverified: ['get'], connected: ['get'], owner: reads },
});

rulesMatrix(rules, {
  path: 'users/{uid}/favorites/{fileId} of a CatRep who blocked the reader',
  target: `users/${UID.owner}/favorites/photo-1`,
  data: { list: 'photo', title: 'Sunny', hidden: false },
  update: { title: 'Changed' },
  seed: block,
  allowed: allButBlocked,
});

rulesMatrix(rules, {
  path: 'cats/{catId} of a CatRep who blocked the reader',
  target: CAT,
  data: cat,
  update: { name: 'Renamed' },
  seed: block,
  allowed: { guest: ['get'], unverified: ['get'], connected: ['get'], owner: ['get'] },
});

rulesMatrix(rules, {
  path: 'cats/{catId}/files/{fileId} of a CatRep who blocked the reader',
  target: `${CAT}/files/photo-1`,
  data: { list: 'photo', title: 'Nap', hidden: false },
  update: { title: 'Changed' },
  seed: { ...block, [CAT]: cat },
  allowed: allButBlocked,
});

rulesMatrix(rules, {
  path: 'cats/{catId}/blogs/{blogId} (public diary) of a CatRep who blocked the reader',
  target: `${CAT}/blogs/entry-1`,
  data: {
    type: 1,
    content: { message: 'Dear diary' },
    catId: 'cat-of-owner',
    ownerId: UID.owner,
    hidden: false,
  },
  update: { 'content.message': 'Changed' },
  seed: { ...block, [CAT]: cat },
  allowed: allButBlocked,
});

for (const list of ['blocks', 'mutes']) {
  rulesMatrix(rules, {
    path: `users/{uid}/${list}/{other}`,
    target: `users/${UID.owner}/${list}/${UID.stranger}`,
    data: { userId: UID.stranger, user: card },
    update: { userId: 'someone-else' },
    allowed: { owner: reads },
  });
}

rulesMatrix(rules, {
  path: 'users/{uid}/private/hidden',
  target: `users/${UID.owner}/private/hidden`,
  data: { uids: [UID.stranger], muted: [] },
  update: { uids: [] },
  allowed: { owner: reads },
});

rulesMatrix(rules, {
  path: 'feeds/{feedId}: a public post of a CatRep who blocked the reader',
  target: 'feeds/public-post',
  data: { type: 1, userId: UID.owner, visibility: 1, content: { message: 'Hello all' } },
  update: { visibility: 2 },
  seed: block,
  // As readable to the blocked CatRep as to anyone signed in (the screens leave it out).
  allowed: { guest: ['get'], unverified: ['get'], stranger: ['get'], connected: ['get'], owner: ['get'] },
});

describe('cats listed with ownerId == a CatRep who blocked the reader (My Cats, Catchies)', () => {
  const allowed = (role: Role) => role !== 'unauthenticated' && role !== 'stranger';
  for (const role of ROLES) {
    it(`${role} list is ${allowed(role) ? 'allowed' : 'refused'}`, async () => {
      const db = (await startFresh(rules(), { ...block, [CAT]: cat }))(role);
      // The query of My Cats and Catchies (web/src/data/cats.ts).
      const pending = getDocs(
        query(
          collection(db, 'cats'),
          where('ownerId', '==', UID.owner),
          where('alive', '==', true),
          orderBy('createdAt', 'desc'),
        ),
      );
      await (allowed(role) ? assertSucceeds(pending) : assertFails(pending));
    });
  }
});

describe("relations listed with state == 'connected' of a CatRep who blocked the reader", () => {
  const allowed = (role: Role) => role !== 'unauthenticated' && role !== 'stranger';
  for (const role of ROLES) {
    it(`${role} list is ${allowed(role) ? 'allowed' : 'refused'}`, async () => {
      const dbOf = await startFresh(rules(), {
        ...block,
        [`users/${UID.owner}/relations/friend-uid`]: {
          state: 'connected',
          user: { ...card, id: 'friend-uid' },
        },
      });
      const db = dbOf(role);
      const pending = getDocs(
        query(collection(db, `users/${UID.owner}/relations`), where('state', '==', 'connected')),
      );
      await (allowed(role) ? assertSucceeds(pending) : assertFails(pending));
    });
  }
});
