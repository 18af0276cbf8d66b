/**
 * CatRep as an installable web app, in headless Chromium against the Emulator Suite: the page
 * links a web app manifest (name, icons 192 and 512 and a maskable one, standalone display, start
 * URL) whose icons answer as PNGs; a service worker takes control of the pages and never answers
 * for the API; a reload without network shows CatRep's own shell from its cache with 'You are
 * offline' — the pre-rendered /welcome and a signed-in screen alike — and the banner goes when the
 * network is back. Signed in, a reload without network keeps the session and the screen it was on
 * (never /welcome), on a phone (390 px) and a laptop (1280 px); back online the screen catches up
 * with what a connection shared meanwhile, is live again and shows their new post as it is shared.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughApi } from '../support/connections.js';
import { shared } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

/** Where the page's `<link rel="manifest">` points. */
async function manifestUrl(page: Page): Promise<string> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  return new URL(href!, APP_URL).href;
}

/** Waits for the page's service worker to be active; answers its script's URL. */
const activeWorker = (page: Page): Promise<string | undefined> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    }
    return worker.scriptURL;
  });

/** The script URL of the service worker that controls the page, if one does. */
const controller = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

/** The offline banner (app/OfflineBanner.tsx). */
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

describe('CatRep as an installed web app', () => {
  let browser: Browser;
  let rep: Session;
  let friend: Session;

  beforeAll(async () => {
    rep = await verifiedCatRep('Pippa', 'Offline');
    friend = await verifiedCatRep('Olli', 'Online');
    await connectThroughApi(rep, friend);
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('links a manifest: name, icons 192 and 512 (PNGs), standalone, start URL; worker and manifest not cached', async () => {
    const { context, page } = await newPerson(browser);
    await page.goto('/welcome');
    const res = await page.request.get(await manifestUrl(page));
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      scope: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'CatRep',
      short_name: 'CatRep',
      display: 'standalone',
      start_url: '/cat-share',
      scope: '/',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
    const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((icon) => icon.src), appleTouchIcon!]) {
      const icon = await page.request.get(new URL(src, APP_URL).href);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
    }
    // The page's theme colour is the manifest's; the worker itself is always asked for afresh.
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    const worker = await page.request.get(`${APP_URL}/sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // It takes in CatRep's push handler, which shows what FCM sends (README "Notifications").
    expect(await worker.text()).toContain('push-sw.js');
    const push = await page.request.get(`${APP_URL}/push-sw.js`);
    expect(push.status()).toBe(200);
    expect(await push.text()).toContain("addEventListener('push'");
    await context.close();
  });

  it('is controlled by a service worker after a reload, which leaves the API to the network', async () => {
    const { context, page } = await newPerson(browser);
    await page.goto('/welcome');
    expect(await activeWorker(page)).toBe(`${APP_URL}/sw.js`);
    const again = await page.reload();
    expect(again?.fromServiceWorker()).toBe(true);
    expect(await controller(page)).toBe(`${APP_URL}/sw.js`);
    await see(page.getByRole('tab', { name: 'Login' }));

    // The API is never answered with the app shell (the navigation fallback's denylist).
    const api = await page.goto('/api/countries');
    expect(api?.fromServiceWorker()).toBe(false);
    expect(api?.headers()['content-type']).toMatch(/^application\/json/);
    await context.close();
  });

  it("shows CatRep's own pages with 'You are offline' on a reload without network, until it is back", async () => {
    const { context, page } = await newPerson(browser);
    await logIn(page, rep.email, rep.password);
    await page.goto('/cat-share');
    await activeWorker(page);
    await page.reload();
    expect(await controller(page)).toBe(`${APP_URL}/sw.js`);
    expect(await offlineBanner(page).count()).toBe(0);

    await context.setOffline(true);
    // Going offline on an open page shows the banner at once.
    await see(offlineBanner(page));
    // A reload: the shell comes from the service worker's cache, not Chromium's error page.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await see(page.getByText('You are offline'));
    await see(page.getByRole('link', { name: 'CatRep home' }));
    expect(await page.title()).toMatch(/CatRep/);

    // A pre-rendered page opened without network is there too, from its own file.
    const welcome = await page.goto('/welcome');
    expect(welcome?.fromServiceWorker()).toBe(true);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/welcome');
    await see(offlineBanner(page));

    // Back online, the banner goes.
    await context.setOffline(false);
    await notThere(offlineBanner(page));
    await context.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`keeps the session and the screen on a reload offline, and is live again online (${viewport.width} px)`, async () => {
      const { context, page } = await newPerson(browser, viewport);
      await logIn(page, rep.email, rep.password);
      await page.goto('/cat-share');
      await activeWorker(page);
      await page.reload();
      const composer = page.getByRole('form', { name: 'CatShare' });
      await see(composer);

      await context.setOffline(true);
      await see(offlineBanner(page));
      await page.reload();
      // The same screen, signed in: the CatShare composer and the Me menu, not /welcome.
      await see(composer);
      await see(page.getByRole('button', { name: /^Me/ }));
      expect(new URL(page.url()).pathname).toBe('/cat-share');
      await see(offlineBanner(page));
      expect(await page.getByRole('tab', { name: 'Login' }).count()).toBe(0);

      // What a connection shared meanwhile is there once back online: the banner goes and the
      // feed catches up. Then a new post arrives by itself. (Shared only once the feed has caught
      // up: the Firestore emulator can miss a write made while a listener is starting,
      // docs/architecture.md §3.)
      const stamp = `${viewport.width} px ${Date.now().toString(36)}`;
      const meanwhile = `Shared while offline at ${stamp}`;
      await shared(friend.token, meanwhile);
      await context.setOffline(false);
      await notThere(offlineBanner(page));
      await see(page.getByRole('article').filter({ hasText: meanwhile }));
      const message = `Back online at ${stamp}`;
      await shared(friend.token, message);
      await see(page.getByRole('article').filter({ hasText: message }));
      expect(new URL(page.url()).pathname).toBe('/cat-share');
      await context.close();
    });
  }
});
