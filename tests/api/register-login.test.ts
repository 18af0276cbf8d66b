/**
 * POST /users (register) and POST /users/login (docs/product.md §7 Users, §5 Register/Login, §4 Session,
 * §8: "Register, login … return failure and nothing proceeds"): a valid registration creates the
 * Auth user, the public profile (status 0) and the private account, mails a verification link and
 * answers a token that works in X-Authorization; every invalid body is a 4xx `{ code, message }`
 * with docs/product.md §5 wording and leaves no Auth user and no documents behind.
 */
import { serverMessages, validation } from '@catrep/model';
import { describe, expect, it } from 'vitest';
import { accountDocsFor, adminAuth, authUserExists, db } from '../support/admin.js';
import { call, expectError, get, post } from '../support/api.js';
import { waitForMails } from '../support/outbox.js';
import { connectThroughApi } from '../support/connections.js';
import {
  claims,
  GUEST_TOKEN,
  PASSWORD,
  registerBody,
  registerCatRep,
  verifiedCatRep,
} from '../support/people.js';

describe('POST /users', () => {
  it('registers an unverified CatRep, mails a verification link and answers a usable token', async () => {
    const body = registerBody({ firstname: 'Anna', lastname: 'Purr', city: 'Bath', gender: false });
    const res = await post<string>('/users', body);
    expect(res.status).toBe(201);
    expect(typeof res.body).toBe('string');
    expect(res.headers.get('x-custom-token')).toBeTruthy();

    const user = await adminAuth.getUserByEmail(body.email);
    expect(user.emailVerified).toBe(false);
    expect(claims(res.body).user_id).toBe(user.uid);

    const profile = await db.doc(`users/${user.uid}`).get();
    expect(profile.data()).toMatchObject({
      firstname: 'Anna',
      lastname: 'Purr',
      gender: false,
      country: { id: 'GB', title: expect.stringContaining('United Kingdom') },
      city: 'Bath',
      profilePhoto: null,
      status: 0,
      catCount: 0,
      catchiesCount: 0,
    });
    expect(profile.get('email')).toBeUndefined();
    const account = await db.doc(`users/${user.uid}/private/account`).get();
    expect(account.data()).toMatchObject({ email: body.email, birthdate: '1990-05-17' });

    const [mail] = await waitForMails(body.email, /validate/i);
    expect(mail.text).toMatch(/\/validate\/\S+/);

    const me = await get('/users/user', res.body);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.uid, email: body.email, status: 0, isMe: true });
  });

  it('accepts a registration without last name and city', async () => {
    const { lastname: _l, city: _c, ...body } = registerBody();
    const res = await post<string>('/users', body);
    expect(res.status).toBe(201);
    const user = await adminAuth.getUserByEmail(body.email);
    expect((await db.doc(`users/${user.uid}`).get()).data()).toMatchObject({ lastname: '', city: '' });
  });

  it('accepts the 3-character password minimum of docs/product.md §5, and login with it', async () => {
    const body = registerBody({ password: 'abc' });
    expect((await post('/users', body)).status).toBe(201);
    expect((await post('/users/login', { email: body.email, password: 'abc' })).status).toBe(200);
    expect((await post('/users/login', { email: body.email, password: 'abd' })).status).toBe(400);
  });

  it('refuses an email that is already registered (409) and keeps the first account', async () => {
    const first = await registerCatRep();
    const res = await post('/users', registerBody({ email: first.email, firstname: 'Second' }));
    expectError(res, 409, { message: serverMessages.emailTaken, code: 'email-taken' });
    expect(await accountDocsFor(first.email)).toBe(1);
    expect((await db.doc(`users/${first.uid}`).get()).get('firstname')).toBe('Tess');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['missing first name', { firstname: undefined }, validation.required('First name')],
    ['blank first name', { firstname: '   ' }, validation.required('First name')],
    ['first name of the wrong type', { firstname: 42 }, validation.required('First name')],
    ['a 100 kB first name', { firstname: 'x'.repeat(100_000) }, validation.maxLength('First name', 60)],
    ['missing email', { email: undefined }, validation.required('Email')],
    ['an invalid email', { email: 'not-an-email' }, validation.email],
    ['an email of the wrong type', { email: ['a@b.c'] }, validation.required('Email')],
    ['missing password', { password: undefined }, validation.required('Password')],
    ['a 2-character password', { password: 'ab' }, validation.minLength('Password', 3)],
    ['missing country', { country: undefined }, validation.country],
    ['a country that does not exist', { country: { id: 'ZZ' } }, validation.country],
    ['a country of the wrong type', { country: 'GB' }, validation.country],
    ['missing gender', { gender: undefined }, validation.gender],
    ['gender as a string', { gender: 'male' }, validation.gender],
    ['missing birthdate', { birthdate: undefined }, validation.required('Birth date')],
    ['an impossible birthdate', { birthdate: '1990-02-30' }, validation.required('Birth date')],
    [
      'a birthdate under 13 years ago',
      { birthdate: new Date().toISOString().slice(0, 10) },
      'You must be at least 13 years old to join',
    ],
    ['a 100 kB city', { city: 'c'.repeat(100_000) }, validation.maxLength('City', 60)],
  ];
  for (const [name, overrides, message] of invalid) {
    it(`refuses ${name} with '${message.slice(0, 50)}' and creates nothing`, async () => {
      const body = registerBody(overrides);
      const res = await post('/users', body);
      expectError(res, 400, { message, code: 'invalid-argument' });
      if (typeof body.email === 'string' && body.email.includes('@')) {
        expect(await authUserExists(body.email)).toBe(false);
        expect(await accountDocsFor(body.email)).toBe(0);
      }
    });
  }

  it('refuses malformed JSON with 400', async () => {
    // The Cloud Functions runtime parses JSON before the API's Express app runs, so this 400 comes
    // from the platform (an HTML page), not from the API's `{ code, message }` error handler.
    const res = await call('POST', '/users', {
      raw: '{"firstname": "Broken',
      contentType: 'application/json',
    });
    expect(res.status).toBe(400);
  });

  it('refuses a text/plain body with the first validation message', async () => {
    const res = await call('POST', '/users', { raw: 'firstname=Tess', contentType: 'text/plain' });
    expectError(res, 400, { code: 'invalid-argument' });
  });

  it('refuses a 400 kB body field by field and creates nothing', async () => {
    const body = registerBody({ firstname: 'x'.repeat(400_000) });
    const res = await post('/users', body);
    expectError(res, 400, { message: validation.maxLength('First name', 60) });
    expect(await authUserExists(body.email)).toBe(false);
  });
});

describe('POST /users/login', () => {
  it('answers a token for the right password', async () => {
    const rep = await registerCatRep();
    const res = await post<string>('/users/login', { email: rep.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(claims(res.body)).toMatchObject({ user_id: rep.uid, email: rep.email });
    expect(res.headers.get('x-custom-token')).toBeTruthy();
    expect((await get('/users/user', res.body)).status).toBe(200);
  });

  it('refuses a wrong password', async () => {
    const rep = await registerCatRep();
    const res = await post('/users/login', { email: rep.email, password: 'wrong-password' });
    expectError(res, 400, { message: serverMessages.invalidCredentials });
  });

  it('refuses an unknown email with the same message', async () => {
    const res = await post('/users/login', { email: 'nobody-here@test.catrep.example', password: PASSWORD });
    expectError(res, 400, { message: serverMessages.invalidCredentials });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a missing email', { password: PASSWORD }, validation.required('Email')],
    ['an invalid email', { email: 'cat', password: PASSWORD }, validation.email],
    ['a missing password', { email: 'a@test.catrep.example' }, validation.required('Password')],
    [
      'a password of the wrong type',
      { email: 'a@test.catrep.example', password: 1234 },
      validation.required('Password'),
    ],
  ];
  for (const [name, body, message] of invalid) {
    it(`refuses ${name} with '${message}'`, async () => {
      expectError(await post('/users/login', body), 400, { message });
    });
  }
});

describe('GET /users/user', () => {
  it('answers the signed-in CatRep with email, birthdate, cats, friends and waiting', async () => {
    const rep = await registerCatRep({ firstname: 'Mia' });
    const res = await get('/users/user', rep.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: rep.uid,
      firstname: 'Mia',
      email: rep.email,
      birthdate: '1990-05-17',
      status: 0,
      isMe: true,
      cats: [],
      friends: [],
      waiting: [],
      unreadChats: 0,
    });
  });

  it('names the CatReps one is connected with as friends and those who asked as waiting, not those asked', async () => {
    const [me, friend, asking, asked] = await Promise.all([
      verifiedCatRep('Mo', 'Me'),
      verifiedCatRep('Fred', 'Friend'),
      verifiedCatRep('Ada', 'Asking'),
      verifiedCatRep('Ted', 'Asked'),
    ]);
    await connectThroughApi(me, friend);
    expect((await post(`/users/${me.uid}/relations`, {}, asking.token)).status).toBe(201);
    expect((await post(`/users/${asked.uid}/relations`, {}, me.token)).status).toBe(201);
    const res = await get<{ friends: string[]; waiting: string[] }>('/users/user', me.token);
    expect(res.body.friends).toEqual([friend.uid]);
    expect(res.body.waiting).toEqual([asking.uid]);
  });

  it('answers 401 without a token', async () => {
    expectError(await get('/users/user'), 401, { code: 'unauthenticated' });
  });

  it('answers 401 for a token that is not a Firebase ID token', async () => {
    expectError(await get('/users/user', 'not-a-token'), 401, { code: 'unauthenticated' });
  });

  it('answers 403 guest to the fixed guest token', async () => {
    expectError(await get('/users/user', GUEST_TOKEN), 403, { code: 'guest', message: serverMessages.guest });
  });
});
