/**
 * A CatRep's profile tabs on a phone (Chromium at 390 × 844) against the Emulator Suite
 * (docs/product.md §2 Chrome, Profile header): from another CatRep's profile, the Cats, Catchies
 * and CatReps tabs keep the profile header (the name heading) and the tab row in view, the open
 * tab marked aria-current="page"; axe-core finds no serious or critical violation on the Cats tab.
 * A guest's disabled Connect shows its tooltip on keyboard focus, below the button and clear of
 * the location line, within the screen, and Escape dismisses it. The CatReps, a connection and
 * the cats are made through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug, TOOLTIP_DELAY_MS } from '@catrep/model';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { seriousViolations } from './support/axe.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

const PHONE = { width: 390, height: 844 };

/** Whether the element's box lies wholly within the viewport. */
async function inView(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  const { width, height } = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

describe('A CatRep’s profile tabs on a phone', () => {
  let browser: Browser;
  let tia: Session;
  let ravi: Session;
  const raviName = 'Ravi Tabwell';
  let profile = '';

  beforeAll(async () => {
    // Sequential: the Functions emulator is slow under concurrent requests.
    tia = await verifiedCatRep('Tia', 'Tabwell');
    ravi = await verifiedCatRep('Ravi', 'Tabwell');
    await connectThroughApi(tia, ravi);
    await addCat(ravi, 'Biscuit');
    await addCat(ravi, 'Moth', { deathdate: '2022-03-14' });
    profile = `${ravi.uid}/${slug('Ravi', 'Tabwell')}`;
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the Cats, Catchies and CatReps tabs keep the header and the tab row, the open tab marked', async () => {
    const { context, page } = await newPerson(browser, PHONE);
    await logIn(page, tia.email, tia.password);
    await page.goto(`${APP_URL}/cat-rep/${profile}`);
    const name = page.getByRole('heading', { level: 1, name: raviName });
    await see(name);
    const tabs = page.getByRole('navigation', { name: 'Profile' });
    await see(tabs.getByRole('link', { name: 'About' }));
    expect(await tabs.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');

    const journey = [
      { tab: 'Cats (1)', path: `/my-cats/${profile}`, heading: 'Ravi Cats', shows: 'Biscuit' },
      { tab: 'Catchies (1)', path: `/catchies/${profile}`, heading: 'Ravi Catchies', shows: 'Moth' },
      { tab: 'CatReps', path: `/cat-reps/${profile}`, heading: 'Ravi CatReps', shows: 'Tia Tabwell' },
    ];
    for (const step of journey) {
      await tabs.getByRole('link', { name: step.tab, exact: true }).click();
      await page.waitForURL(`**${step.path}`);
      await see(page.getByRole('heading', { level: 2, name: step.heading }));
      // A card's link reads the cat's name and then its dates.
      await see(page.getByRole('link', { name: step.shows }).first());
      // The header stays: the name heading and the tab row, in view at the top of the screen.
      await see(name);
      expect(await inView(page, await name.boundingBox()), `${step.tab}: the name`).toBe(true);
      expect(await inView(page, await tabs.boundingBox()), `${step.tab}: the tabs`).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      // Exactly the open tab is marked.
      const current = tabs.locator('[aria-current="page"]');
      await expect.poll(() => current.allTextContents()).toEqual([step.tab]);
      // Another CatRep's header keeps the connection control on every tab.
      await see(page.getByRole('button', { name: 'Disconnect', exact: true }));
      if (step.tab === 'Cats (1)') expect(await seriousViolations(page)).toEqual([]);
    }

    // Back to About through its tab.
    await tabs.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`**/cat-rep/${profile}`);
    await see(page.getByRole('heading', { level: 2, name: 'About' }));
    await context.close();
  });

  it('a guest’s disabled Connect shows its tooltip on focus below the button, clear of the location; Escape hides it', async () => {
    const { context, page } = await newPerson(browser, PHONE);
    await page.goto(`${APP_URL}/welcome`);
    await page.getByRole('button', { name: 'Look around as a guest' }).click();
    await page.waitForURL('**/cat-share');
    await page.goto(`${APP_URL}/cat-rep/${profile}`);
    await see(page.getByRole('heading', { level: 1, name: raviName }));
    const location = page.locator('.profile-info p', { hasText: 'York' });
    await see(location);

    const connect = page.getByRole('button', { name: 'Connect', exact: true });
    await see(connect);
    await connect.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor({ state: 'visible', timeout: TOOLTIP_DELAY_MS + 10_000 });
    expect(await tooltip.textContent()).toBe('This function is disabled for the guest user.');
    expect(await connect.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));

    const tip = (await tooltip.boundingBox())!;
    const line = (await location.boundingBox())!;
    const button = (await connect.boundingBox())!;
    // Below the button, overlapping neither it nor the location line, and wholly on the screen.
    expect(tip.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(tip.y).toBeGreaterThanOrEqual(line.y + line.height);
    expect(await inView(page, tip)).toBe(true);

    await page.keyboard.press('Escape');
    await notThere(tooltip);
    expect(await connect.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
