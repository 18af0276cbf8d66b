/**
 * Security rules for connections and CatMates (docs/product.md §4 Connection, §1 CatMates, §2 /cat-reps and
 * /cat-rep-requests; docs/architecture.md §2): `users/{uid}/relations/{other}` — the owner reads all of
 * theirs (requested, waiting, connected); anyone signed in reads a `connected` one (who a CatRep is
 * connected with), and may list them only with a `state == 'connected'` filter; pending ones stay
 * the owner's. `cats/{catId}/mates/{mateId}` is readable like the cat. No client writes either.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  clientDb,
  contextFor,
  reads,
  ROLES,
  useRulesEnvironment,
  rulesMatrix,
  UID,
} from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-relations');

const card = {
  id: 'friend-uid',
  firstname: 'Fred',
  lastname: 'Friend',
  profilePhoto: null,
  country: null,
  city: '',
};
const signedIn = { guest: reads, unverified: reads, stranger: reads, connected: reads } as const;

rulesMatrix(rules, {
  path: 'users/{uid}/relations/{other} (connected)',
  target: `users/${UID.owner}/relations/friend-uid`,
  data: { state: 'connected', user: card },
  update: { state: 'requested' },
  // A list of the whole collection may hold pending relations: only the owner may ask for it.
  allowed: {
    guest: ['get'],
    unverified: ['get'],
    stranger: ['get'],
    connected: ['get'],
    owner: reads,
  },
});

rulesMatrix(rules, {
  path: 'users/{uid}/relations/{other} (waiting)',
  target: `users/${UID.owner}/relations/asker-uid`,
  data: { state: 'waiting', user: { ...card, id: 'asker-uid' } },
  update: { state: 'connected' },
  allowed: { owner: reads },
});

describe("users/{uid}/relations listed with state == 'connected'", () => {
  for (const role of ROLES) {
    const allowed = role !== 'unauthenticated';
    it(`${role} list is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await rules().clearFirestore();
      await rules().withSecurityRulesDisabled(async (ctx) => {
        await setDoc(doc(clientDb(ctx), `users/${UID.owner}/relations/friend-uid`), { state: 'connected' });
        await setDoc(doc(clientDb(ctx), `users/${UID.owner}/relations/asker-uid`), { state: 'waiting' });
      });
      const db = clientDb(contextFor(rules(), role));
      const pending = getDocs(
        query(collection(db, `users/${UID.owner}/relations`), where('state', '==', 'connected')),
      );
      await (allowed ? assertSucceeds(pending) : assertFails(pending));
    });
  }
});

rulesMatrix(rules, {
  path: 'cats/{catId}/mates/{mateId}',
  target: 'cats/cat-of-owner/mates/cat-of-friend',
  data: { mate: { id: 'cat-of-friend', name: 'Tom', profilePhoto: null }, ownerId: 'friend-uid' },
  update: { mate: { id: 'cat-of-friend', name: 'Renamed' } },
  allowed: { ...signedIn, owner: reads },
});
