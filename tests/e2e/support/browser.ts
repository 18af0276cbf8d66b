/**
 * Headless Chromium for the browser journeys (docs/architecture.md §3–4): Debian's chromium driven by
 * playwright-core, against the app the Emulator Suite serves.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { existsSync } from 'node:fs';
import { INTRO_COOKIE } from '@catrep/model';

export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:5000';

/** Launches Chromium as scripts/chromium.mjs says (CHROMIUM_PATH, else /usr/bin/chromium). */
export async function launch(): Promise<Browser> {
  const { CHROMIUM } = await loadChromium();
  if (!existsSync(CHROMIUM.executablePath)) {
    throw new Error(`No Chromium at ${CHROMIUM.executablePath}: apt-get install chromium (see .ci/run)`);
  }
  return chromium.launch(CHROMIUM);
}

/** scripts/chromium.mjs (plain JavaScript, shared with the bench), typed. */
const loadChromium = (): Promise<{
  CHROMIUM: { executablePath: string; args: string[] };
  submitLogin: (page: Page, email: string, password: string) => Promise<void>;
}> =>
  // @ts-expect-error: plain .mjs module without types; the annotation says what it holds.
  import('../../../scripts/chromium.mjs');

/** Content-Security-Policy violations Chromium reported since the last `takeCspViolations`. */
const cspViolations: string[] = [];

/** The violations reported since the last call (./csp.setup.ts fails a journey that caused one). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** A fresh browser context (its own storage: a separate person) with a phone-or-desktop size. */
export async function newPerson(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  options = { tourSeen: true },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: APP_URL, viewport });
  context.setDefaultTimeout(15_000);
  // Nothing leaves the machine: a request to anything but loopback is answered here (a YouTube
  // embed, say) instead of being sent.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  // Someone who has seen the intro tour (docs/product.md §9 cookie); first-impressions starts without it.
  if (options.tourSeen) await context.addCookies([{ name: INTRO_COOKIE, value: '1', url: APP_URL }]);
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    }
  });
  const page = await context.newPage();
  return { context, page };
}

/** A unique, valid email for this run. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@catrep.example`;
}

/**
 * Asserts `locator` becomes visible (waiting up to the context's timeout), as a person sees it.
 * playwright-core has no `expect`; vitest's expect checks the outcome. The check looks again for up
 * to 10 s: an element that matched and was then replaced by a re-render (a route change, a live
 * update) is looked up again instead of failing the journey.
 */
export async function see(locator: Locator): Promise<void> {
  const deadline = Date.now() + 10_000;
  let visible = false;
  do {
    await locator.first().waitFor({ state: 'visible' });
    visible = await locator.first().isVisible();
  } while (!visible && Date.now() < deadline);
  // A plain expect (not expect.poll): journeys call this in their hooks too.
  expect(visible).toBe(true);
}

/** Asserts nothing matches `locator` (waiting for it to go). */
export async function notThere(locator: Locator): Promise<void> {
  await expect.poll(() => locator.count(), { timeout: 10_000 }).toBe(0);
}

/**
 * Types `email` and `password` into /welcome's Login tab and presses Login, once its panel shows
 * (scripts/chromium.mjs `submitLogin`, shared with the bench); `page` on /welcome.
 */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await (await loadChromium()).submitLogin(page, email, password);
}

/** Logs in through /welcome's Login tab, as a person does, and waits for the signed-in chrome. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${APP_URL}/welcome`);
  await submitLogin(page, email, password);
  // Signing in calls the API, then Auth: a cold function on a busy machine may take a while.
  await page.waitForURL('**/information', { timeout: 30_000 });
  await page.getByRole('button', { name: /^Me/ }).waitFor();
}
