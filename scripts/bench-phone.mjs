/**
 * The phone session of `npm run bench` (`CATREP_BENCH=phone` alone): CatRep used as a person uses
 * it on a mid-range phone, measured in Chromium with a 4× CPU slowdown and Lighthouse's mobile
 * network (slow 4G as DevTools throttles it: 562.5 ms a request, 1.47 Mbit/s down, 675 kbit/s up)
 * at 390 × 844.
 *
 * The session, for Anna (who reads 'My CatReps': CatShare opens on the view last chosen): open
 * CatShare, scroll 200 posts, like 5 of them, open a post's comments and write one, open a CatID
 * (Me → My Cats → Mittens) and its CatAlog, and write 10 CatChat messages to Bence's Cirmi. Every
 * click and key is a real input event (Playwright), so each is an interaction.
 *
 * What it prints:
 *  - Interaction to Next Paint of the session, as the `web-vitals` library reports it (its `onINP`,
 *    every change), and the latency of each interaction (the Event Timing entries web-vitals reads,
 *    grouped by interaction): p75 and the worst;
 *  - long tasks (over 200 ms) after the first screen, each with the step of the session it fell in
 *    and its animation frame (Long Animation Frames): the frame's time in scripts and in rendering
 *    (from its style and layout on), and the scripts that ran longest (what invoked them, in which
 *    file);
 *  - Firestore listen targets open after the 200 posts and at the end: the `addTarget` and
 *    `removeTarget` the page sends on Firestore's listen channel;
 *  - the JS heap before (the first screen) and after the session, each after a garbage collection.
 *
 * Set-up (not measured): 210 posts by Bence and Chloe in Anna's timeline (one in five with a photo
 * uploaded through the API, the others written with triggers off), each with an ordinary post's
 * counts on one shard.
 */
/* global window, history, dispatchEvent, PopStateEvent -- page.evaluate runs these in the page */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { averageCounts, timelinePages, timelinePost } from './bench-posts.mjs';
import { CHROMIUM, logInOnWelcome } from './chromium.mjs';
import { API, DEMO_PASSWORD, call, demoPhoto, photoForm } from './seed.mjs';

const APP = API.replace(/\/api$/, '');
const require = createRequire(import.meta.url);
// The IIFE build, beside the package's main file (its exports name no such path).
const WEB_VITALS = readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/** Posts in Anna's timeline for the session: 200 to scroll and a few more below. */
const POSTS = 210;
/** Long tasks longer than this count (ms). */
const LONG_TASK_MS = 200;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lighthouse's mobile network as DevTools applies it (its `mobileSlow4G`, devtools throttling). */
const PHONE_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** Anna's timeline of POSTS posts by `authors` ({ uid, token, card }), newest first in her head. */
async function setUpTimeline({ db, withoutTriggers, commit }, annaUid, authors) {
  const photoPosts = [];
  for (let i = 0; i < 4; i++) {
    const author = authors[i % authors.length];
    const { id } = await call('POST', '/feeds', author.token, {
      type: 2,
      content: JSON.stringify({ message: `Phone bench photo ${i}` }),
    });
    await call(
      'POST',
      `/feeds/${id}/files`,
      author.token,
      photoForm(await demoPhoto(70 + i, 'cat', 1600, 1200)),
    );
    photoPosts.push((await db.doc(`feeds/${id}`).get()).data());
  }
  const start = Date.now() - POSTS * 60_000;
  const refs = {};
  const writes = [];
  await withoutTriggers(async () => {
    for (let i = 0; i < POSTS; i++) {
      const photo = i % 5 === 0 ? photoPosts[(i / 5) % photoPosts.length] : null;
      const post = timelinePost(db, authors[i % authors.length], {
        type: photo ? 2 : 1,
        content: photo
          ? { ...photo.content, message: `Phone post ${i}: the cat found a box` }
          : { message: `Phone post ${i}: the cat found a box` },
        createdAt: Timestamp.fromMillis(start + i * 60_000),
      });
      writes.push(...post.writes, averageCounts(db, post.id, post.entry.userId));
      refs[post.id] = post.entry;
    }
    // The timeline as the trigger leaves it: the head's newest 150 references above a floor, the
    // older ones in pages.
    const entries = Object.entries(refs);
    const newest = entries.slice(-150);
    writes.push(...timelinePages(db, annaUid, Object.fromEntries(entries.slice(0, -150))));
    await commit(writes);
    const head = db.doc(`users/${annaUid}/private/timeline`);
    const [floorId, floor] = newest[0];
    await head.set({
      refs: Object.fromEntries(newest),
      ids: newest.map(([id]) => id),
      size: newest.length,
      floor: { feedId: floorId, createdAt: floor.createdAt },
    });
  });
}

/**
 * What the page notes from its start: web-vitals' INP (every change), each interaction's latency
 * (the longest Event Timing entry of its `interactionId`, as web-vitals groups them) and each long
 * task.
 */
const PAGE_PROBES = `
  window.__interactions = new Map();
  window.__longTasks = [];
  window.__longFrames = [];
  window.__inp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const seen = window.__interactions.get(e.interactionId) ?? 0;
      window.__interactions.set(e.interactionId, Math.max(seen, e.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration < ${LONG_TASK_MS}) continue;
      window.__longFrames.push({
        start: e.startTime,
        end: e.startTime + e.duration,
        // From the frame's style and layout to its end: rendering, not script.
        rendering: e.styleAndLayoutStart ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart) : 0,
        scripts: e.scripts.map((s) => ({
          invoker: s.invoker,
          file: s.sourceURL.split('/').pop(),
          duration: Math.round(s.duration),
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true });
`;

/** The listen targets a page has open: the ids its Firestore listen channel added and not removed. */
function watchTargets(page) {
  const open = new Set();
  page.on('request', (req) => {
    if (!req.url().includes('/Listen/channel')) return;
    const body = decodeURIComponent((req.postData() ?? '').replace(/\+/g, ' '));
    for (const [, id] of body.matchAll(/"addTarget":\{[^]*?"targetId":(\d+)/g)) open.add(id);
    for (const [, id] of body.matchAll(/"removeTarget":(\d+)/g)) open.delete(id);
  });
  return { count: () => open.size };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Runs the session (see the module comment) as `anna` (`{ email }`), with the timeline set up from
 * `authors` (`bence`, `chloe`: `{ email }`), and prints its figures through `record`.
 */
export async function phoneFigures(context, anna, bence, chloe) {
  const { db, record } = context;
  const login = (who) => call('POST', '/users/login', null, { email: who.email, password: DEMO_PASSWORD });
  const uidOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id;
  const annaUid = uidOf(await login(anna));
  const authors = await Promise.all(
    [bence, chloe].map(async (who) => {
      const token = await login(who);
      const uid = uidOf(token);
      const user = (await db.doc(`users/${uid}`).get()).data();
      return {
        uid,
        token,
        card: {
          id: uid,
          firstname: user.firstname,
          lastname: user.lastname,
          profilePhoto: user.profilePhoto,
        },
      };
    }),
  );
  console.log(`  (phone session: setting up ${POSTS} posts in Anna\u2019s timeline)`);
  await setUpTimeline(context, annaUid, authors);

  const browser = await chromium.launch(CHROMIUM);
  const browserContext = await browser.newContext({
    baseURL: APP,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await browserContext.addCookies([{ name: 'catrep_intro_shown', value: '1', url: APP }]);
  await browserContext.addInitScript(WEB_VITALS);
  await browserContext.addInitScript(PAGE_PROBES);
  const page = await browserContext.newPage();
  page.setDefaultTimeout(60_000);
  const targets = watchTargets(page);
  const cdp = await browserContext.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };

  // Signed in, having last read 'My CatReps' (unthrottled: the session starts at CatShare).
  await page.goto('/welcome?tab=login');
  await logInOnWelcome(page, anna.email, DEMO_PASSWORD);
  await page.waitForURL('**/information');
  await page.evaluate(() => localStorage.setItem('catrep.catshareView', 'catreps'));

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);

  // Open CatShare: the first screen is there with the first post.
  const started = Date.now();
  await page.goto('/cat-share');
  const posts = page.getByRole('article');
  await posts.first().waitFor();
  record('phone: CatShare opened to its first post', Date.now() - started, 'ms');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const firstScreen = await page.evaluate(() => performance.now());
  const heapBefore = await heap();
  // Where each step of the session starts on the page's clock, to name the step of a long task.
  const steps = [];
  const step = async (name) => steps.push({ name, at: await page.evaluate(() => performance.now()) });
  await step('scrolling');

  // Scroll 200 posts, a flick at a time, as a thumb does.
  for (let flick = 0; flick < 2000 && (await posts.count()) < 201; flick++) {
    await page.mouse.wheel(0, 700);
    await sleep(150);
  }
  // A feed that stops short says where it stood, rather than timing out on the 200th post.
  const reached = await posts.count();
  if (reached < 200) {
    const loading = await page.getByText('Loading more CatShares…').count();
    throw new Error(
      `phone: the feed stopped at ${reached} posts (${loading ? 'its next page still loading' : 'no page loading'}, ${targets.count()} listen targets open)`,
    );
  }
  await posts.nth(199).scrollIntoViewIfNeeded();
  await sleep(1500);
  record('phone: posts scrolled', Math.min(200, await posts.count()), 'posts');
  record('phone: Firestore listen targets open after 200 posts (goal: ≤ 60)', targets.count(), 'targets');

  // Like 5 posts where the scroll ended.
  await step('liking');
  for (let i = 0; i < 5; i++) {
    const button = posts.nth(190 + i).locator('.like-button');
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await sleep(800);
  }

  // Open a post's comments and write one.
  await step('commenting');
  const post = posts.nth(195);
  await post.scrollIntoViewIfNeeded();
  await post.getByRole('button', { name: /comments?$/ }).click();
  const box = post.getByLabel('Comment message');
  await box.waitFor();
  await box.click();
  await page.keyboard.type('What a brave cat, in a box again!', { delay: 60 });
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  await post.getByText('What a brave cat, in a box again!', { exact: true }).waitFor();

  // A CatID and its CatAlog, through the menus.
  await step('CatID and CatAlog');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /^Me/ }).click();
  await page.getByRole('link', { name: 'My Cats' }).click();
  await page.getByRole('link', { name: 'Mittens' }).first().click();
  await page.getByRole('heading', { name: 'Mittens' }).waitFor();
  await page.getByRole('link', { name: 'CatAlog' }).first().click();
  await page.locator('img.album-image').first().waitFor();
  await sleep(1000);

  // 10 CatChat messages to Bence's Cirmi, typed.
  await step('CatChat');
  const chat = (await db.collection('chats').where('ownerIds', 'array-contains', annaUid).limit(1).get())
    .docs[0];
  const mine = chat.get('catIds').find((id) => chat.get('cats')[id].ownerId === annaUid);
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/cat-chat/${mine}/x?chat=${chat.id}`);
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  await input.waitFor();
  for (let i = 0; i < 10; i++) {
    const text = `Purr ${i + 1}, from the phone`;
    await input.click();
    await page.keyboard.type(text, { delay: 60 });
    await page.keyboard.press('Enter');
    await page.locator('.message-text', { hasText: text }).waitFor();
  }
  await sleep(3000);

  const probes = await page.evaluate(() => ({
    inp: window.__inp,
    interactions: [...window.__interactions.values()],
    longTasks: window.__longTasks,
    longFrames: window.__longFrames,
  }));
  const latencies = probes.interactions.sort((a, b) => a - b);
  const late = probes.longTasks.filter((t) => t.start > firstScreen && t.duration > LONG_TASK_MS);
  // web-vitals reports INP only once an interaction has been measured as one; none is no figure.
  record('phone: INP of the session (web-vitals)', probes.inp ?? 'none reported', 'ms');
  record(
    `phone: interaction latency p75 (${latencies.length} interactions; goal: ≤ 100)`,
    percentile(latencies, 75) ?? 0,
    'ms',
  );
  record('phone: interaction latency, worst (goal: ≤ 200)', latencies.at(-1) ?? 0, 'ms');
  record(`phone: long tasks over ${LONG_TASK_MS} ms after the first screen (goal: 0)`, late.length, 'tasks');
  const stepOf = (t) => steps.findLast((s) => s.at <= t.start)?.name ?? 'opening';
  // The long animation frame a task fell in: its length, its time in scripts and in rendering, and
  // its scripts that ran longest (what to look at).
  const frameOf = (t) => {
    const frame = probes.longFrames.find((f) => f.start <= t.start && t.start < f.end);
    if (!frame) return '?';
    const scripts = frame.scripts.reduce((sum, s) => sum + s.duration, 0);
    const longest = frame.scripts
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((s) => `${s.invoker} in ${s.file} ${s.duration} ms`);
    return [
      `frame ${Math.round(frame.end - frame.start)} ms`,
      `scripts ${scripts} ms`,
      `rendering ${frame.rendering} ms`,
      ...longest,
    ].join('; ');
  };
  for (const t of late) console.log(`      ${Math.round(t.duration)} ms (${stepOf(t)}): ${frameOf(t)}`);
  record('phone: Firestore listen targets open at the end', targets.count(), 'targets');
  const heapAfter = await heap();
  record('phone: JS heap after the first screen', (heapBefore / 2 ** 20).toFixed(1), 'MB');
  record('phone: JS heap at the end', (heapAfter / 2 ** 20).toFixed(1), 'MB');
  record(
    'phone: JS heap growth over the session (goal: ≤ 30)',
    ((heapAfter - heapBefore) / 2 ** 20).toFixed(1),
    'MB',
  );
  await browser.close();
}
