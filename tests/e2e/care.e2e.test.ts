/**
 * Care and the cat's days (README "Care and the cat's days") in headless Chromium at 390 px, as a
 * person on a phone: Cara opens her cat's CatID, takes the Care tab, adds three weights through
 * the form and sees the chart with the latest weight and its change; switches the unit to lb;
 * adds a rabies vaccination due in 7 days; then the operator's daily command runs for today (the
 * built `npm run daily`, for her alone: the journeys share one emulator) and the reminder is in
 * her bell, leading back to the Care tab. The CatID shows the cat's age and life stage; another
 * CatRep sees no Care tab and no care. The Care tab has no serious accessibility violation (axe).
 * Its answers come a second late, as on a slow phone: what is typed next is not wiped by the form
 * clearing after the previous answer.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, careMessages, slug, todayIn } from '@catrep/model';
import { addCat } from '../support/cats.js';
import { repoRoot } from '../support/env.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { seriousViolations } from './support/axe.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

const run = promisify(execFile);
const PHONE = { width: 390, height: 844 };

describe('Care: weights, a vaccination and its reminder, on a phone', () => {
  let browser: Browser;
  let cara: Session;
  let other: Session;
  let page: Page;
  const cat = { id: '', name: 'Pixel' };

  beforeAll(async () => {
    cara = await verifiedCatRep('Cara', 'Carer');
    other = await verifiedCatRep('Otto', 'Other');
    cat.id = await addCat(cara, cat.name, { birthYear: 2021, birthMonth: 4 });
    browser = await launch();
    page = (await newPerson(browser, PHONE)).page;
    await logIn(page, cara.email, cara.password);
    // A phone's slow answer: a new entry shows in the live list a second before the API's answer
    // reaches the form, so the next entry is typed while the form still waits to be cleared.
    await page.route('**/api/cats/*/care', async (route) => {
      const response = await route.fetch();
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1000));
      await route.fulfill({ response });
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds three weights and shows them in a chart, in kg or lb', async () => {
    await page.goto(`${APP_URL}/cat/${cat.id}/${slug(cat.name)}`);
    await see(page.getByText('Life stage', { exact: true }));
    await page.getByRole('link', { name: 'Care', exact: true }).click();
    await page.waitForURL(`**/cat-care/${cat.id}/**`);
    await see(page.getByRole('heading', { name: `${cat.name}'s Care` }));
    const form = page.getByRole('form', { name: 'Add entry' });
    const today = todayIn();
    for (const [days, kg] of [
      [-60, '4.1'],
      [-30, '4.3'],
      [0, '4.25'],
    ] as const) {
      await form.getByLabel('Date').fill(addDays(today, days));
      await form.getByLabel('Weight (kg)').fill(kg);
      await form.getByRole('button', { name: 'Add entry' }).click();
      await see(page.getByText(careMessages.added).last());
      await see(page.getByTestId('care-entry').filter({ hasText: `${kg} kg` }));
    }
    await see(page.getByTestId('latest-weight').filter({ hasText: '4.25 kg' }));
    await see(page.getByTestId('latest-weight').filter({ hasText: '−0.05 kg since the weight before' }));
    const chart = page.getByRole('img', { name: /Pixel's weight: 3 weights, from 4.1 kg/ });
    await see(chart);
    expect((await chart.boundingBox())!.width).toBeGreaterThan(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The Care tab itself (the toasts above it fade in and out, which axe cannot judge).
    expect(await seriousViolations(page, '#main')).toEqual([]);

    await page.getByText('lb', { exact: true }).click();
    await see(page.getByTestId('latest-weight').filter({ hasText: '9.37 lb' }));
    await see(page.getByRole('img', { name: /from 9.04 lb/ }));
    await page.getByText('kg', { exact: true }).click();
    await see(page.getByTestId('latest-weight').filter({ hasText: '4.25 kg' }));
  });

  it('adds a vaccination due in 7 days; the daily run for today puts its reminder in the bell', async () => {
    const today = todayIn();
    const form = page.getByRole('form', { name: 'Add entry' });
    await form.getByLabel('Kind').selectOption('vaccination');
    await form.getByLabel('Date').fill(today);
    await form.getByLabel('Vaccine').selectOption('rabies');
    await form.getByLabel('Next due').fill(addDays(today, 7));
    await form.getByRole('button', { name: 'Add entry' }).click();
    await see(page.getByTestId('care-entry').filter({ hasText: 'Rabies vaccination' }));

    // The operator's command, built by `npm run build` (npm run daily builds it first).
    const { stdout } = await run(
      process.execPath,
      [join(repoRoot, 'functions/lib/operators/daily.mjs'), '--date', today, '--catrep', cara.uid],
      { env: process.env, cwd: repoRoot },
    );
    expect(stdout).toContain('1 CatReps served, 1 notifications');

    const bell = page.getByRole('link', { name: 'Notifications, 1 unread', exact: true });
    await see(bell);
    await bell.click();
    await page.waitForURL('**/notifications');
    const reminder = page.getByText(`Rabies vaccination for ${cat.name} is due in 7 days`);
    await see(reminder);
    await reminder.click();
    await page.waitForURL(`**/cat-care/${cat.id}/**`);
    await see(page.getByRole('heading', { name: `${cat.name}'s Care` }));
  });

  it('is nobody else’s: another CatRep sees no Care tab, and the Care address shows no cat', async () => {
    const otherPage = (await newPerson(browser, PHONE)).page;
    await logIn(otherPage, other.email, other.password);
    await otherPage.goto(`${APP_URL}/cat/${cat.id}/${slug(cat.name)}`);
    await see(otherPage.getByRole('heading', { name: cat.name, level: 1 }));
    await notThere(otherPage.getByRole('link', { name: 'Care', exact: true }));
    await otherPage.goto(`${APP_URL}/cat-care/${cat.id}/${slug(cat.name)}`);
    await see(otherPage.getByText('This cat does not exist.'));
    await notThere(otherPage.getByTestId('care-entry'));
  });
});
