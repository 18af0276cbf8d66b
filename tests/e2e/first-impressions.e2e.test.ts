/**
 * First impressions in headless Chromium: the intro tour (first visit, the intro-shown
 * cookie, Site Tour bringing it back, and asking a signed-in CatRep first), the registration
 * form's field marks, guest restrictions, pages that keep the signed-in chrome or say they do not
 * exist, and an axe-core check (no serious or critical violation) of /welcome, /cat-share, a
 * profile and a CatID page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTRO_COOKIE, INTRO_COOKIE_DAYS, slug } from '@catrep/model';
import { addCat } from '../support/cats.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';
import { seriousViolations } from './support/axe.js';

describe('First impressions', () => {
  let browser: Browser;
  let rep: Session;
  const cat = { id: '', name: 'Biscuit' };

  beforeAll(async () => {
    rep = await verifiedCatRep('Fiona', 'First');
    cat.id = await addCat(rep, cat.name, { breed: 'Tabby', location: 'Garden' });
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('plays the tour on a first visit, remembers it for 3650 days, and Site Tour brings it back', async () => {
    const { context, page } = await newPerson(browser, { width: 390, height: 844 }, { tourSeen: false });
    await page.goto(`${APP_URL}/welcome`);
    const tour = page.getByRole('dialog', { name: 'Site Tour' });
    await see(tour.getByRole('heading', { name: 'Welcome to CatRep' }));
    await page.keyboard.press('ArrowRight');
    await see(tour.getByRole('heading', { name: 'CatID' }));
    await tour.getByRole('button', { name: 'Skip the tour' }).click();
    await notThere(page.getByRole('dialog', { name: 'Site Tour' }));
    const cookie = (await context.cookies()).find((c) => c.name === INTRO_COOKIE);
    expect(cookie).toBeDefined();
    // Asked for 3650 days; Chromium caps every cookie at 400 days (RFC 6265bis), so that is what
    // it keeps — and every visit of /welcome renews it.
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(Math.min(INTRO_COOKIE_DAYS, 400) - 1);

    await page.reload();
    await see(page.getByRole('tab', { name: 'Login' }));
    expect(await page.getByRole('dialog', { name: 'Site Tour' }).count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Site Tour' }).click();
    await see(
      page.getByRole('dialog', { name: 'Site Tour' }).getByRole('heading', { name: 'Welcome to CatRep' }),
    );
    await context.close();
  });

  it('asks a signed-in CatRep before Site Tour signs them out', async () => {
    const { context, page } = await newPerson(browser);
    await logIn(page, rep.email, rep.password);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Site Tour' }).click();
    const ask = page.getByRole('dialog', { name: 'Take the site tour?' });
    await see(ask);
    await ask.getByRole('button', { name: 'Sign out and take the tour' }).click();
    await page.waitForURL('**/welcome');
    await see(page.getByRole('dialog', { name: 'Site Tour' }));
    await context.close();
  });

  it('marks every invalid registration field and focuses the first', async () => {
    const { context, page } = await newPerson(browser);
    await page.goto(`${APP_URL}/welcome`);
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Last name').fill('Only');
    await form.getByRole('button', { name: 'Register' }).click();
    await see(form.getByRole('alert'));
    for (const label of ['First name', 'Email', 'Confirm password', 'Country']) {
      expect(await form.getByLabel(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await form.getByLabel('Last name').getAttribute('aria-invalid')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'given-name',
    );
    await context.close();
  });

  it('invites guests once, in a slim banner with Register and Login, and shows them no request tabs', async () => {
    const { context, page } = await newPerson(browser, { width: 390, height: 844 });
    await page.goto(`${APP_URL}/welcome`);
    await page.getByRole('button', { name: 'Look around as a guest' }).click();
    await page.waitForURL('**/cat-share');
    const banner = page.getByRole('region', { name: 'Guest banner' });
    await see(banner.getByRole('link', { name: 'Register' }));
    await see(banner.getByRole('link', { name: 'Login' }));
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
    // Nowhere else on the phone: not in the top bar, not in the composer.
    expect(await page.getByRole('link', { name: 'Register' }).filter({ visible: true }).count()).toBe(1);
    expect(await page.getByText(/register or log in/i).count()).toBe(0);
    await page.goto(`${APP_URL}/new-cat-reps/waiting`);
    await page.waitForURL('**/new-cat-reps/all');
    expect(await page.getByRole('link', { name: 'Waiting for your approval' }).count()).toBe(0);
    await context.close();
  });

  it('keeps the signed-in top bar on static pages, sends /welcome to the profile and names a missing page', async () => {
    const { context, page } = await newPerson(browser);
    await logIn(page, rep.email, rep.password);
    await page.goto(`${APP_URL}/about`);
    await see(page.getByRole('heading', { name: 'About CatRep' }));
    await see(page.getByRole('button', { name: /^Me/ }));
    await page.goto(`${APP_URL}/welcome`);
    await page.waitForURL('**/information');
    await page.goto(`${APP_URL}/no-such-page`);
    await see(page.getByText('This page does not exist.'));
    await page.getByRole('button', { name: /^Me/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await see(page.getByText('You signed out. See you soon!'));
    await context.close();
  });

  it('has no serious or critical accessibility violation on /welcome, /cat-share, a profile and a CatID', async () => {
    const { context, page } = await newPerson(browser);
    await page.goto(`${APP_URL}/welcome`);
    await see(page.getByRole('tab', { name: 'Login' }));
    const found: Record<string, string[]> = { welcome: await seriousViolations(page) };
    await logIn(page, rep.email, rep.password);
    await page.goto(`${APP_URL}/cat-share`);
    await see(page.getByRole('form', { name: 'CatShare' }));
    found.catShare = await seriousViolations(page);
    await page.goto(`${APP_URL}/cat-rep/${rep.uid}`);
    await see(page.getByRole('heading', { name: 'Fiona First' }));
    found.profile = await seriousViolations(page);
    await page.goto(`${APP_URL}/cat/${cat.id}/${slug(cat.name)}`);
    await see(page.getByRole('heading', { name: 'Biscuit' }));
    found.catId = await seriousViolations(page);
    expect(found).toEqual({ welcome: [], catShare: [], profile: [], catId: [] });
    await context.close();
  });
});
