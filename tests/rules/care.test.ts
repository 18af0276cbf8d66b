/**
 * Security rules for care (README "Care and the cat's days"): `cats/{catId}/care/{entryId}` is the
 * cat's owner's alone — by a single read and by the Care tab's list query alike — and refused to
 * everyone else, a connected CatRep, an unverified CatRep and a guest included, whatever the cat's
 * diary shows; `users/{uid}/private/care` (the weight unit) likewise; the list of time zones
 * (`timeZones/`) to nobody. No client writes any of them: the API does (tests/api/care.test.ts).
 */
import { Timestamp, collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import type { CareEntryDoc } from '@catrep/model';
import { reads, ROLES, rulesMatrix, startFresh, UID, useRulesEnvironment } from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-care');

const CAT = 'cats/cat-of-owner';
/** A public cat with a public diary: care stays its owner's all the same. */
const cat = { name: 'Mittens', ownerId: UID.owner, alive: true, diaryType: 1 };
const entry: CareEntryDoc = {
  kind: 'vaccination',
  date: '2025-02-01',
  vaccine: 'rabies',
  nextDue: '2026-02-01',
  catId: 'cat-of-owner',
  ownerId: UID.owner,
  series: 'vaccination:rabies',
  remindOn: ['2026-01-25', '2026-02-01', '2026-02-08'],
  createdAt: Timestamp.fromMillis(1_000),
  updatedAt: Timestamp.fromMillis(1_000),
};

rulesMatrix(rules, {
  path: 'cats/{catId}/care/{entryId}',
  target: `${CAT}/care/entry-1`,
  data: { ...entry },
  update: { grams: 1 },
  seed: { [CAT]: cat },
  allowed: { owner: reads },
});

rulesMatrix(rules, {
  path: 'users/{uid}/private/care',
  target: `users/${UID.owner}/private/care`,
  data: { weightUnit: 'lb' },
  update: { weightUnit: 'kg' },
  allowed: { owner: reads },
});

rulesMatrix(rules, {
  path: 'timeZones/{zone}',
  target: 'timeZones/Europe%2FBudapest',
  data: { zone: 'Europe/Budapest' },
  update: { zone: 'UTC' },
  allowed: {},
});

describe("the Care tab's list query (kind, newest date first)", () => {
  for (const role of ROLES) {
    const allowed = role === 'owner';
    it(`${role} is ${allowed ? 'allowed' : 'refused'}`, async () => {
      const dbOf = await startFresh(rules(), { [CAT]: cat, [`${CAT}/care/entry-1`]: entry });
      const db = dbOf(role);
      const q = query(
        collection(db, `${CAT}/care`),
        where('kind', '==', 'vaccination'),
        orderBy('date', 'desc'),
      );
      await (allowed ? assertSucceeds(getDocs(q)) : assertFails(getDocs(q)));
    });
  }
});
