/**
 * Finding cats like yours and keeping what you love (README "Find cats like yours"), as a CatRep
 * does it on a phone (Chromium at 390 × 844) against the Emulator Suite: picks "Maine Coon" in
 * the cat form's breed picker and opens the breed's page from the CatID's Breed line; shares a
 * post with #caturday and opens the tag's page from the post; saves another CatRep's post and
 * finds it in Saved (Me → Saved); half-writes a photo post, reloads, finds the draft — its kind,
 * text and photo — and discards it.
 * Each new page passes the phone checks: nothing sideways, 44 px targets, no WCAG 2.2 A/AA
 * violation. The two CatReps, the cat and the other post are made through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { demoPhoto } from '../support/seed.js';
import { randomLetters } from '../support/wait.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';
import { layoutProblems, wcagViolations } from './support/layout.js';

const PHONE = { width: 390, height: 844 };

/** The phone checks of the page as it is, once the toasts that led there are gone. */
async function checkPage(page: Page, label: string) {
  await notThere(page.locator('[data-sonner-toast]'));
  expect(await layoutProblems(page, true), `${label}: layout`).toEqual([]);
  expect(await wcagViolations(page), `${label}: accessibility`).toEqual([]);
}

const postWith = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

describe('Find cats like yours, follow a topic, keep what you love', () => {
  let browser: Browser;
  let page: Page;
  let mia: Session;
  let other: Session;
  const run = randomLetters(6);
  const catName = `Moose ${run}`;
  const theirs = `A sunny window for everyone ${run}`;
  let catId = '';

  beforeAll(async () => {
    mia = await verifiedCatRep('Mia', 'Finder');
    other = await verifiedCatRep('Otto', 'Other');
    catId = await addCat(mia, catName);
    expect(
      (await post('/feeds', { type: 1, content: JSON.stringify({ message: theirs }) }, other.token)).status,
    ).toBe(201);
    browser = await launch();
    page = (await newPerson(browser, PHONE)).page;
    await logIn(page, mia.email, mia.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('picks Maine Coon in the cat form and opens the breed page from the CatID', async () => {
    await page.goto(`${APP_URL}/cat/${catId}`);
    await page.getByRole('button', { name: 'Cat Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cat Settings' });
    const breed = dialog.getByRole('combobox', { name: 'Breed' });
    await breed.fill('maine');
    await dialog.getByRole('option', { name: 'Maine Coon', exact: true }).click();
    expect(await breed.inputValue()).toBe('Maine Coon');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await see(page.getByText('Your cat saved successfully', { exact: true }));

    await page.getByRole('link', { name: 'Maine Coon', exact: true }).click();
    await page.waitForURL('**/breeds/maine-coon');
    await see(page.getByRole('heading', { name: 'Maine Coon', level: 1 }));
    await see(page.getByRole('link', { name: new RegExp(catName) }));
    await checkPage(page, '/breeds/maine-coon');
  });

  it('posts with #caturday and opens the tag page from the post', async () => {
    await page.goto(`${APP_URL}/cat-share`);
    const composer = page.getByRole('form', { name: 'CatShare' });
    const text = `Lazy afternoon ${run} #caturday`;
    await composer.getByLabel('Share message').fill(text);
    await composer.getByRole('button', { name: 'Share', exact: true }).click();
    await see(page.getByText('CatShare added successfully', { exact: true }));
    const mine = postWith(page, `Lazy afternoon ${run}`);
    await see(mine);
    await mine.getByRole('link', { name: '#caturday' }).click();
    await page.waitForURL('**/tags/caturday');
    await see(page.getByRole('heading', { name: '#caturday', level: 1 }));
    await see(postWith(page, `Lazy afternoon ${run}`));
    await checkPage(page, '/tags/caturday');
  });

  it('saves a post and finds it in Saved', async () => {
    await page.goto(`${APP_URL}/cat-share`);
    const card = postWith(page, theirs);
    await see(card);
    const save = card.getByRole('button', { name: 'Save' });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await see(page.getByText('Post saved. Find it in Saved.', { exact: true }));
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: /^Me/ }).click();
    await page.getByRole('link', { name: 'Saved', exact: true }).click();
    await page.waitForURL('**/saved');
    await see(page.getByRole('heading', { name: 'Saved', level: 1 }));
    await see(postWith(page, theirs));
    await checkPage(page, '/saved');
  });

  it('keeps a half-written post across a reload, until the draft is discarded', async () => {
    await page.goto(`${APP_URL}/cat-share`);
    const composer = page.getByRole('form', { name: 'CatShare' });
    const half = `Still thinking about ${run}…`;
    // On the phone the form opens with a tap on its text box; then the kind.
    await composer.getByLabel('Share message').fill(half);
    await composer.getByRole('radio', { name: 'Photo' }).check();
    await composer.locator('input[type="file"]').setInputFiles({
      name: 'nap.jpg',
      mimeType: 'image/jpeg',
      buffer: await demoPhoto(4),
    });
    const photos = composer.getByRole('list', { name: 'Photos to share' }).getByRole('img');
    await see(photos);
    await page.reload();
    await see(page.getByRole('form', { name: 'CatShare' }));
    expect(await composer.getByLabel('Share message').inputValue()).toBe(half);
    expect(await composer.getByRole('radio', { name: 'Photo' }).isChecked()).toBe(true);
    // The picked photo too: this browser kept it.
    await see(photos);
    expect(await photos.count()).toBe(1);
    await composer.getByRole('button', { name: 'Discard draft' }).click();
    await see(page.getByText('Draft discarded.', { exact: true }));
    expect(await composer.getByLabel('Share message').inputValue()).toBe('');
    await page.reload();
    await see(page.getByRole('form', { name: 'CatShare' }));
    expect(await composer.getByLabel('Share message').inputValue()).toBe('');
    await notThere(composer.getByRole('button', { name: 'Discard draft' }));
  });
});
