#!/usr/bin/env node
/**
 * `npm run bench`: prints CatRep's performance figures, measured on the Emulator
 * Suite with the demo data seeded. Not part of `npm test`: figures, not pass/fail.
 *
 *  - Firestore documents each screen receives (billed reads), counted in headless Chromium from
 *    the Firestore SDK's debug log ("documentChange" entries the server streams to listeners),
 *    plus the REST calls the screen makes (their server-side reads are listed separately).
 *  - Gzipped JavaScript the browser loads for /welcome and for a signed-in screen.
 *  - Fan-out times: CatMates of a 30 × 30 connection; a post reaching 500 timelines.
 *  - Documents written when a post of a CatRep with 500 connections gets one like.
 *  - Documents read for the 'My CatReps' first page (1,000 posts in Anna's timeline), for
 *    scrolling it on past its head (120 posts), and for a CatBlog's first page.
 *  - CatAlog of 200 photos at 390 px: documents read, image bytes of the first screen, layout shift.
 *  - Lighthouse (mobile preset): performance, LCP, FCP, TBT and CLS of /welcome and /cat-share.
 *  - CatChat: Send to the message on the other screen (median, 95th percentile of 50), and the
 *    documents read to open a chat of 1,000 messages (alone: `CATREP_BENCH=chat`).
 *  - Notifications: a like sent to the count on the author's bell (median, 95th percentile of
 *    50), and the documents read to open the centre (/notifications).
 *  - Scale (scripts/bench-scale.mjs): function executions per action, 200 likes on one post; and
 *    a post reaching 500 and 5,000 timelines side by side.
 *  - Leaving (scripts/bench-leaving.mjs, `CATREP_BENCH=leaving` only): the time to export and to
 *    delete a CatRep with 5 cats, 500 photos, 200 posts and 1,000 chat messages.
 *  - Lost & Found (scripts/bench-lost.mjs): the time from reporting a cat lost to the last alert
 *    stored, for 50 and 5,000 CatReps in range.
 *  - A CatRep day (scripts/bench-day.mjs; first, on the freshly seeded store, or alone with
 *    `CATREP_BENCH=day`): Firestore reads, writes and deletes, function executions, GiB-seconds,
 *    bytes stored and served per action of a typical day, and its monthly bill (docs/scaling.md).
 *  - A phone session (scripts/bench-phone.mjs; alone with `CATREP_BENCH=phone`): CatShare scrolled
 *    200 posts, likes, a comment, a CatID and its CatAlog, 10 chat messages at 4× CPU slowdown on
 *    a mobile network: INP, long tasks, Firestore listen targets, JS heap.
 */
/* global document, HTMLTextAreaElement, MutationObserver -- init scripts run in the page */
import { gzipSync } from 'node:zlib';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { appearsInFigures } from './bench-appears-in.mjs';
import { timelinePages } from './bench-posts.mjs';
import { dayFigures } from './bench-day.mjs';
import { leavingFigures } from './bench-leaving.mjs';
import { lostFigures } from './bench-lost.mjs';
import { phoneFigures } from './bench-phone.mjs';
import { scaleFigures } from './bench-scale.mjs';
import { CHROMIUM, logInOnWelcome as logIn } from './chromium.mjs';
import {
  API,
  DEMO_CATREPS,
  benchProfile,
  DEMO_PASSWORD,
  call,
  createVerifiedCatRep,
  demoPhoto,
  photoForm,
} from './seed.mjs';

const APP = API.replace(/\/api$/, '');
const HUB = `http://127.0.0.1:${4400 + Number(process.env.CATREP_PORT_OFFSET ?? 0)}`;
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-catrep' });
const db = getFirestore(app);
const auth = getAuth(app);
const figures = [];
const record = (name, value, unit) => {
  figures.push({ name, value, unit });
  console.log(`  ${name.padEnd(58)} ${String(value).padStart(9)} ${unit}`);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` with the Functions emulator's Firestore triggers off (bulk set-up data). */
async function withoutTriggers(fn) {
  await fetch(`${HUB}/functions/disableBackgroundTriggers`, { method: 'PUT' });
  try {
    return await fn();
  } finally {
    await fetch(`${HUB}/functions/enableBackgroundTriggers`, { method: 'PUT' });
  }
}

async function commit(writes) {
  for (let i = 0; i < writes.length; i += 450) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(i, i + 450)) batch.set(ref, data);
    await batch.commit();
  }
}

async function waitFor(check, timeoutMs = 120_000) {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await sleep(100);
  }
}

// ---------------------------------------------------------------- browser: reads and bytes
const launchChromium = () => chromium.launch(CHROMIUM);

async function browserFigures(anna) {
  const browser = await launchChromium();
  const context = await benchContext(browser, { debugFirestore: true });
  const page = await context.newPage();
  const docs = countDocuments(page);
  let apiCalls = [];
  const js = new Map();
  page.on('request', (req) => {
    if (req.url().includes('/api/')) apiCalls.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && !js.has(res.url())) {
      js.set(res.url(), gzipSync(await res.body().catch(() => Buffer.alloc(0)), { level: 9 }).length);
    }
  });
  // A screen has settled when no document has arrived for 1.5 s (at most 15 s).
  const settle = async () => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const deadline = Date.now() + 15_000;
    let seen = -1;
    while (seen !== docs.count() && Date.now() < deadline) {
      seen = docs.count();
      await sleep(1500);
    }
  };
  const screen = async (name, go) => {
    docs.reset();
    apiCalls = [];
    await go();
    await settle();
    record(`reads: ${name}`, docs.count(), 'documents');
    if (apiCalls.length) console.log(`      REST: ${[...new Set(apiCalls)].join(', ')}`);
  };
  const kb = (urls) => (urls.reduce((n, u) => n + (js.get(u) ?? 0), 0) / 1024).toFixed(1);

  await page.goto('/welcome');
  await settle();
  const welcomeJs = [...js.keys()];
  record('JavaScript loaded for /welcome (gzip)', kb(welcomeJs), 'KB');

  await screen('sign in (→ /information, own profile)', () => logInOnWelcome(page, anna));
  record(
    'JavaScript loaded for the first signed-in screen (gzip, /welcome + own profile)',
    kb([...js.keys()]),
    'KB',
  );
  await screen('open My Cats', async () => {
    await page.getByRole('button', { name: /^Me/ }).click();
    await page.getByRole('link', { name: 'My Cats' }).click();
    await page.getByRole('heading', { name: 'My Cats' }).waitFor();
  });
  await screen('open CatID (from My Cats)', async () => {
    await page.getByRole('link', { name: 'Mittens' }).first().click();
    await page.getByRole('heading', { name: 'Mittens' }).waitFor();
  });
  await screen("open CatBlog (from CatID, Mittens' diary, first page)", async () => {
    await page.getByRole('link', { name: 'CatBlog' }).first().click();
    await page.waitForURL('**/cat-diary/**');
    await page.getByRole('article').first().waitFor();
  });
  await page.goBack();
  await page.getByRole('heading', { name: 'Mittens' }).waitFor();
  await screen('open CatMates (from CatID)', async () => {
    await page
      .getByRole('link', { name: /CatMates/ })
      .first()
      .click();
    await page.waitForURL('**/cat-mates/**');
  });
  await screen('open /new-cat-reps (first page)', async () => {
    await page.getByRole('link', { name: 'New CatReps' }).first().click();
    await page.waitForURL('**/new-cat-reps/**');
  });
  await screen('open /cat-share (everyone, first page)', async () => {
    await page.getByRole('link', { name: 'CatShare' }).first().click();
    await page.waitForURL('**/cat-share');
  });
  const myCatReps = page
    .getByRole('tab', { name: 'My CatReps' })
    .or(page.getByRole('button', { name: 'My CatReps' }));
  if (await myCatReps.count()) {
    await screen("open /cat-share ('My CatReps', first page)", async () => {
      await myCatReps.first().click();
    });
    // Past the timeline's head (Anna's holds the newest ~100 references): the later pages read
    // the timeline's pages, one document each. Reads for the posts shown beyond the first page.
    const posts = page.getByRole('article');
    await screen("'My CatReps' scrolled on to 120 posts (past the head's 100 references)", async () => {
      for (let i = 0; i < 80 && (await posts.count()) < 120; i++) {
        await page.keyboard.press('End');
        await sleep(250);
      }
    });
    record("posts shown in 'My CatReps' after scrolling", await posts.count(), 'posts');
  }
  const signedInJs = [...js.keys()];
  record('JavaScript loaded for a signed-in session (gzip, all screens above)', kb(signedInJs), 'KB');

  // A signed-in CatRep coming back: /cat-share opened afresh in a new tab (the session restored).
  const again = await context.newPage();
  const againJs = [];
  again.on('response', async (res) => {
    if (res.request().resourceType() === 'script') {
      againJs.push(gzipSync(await res.body().catch(() => Buffer.alloc(0)), { level: 9 }).length);
    }
  });
  await again.goto('/cat-share');
  await again.getByRole('article').first().waitFor();
  await again.waitForLoadState('networkidle').catch(() => undefined);
  record(
    'JavaScript loaded for /cat-share opened afresh, signed in (gzip)',
    (againJs.reduce((a, b) => a + b, 0) / 1024).toFixed(1),
    'KB',
  );
  await browser.close();
}

/** A browser context of the bench: the app's origin, the intro tour already seen, `viewport`. */
async function benchContext(
  browser,
  { viewport = { width: 1280, height: 900 }, debugFirestore = false } = {},
) {
  const context = await browser.newContext({ baseURL: APP, viewport });
  await context.addCookies([{ name: 'catrep_intro_shown', value: '1', url: APP }]);
  // countDocuments reads the Firestore SDK's debug log, which this switches on.
  if (debugFirestore) await context.addInitScript(() => localStorage.setItem('catrep.debugFirestore', '1'));
  return context;
}

/**
 * A headless page signed in as `who` that counts the documents it receives (scripts/bench-*.mjs):
 * `{ page, docs, settle, close }`, `settle()` waiting until no document arrived for 1.5 s.
 */
async function openSignedIn(who) {
  const browser = await launchChromium();
  const context = await benchContext(browser, { debugFirestore: true });
  const page = await context.newPage();
  const docs = countDocuments(page);
  const settle = async () => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    let seen = -1;
    for (const deadline = Date.now() + 15_000; seen !== docs.count() && Date.now() < deadline;) {
      seen = docs.count();
      await sleep(1500);
    }
  };
  await signIn(page, who);
  return { page, docs, settle, close: () => browser.close() };
}

/** Logs `who` in through /welcome's Login tab and waits for their profile. */
async function signIn(page, who) {
  await page.goto(`${APP}/welcome`);
  await logInOnWelcome(page, who);
}

/** On /welcome: the Login tab, `who`'s email and the demo password, then their profile. */
async function logInOnWelcome(page, who) {
  await logIn(page, who.email, DEMO_PASSWORD);
  await page.waitForURL('**/information');
}

/** Counts the Firestore documents a page receives (the SDK's debug log): `count()`, `reset()`. */
function countDocuments(page) {
  let docs = 0;
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.includes('received:')) docs += (text.match(/"documentChange"/g) ?? []).length;
  });
  return { count: () => docs, reset: () => (docs = 0) };
}

// ---------------------------------------------------------------- CatAlog of 200 photos
/** Anna's first living cat gets 200 album photos: 3 uploaded through the API, 197 more entries. */
async function setUpAlbum200(anna, catId) {
  const token = await call('POST', '/users/login', null, { email: anna.email, password: DEMO_PASSWORD });
  const uploaded = [];
  for (let i = 0; i < 3; i++) {
    const photo = await demoPhoto(i + 1, 'cat', 1600, 1200 - i * 300);
    const { id } = await call('POST', `/cats/${catId}/files?type=1`, token, photoForm(photo));
    uploaded.push((await db.collection('cats').doc(catId).collection('files').doc(id).get()).data());
  }
  const files = db.collection('cats').doc(catId).collection('files');
  await commit(
    Array.from({ length: 197 }, (_, i) => [
      files.doc(),
      { ...uploaded[i % 3], createdAt: Timestamp.fromMillis(Date.now() - (i + 10) * 60_000) },
    ]),
  );
}

async function albumFigures(anna, catId) {
  const browser = await launchChromium();
  const context = await benchContext(browser, {
    viewport: { width: 390, height: 844 },
    debugFirestore: true,
  });
  await context.addInitScript(() => {
    globalThis.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) globalThis.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const docs = countDocuments(page);
  let imageBytes = 0;
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'image' && res.url().includes('/media/')) {
      imageBytes += (await res.body().catch(() => Buffer.alloc(0))).length;
    }
  });
  await signIn(page, anna);
  await page.goto(`/cat/${catId}`);
  await page.getByRole('link', { name: 'CatAlog' }).waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await sleep(1500);
  docs.reset();
  imageBytes = 0;
  await page.evaluate(() => (globalThis.__cls = 0));
  await page.getByRole('link', { name: 'CatAlog' }).click();
  await page.locator('img.album-image').first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await sleep(2000);
  const shown = await page.locator('img.album-image').count();
  record('reads: open a CatAlog of 200 photos (first page)', docs.count(), 'documents');
  console.log(`      photos on the first page: ${shown} (goal: reads ≤ photos + 2)`);
  record('image bytes loaded for the first CatAlog screen at 390 px', (imageBytes / 1024).toFixed(1), 'KB');
  record(
    'layout shift while the CatAlog loads (CLS)',
    (await page.evaluate(() => globalThis.__cls)).toFixed(3),
    '',
  );
  await browser.close();
}

// ---------------------------------------------------------------- CatChat
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The demo chat of Anna's Mittens and Bence's Cirmi gets 1,000 older messages. */
async function setUpChat1000(annaUid) {
  const chat = (await db.collection('chats').where('ownerIds', 'array-contains', annaUid).limit(1).get())
    .docs[0];
  const [catId] = chat.get('catIds');
  const userId = chat.get('cats')[catId].ownerId;
  const start = Date.now() - 2 * 24 * 60 * 60_000;
  await commit(
    Array.from({ length: 1000 }, (_, i) => [
      chat.ref.collection('messages').doc(),
      { catId, userId, text: `Bench history ${i}`, createdAt: Timestamp.fromMillis(start + i * 60_000) },
    ]),
  );
  return { chatId: chat.id, cats: chat.get('cats'), catIds: chat.get('catIds') };
}

/** Send (Enter in Anna's browser) to the message on Bence's screen, 50 times; reads to open the chat. */
async function chatFigures(anna, bence, chat, annaUid) {
  const browser = await launchChromium();
  const [ctxA, ctxB] = [await benchContext(browser), await benchContext(browser, { debugFirestore: true })];
  // Anna's page notes when Enter sends a text; Bence's when that text appears.
  await ctxA.addInitScript(() => {
    globalThis.__sent = {};
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Enter' && !e.shiftKey && e.target instanceof HTMLTextAreaElement) {
          globalThis.__sent[e.target.value.trim()] = Date.now();
        }
      },
      true,
    );
  });
  await ctxB.addInitScript(() => {
    globalThis.__seen = {};
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.message-text')) {
        globalThis.__seen[el.textContent] ??= Date.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const [pageA, pageB] = [await ctxA.newPage(), await ctxB.newPage()];
  // When each message's POST left Anna's page and when its answer came back: what the API takes of
  // the time to the other screen, and what is left for Firestore to bring it there.
  const posted = {};
  pageA.on('request', (req) => {
    if (req.method() !== 'POST' || !/\/chats\/[^/]+\/messages$/.test(new URL(req.url()).pathname)) return;
    const text = JSON.parse(req.postData() ?? '{}').text;
    if (text) posted[text] = { req, start: Date.now() };
  });
  pageA.on('requestfinished', (req) => {
    const entry = Object.values(posted).find((p) => p.req === req);
    if (entry) entry.end = Date.now();
  });
  const docs = countDocuments(pageB);
  await signIn(pageA, anna);
  await signIn(pageB, bence);
  const mine = (uid) => chat.catIds.find((id) => chat.cats[id].ownerId === uid);
  const bUid = chat.cats[chat.catIds.find((id) => chat.cats[id].ownerId !== annaUid)].ownerId;
  await pageA.goto(`/cat-chat/${mine(annaUid)}/x?chat=${chat.chatId}`);
  await pageB.goto(`/information`);
  await pageB.waitForLoadState('networkidle').catch(() => undefined);
  await sleep(1500);
  docs.reset();
  await pageB.goto(`/cat-chat/${mine(bUid)}/x?chat=${chat.chatId}`);
  await pageB.locator('.message-text').first().waitFor();
  await pageB.waitForLoadState('networkidle').catch(() => undefined);
  await sleep(2000);
  record('reads: open a CatChat with 1,000 messages (page reload)', docs.count(), 'documents');
  console.log(
    `      messages shown: ${await pageB.locator('.message').count()} (goal: reads ≤ messages + 2, + the chrome)`,
  );

  // The message box by its exact role and name: each message's "Report this message" button has
  // 'message' in its label too.
  const input = pageA.getByRole('textbox', { name: 'Message', exact: true });
  await input.waitFor();
  for (let i = 0; i < 50; i++) {
    const text = `Bench message ${i}`;
    await input.fill(text);
    await input.press('Enter');
    await pageB.locator('.message-text', { hasText: text }).waitFor();
  }
  const sent = await pageA.evaluate(() => globalThis.__sent);
  const seen = await pageB.evaluate(() => globalThis.__seen);
  const times = Object.keys(sent)
    .filter((t) => seen[t])
    .map((t) => seen[t] - sent[t])
    .sort((x, y) => x - y);
  record('CatChat: Send to the message on the other screen, median (50)', percentile(times, 50), 'ms');
  record('CatChat: Send to the message on the other screen, 95th percentile', percentile(times, 95), 'ms');
  // The answer comes after the other screen has the message: it is read back after the commit.
  const answered = Object.values(posted)
    .filter((p) => p.end)
    .map((p) => p.end - p.start)
    .sort((x, y) => x - y);
  console.log(
    `      POST /chats/{id}/messages answered in ${percentile(answered, 50)} ms median, ${percentile(answered, 95)} ms at p95 (${answered.length})`,
  );
  await browser.close();
}

// ---------------------------------------------------------------- notifications
/**
 * Bence likes 50 of Anna's posts through the API, one after another, while Anna's /cat-share is
 * open: the time from sending each like to the new count on her bell; then the documents her
 * browser reads to open the centre.
 */
async function notificationFigures(anna, bence) {
  const annaToken = await call('POST', '/users/login', null, { email: anna.email, password: DEMO_PASSWORD });
  const benceToken = await call('POST', '/users/login', null, {
    email: bence.email,
    password: DEMO_PASSWORD,
  });
  // Her 50 posts are written directly (the API allows 30 an hour); their likes go through it.
  const annaUid = (await auth.getUserByEmail(anna.email)).uid;
  const user = { id: annaUid, firstname: 'Anna', lastname: 'Whiskerton', profilePhoto: null };
  const posts = [];
  await withoutTriggers(async () => {
    const writes = Array.from({ length: 50 }, (_, i) => [
      db.collection('feeds').doc(),
      {
        type: 1,
        content: { message: `Bell ${i}` },
        userId: annaUid,
        user,
        visibility: 1,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      },
    ]);
    await commit(writes);
    posts.push(...writes.map(([ref]) => ref.id));
  });
  await call('POST', '/notifications/read', annaToken, {});
  const browser = await launchChromium();
  const context = await benchContext(browser, { debugFirestore: true });
  // Anna's page notes each count the bell shows, with when.
  await context.addInitScript(() => {
    globalThis.__shown = [];
    new MutationObserver(() => {
      const count = document.querySelector('.bell-count')?.textContent ?? '';
      if (count !== globalThis.__shown.at(-1)?.count) globalThis.__shown.push({ count, at: Date.now() });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const page = await context.newPage();
  await signIn(page, anna);
  await page.goto('/cat-share');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const times = [];
  for (const post of posts) {
    // Each like starts from a bell at 0 (it counts up to 9+), then waits for its 1.
    await call('POST', '/notifications/read', annaToken, {});
    await page.locator('.bell-count').waitFor({ state: 'detached' });
    const sent = Date.now();
    await call('POST', `/feeds/${post}/likes`, benceToken);
    await page.locator('.bell-count', { hasText: /^1$/ }).waitFor();
    const seen = await page.evaluate(
      (after) => globalThis.__shown.find((s) => s.count === '1' && s.at >= after)?.at,
      sent,
    );
    times.push(seen - sent);
  }
  times.sort((x, y) => x - y);
  record('Notifications: a like to the count on the other bell, median (50)', percentile(times, 50), 'ms');
  record('Notifications: a like to the count on the other bell, 95th pct', percentile(times, 95), 'ms');
  console.log(`      fastest ${times[0]} ms, slowest ${times.at(-1)} ms`);

  const docs = countDocuments(page);
  await page.goto('/information');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await sleep(1500);
  docs.reset();
  await page.goto('/notifications');
  await page.locator('.notif-item').first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await sleep(2000);
  record('reads: open the notification centre (/notifications)', docs.count(), 'documents');
  console.log(`      notifications shown: ${await page.locator('.notif-item').count()}`);
  await browser.close();
}

// ---------------------------------------------------------------- fan-out figures
/** Two CatReps with `cats` living cats each (written with triggers off); returns what to connect. */
async function setUpCatMates(cats = 30) {
  const s = Date.now().toString(36);
  const a = await createVerifiedCatRep({
    firstname: 'Bench',
    lastname: `A${s}`,
    email: `bench-a-${s}@catrep.example`,
  });
  const b = await createVerifiedCatRep({
    firstname: 'Bench',
    lastname: `B${s}`,
    email: `bench-b-${s}@catrep.example`,
  });
  const catIds = { [a.uid]: [], [b.uid]: [] };
  await withoutTriggers(() =>
    commit(
      [a.uid, b.uid].flatMap((uid) =>
        Array.from({ length: cats }, (_, i) => {
          const ref = db.collection('cats').doc();
          catIds[uid].push(ref.id);
          return [
            ref,
            {
              name: `Bench ${i}`,
              ownerId: uid,
              owner: { id: uid, firstname: 'Bench', lastname: '', profilePhoto: null },
              alive: true,
              deathdate: null,
              gender: true,
              birthDay: null,
              birthMonth: null,
              birthYear: null,
              breed: '',
              location: '',
              country: null,
              city: '',
              diaryType: 2,
              profilePhoto: null,
              searchKeys: ['bench'],
              createdAt: FieldValue.serverTimestamp(),
            },
          ];
        }),
      ),
    ),
  );
  return { a, b, catIds, cats };
}

/** The time from approving a connection to every CatMates document of its cats (n × n × 2). */
async function catMatesOf({ a, b, catIds, cats }) {
  const total = cats * cats * 2;
  await drainTriggerEvents();
  await call('POST', `/users/${b.uid}/relations`, a.token);
  const start = Date.now();
  await call('PUT', `/users/${a.uid}/relations`, b.token, { approved: true });
  const count = async () => {
    let n = 0;
    for (const ids of Object.values(catIds)) {
      n += (await db.collectionGroup('mates').where('catId', 'in', ids).count().get()).data().count;
    }
    return n;
  };
  await waitFor(async () => (await count()) >= total);
  const label = `CatMates of a ${cats} × ${cats} connection complete (${total.toLocaleString('en')} documents)`;
  record(label, Date.now() - start, 'ms');
}

/** A CatRep with `size` connections (written with triggers off). */
async function setUpAudience(size = 500) {
  const s = Date.now().toString(36);
  const author = await createVerifiedCatRep({
    firstname: 'Popular',
    lastname: `P${s}`,
    email: `bench-p-${s}@catrep.example`,
  });
  await withoutTriggers(async () => {
    const writes = [];
    for (let i = 0; i < size; i++) {
      const uid = `bench-${s}-${i}`;
      const card = {
        id: uid,
        firstname: 'Fan',
        lastname: `${i}`,
        profilePhoto: null,
        country: null,
        city: '',
      };
      const authorCard = {
        id: author.uid,
        firstname: 'Popular',
        lastname: `P${s}`,
        profilePhoto: null,
        country: null,
        city: '',
      };
      const now = FieldValue.serverTimestamp();
      writes.push([db.collection('users').doc(uid), benchProfile('Fan', `${i}`)]);
      writes.push([
        db.collection('users').doc(uid).collection('relations').doc(author.uid),
        { state: 'connected', userId: author.uid, user: authorCard, createdAt: now, updatedAt: now },
      ]);
      writes.push([
        db.collection('users').doc(author.uid).collection('relations').doc(uid),
        { state: 'connected', userId: uid, user: card, createdAt: now, updatedAt: now },
      ]);
    }
    await commit(writes);
  });
  return author;
}

/** A CatRep without connections whose posts mark that the queued trigger events are through. */
let loner;

/**
 * Waits until the Firestore emulator has delivered the trigger events queued before now. It
 * delivers every write's event one after another, also while triggers are off (they are then
 * dropped), so the set-up's thousands of writes delay a timed post's event by minutes: a post of
 * `loner` queued now is referenced in their timeline only once those are through.
 */
async function drainTriggerEvents() {
  loner ??= await createVerifiedCatRep({
    firstname: 'Lone',
    lastname: `L${Date.now().toString(36)}`,
    email: `bench-lone-${Date.now().toString(36)}@catrep.example`,
  });
  const marker = await call('POST', '/feeds', loner.token, {
    type: 1,
    content: JSON.stringify({ message: '.' }),
  });
  const head = db.doc(`users/${loner.uid}/private/timeline`);
  // Up to 30 minutes: the 5,000 connections' set-up writes 15,000 documents, and late in a full
  // run on two cores their trigger events took longer than 10 minutes to go through.
  const waited = await waitFor(
    async () => ((await head.get()).get('ids') ?? []).includes(marker.id),
    30 * 60_000,
  );
  console.log(`      (${(waited / 1000).toFixed(1)} s for the set-up's queued trigger events)`);
}

/** The timeline heads that reference post `feedId` (the trigger writes a new reference there alone). */
const headsHolding = (feedId) => db.collectionGroup('private').where('ids', 'array-contains', feedId);

/**
 * The time for a post of `author` (with `size` connections) to reach every timeline, from a quiet
 * event queue (drainTriggerEvents); its id.
 */
async function fanOut(author, size = 500) {
  await drainTriggerEvents();
  const start = Date.now();
  const post = await call('POST', '/feeds', author.token, {
    type: 1,
    content: JSON.stringify({ message: `Hello, ${size} CatReps!` }),
  });
  await waitFor(async () => (await headsHolding(post.id).count().get()).data().count >= size + 1, 600_000);
  record(
    `a post reaching ${size.toLocaleString('en')} connections\u2019 timelines (+ the author\u2019s)`,
    Date.now() - start,
    'ms',
  );
  return post.id;
}

/**
 * Documents written when `liker` likes post `feedId` of a CatRep with 500 connections: every
 * document of the collections a like or its triggers could touch whose update time is after the
 * like began (the post, its likes, the timelines' references, the quota documents), once the
 * triggers have had 3 s to run.
 */
async function likeWrites(feedId, liker) {
  const token = await call('POST', '/users/login', null, { email: liker.email, password: DEMO_PASSWORD });
  const post = db.collection('feeds').doc(feedId);
  const since = Timestamp.now();
  await call('POST', `/feeds/${feedId}/likes`, token);
  await sleep(3000);
  const after = (snap) => snap.docs.filter((d) => d.updateTime.toMillis() >= since.toMillis()).length;
  const written = {
    post: (await post.get()).updateTime.toMillis() >= since.toMillis() ? 1 : 0,
    likes: after(await post.collection('likes').get()),
    counters: after(await post.collection('counters').get()),
    timelines: after(await headsHolding(feedId).get()),
    quotas: after(await db.collection('throttles').get()),
  };
  const total = Object.values(written).reduce((a, b) => a + b, 0);
  record('documents written by one like of a post by a CatRep with 500 connections', total, 'documents');
  console.log(
    `      ${Object.entries(written)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}

async function thousandPosts(anna) {
  await withoutTriggers(async () => {
    const writes = [];
    const user = { id: anna.uid, firstname: 'Anna', lastname: 'Whiskerton', profilePhoto: null };
    for (let i = 0; i < 1000; i++) {
      const ref = db.collection('feeds').doc();
      const post = {
        type: 1,
        content: { message: `Bench post ${i}` },
        userId: anna.uid,
        user,
        visibility: 1,
        createdAt: Timestamp.fromMillis(Date.now() - (1000 - i) * 60_000),
        updatedAt: Timestamp.now(),
      };
      writes.push([ref, post]);
    }
    await commit(writes);
    // Her timeline as the trigger leaves it after trims: the newest 100 of these in the head (the
    // seed's posts, newer, are already in it) above its floor, and the 900 older ones in pages.
    const references = writes.map(([ref, post]) => ({
      feedId: ref.id,
      userId: anna.uid,
      createdAt: post.createdAt,
    }));
    const refsOf = (list) =>
      Object.fromEntries(list.map((r) => [r.feedId, { userId: r.userId, createdAt: r.createdAt }]));
    const kept = references.slice(-100);
    await db.doc(`users/${anna.uid}/private/timeline`).set(
      {
        refs: refsOf(kept),
        ids: FieldValue.arrayUnion(...kept.map((r) => r.feedId)),
        size: FieldValue.increment(kept.length),
        floor: { feedId: kept[0].feedId, createdAt: kept[0].createdAt },
      },
      { merge: true },
    );
    const pages = timelinePages(db, anna.uid, refsOf(references.slice(0, -kept.length)));
    await commit(pages);
  });
}

// ---------------------------------------------------------------- Lighthouse
const LIGHTHOUSE_RUNS = Number(process.env.CATREP_LIGHTHOUSE_RUNS ?? 5);

/**
 * Lighthouse 12 (mobile preset, simulated throttling) against Debian's Chromium with the
 * docs/architecture.md §3 flags. Playwright starts the browser with a persistent profile and a DevTools port;
 * Lighthouse drives the same browser through that port, so a sign-in done first with Playwright
 * carries over (`disableStorageReset`; otherwise Lighthouse clears the origin's storage: a first visit).
 */
async function lighthouseRuns(name, path, { as = null } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const port = 9400 + Number(process.env.CATREP_PORT_OFFSET ?? 0);
  const profile = mkdtempSync(join(tmpdir(), 'catrep-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM,
    args: [...CHROMIUM.args, `--remote-debugging-port=${port}`],
  });
  const runs = [];
  try {
    if (as) {
      const page = context.pages()[0] ?? (await context.newPage());
      await context.addCookies([{ name: 'catrep_intro_shown', value: '1', url: APP }]);
      await signIn(page, as);
      await page.goto(`${APP}${path}`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.goto('about:blank');
    }
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const result = await lighthouse(`${APP}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(as),
      });
      const { categories, audits } = result.lhr;
      runs.push({
        score: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        // What moved: Lighthouse's layout-shift culprits (element and its share of CLS).
        shifts: (audits['layout-shifts']?.details?.items ?? []).map(
          (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} ${item.score.toFixed(3)}`,
        ),
        // What kept the main thread busy: its work by kind, and the scripts that took longest.
        work: (audits['mainthread-work-breakdown']?.details?.items ?? [])
          .slice(0, 5)
          .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`),
        tasks: (audits['long-tasks']?.details?.items ?? [])
          .slice(0, 8)
          .map(
            (item) =>
              `${String(item.url).split('/').pop()} @${Math.round(item.startTime)} ${Math.round(item.duration)} ms`,
          ),
        scripts: (audits['bootup-time']?.details?.items ?? [])
          .slice(0, 5)
          .map((item) => `${String(item.url).split('/').pop()} ${Math.round(item.total)} ms`),
      });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  console.log(`      ${name}: ${runs.map((r) => r.score).join(', ')} (${runs.length} runs)`);
  record(`Lighthouse performance: ${name} (median)`, median('score'), '/ 100');
  record(`  LCP: ${name}`, (median('lcp') / 1000).toFixed(2), 's');
  record(`  FCP: ${name}`, (median('fcp') / 1000).toFixed(2), 's');
  record(`  TBT: ${name}`, Math.round(median('tbt')), 'ms');
  record(`  CLS: ${name}`, median('cls').toFixed(3), '');
  const shifted = runs.find((r) => r.cls === median('cls'))?.shifts ?? [];
  if (shifted.length) console.log(`      layout shifts: ${shifted.join('; ')}`);
  const typical = runs.find((r) => r.tbt === median('tbt'));
  if (typical?.work.length) console.log(`      main thread (that run): ${typical.work.join('; ')}`);
  if (typical?.scripts.length) console.log(`      scripts (that run): ${typical.scripts.join('; ')}`);
  if (typical?.tasks.length) console.log(`      long tasks (that run): ${typical.tasks.join('; ')}`);
}

async function lighthouseFigures(anna) {
  console.log('  Lighthouse 12, mobile preset:');
  await lighthouseRuns('/welcome (first visit)', '/welcome');
  await lighthouseRuns('/cat-share (signed in as Anna)', '/cat-share', { as: anna });
}

const anna = DEMO_CATREPS[0];
const annaUid = (await auth.getUserByEmail(anna.email)).uid;
console.log('\nCatRep benchmark (Emulator Suite, demo data)\n');

// Anna and Bence are connected by the seed, so her cats have CatMates. Wait for the seed's
// triggers to finish before turning triggers off (that would drop pending events); this also
// warms the Functions emulator up before anything is timed.
const annaCats = await db.collection('cats').where('ownerId', '==', annaUid).where('alive', '==', true).get();
await waitFor(async () => (await annaCats.docs[0].ref.collection('mates').count().get()).data().count >= 3);
// The seed's 4 posts reach 10 timelines (authors and their connections): 10 references in heads.
await waitFor(async () => {
  const heads = await db.collectionGroup('private').where('size', '>', 0).get();
  return heads.docs.reduce((n, head) => n + (head.get('ids') ?? []).length, 0) >= 10;
});

const benchDeps = { db, record, withoutTriggers, commit, openSignedIn };

// `CATREP_BENCH=notifications npm run bench` prints only the notification figures (quicker);
// `CATREP_BENCH=scale` only the scale figures (scripts/bench-scale.mjs); `CATREP_BENCH=fanout`
// only the fan-out ones (500 and 5,000 timelines, CatMates of 20 × 20 cats); `CATREP_BENCH=lighthouse`
// only Lighthouse (/welcome and /cat-share, with what kept the main thread busy); `CATREP_BENCH=chat`
// only CatChat's (the time to the other screen, the reads to open a long chat).
if (process.env.CATREP_BENCH === 'notifications') {
  await notificationFigures(anna, DEMO_CATREPS[1]);
} else if (process.env.CATREP_BENCH === 'appears-in') {
  await appearsInFigures(benchDeps, anna, annaUid, {
    id: annaCats.docs[0].id,
    name: annaCats.docs[0].data().name,
  });
} else if (process.env.CATREP_BENCH === 'leaving') {
  // Exporting and deleting a large account (scripts/bench-leaving.mjs, README "Leaving CatRep").
  await leavingFigures({ db, record, withoutTriggers, commit, drain: drainTriggerEvents });
} else if (process.env.CATREP_BENCH === 'lost') {
  // A lost cat's alert to 50 and 5,000 CatReps nearby (scripts/bench-lost.mjs, README "Lost & Found").
  await lostFigures({ db, record, withoutTriggers, commit, drain: drainTriggerEvents });
} else if (process.env.CATREP_BENCH === 'day') {
  // One CatRep day and what it costs (scripts/bench-day.mjs, docs/scaling.md).
  await dayFigures({ db, record, withoutTriggers, commit }, anna, DEMO_CATREPS[1], DEMO_CATREPS[2]);
} else if (process.env.CATREP_BENCH === 'chat') {
  // CatChat alone: Send to the other screen, and opening a chat of 1,000 messages.
  const chat1000 = await setUpChat1000(annaUid);
  await drainTriggerEvents();
  await chatFigures(anna, DEMO_CATREPS[1], chat1000, annaUid);
} else if (process.env.CATREP_BENCH === 'lighthouse') {
  // Lighthouse alone (the last figures of the full run).
  await lighthouseFigures(anna);
} else if (process.env.CATREP_BENCH === 'phone') {
  // The phone session (scripts/bench-phone.mjs).
  await phoneFigures({ db, record, withoutTriggers, commit }, anna, DEMO_CATREPS[1], DEMO_CATREPS[2]);
} else if (process.env.CATREP_BENCH === 'scale' || process.env.CATREP_BENCH === 'fanout') {
  // Fan-out first: the like burst leaves the machine busy with workers for a while.
  await fanOut(await setUpAudience(500), 500);
  await fanOut(await setUpAudience(5000), 5000);
  await catMatesOf(await setUpCatMates(20));
  if (process.env.CATREP_BENCH === 'scale')
    await scaleFigures({ db, auth, record }, DEMO_CATREPS[0], DEMO_CATREPS[1]);
} else {
  // The day first, on the store as seeded: the same day `CATREP_BENCH=day` measures.
  await dayFigures({ db, record, withoutTriggers, commit }, anna, DEMO_CATREPS[1], DEMO_CATREPS[2]);
  console.log('');
  // Set-up data goes in with the triggers off (they would fan out for minutes on the emulator).
  await thousandPosts({ uid: annaUid });
  const pairs = await setUpCatMates(30);
  const popular = await setUpAudience(500);
  await setUpAlbum200(anna, annaCats.docs[0].id);
  const chat1000 = await setUpChat1000(annaUid);
  const postCount = (await db.collection('feeds').count().get()).data().count;
  console.log(`  (store: ${postCount} posts; Anna has 1,000 of them in her timeline)`);

  console.log('');

  await browserFigures(anna);
  await appearsInFigures(benchDeps, anna, annaUid, {
    id: annaCats.docs[0].id,
    name: annaCats.docs[0].data().name,
  });
  await albumFigures(anna, annaCats.docs[0].id);
  // The timed figures start from a quiet queue: the set-up's writes above are delivered as trigger
  // events one after another (drainTriggerEvents), and a time taken while some are left measures
  // them as well as CatRep (4 s of them were left here in a run on two cores).
  await drainTriggerEvents();
  await chatFigures(anna, DEMO_CATREPS[1], chat1000, annaUid);
  await notificationFigures(anna, DEMO_CATREPS[1]);
  console.log('');
  await phoneFigures({ db, record, withoutTriggers, commit }, anna, DEMO_CATREPS[1], DEMO_CATREPS[2]);
  console.log('');
  await catMatesOf(pairs);
  const popularPost = await fanOut(popular, 500);
  await likeWrites(popularPost, anna);
  console.log('');
  await fanOut(await setUpAudience(5000), 5000);
  await lostFigures({ db, record, withoutTriggers, commit, drain: drainTriggerEvents });
  await scaleFigures({ db, auth, record }, DEMO_CATREPS[0], DEMO_CATREPS[1]);
  console.log('');
  await drainTriggerEvents();
  await lighthouseFigures(anna);
}
console.log('\nDone.');
