/**
 * The mailed flows (docs/product.md §4 Account and Password reset, §7 Users, §8 messages, §9 10-minute
 * throttles; docs/architecture.md §1 Mail): POST /users/validate with the token of the verification mail,
 * POST /users/revalidate, POST /users/forgotpassword, POST /users/changepassword and
 * POST /users/contact, read from the emulator outbox. Throttled repeats answer 429 with the spec's
 * wording; bad bodies answer 4xx `{ code, message }` and change nothing.
 */
import { failure, serverMessages, success, validation } from '@catrep/model';
import { describe, expect, it } from 'vitest';
import { adminAuth, db } from '../support/admin.js';
import { call, expectError, get, post } from '../support/api.js';
import { mailsTo, resetToken, verificationToken, waitForMails } from '../support/outbox.js';
import {
  anonymousGuestToken,
  claims,
  clientAddress,
  GUEST_TOKEN,
  registerCatRep,
  uniqueEmail,
  verifiedCatRep,
} from '../support/people.js';

describe('POST /users/validate', () => {
  it('validates the account with the mailed token and answers a verified session', async () => {
    const rep = await registerCatRep();
    const statusToken = await verificationToken(rep.email);
    const res = await post<string>('/users/validate', { statusToken });
    expect(res.status).toBe(200);
    expect(claims(res.body)).toMatchObject({ user_id: rep.uid, email_verified: true });
    expect((await adminAuth.getUser(rep.uid)).emailVerified).toBe(true);
    expect((await db.doc(`users/${rep.uid}`).get()).get('status')).toBe(1);
    // The verified session may now do what status 0 may not (docs/product.md §4, §6): add a cat.
    const cat = await post('/cats', { name: 'Validated', gender: true }, res.body);
    expect(cat.status).toBe(201);
  });

  it('refuses the same token a second time', async () => {
    const rep = await registerCatRep();
    const statusToken = await verificationToken(rep.email);
    expect((await post('/users/validate', { statusToken })).status).toBe(200);
    expectError(await post('/users/validate', { statusToken }), 400, {
      message: serverMessages.validationLinkInvalid,
    });
  });

  it('refuses an unknown token and verifies nobody', async () => {
    const rep = await registerCatRep();
    expectError(await post('/users/validate', { statusToken: 'no-such-code' }), 400, {
      message: serverMessages.validationLinkInvalid,
      code: 'invalid-token',
    });
    expect((await adminAuth.getUser(rep.uid)).emailVerified).toBe(false);
  });

  it('refuses a password-reset token used as a status token', async () => {
    const rep = await registerCatRep();
    expect((await post('/users/forgotpassword', { email: rep.email })).status).toBe(200);
    const token = await resetToken(rep.email);
    expectError(await post('/users/validate', { statusToken: token }), 400);
    expect((await adminAuth.getUser(rep.uid)).emailVerified).toBe(false);
  });

  it('refuses a missing status token', async () => {
    expectError(await post('/users/validate', {}), 400, { message: validation.required('Status token') });
  });

  it('refuses a status token of the wrong type', async () => {
    expectError(await post('/users/validate', { statusToken: 12345 }), 400, {
      message: validation.required('Status token'),
    });
  });
});

describe('POST /users/revalidate', () => {
  it('mails a new verification link, then throttles for 10 minutes', async () => {
    const rep = await registerCatRep();
    await waitForMails(rep.email, /validate/i, 1);
    const res = await post('/users/revalidate', {}, rep.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: success.validationSent });
    const token = await verificationToken(rep.email, 2);

    const again = await post('/users/revalidate', {}, rep.token);
    expectError(again, 429, { message: failure.emailThrottled, code: 'resource-exhausted' });
    expect((await mailsTo(rep.email)).length).toBe(2);

    // The resent link works.
    expect((await post('/users/validate', { statusToken: token })).status).toBe(200);
  });

  it('answers 400 to a CatRep who is already validated, and sends nothing', async () => {
    const rep = await verifiedCatRep();
    const before = (await mailsTo(rep.email)).length;
    expectError(await post('/users/revalidate', {}, rep.token), 400, {
      message: serverMessages.alreadyValidated,
    });
    expect((await mailsTo(rep.email)).length).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expectError(await post('/users/revalidate', {}), 401);
  });

  it('answers 403 guest to the fixed guest token', async () => {
    expectError(await post('/users/revalidate', {}, GUEST_TOKEN), 403, { code: 'guest' });
  });

  it('answers 403 guest to an anonymous Firebase user', async () => {
    expectError(await post('/users/revalidate', {}, await anonymousGuestToken()), 403, {
      code: 'guest',
      message: serverMessages.guest,
    });
  });
});

describe('POST /users/forgotpassword and POST /users/changepassword', () => {
  it('mails a reset link; the link changes the password once, then answers the docs/product.md §8 message', async () => {
    const rep = await registerCatRep();
    const res = await post('/users/forgotpassword', { email: rep.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: success.emailSent });
    const [mail] = await waitForMails(rep.email, /password/i);
    expect(mail.text).toMatch(/\/welcome\?token=\S+/);
    const passwordToken = await resetToken(rep.email);

    const changed = await post('/users/changepassword', { passwordToken, password: 'new-pass' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: success.passwordChanged });
    expect((await post('/users/login', { email: rep.email, password: 'new-pass' })).status).toBe(200);
    expect((await post('/users/login', { email: rep.email, password: rep.password })).status).toBe(400);

    // The link proved the address of this unverified CatRep: Auth and the profile both say so.
    const user = await adminAuth.getUserByEmail(rep.email);
    const status = (await db.doc(`users/${rep.uid}`).get()).get('status');
    expect({ auth: user.emailVerified, status }).toEqual({ auth: true, status: 1 });

    const reused = await post('/users/changepassword', { passwordToken, password: 'third-pass' });
    expectError(reused, 400, { message: failure.resetLinkInvalid });
    expect((await post('/users/login', { email: rep.email, password: 'third-pass' })).status).toBe(400);
  });

  it('throttles a second request for the same address for 10 minutes', async () => {
    const rep = await registerCatRep();
    expect((await post('/users/forgotpassword', { email: rep.email })).status).toBe(200);
    await waitForMails(rep.email, /password/i, 1);
    const again = await post('/users/forgotpassword', { email: rep.email.toUpperCase() });
    expectError(again, 429, { message: failure.emailThrottled });
    expect((await mailsTo(rep.email)).filter((m) => /password/i.test(m.subject))).toHaveLength(1);
  });

  it('answers the same success for an unknown address and mails nobody', async () => {
    const email = uniqueEmail('ghost');
    const res = await post('/users/forgotpassword', { email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: success.emailSent });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('refuses an invalid email', async () => {
    expectError(await post('/users/forgotpassword', { email: 'cat@' }), 400, { message: validation.email });
  });

  it('refuses a missing email', async () => {
    expectError(await post('/users/forgotpassword', {}), 400, { message: validation.required('Email') });
  });

  it('refuses an unknown reset token with the docs/product.md §8 message', async () => {
    expectError(await post('/users/changepassword', { passwordToken: 'nope', password: 'new-pass' }), 400, {
      message: failure.resetLinkInvalid,
    });
  });

  it('refuses a verification token used as a reset token and keeps the password', async () => {
    const rep = await registerCatRep();
    const statusToken = await verificationToken(rep.email);
    expectError(
      await post('/users/changepassword', { passwordToken: statusToken, password: 'hijack' }),
      400,
      {
        message: failure.resetLinkInvalid,
      },
    );
    expect((await post('/users/login', { email: rep.email, password: rep.password })).status).toBe(200);
  });

  it('refuses a too short new password and leaves the token usable', async () => {
    const rep = await registerCatRep();
    expect((await post('/users/forgotpassword', { email: rep.email })).status).toBe(200);
    const passwordToken = await resetToken(rep.email);
    expectError(await post('/users/changepassword', { passwordToken, password: 'ab' }), 400, {
      message: validation.minLength('Password', 3),
    });
    // The 3-character minimum of docs/product.md §5 (Firebase Auth itself wants 6).
    expect((await post('/users/changepassword', { passwordToken, password: 'abc' })).status).toBe(200);
    expect((await post('/users/login', { email: rep.email, password: 'abc' })).status).toBe(200);
  });

  it('refuses a missing password', async () => {
    expectError(await post('/users/changepassword', { passwordToken: 'x' }), 400, {
      message: validation.required('Password'),
    });
  });

  it('refuses a missing token', async () => {
    expectError(await post('/users/changepassword', { password: 'abcdef' }), 400, {
      message: validation.required('Password token'),
    });
  });
});

describe('POST /users/contact', () => {
  const message = (email: string) => ({
    name: 'Carla Contact',
    email,
    subject: 'My cat sings',
    message: 'Is there a CatRep choir?',
  });
  // The throttle is keyed on the sender too (README "Security", throttles): each test calls from
  // its own address.
  const contact = (body: unknown, from: string, token?: string) =>
    call('POST', '/users/contact', { json: body, token, from });
  const storedFrom = async (email: string) =>
    (await db.collection('contactMessages').where('email', '==', email).get()).docs;

  it('stores and mails the message, then throttles the address for 10 minutes', async () => {
    const email = uniqueEmail('contact');
    const from = clientAddress();
    const res = await contact(message(email), from);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: success.contactReceived });
    const stored = await storedFrom(email);
    expect(stored).toHaveLength(1);
    expect(stored[0].data()).toMatchObject(message(email));
    const sent = await waitForMails('hello@catrep.example', /My cat sings/);
    expect(sent.some((m) => m.text.includes(email) && m.text.includes('Is there a CatRep choir?'))).toBe(
      true,
    );

    const again = await contact({ ...message(email), subject: 'Again' }, from);
    expectError(again, 429, { message: failure.contactThrottled, code: 'resource-exhausted' });
    expect(await storedFrom(email)).toHaveLength(1);
  });

  it('works for a signed-in CatRep too', async () => {
    const rep = await registerCatRep();
    const res = await contact(message(rep.email), clientAddress(), rep.token);
    expect(res.status).toBe(200);
  });

  const invalid: [string, (e: string) => Record<string, unknown>, string][] = [
    ['a missing name', (e) => ({ ...message(e), name: undefined }), validation.required('Name')],
    ['a missing email', (e) => ({ ...message(e), email: undefined }), validation.required('Email')],
    ['an invalid email', () => ({ ...message('x'), email: 'not mail' }), validation.email],
    ['a missing subject', (e) => ({ ...message(e), subject: '' }), validation.required('Subject')],
    ['a missing message', (e) => ({ ...message(e), message: undefined }), validation.required('Message')],
    [
      'a message of the wrong type',
      (e) => ({ ...message(e), message: { text: 'hi' } }),
      validation.required('Message'),
    ],
    [
      'a 100 kB message',
      (e) => ({ ...message(e), message: 'm'.repeat(100_000) }),
      validation.maxLength('Message', 5000),
    ],
  ];
  for (const [name, body, expected] of invalid) {
    it(`refuses ${name} with '${expected}' and stores nothing`, async () => {
      const email = uniqueEmail('badcontact');
      const from = clientAddress();
      expectError(await contact(body(email), from), 400, { message: expected });
      expect(await storedFrom(email)).toHaveLength(0);
      // A refused message does not start the throttle.
      expect((await contact(message(email), from)).status).toBe(200);
    });
  }
});

describe('GET /users/user after validation', () => {
  it('shows status 1', async () => {
    const rep = await registerCatRep();
    const token = (await post<string>('/users/validate', { statusToken: await verificationToken(rep.email) }))
      .body;
    expect((await get('/users/user', token)).body).toMatchObject({ status: 1 });
  });
});
