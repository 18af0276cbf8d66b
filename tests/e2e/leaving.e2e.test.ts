/**
 * Leaving CatRep and taking one's data (README "Leaving CatRep") in a real browser against the
 * Emulator Suite, as the CatRep Lea, who has a cat:
 *   (a) deletes the cat from Cat Settings ("Delete cat", confirmed) and lands on her cat list;
 *   (b) in CatRep Settings starts "Download my data", waits for the archive's link and downloads
 *       it: a ZIP (it starts with the bytes PK);
 *   (c) deletes her account: a wrong password is refused in the form, the right one signs her out
 *       onto /welcome with the toast, and she can no longer log in.
 * axe-core checks the CatRep Settings modal with the new sections and the deletion's confirmation
 * (no serious or critical violation), the latter at a phone's 390 px, where nothing runs off the side. Lea and her cat are made through the API; she logs in
 * through the UI.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leavingMessages, safetyMessages, serverMessages, success } from '@catrep/model';
import { addCat } from '../support/cats.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { APP_URL, launch, logIn, newPerson, notThere, see, submitLogin } from './support/browser.js';
import { seriousViolations } from './support/axe.js';

/** Letters only, unique per run (names take no digits). */
const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
/** `text` as a literal in a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Leaving CatRep: Delete cat, Download my data, Delete my account (README "Leaving CatRep")', () => {
  let browser: Browser;
  let page: Page;
  let lea: Session;
  const cat = { id: '', name: 'Pixel' };

  beforeAll(async () => {
    lea = await verifiedCatRep('Lea', `Leaving${tag[0].toUpperCase()}${tag.slice(1)}`);
    cat.id = await addCat(lea, cat.name);
    browser = await launch();
    page = (await newPerson(browser)).page;
    await logIn(page, lea.email, lea.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens the CatRep Settings page from the own profile. */
  async function openSettings(): Promise<Locator> {
    await page.goto(`${APP_URL}/information`);
    await page.getByRole('link', { name: 'CatRep Settings' }).click();
    await page.waitForURL('**/settings');
    const settings = page.getByRole('main');
    await see(settings.getByRole('heading', { name: 'CatRep Settings', level: 1 }));
    return settings;
  }

  it('(a) deletes the cat from Cat Settings', async () => {
    await page.goto(`${APP_URL}/cat/${cat.id}`);
    await see(page.getByRole('heading', { name: cat.name }));
    await page.getByRole('button', { name: 'Cat Settings' }).click();
    const catSettings = page.getByRole('dialog', { name: 'Cat Settings' });
    await catSettings.getByRole('button', { name: 'Delete cat' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${cat.name}?` });
    await see(confirm);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await see(toast(page, success.catDeleted));
    await page.waitForURL(`**/my-cats/${lea.uid}**`);
    await notThere(page.getByRole('link', { name: cat.name }));
  });

  it('(b) downloads her data: the link appears once the archive is ready, and it is a ZIP', async () => {
    const settings = await openSettings();
    const section = settings.getByRole('region', { name: 'Download my data' });
    await section.getByRole('button', { name: 'Download my data' }).click();
    await see(toast(page, leavingMessages.exportStarted));

    // Preparing, then ready: the archive's link (the live document or the API says so).
    const link = section.getByRole('link', { name: 'Download the archive' });
    await link.waitFor({ state: 'visible', timeout: 90_000 });
    await see(section.getByText(/it expires in \d+ hours/));
    await see(section.getByText(/You can ask for a new export in \d+ hours/));
    await notThere(section.getByRole('button', { name: 'Download my data' }));
    expect(await seriousViolations(page, 'main')).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.length).toBeGreaterThan(22);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('(c) deletes her account with the password, lands on /welcome and cannot log in again', async () => {
    // On a phone (390 px): nothing of the settings or the confirmation runs off the side.
    await page.setViewportSize({ width: 390, height: 844 });
    const settings = await openSettings();
    const zone = settings.getByRole('region', { name: 'Delete my account' });
    await zone.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await see(confirm);
    for (const what of [
      'your cats',
      'CatAlog',
      'CatBlog',
      'comments',
      'likes',
      'chats',
      'This cannot be undone.',
    ]) {
      expect(await confirm.textContent()).toContain(what);
    }
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    const overflow = await page.evaluate(() =>
      [document.documentElement, ...Array.from(document.querySelectorAll('dialog[open]'))]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName} ${el.scrollWidth} > ${el.clientWidth}`),
    );
    expect(overflow).toEqual([]);

    // A wrong password stays in the form; the account stays.
    const password = confirm.getByLabel('Password');
    await password.fill('not-my-password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await see(confirm.getByText(leavingMessages.wrongPassword));
    expect(page.url()).toContain('/settings');

    // The right one deletes it (Enter submits): signed out, on /welcome, with the toast.
    await password.fill(lea.password);
    await password.press('Enter');
    await page.waitForURL('**/welcome', { timeout: 30_000 });
    await see(toast(page, leavingMessages.accountDeleted));
    await page.goto(`${APP_URL}/information`);
    await page.waitForURL('**/welcome');

    // Logging in again fails.
    await submitLogin(page, lea.email, lea.password);
    // Until the deletion job has removed the sign-in (it starts disabled), the login says the
    // account is suspended; afterwards that the email or password is incorrect.
    const refused = new RegExp(
      `^(${escape(serverMessages.invalidCredentials)}|${escape(safetyMessages.suspended)})$`,
    );
    await see(page.getByText(refused));
    await page.waitForTimeout(1000);
    expect(page.url()).toContain('/welcome');
  });
});
