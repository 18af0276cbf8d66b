/**
 * The session call's friends and waiting (docs/product.md §3; docs/architecture.md §1 "Relation
 * lists"): `GET /users/user` answers them from the lists on the CatRep's `private/account`, which
 * registration stores built and empty and every write of a relation keeps in its own transaction — a
 * request, an approval, requests that cross, a withdrawal, a decline, an end, a block — also when
 * many land at once. An account without
 * lists gets them made from its relation documents at its first session call, also while a
 * relation changes. (Leaving CatRep takes the CatRep out of others' lists: the crawl of
 * tests/api/account-deletion.test.ts finds nothing naming them.)
 */
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { del, get, post, put } from '../support/api.js';
import { connectThroughApi } from '../support/connections.js';
import { quickCatReps } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';

interface Lists {
  friends: string[];
  waiting: string[];
}

/** `GET /users/user`'s friends and waiting for `who`. */
async function sessionLists(who: Session): Promise<Lists> {
  const res = await get<Lists>('/users/user', who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { friends: res.body.friends, waiting: res.body.waiting };
}

/** What `uid`'s relation documents say, named as the session call names it. */
async function fromDocuments(uid: string): Promise<Lists> {
  const snap = await db.collection(`users/${uid}/relations`).get();
  const ids = (state: string) =>
    snap.docs
      .filter((d) => d.get('state') === state)
      .map((d) => d.id)
      .sort();
  return { friends: ids('connected'), waiting: ids('waiting') };
}

/** The lists stored on `uid`'s account, sorted. */
async function storedLists(uid: string): Promise<Lists> {
  const ids = (await db.doc(`users/${uid}/private/account`).get()).get('relationIds') ?? {};
  return { friends: [...(ids.connected ?? [])].sort(), waiting: [...(ids.waiting ?? [])].sort() };
}

/**
 * Expects each CatRep's session lists to be `lists`, as their relation documents say and as their
 * account stores them (after the session call, which makes an account's lists when it has none).
 */
async function expectLists(...expected: [Session, Lists][]) {
  for (const [who, lists] of expected) {
    const sorted = { friends: [...lists.friends].sort(), waiting: [...lists.waiting].sort() };
    expect(await sessionLists(who)).toEqual(sorted);
    expect(await fromDocuments(who.uid)).toEqual(sorted);
    expect(await storedLists(who.uid)).toEqual(sorted);
  }
}

const none: Lists = { friends: [], waiting: [] };

describe('GET /users/user: friends and waiting follow every relation write', () => {
  let ada: Session;
  let bob: Session;
  let cy: Session;
  beforeAll(async () => {
    [ada, bob, cy] = await Promise.all([
      verifiedCatRep('Ada', 'Lists'),
      verifiedCatRep('Bob', 'Lists'),
      verifiedCatRep('Cy', 'Lists'),
    ]);
    // Registration stores the lists with the account, built and empty: what follows keeps them.
    expect((await db.doc(`users/${ada.uid}/private/account`).get()).get('relationIds')).toEqual({
      connected: [],
      waiting: [],
      built: true,
    });
    await expectLists([ada, none], [bob, none], [cy, none]);
  });

  it('a request waits on the asked side only; an approval makes both friends; an end takes both back', async () => {
    expect((await post(`/users/${bob.uid}/relations`, {}, ada.token)).status).toBe(201);
    await expectLists([ada, none], [bob, { friends: [], waiting: [ada.uid] }]);
    expect((await put(`/users/${ada.uid}/relations`, { approved: true }, bob.token)).status).toBe(200);
    await expectLists([ada, { friends: [bob.uid], waiting: [] }], [bob, { friends: [ada.uid], waiting: [] }]);
    expect((await del(`/users/${bob.uid}/relations`, ada.token)).status).toBe(200);
    await expectLists([ada, none], [bob, none]);
  });

  it('a declined and a withdrawn request leave no one waiting', async () => {
    expect((await post(`/users/${ada.uid}/relations`, {}, cy.token)).status).toBe(201);
    await expectLists([ada, { friends: [], waiting: [cy.uid] }]);
    expect((await del(`/users/${cy.uid}/relations`, ada.token)).status).toBe(200);
    await expectLists([ada, none], [cy, none]);
    expect((await post(`/users/${cy.uid}/relations`, {}, ada.token)).status).toBe(201);
    await expectLists([cy, { friends: [], waiting: [ada.uid] }]);
    expect((await del(`/users/${cy.uid}/relations`, ada.token)).status).toBe(200);
    await expectLists([ada, none], [cy, none]);
  });

  it('requests that cross connect both; a block ends it on both sides', async () => {
    const answers = await Promise.all([
      post(`/users/${cy.uid}/relations`, {}, bob.token),
      post(`/users/${bob.uid}/relations`, {}, cy.token),
    ]);
    // One asks (201); the other's request finds theirs waiting and connects the two (200).
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    await expectLists([bob, { friends: [cy.uid], waiting: [] }], [cy, { friends: [bob.uid], waiting: [] }]);
    expect((await post(`/users/${cy.uid}/blocks`, {}, bob.token)).status).toBe(201);
    await expectLists([bob, none], [cy, none]);
    expect((await del(`/users/${cy.uid}/blocks`, bob.token)).status).toBe(200);
  });
});

describe('GET /users/user: lists under simultaneous writes, and an account that has none yet', () => {
  it('twelve requests, then their approvals and session calls, all at once: the lists are the documents', async () => {
    const [hub, ...askers] = await quickCatReps(13, 'lister');
    const asked = await Promise.all(askers.map((a) => post(`/users/${hub.uid}/relations`, {}, a.token)));
    expect(asked.map((a) => a.status)).toEqual(askers.map(() => 201));
    await expectLists([hub, { friends: [], waiting: askers.map((a) => a.uid) }]);
    const [approvals] = await Promise.all([
      Promise.all(askers.map((a) => put(`/users/${a.uid}/relations`, { approved: true }, hub.token))),
      Promise.all([sessionLists(hub), sessionLists(hub), sessionLists(hub)]),
    ]);
    expect(approvals.map((a) => a.status)).toEqual(askers.map(() => 200));
    await expectLists(
      [hub, { friends: askers.map((a) => a.uid), waiting: [] }],
      ...askers.map((a): [Session, Lists] => [a, { friends: [hub.uid], waiting: [] }]),
    );
  });

  it('an account without lists gets them from its relation documents, while a request lands', async () => {
    const [eve, fay, gil, hal] = await quickCatReps(4, 'builder');
    await connectThroughApi(fay, eve);
    expect((await post(`/users/${eve.uid}/relations`, {}, gil.token)).status).toBe(201);
    // As an account from before the lists were kept: relation documents, no lists.
    const account = db.doc(`users/${eve.uid}/private/account`);
    await account.update({ relationIds: FieldValue.delete() });
    const [asked] = await Promise.all([
      post(`/users/${eve.uid}/relations`, {}, hal.token),
      sessionLists(eve),
      sessionLists(eve),
    ]);
    expect(asked.status).toBe(201);
    await expectLists([eve, { friends: [fay.uid], waiting: [gil.uid, hal.uid] }]);
    expect((await account.get()).get('relationIds.built')).toBe(true);
  });
});
