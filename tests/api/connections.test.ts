/**
 * Connections between CatReps (docs/product.md §2 /cat-reps, /cat-rep-requests, /new-cat-reps; §4 Connection
 * states; §6 guests cannot Connect; §7 relations, friends, requested, waiting, GET /users; §8
 * toasts; §9 page size 50; docs/architecture.md §2 `users/{uid}/relations/{otherUid}`):
 *
 * - POST /users/{id}/relations writes both sides (requested / waiting, each holding the other's
 *   card); requests that cross connect the two; a duplicate is 409 'Friend request waiting
 *   approvement.'; oneself 400, a missing CatRep 404, no token 401, guests and unverified 403,
 *   each writing nothing.
 * - PUT /users/{id}/relations {approved: true} connects; approving what nobody asked is 409 with
 *   the spec's approve failure text; {approved: false} or no body is 400; nothing written.
 * - GET /users/{id}/friends for anyone signed in; /requested and /waiting only one's own.
 */
import { failure, serverMessages, success } from '@catrep/model';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, get, post, put, type ApiResponse } from '../support/api.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import {
  cardOf,
  connectThroughApi,
  relation,
  relationSnapshot,
  type Card,
  type RelationBody,
} from '../support/connections.js';

describe('POST /users/{id}/relations', () => {
  let ann: Session;
  let ben: Session;
  beforeAll(async () => {
    [ann, ben] = await Promise.all([verifiedCatRep('Ann', 'Asker'), verifiedCatRep('Ben', 'Bidden')]);
  });

  it("sends a request (201 'requested') and writes both sides with the other's card", async () => {
    const res = await post<RelationBody>(`/users/${ben.uid}/relations`, {}, ann.token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ state: 'requested', message: success.friendRequestSent });

    const mine = await relation(ann.uid, ben.uid);
    expect(mine).toMatchObject({ state: 'requested', userId: ben.uid, user: cardOf(ben, 'Ben', 'Bidden') });
    expect(mine?.createdAt).toBeInstanceOf(Timestamp);
    expect(mine?.updatedAt).toBeInstanceOf(Timestamp);
    const theirs = await relation(ben.uid, ann.uid);
    expect(theirs).toMatchObject({ state: 'waiting', userId: ann.uid, user: cardOf(ann, 'Ann', 'Asker') });
  });

  it("refuses a repeated request with 409 'Friend request waiting approvement.' and changes nothing", async () => {
    const before = await relationSnapshot(ann.uid, ben.uid);
    expectError(await post(`/users/${ben.uid}/relations`, {}, ann.token), 409, {
      message: failure.friendRequestWaiting,
    });
    expect(await relationSnapshot(ann.uid, ben.uid)).toEqual(before);
    expect((await relation(ann.uid, ben.uid))?.state).toBe('requested');
  });

  it('refuses a request to oneself with 400 and writes nothing', async () => {
    const before = await relationSnapshot(ann.uid);
    expectError(await post(`/users/${ann.uid}/relations`, {}, ann.token), 400, {
      message: serverMessages.connectSelf,
    });
    expect(await relation(ann.uid, ann.uid)).toBeUndefined();
    expect(await relationSnapshot(ann.uid)).toEqual(before);
  });

  it('refuses a request to a CatRep who does not exist with 404 and writes nothing', async () => {
    const before = await relationSnapshot(ann.uid);
    expectError(await post('/users/noSuchCatRep123/relations', {}, ann.token), 404, {
      code: 'not-found',
      message: serverMessages.userNotFound,
    });
    expect(await relationSnapshot(ann.uid)).toEqual(before);
    expect(await relation('noSuchCatRep123', ann.uid)).toBeUndefined();
  });

  describe('callers who may not connect (docs/product.md §4, §6) write nothing', () => {
    let target: Session;
    let unverified: Session;
    let anonymous: string;
    beforeAll(async () => {
      [target, unverified, anonymous] = await Promise.all([
        verifiedCatRep('Tara', 'Target'),
        registerCatRep({ firstname: 'Una' }),
        anonymousGuestToken(),
      ]);
    });

    const cases: [string, () => string | null, number, string][] = [
      ['no token', () => null, 401, 'unauthenticated'],
      ['the fixed guest token', () => GUEST_TOKEN, 403, 'guest'],
      ['an anonymous guest', () => anonymous, 403, 'guest'],
      ['an unverified CatRep (status 0)', () => unverified.token, 403, 'unverified'],
    ];
    for (const [who, token, status, code] of cases) {
      it(`answers ${status} to ${who}`, async () => {
        const before = await relationSnapshot(target.uid, unverified.uid);
        const res = await post(`/users/${target.uid}/relations`, {}, token());
        expectError(res, status, { code });
        if (status === 403) expect(res.body.message).toBe(serverMessages.guest);
        expect(await relationSnapshot(target.uid, unverified.uid)).toEqual(before);
        expect(await relationSnapshot(target.uid)).toEqual({});
      });
    }
  });

  it('connects two CatReps whose requests cross (A → B, then B → A)', async () => {
    const [cleo, dave] = await Promise.all([
      verifiedCatRep('Cleo', 'Cross'),
      verifiedCatRep('Dave', 'Cross'),
    ]);
    expect((await post(`/users/${dave.uid}/relations`, {}, cleo.token)).status).toBe(201);
    const res = await post<RelationBody>(`/users/${cleo.uid}/relations`, {}, dave.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: 'connected', message: success.becameFriends });
    expect(await relation(cleo.uid, dave.uid)).toMatchObject({
      state: 'connected',
      user: cardOf(dave, 'Dave', 'Cross'),
    });
    expect(await relation(dave.uid, cleo.uid)).toMatchObject({
      state: 'connected',
      user: cardOf(cleo, 'Cleo', 'Cross'),
    });
    // Once connected, another request is a clear 409 and changes nothing.
    const before = await relationSnapshot(cleo.uid, dave.uid);
    expectError(await post(`/users/${dave.uid}/relations`, {}, cleo.token), 409, {
      message: serverMessages.alreadyConnected,
    });
    expect(await relationSnapshot(cleo.uid, dave.uid)).toEqual(before);
  });

  it('connects two CatReps whose requests are sent at the same moment', async () => {
    const [gus, hal] = await Promise.all([verifiedCatRep('Gus', 'Same'), verifiedCatRep('Hal', 'Same')]);
    const answers = await Promise.all([
      post<RelationBody>(`/users/${hal.uid}/relations`, {}, gus.token),
      post<RelationBody>(`/users/${gus.uid}/relations`, {}, hal.token),
    ]);
    expect(answers.map((a) => `${a.status} ${a.body.state}`).sort()).toEqual([
      '200 connected',
      '201 requested',
    ]);
    expect((await relation(gus.uid, hal.uid))?.state).toBe('connected');
    expect((await relation(hal.uid, gus.uid))?.state).toBe('connected');
  });
});

describe('PUT /users/{id}/relations (approve)', () => {
  let eve: Session;
  let fay: Session;
  beforeAll(async () => {
    [eve, fay] = await Promise.all([verifiedCatRep('Eve', 'Sender'), verifiedCatRep('Fay', 'Approver')]);
    expect((await post(`/users/${fay.uid}/relations`, {}, eve.token)).status).toBe(201);
  });

  const refusals: [string, () => Promise<ApiResponse>][] = [
    ['{ approved: false }', () => put(`/users/${eve.uid}/relations`, { approved: false }, fay.token)],
    ['no body', () => call('PUT', `/users/${eve.uid}/relations`, { token: fay.token })],
    ['approved as a string', () => put(`/users/${eve.uid}/relations`, { approved: 'true' }, fay.token)],
  ];
  for (const [name, send] of refusals) {
    it(`answers 400 to ${name} and writes nothing`, async () => {
      const before = await relationSnapshot(eve.uid, fay.uid);
      expectError(await send(), 400, { code: 'invalid-argument' });
      expect(await relationSnapshot(eve.uid, fay.uid)).toEqual(before);
      expect((await relation(fay.uid, eve.uid))?.state).toBe('waiting');
    });
  }

  it("refuses the sender approving their own request (409, the spec's approve failure text)", async () => {
    const before = await relationSnapshot(eve.uid, fay.uid);
    expectError(await put(`/users/${fay.uid}/relations`, { approved: true }, eve.token), 409, {
      message: failure.approve,
    });
    expect(await relationSnapshot(eve.uid, fay.uid)).toEqual(before);
  });

  it('refuses guests and unverified CatReps with 403', async () => {
    const unverified = await registerCatRep();
    const before = await relationSnapshot(eve.uid, fay.uid);
    for (const token of [GUEST_TOKEN, await anonymousGuestToken(), unverified.token]) {
      expectError(await put(`/users/${eve.uid}/relations`, { approved: true }, token), 403);
    }
    expectError(await put(`/users/${eve.uid}/relations`, { approved: true }), 401);
    expect(await relationSnapshot(eve.uid, fay.uid)).toEqual(before);
  });

  it("connects both sides when the receiver approves ('You became friends successfully.')", async () => {
    const res = await put<RelationBody>(`/users/${eve.uid}/relations`, { approved: true }, fay.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: 'connected', message: success.becameFriends });
    expect(await relation(fay.uid, eve.uid)).toMatchObject({
      state: 'connected',
      user: cardOf(eve, 'Eve', 'Sender'),
    });
    expect(await relation(eve.uid, fay.uid)).toMatchObject({
      state: 'connected',
      user: cardOf(fay, 'Fay', 'Approver'),
    });
  });

  it("refuses approving what nobody asked with the approve failure text 'Problem occured during adding blog.'", async () => {
    const gil = await verifiedCatRep('Gil', 'Unasked');
    const before = await relationSnapshot(gil.uid, fay.uid);
    const res = await put(`/users/${gil.uid}/relations`, { approved: true }, fay.token);
    expectError(res, 409, { message: 'Problem occured during adding blog.' });
    expect(await relationSnapshot(gil.uid, fay.uid)).toEqual(before);
    expect(await relation(fay.uid, gil.uid)).toBeUndefined();
    expect(await relation(gil.uid, fay.uid)).toBeUndefined();
    // Approving someone already connected is refused the same way.
    expectError(await put(`/users/${eve.uid}/relations`, { approved: true }, fay.token), 409, {
      message: failure.approve,
    });
    // Approving a CatRep who does not exist is a 404 and writes nothing.
    expectError(await put('/users/noSuchCatRep123/relations', { approved: true }, fay.token), 404);
    expect(await relation(fay.uid, 'noSuchCatRep123')).toBeUndefined();
  });
});

describe('GET /users/{id}/friends, /requested, /waiting', () => {
  let pia: Session;
  let quinn: Session;
  let rex: Session;
  let sue: Session;
  let stranger: Session;
  beforeAll(async () => {
    [pia, quinn, rex, sue, stranger] = await Promise.all([
      verifiedCatRep('Pia', 'Lists'),
      verifiedCatRep('Quinn', 'Friend'),
      verifiedCatRep('Rex', 'Requested'),
      verifiedCatRep('Sue', 'Waiting'),
      verifiedCatRep('Stan', 'Stranger'),
    ]);
    await connectThroughApi(pia, quinn);
    expect((await post(`/users/${rex.uid}/relations`, {}, pia.token)).status).toBe(201);
    expect((await post(`/users/${pia.uid}/relations`, {}, sue.token)).status).toBe(201);
  });

  it("lists a CatRep's connections to anyone signed in, guests included", async () => {
    const expected = [{ ...cardOf(quinn, 'Quinn', 'Friend'), state: 'connected' }];
    for (const token of [pia.token, stranger.token, GUEST_TOKEN, await anonymousGuestToken()]) {
      const res = await get<Card[]>(`/users/${pia.uid}/friends`, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
    }
    const back = await get<Card[]>(`/users/${quinn.uid}/friends`, stranger.token);
    expect(back.body).toEqual([{ ...cardOf(pia, 'Pia', 'Lists'), state: 'connected' }]);
    expectError(await get(`/users/${pia.uid}/friends`), 401);
  });

  it('answers an empty list for a CatRep with no connections', async () => {
    const res = await get<Card[]>(`/users/${stranger.uid}/friends`, pia.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists one’s own requests sent (requested) and received (waiting)', async () => {
    const requested = await get<Card[]>(`/users/${pia.uid}/requested`, pia.token);
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual([{ ...cardOf(rex, 'Rex', 'Requested'), state: 'requested' }]);
    const waiting = await get<Card[]>(`/users/${pia.uid}/waiting`, pia.token);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual([{ ...cardOf(sue, 'Sue', 'Waiting'), state: 'waiting' }]);
    // The other sides.
    expect((await get<Card[]>(`/users/${rex.uid}/waiting`, rex.token)).body).toEqual([
      { ...cardOf(pia, 'Pia', 'Lists'), state: 'waiting' },
    ]);
    expect((await get<Card[]>(`/users/${sue.uid}/requested`, sue.token)).body).toEqual([
      { ...cardOf(pia, 'Pia', 'Lists'), state: 'requested' },
    ]);
  });

  for (const list of ['requested', 'waiting'] as const) {
    it(`refuses someone else's /${list} (403), guests (403) and no token (401)`, async () => {
      expectError(await get(`/users/${pia.uid}/${list}`, quinn.token), 403);
      expectError(await get(`/users/${pia.uid}/${list}`, stranger.token), 403);
      expectError(await get(`/users/${pia.uid}/${list}`, GUEST_TOKEN), 403, { code: 'guest' });
      expectError(await get(`/users/${pia.uid}/${list}`, await anonymousGuestToken()), 403, {
        code: 'guest',
      });
      expectError(await get(`/users/${pia.uid}/${list}`), 401);
    });
  }

  it('moves an approved request from waiting to friends', async () => {
    const res = await put(`/users/${sue.uid}/relations`, { approved: true }, pia.token);
    expect(res.status).toBe(200);
    expect((await get<Card[]>(`/users/${pia.uid}/waiting`, pia.token)).body).toEqual([]);
    const friends = (await get<Card[]>(`/users/${pia.uid}/friends`, pia.token)).body;
    expect(friends.map((f) => f.id).sort()).toEqual([quinn.uid, sue.uid].sort());
    // Newest connection first.
    expect(friends[0].id).toBe(sue.uid);
  });
});
