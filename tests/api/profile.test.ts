/**
 * Profiles (docs/product.md §3 User, §6 own profile, §7 Users; §5 Settings): GET /users/{id} with isMe and
 * isFriend for CatReps and guests; PUT /users/{id} with settings (first name, last name, country,
 * city, copied into the owner summary of each cat) or with a new password and the current one. Someone else's
 * profile is 403, no token 401, the guest 403 'guest'; invalid bodies 400 with docs/product.md §5 wording
 * and nothing changed.
 */
import { leavingMessages, serverMessages, success, validation } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, db } from '../support/admin.js';
import { expectError, get, post, put } from '../support/api.js';
import { connectThroughApi } from '../support/connections.js';
import { updateWhereStill } from '../../functions/src/core/batches.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';

const settings = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Renata',
  lastname: 'Renamed',
  country: { id: 'HU' },
  city: 'Szeged',
  ...overrides,
});

describe('GET /users/{id}', () => {
  let owner: Session;
  let friend: Session;
  let stranger: Session;
  beforeAll(async () => {
    [owner, friend, stranger] = await Promise.all([
      verifiedCatRep('Olga', 'Owner'),
      verifiedCatRep('Fred', 'Friend'),
      registerCatRep({ firstname: 'Stan' }),
    ]);
    await connect(owner.uid, friend.uid);
  });

  it('answers the owner with isMe true and no private fields', async () => {
    const res = await get(`/users/${owner.uid}`, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: owner.uid,
      firstname: 'Olga',
      lastname: 'Owner',
      country: { id: 'GB' },
      status: 1,
      isMe: true,
      isFriend: false,
    });
    expect(res.body).not.toHaveProperty('email');
    expect(res.body).not.toHaveProperty('birthdate');
    expect(res.body).not.toHaveProperty('searchKeys');
  });

  it('answers a connected CatRep with isFriend true', async () => {
    const res = await get(`/users/${owner.uid}`, friend.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.uid, isMe: false, isFriend: true });
  });

  it('answers an unconnected (unverified) CatRep with isFriend false', async () => {
    const res = await get(`/users/${owner.uid}`, stranger.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isMe: false, isFriend: false });
  });

  it('answers the fixed guest token', async () => {
    const res = await get(`/users/${owner.uid}`, GUEST_TOKEN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.uid, isMe: false, isFriend: false });
  });

  it('answers an anonymous guest', async () => {
    const res = await get(`/users/${owner.uid}`, await anonymousGuestToken());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.uid, isMe: false, isFriend: false });
  });

  it('answers 401 without a token', async () => {
    expectError(await get(`/users/${owner.uid}`), 401, { code: 'unauthenticated' });
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await get('/users/no-such-user', owner.token), 404);
  });

  it('answers 404, not 500, for a reserved Firestore id', async () => {
    expectError(await get('/users/__reserved__', owner.token), 404);
  });

  it('answers 404, not 500, for an id with an encoded slash', async () => {
    expectError(await get(`/users/${owner.uid}%2Fcats`, owner.token), 404);
  });
});

describe('PUT /users/{id} settings', () => {
  it('saves first name, last name, country and city, and updates the owner summary of each cat', async () => {
    const rep = await verifiedCatRep('Sara', 'Before');
    const cat = await post<{ id: string }>('/cats', { name: 'Summary', gender: true }, rep.token);
    expect(cat.status).toBe(201);

    const res = await put(`/users/${rep.uid}`, settings(), rep.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: rep.uid,
      firstname: 'Renata',
      lastname: 'Renamed',
      country: { id: 'HU', title: 'Hungary' },
      city: 'Szeged',
    });
    const profile = (await db.doc(`users/${rep.uid}`).get()).data();
    expect(profile).toMatchObject({ firstname: 'Renata', lastname: 'Renamed', city: 'Szeged' });
    expect(profile?.searchKeys).toContain('ren');
    const catDoc = await db.doc(`cats/${cat.body.id}`).get();
    expect(catDoc.get('owner')).toMatchObject({ id: rep.uid, firstname: 'Renata', lastname: 'Renamed' });
  });

  it('the new card reaches the relation documents that stand and brings none back that ended meanwhile', async () => {
    const [rep, stays, leaves] = await Promise.all([
      verifiedCatRep('Cara', 'Card'),
      verifiedCatRep('Stan', 'Stays'),
      verifiedCatRep('Lea', 'Leaves'),
    ]);
    await connectThroughApi(rep, stays);
    await connectThroughApi(rep, leaves);
    expect((await put(`/users/${rep.uid}`, settings(), rep.token)).status).toBe(200);
    for (const other of [stays, leaves]) {
      const card = await db.doc(`users/${other.uid}/relations/${rep.uid}`).get();
      expect(card.data()).toMatchObject({
        userId: rep.uid,
        user: { firstname: 'Renata', lastname: 'Renamed' },
      });
    }
    // The relation with Lea ends after the cards were looked up and before they are written: the
    // write skips it instead of bringing it back as a document holding nothing but the card.
    const [kept, ended] = [stays, leaves].map((o) => db.doc(`users/${o.uid}/relations/${rep.uid}`));
    await ended.delete();
    const user = { id: rep.uid, firstname: 'Later', lastname: 'Card' };
    expect(await updateWhereStill([kept, ended].map((ref) => ({ ref, data: { user } })))).toBe(1);
    expect((await kept.get()).get('user')).toEqual(user);
    expect((await ended.get()).exists).toBe(false);
  });

  it("accepts 'user' as the id of the signed-in CatRep", async () => {
    const rep = await registerCatRep();
    const res = await put('/users/user', settings({ firstname: 'Selfie' }), rep.token);
    expect(res.status).toBe(200);
    expect((await db.doc(`users/${rep.uid}`).get()).get('firstname')).toBe('Selfie');
  });

  it("refuses someone else's profile with 403 and changes nothing", async () => {
    const [rep, other] = await Promise.all([registerCatRep(), registerCatRep({ firstname: 'Victim' })]);
    expectError(await put(`/users/${other.uid}`, settings(), rep.token), 403, { code: 'permission-denied' });
    expect((await db.doc(`users/${other.uid}`).get()).get('firstname')).toBe('Victim');
  });

  it('answers 401 without a token', async () => {
    const rep = await registerCatRep();
    expectError(await put(`/users/${rep.uid}`, settings()), 401);
  });

  it('answers 403 guest to the fixed guest token', async () => {
    const rep = await registerCatRep();
    expectError(await put(`/users/${rep.uid}`, settings(), GUEST_TOKEN), 403, {
      code: 'guest',
      message: serverMessages.guest,
    });
  });

  it('answers 403 guest to an anonymous Firebase user', async () => {
    expectError(await put('/users/user', settings(), await anonymousGuestToken()), 403, { code: 'guest' });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing first name', { firstname: undefined }, validation.required('First name')],
    ['a missing last name', { lastname: '' }, validation.required('Last name')],
    ['a first name of the wrong type', { firstname: false }, validation.required('First name')],
    ['a 100 kB first name', { firstname: 'f'.repeat(100_000) }, validation.maxLength('First name', 60)],
    ['a missing country', { country: undefined }, validation.country],
    ['an unknown country', { country: { id: 'QQ' } }, validation.country],
    ['a city of the wrong type', { city: 7 }, validation.maxLength('City', 60)],
  ];
  for (const [name, overrides, message] of invalid) {
    it(`refuses ${name} with '${message}' and changes nothing`, async () => {
      const rep = await registerCatRep();
      const before = (await db.doc(`users/${rep.uid}`).get()).data();
      expectError(await put(`/users/${rep.uid}`, settings(overrides), rep.token), 400, { message });
      expect((await db.doc(`users/${rep.uid}`).get()).data()).toEqual(before);
    });
  }

  it('refuses fields that are not settings (status) and changes nothing', async () => {
    const rep = await registerCatRep();
    expectError(await put(`/users/${rep.uid}`, settings({ status: 1 }), rep.token), 400);
    expect((await db.doc(`users/${rep.uid}`).get()).get('status')).toBe(0);
  });
});

describe('PUT /users/{id} password change (with the current password)', () => {
  /** The body of a password change from `rep`'s current password to `password`. */
  const change = (rep: { password: string }, password: unknown) => ({
    password,
    currentPassword: rep.password,
  });

  it('changes the password; the old one stops working', async () => {
    const rep = await registerCatRep();
    const res = await put(`/users/${rep.uid}`, change(rep, 'brand-new'), rep.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: success.passwordChanged });
    expect((await post('/users/login', { email: rep.email, password: 'brand-new' })).status).toBe(200);
    expect((await post('/users/login', { email: rep.email, password: rep.password })).status).toBe(400);
  });

  it('accepts the 3-character minimum of docs/product.md §5', async () => {
    const rep = await registerCatRep();
    expect((await put('/users/user', change(rep, 'abc'), rep.token)).status).toBe(200);
    expect((await post('/users/login', { email: rep.email, password: 'abc' })).status).toBe(200);
  });

  it('refuses a wrong or missing current password and keeps the old one (a session is not proof enough)', async () => {
    const rep = await registerCatRep();
    expectError(
      await put('/users/user', { password: 'taken-over', currentPassword: 'guess' }, rep.token),
      400,
      {
        code: 'wrong-password',
        message: leavingMessages.wrongPassword,
      },
    );
    expectError(await put('/users/user', { password: 'taken-over' }, rep.token), 400, {
      message: validation.required('Current password'),
    });
    expect((await post('/users/login', { email: rep.email, password: rep.password })).status).toBe(200);
  });

  it("refuses someone else's password with 403 and keeps it", async () => {
    const [rep, other] = await Promise.all([registerCatRep(), registerCatRep()]);
    expectError(await put(`/users/${other.uid}`, change(other, 'taken-over'), rep.token), 403);
    expect((await post('/users/login', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('refuses a 2-character password and keeps the old one', async () => {
    const rep = await registerCatRep();
    expectError(await put('/users/user', change(rep, 'ab'), rep.token), 400, {
      message: validation.minLength('Password', 3),
    });
    expect((await post('/users/login', { email: rep.email, password: rep.password })).status).toBe(200);
  });

  it('refuses a password of the wrong type', async () => {
    const rep = await registerCatRep();
    expectError(await put('/users/user', change(rep, 123456), rep.token), 400, {
      message: validation.required('Password'),
    });
  });

  it('refuses the password mixed with settings fields', async () => {
    const rep = await registerCatRep();
    expectError(await put('/users/user', { ...change(rep, 'abcdef'), firstname: 'X' }, rep.token), 400);
    expect((await post('/users/login', { email: rep.email, password: rep.password })).status).toBe(200);
  });

  it('answers 403 guest to the fixed guest token', async () => {
    expectError(await put('/users/user', { password: 'abcdef', currentPassword: 'x' }, GUEST_TOKEN), 403, {
      code: 'guest',
    });
  });
});
