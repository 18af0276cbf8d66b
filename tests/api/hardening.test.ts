/**
 * README "Security", item by item: input that used to answer 500 (names with emoji, out-of-range cursors,
 * a malformed /media escape, accounts without a CatRep profile), names cleaned of invisible
 * characters, the login and contact throttles, per-CatRep quotas answered 429, sessions that end
 * on a password change or reset, and /media serving only the product's folders.
 */
import { serverMessages, success } from '@catrep/model';
import { describe, expect, it } from 'vitest';
import { adminAuth, authUserExists, db } from '../support/admin.js';
import { call, expectError, get, post, put } from '../support/api.js';
import { servedPath } from '../../functions/src/routes/media/serve.js';
import { FUNCTIONS, HOSTING } from '../support/env.js';
import { postCount, postCounts, shared, signIn } from '../support/feeds.js';
import { resetToken } from '../support/outbox.js';
import {
  claims,
  clientAddress,
  PASSWORD,
  registerBody,
  registerCatRep,
  uniqueEmail,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { fillQuota } from '../support/quotas.js';
import { randomLetters } from '../support/wait.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function addCat(rep: Session, name: string) {
  return post<{ id: string; name: string }>('/cats', { name, gender: true }, rep.token);
}

describe('names in any script, with emoji (no more 500)', () => {
  it('registers `😺🐈‍⬛ Mitz`, finds the CatRep by an emoji prefix and by a word', async () => {
    const last = `Zz${randomLetters(8)}`;
    const rep = await registerCatRep({ firstname: '😺🐈‍⬛ Mitz', lastname: last });
    expect((await db.doc(`users/${rep.uid}`).get()).get('firstname')).toBe('😺🐈‍⬛ Mitz');
    const byWord = await get<{ id: string }[]>(`/users?name=${encodeURIComponent(last)}`, rep.token);
    expect(byWord.body.map((u) => u.id)).toContain(rep.uid);
    const emoji = await get<{ id: string }[]>(`/users?name=${encodeURIComponent('😺🐈‍⬛')}`, rep.token);
    expect(emoji.status).toBe(200);
  });

  it('adds cats `Mochi😺` and `𝓜ochi…`, both searchable', async () => {
    const rep = await verifiedCatRep('Emo', 'Ji');
    const tag = randomLetters(6);
    const a = await addCat(rep, `Mochi😺${tag}`);
    const b = await addCat(rep, `𝓜ochi${tag}`);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.name).toBe(`𝓜ochi${tag}`);
    const found = await get<{ id: string }[]>(
      `/cats/search?name=${encodeURIComponent(`𝓜ochi${tag}`)}`,
      rep.token,
    );
    expect(found.body.map((c) => c.id)).toEqual([b.body.id]);
    const keys = (await db.doc(`cats/${a.body.id}`).get()).get('searchKeys') as string[];
    expect(keys).toContain(`mochi😺${tag}`.slice(0, 7));
    for (const key of keys) expect(Buffer.from(key).toString()).toBe(key);
  });

  it('saves settings with first name `Ann😺`', async () => {
    const rep = await registerCatRep();
    const res = await put(
      '/users/user',
      { firstname: 'Ann😺', lastname: 'Lee', country: { id: 'GB' } },
      rep.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ firstname: 'Ann😺' });
  });

  it('stores names without bidi overrides or zero-width characters (no impersonation)', async () => {
    const rep = await registerCatRep({
      firstname: 'An\u200Bna\u202E',
      lastname: '\u2066Whisk\u200Derton\u2069',
    });
    const profile = (await db.doc(`users/${rep.uid}`).get()).data();
    expect(profile).toMatchObject({ firstname: 'Anna', lastname: 'Whiskerton' });
    const vera = await verifiedCatRep();
    const cat = await addCat(vera, 'Mo\u00ADchi\u2060\u202D');
    expect(cat.body.name).toBe('Mochi');
  });

  it('refuses a name of invisible characters only as missing, and writes nothing', async () => {
    const email = uniqueEmail('invisible');
    const res = await post('/users', {
      firstname: '\u200B\u202E\u2060',
      email,
      password: PASSWORD,
      birthdate: '1990-01-01',
      gender: true,
      country: { id: 'GB' },
    });
    expectError(res, 400, { message: 'First name is required' });
    expect(
      await adminAuth.getUserByEmail(email).then(
        () => true,
        () => false,
      ),
    ).toBe(false);
  });
});

describe('cursors and /media paths (no more 500)', () => {
  it('answers 4xx or a page, never 500, for out-of-range cursors', async () => {
    const rep = await verifiedCatRep();
    for (const path of [
      '/feeds?cursor=1.9999999999',
      '/users?cursor=99999999999999.0_abc',
      '/feeds?cursor=99999999999.999999999_zz',
      '/feeds?cursor=-1.0',
      '/feeds?index=1e99',
      `/users/${rep.uid}/files?cursor=1.1_${'a'.repeat(200)}`,
    ]) {
      const res = await get(path, rep.token);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('answers 4xx to a malformed % escape and 404 to paths outside the product folders', async () => {
    // The media function itself: a bad escape names nothing, other folders and files are not served.
    for (const path of ['/media/users/%E0%A4%A.jpg', '/media/%', 'users/a%zz.jpg']) {
      expect(servedPath(path), path).toBeNull();
    }
    for (const path of ['/media/secrets/key.jpg', '/media/users/x/a.json', '/media/users/../../etc/a.jpg']) {
      expect(servedPath(path), path).toBeNull();
    }
    expect(servedPath('/media/cats/c1/files/f1_640.jpg')).toBe('cats/c1/files/f1_640.jpg');
    // Over HTTP, straight to the function: the emulator's router refuses a bad escape (400)
    // before the function runs; the Hosting emulator's static layer would answer 500 first
    // (env.ts FUNCTIONS). Never a 5xx from the function.
    for (const path of ['/media/users/%E0%A4%A.jpg', '/media/%']) {
      const status = (await fetch(`${FUNCTIONS}${path}`)).status;
      expect([400, 404], path).toContain(status);
    }
    for (const path of ['/media/secrets/key.jpg', '/media/users/x/a.json']) {
      expect((await fetch(`${HOSTING}${path}`)).status, path).toBe(404);
    }
  });
});

describe('accounts without a CatRep profile', () => {
  async function profileless(emailVerified: boolean) {
    const email = uniqueEmail('noprofile');
    const user = await adminAuth.createUser({ email, password: PASSWORD, emailVerified });
    return { uid: user.uid, email, token: await signIn(email) };
  }

  it('POST /users/validate refuses 403 and leaves the email unverified', async () => {
    const acct = await profileless(false);
    const link = await adminAuth.generateEmailVerificationLink(acct.email);
    const statusToken = new URL(link).searchParams.get('oobCode')!;
    expectError(await post('/users/validate', { statusToken }), 403, { code: 'no-profile' });
    expect((await adminAuth.getUser(acct.uid)).emailVerified).toBe(false);
    expect((await db.doc(`users/${acct.uid}`).get()).exists).toBe(false);
  });

  it('PUT /users/user and every write answer 403, and nothing is written', async () => {
    const author = await verifiedCatRep();
    const post1 = await shared(author.token, 'Like me if you can');
    const acct = await profileless(true);
    const settings = { firstname: 'No', lastname: 'Profile', country: { id: 'GB' } };
    expectError(await put('/users/user', settings, acct.token), 403, { code: 'no-profile' });
    expectError(await post(`/feeds/${String(post1.id)}/likes`, {}, acct.token), 403, { code: 'no-profile' });
    expectError(await post('/cats', { name: 'Ghost', gender: true }, acct.token), 403, {
      code: 'no-profile',
    });
    expectError(await post('/feeds', { type: 1, content: { message: 'hi' } }, acct.token), 403, {
      code: 'no-profile',
    });
    expect((await db.doc(`users/${acct.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`feeds/${String(post1.id)}/likes/${acct.uid}`).get()).exists).toBe(false);
    expect((await postCounts(String(post1.id))).likes).toBe(0);
  });
});

describe('login throttle', () => {
  const login = (email: string, password: string, from: string) =>
    call('POST', '/users/login', { json: { email, password }, from });

  it('after 5 failures for an account, attempts wait (even with the right password), with a clear message', async () => {
    const rep = await verifiedCatRep();
    for (let i = 0; i < 5; i++) {
      expectError(await login(rep.email, 'wrong-pass', clientAddress()), 400, {
        code: 'invalid-credentials',
      });
    }
    const waiting = await login(rep.email, rep.password, clientAddress());
    expectError(waiting, 429, { code: 'resource-exhausted' });
    expect(waiting.body).toMatchObject({ message: serverMessages.loginThrottled('30 seconds') });
    // The wait is per account: another CatRep logs in from the same address.
    const other = await verifiedCatRep();
    expect((await login(other.email, other.password, clientAddress())).status).toBe(200);
  });

  it('a success resets the account', async () => {
    const rep = await verifiedCatRep();
    const from = clientAddress();
    for (let i = 0; i < 4; i++) expect((await login(rep.email, 'nope', from)).status).toBe(400);
    expect((await login(rep.email, rep.password, from)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(rep.email, 'nope', from)).status).toBe(400);
    expect((await login(rep.email, rep.password, from)).status).toBe(200);
  });

  it('after 20 failures from one address, that address waits, whichever account it tries', async () => {
    const from = clientAddress();
    for (let i = 0; i < 20; i++) {
      expect((await login(uniqueEmail('guess'), 'guess', from)).status).toBe(400);
    }
    const rep = await verifiedCatRep();
    expectError(await login(rep.email, rep.password, from), 429, { code: 'resource-exhausted' });
    expect((await login(rep.email, rep.password, clientAddress())).status).toBe(200);
  });

  it('a made-up X-Forwarded-For changes nothing: the address is the one the edge saw', async () => {
    const from = clientAddress();
    for (let i = 0; i < 20; i++) {
      const spoofed = { 'X-Forwarded-For': `203.0.113.${i + 1}, ${clientAddress()}` };
      const res = await call('POST', '/users/login', {
        json: { email: uniqueEmail('spoof'), password: 'guess' },
        from,
        headers: spoofed,
      });
      expect(res.status).toBe(400);
    }
    const rep = await verifiedCatRep();
    const res = await call('POST', '/users/login', {
      json: { email: rep.email, password: rep.password },
      from,
      headers: { 'X-Forwarded-For': '198.51.100.7' },
    });
    expectError(res, 429, { code: 'resource-exhausted' });
  });

  it("the CatRep's own browser gets past an account throttle strangers filled", async () => {
    const rep = await verifiedCatRep();
    const own = await call('POST', '/users/login', { json: { email: rep.email, password: rep.password } });
    expect(own.status).toBe(200);
    const device = own.headers.get('X-Device-Token');
    expect(device).toMatch(/^[\w-]{43}$/);
    for (let i = 0; i < 6; i++) await login(rep.email, 'wrong-pass', clientAddress());
    expectError(await login(rep.email, rep.password, clientAddress()), 429, { code: 'resource-exhausted' });

    const back = await call('POST', '/users/login', {
      json: { email: rep.email, password: rep.password },
      from: clientAddress(),
      headers: { 'X-Device-Token': device! },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.headers.get('X-Device-Token')).toBe(device);
    // A token is good for its own account only, and a made-up one is nobody's.
    const other = await verifiedCatRep();
    for (let i = 0; i < 6; i++) await login(other.email, 'wrong-pass', clientAddress());
    for (const token of [device!, 'x'.repeat(43)]) {
      const refused = await call('POST', '/users/login', {
        json: { email: other.email, password: other.password },
        from: clientAddress(),
        headers: { 'X-Device-Token': token },
      });
      expectError(refused, 429, { code: 'resource-exhausted' });
    }
  });

  it('a password reset through the mailed link gets past the account throttle', async () => {
    const rep = await verifiedCatRep();
    for (let i = 0; i < 6; i++) await login(rep.email, 'wrong-pass', clientAddress());
    expectError(await login(rep.email, rep.password, clientAddress()), 429, { code: 'resource-exhausted' });
    expect((await post('/users/forgotpassword', { email: rep.email })).status).toBe(200);
    const passwordToken = await resetToken(rep.email);
    expect((await post('/users/changepassword', { passwordToken, password: 'fresh-pass' })).status).toBe(200);
    expect((await login(rep.email, 'fresh-pass', clientAddress())).status).toBe(200);
  });

  // Twelve logins at once queue behind each other on the emulator: more time than one call needs.
  it('holds under simultaneous attempts: at most 5 reach Firebase Auth', { timeout: 120_000 }, async () => {
    const rep = await verifiedCatRep();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(rep.email, 'wrong-pass', clientAddress())),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
  });
});

describe('contact throttle keyed on the sender', () => {
  const message = (email: string) => ({ name: 'Carl', email, subject: 'Hi', message: 'Meow' });
  const contact = (email: string, from: string, token?: string) =>
    call('POST', '/users/contact', { json: message(email), token, from });

  it('a visitor changing the typed email still waits 10 minutes (keyed on the address)', async () => {
    const from = clientAddress();
    expect((await contact(uniqueEmail('c1'), from)).status).toBe(200);
    expectError(await contact(uniqueEmail('c2'), from), 429, { code: 'resource-exhausted' });
    expect((await contact(uniqueEmail('c3'), clientAddress())).status).toBe(200);
  });

  it('a visitor writing X-Forwarded-For still waits: the header is not the address', async () => {
    const from = clientAddress();
    expect((await contact(uniqueEmail('e1'), from)).status).toBe(200);
    for (const spoofed of ['203.0.113.9', `203.0.113.10, ${clientAddress()}`]) {
      const res = await call('POST', '/users/contact', {
        json: message(uniqueEmail('e2')),
        from,
        headers: { 'X-Forwarded-For': spoofed },
      });
      expectError(res, 429, { code: 'resource-exhausted' });
    }
  });

  it('a signed-in CatRep changing the typed email and address still waits (keyed on the CatRep)', async () => {
    const rep = await registerCatRep();
    expect((await contact(uniqueEmail('d1'), clientAddress(), rep.token)).status).toBe(200);
    expectError(await contact(uniqueEmail('d2'), clientAddress(), rep.token), 429);
  });
});

describe('registrations per client address', () => {
  it('20 new accounts an hour from one address, whatever X-Forwarded-For says; nothing written past it', async () => {
    const from = clientAddress();
    for (let i = 0; i < 20; i++) {
      const body = registerBody({ email: uniqueEmail(`burst${i}`) });
      const res = await call('POST', '/users', {
        json: body,
        from,
        headers: { 'X-Forwarded-For': `192.0.2.${i}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const email = uniqueEmail('burst-over');
    const over = await call('POST', '/users', { json: registerBody({ email }), from });
    expectError(over, 429, {
      message: serverMessages.quotaReached('20 new accounts an hour from one address'),
    });
    expect(await authUserExists(email)).toBe(false);
    expect((await call('POST', '/users', { json: registerBody(), from: clientAddress() })).status).toBe(201);
  });
});

describe('per-CatRep quotas (429 with a clear message, nothing written)', () => {
  const fill = fillQuota;

  it('posts: 30 an hour', async () => {
    const rep = await verifiedCatRep();
    await fill('posts', rep.uid, 30);
    const res = await post('/feeds', { type: 1, content: { message: 'One too many' } }, rep.token);
    expectError(res, 429, { message: serverMessages.quotaReached('30 posts an hour') });
    expect(await postCount(rep.uid)).toBe(0);
  });

  it('posts: the count really counts (29 filled, one passes, the next is refused)', async () => {
    const rep = await verifiedCatRep();
    await fill('posts', rep.uid, 29);
    expect((await post('/feeds', { type: 1, content: { message: 'Last one' } }, rep.token)).status).toBe(201);
    expectError(await post('/feeds', { type: 1, content: { message: 'Over' } }, rep.token), 429);
    expect(await postCount(rep.uid)).toBe(1);
  });

  it('comments 120, likes 300, connections 50, uploads 60, cats 50 an hour', async () => {
    const [rep, other] = await Promise.all([verifiedCatRep(), verifiedCatRep()]);
    const target = await shared(other.token, 'Quota target');
    const cat = await addCat(rep, 'Quota cat');
    await Promise.all([
      fill('comments', rep.uid, 120),
      fill('likes', rep.uid, 300),
      fill('connections', rep.uid, 50),
      fill('uploads', rep.uid, 60),
      fill('cats', rep.uid, 50),
    ]);
    const id = String(target.id);
    const answers: [string, Awaited<ReturnType<typeof post>>][] = [
      ['120 comments an hour', await post(`/feeds/${id}/comments`, { content: { message: 'x' } }, rep.token)],
      ['300 likes an hour', await post(`/feeds/${id}/likes`, {}, rep.token)],
      [
        '50 connection requests and approvals an hour',
        await post(`/users/${other.uid}/relations`, {}, rep.token),
      ],
      [
        '60 photo uploads and videos an hour',
        await post(`/cats/${cat.body.id}/urls`, { url: 'https://youtu.be/dQw4w9WgXcQ' }, rep.token),
      ],
      ['50 cats an hour', await addCat(rep, 'One more')],
    ];
    for (const [limit, res] of answers)
      expectError(res, 429, { message: serverMessages.quotaReached(limit) });
    expect((await db.collection(`feeds/${id}/comments`).get()).size).toBe(0);
    expect((await postCounts(id)).likes).toBe(0);
    expect((await db.doc(`users/${rep.uid}/relations/${other.uid}`).get()).exists).toBe(false);
    expect((await db.collection(`cats/${cat.body.id}/files`).get()).size).toBe(0);
    expect((await db.collection('cats').where('ownerId', '==', rep.uid).get()).size).toBe(1);
  });

  it('cats: 100 per CatRep in total', async () => {
    const rep = await verifiedCatRep();
    await db.doc(`users/${rep.uid}`).update({ catCount: 60, catchiesCount: 40 });
    expectError(await addCat(rep, 'Number 101'), 429, { message: serverMessages.quotaReached('100 cats') });
    expect((await db.collection('cats').where('ownerId', '==', rep.uid).get()).size).toBe(0);
  });
});

describe('sessions end on a password change or reset', () => {
  it('PUT /users/{id} password: other sessions get 401, the changing one goes on with its new token', async () => {
    const rep = await verifiedCatRep();
    const elsewhere = await signIn(rep.email, rep.password);
    await sleep(1100); // revocation has a one-second grain: sessions must start before it
    const res = await put<{ message: string; token: string }>(
      `/users/${rep.uid}`,
      { password: 'fresh-pass', currentPassword: rep.password },
      rep.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(success.passwordChanged);
    expect(res.headers.get('X-Custom-Token')).toBeTruthy();
    expect(claims(res.body.token)).toMatchObject({ user_id: rep.uid });
    expectError(await get('/users/user', elsewhere), 401);
    expectError(await get('/users/user', rep.token), 401);
    expect((await get('/users/user', res.body.token)).status).toBe(200);
  });

  it('POST /users/changepassword (reset link): every session gets 401', async () => {
    const rep = await verifiedCatRep();
    await sleep(1100);
    expect((await post('/users/forgotpassword', { email: rep.email })).status).toBe(200);
    const passwordToken = await resetToken(rep.email);
    expect((await post('/users/changepassword', { passwordToken, password: 'reset-pass' })).status).toBe(200);
    expectError(await get('/users/user', rep.token), 401);
    expect(
      (await call('POST', '/users/login', { json: { email: rep.email, password: 'reset-pass' } })).status,
    ).toBe(200);
  });
});
