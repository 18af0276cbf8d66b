/**
 * Screenshots of the product for docs/screens/ (README "What it looks like"): the CatShare feed,
 * a profile, a CatAlog, the chat inbox and CatRep Settings, each at a phone's 390 × 844 and a laptop's 1280 × 800,
 * taken in Debian's Chromium (scripts/chromium.mjs) as the demo CatRep Anna, on the emulators with
 * the seeded demo data. Run through `npm run screens`, which starts the emulators, seeds and stops.
 *
 *   node scripts/screens.mjs [out]   # default out: docs/screens; prints each file written
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, logInOnWelcome } from './chromium.mjs';
import { DEMO_CATREPS, DEMO_PASSWORD } from './seed.mjs';

const APP = process.env.APP_URL ?? 'http://127.0.0.1:5000';
const out = process.argv[2] ?? join(import.meta.dirname, '..', 'docs', 'screens');
/** The intro tour's cookie (model `INTRO_COOKIE`): Anna has seen the tour, so it does not cover the screens. */
const INTRO_COOKIE = 'catrep_intro_shown';
const SIZES = [
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
  { name: 'laptop', width: 1280, height: 800, isMobile: false, hasTouch: false },
];

/**
 * Waits until every image in the screenshot's view has loaded (or failed), so no screenshot shows a
 * gap. Lazy images further down load only when scrolled near, so they are not waited for.
 */
async function settled(page) {
  await page.waitForFunction(
    () =>
      [...globalThis.document.images]
        .filter((img) => img.getBoundingClientRect().top < globalThis.innerHeight)
        .every((img) => img.complete),
    null,
    { timeout: 20_000 },
  );
  await page.waitForTimeout(300);
}

/** Logs in through /welcome's Login tab, as a person does. */
async function logIn(page, email) {
  await page.goto(`${APP}/welcome`);
  await page.waitForLoadState('load');
  await logInOnWelcome(page, email, DEMO_PASSWORD);
}

/** The screens to take: a name, how to reach it from a signed-in page, and what shows it is ready. */
const SCREENS = [
  {
    name: 'feed',
    open: (page) => page.goto(`${APP}/cat-share`),
    ready: (page) => page.locator('article').first(),
  },
  {
    name: 'profile',
    open: (page) => page.goto(`${APP}/cat-rep`),
    ready: (page) => page.getByRole('heading', { name: /Anna Whiskerton/ }).first(),
  },
  {
    name: 'catalog',
    open: async (page) => {
      await page.goto(`${APP}/cat-rep`);
      await page.getByRole('link', { name: /^Cats/ }).first().click();
      const href = await page.getByRole('link', { name: 'Mittens' }).first().getAttribute('href');
      const id = href?.split('/')[2];
      if (!id) throw new Error('Mittens was not found on her owner’s Cats tab: is the demo data seeded?');
      await page.goto(`${APP}/cat-catalog/${id}/mittens`);
    },
    ready: (page) => page.locator('img').nth(3),
  },
  {
    name: 'chats',
    open: (page) => page.goto(`${APP}/chats`),
    ready: (page) => page.getByRole('link', { name: /Cirmi/ }).first(),
  },
  {
    name: 'settings',
    open: (page) => page.goto(`${APP}/settings`),
    ready: (page) => page.getByRole('button', { name: 'Save notification settings' }),
  },
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch(CHROMIUM);
try {
  for (const size of SIZES) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
      hasTouch: size.hasTouch,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: INTRO_COOKIE, value: '1', url: APP }]);
    // Nothing leaves the machine: a request to anything but loopback is answered here instead.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    await logIn(page, DEMO_CATREPS[0].email);
    for (const screen of SCREENS) {
      await screen.open(page);
      await screen.ready(page).waitFor({ timeout: 30_000 });
      await settled(page);
      const file = join(out, `${screen.name}-${size.width}.png`);
      await page.screenshot({ path: file });
      console.info(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
