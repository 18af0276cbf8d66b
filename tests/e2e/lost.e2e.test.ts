/**
 * Lost & Found (docs/product.md §10) in real browsers against the Emulator Suite:
 *   Bence sets his area from the browser's location on "Lost cats near you". Anna, on a phone
 *   (390 px), reports Mittens lost from her CatID, the place from her location; she lands on the
 *   poster. Bence's bell counts the alert live and its line leads to the poster. A visitor, signed
 *   out, opens the poster (axe finds nothing serious), sends a sighting with a photo; Anna's poster
 *   shows it live with the finder's contact. The printed poster is one A4 page with the QR code.
 *   Anna marks Mittens found: the poster says "Found — thank you!" and Bence's alert becomes
 *   "Mittens is home".
 * The CatReps are made through the API under fresh addresses; they log in through the UI.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lostMessages } from '@catrep/model';
import { addCat } from '../support/cats.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { demoPhoto } from '../support/seed.js';
import { seriousViolations } from './support/axe.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

/** A place of its own for this run (the areas of every test share one collection). */
const home = { latitude: -33 + Math.random() * 10, longitude: 115 + Math.random() * 20 };
const nearby = { latitude: home.latitude + 0.018, longitude: home.longitude };

describe('Lost & Found: report, alert, poster, sighting, found', () => {
  let browser: Browser;
  let anna: Session;
  let bence: Session;
  let annaPage: Page;
  let bencePage: Page;
  let visitor: { context: BrowserContext; page: Page };
  let posterUrl = '';

  beforeAll(async () => {
    anna = await verifiedCatRep('Anna', 'Whiskerton');
    bence = await verifiedCatRep('Bence', 'Kovacs');
    await addCat(anna, 'Mittens');
    browser = await launch();
    const a = await newPerson(browser, { width: 390, height: 844 });
    await a.context.grantPermissions(['geolocation'], { origin: APP_URL });
    await a.context.setGeolocation(home);
    annaPage = a.page;
    const b = await newPerson(browser);
    await b.context.grantPermissions(['geolocation'], { origin: APP_URL });
    await b.context.setGeolocation(nearby);
    bencePage = b.page;
    visitor = await newPerson(browser, { width: 390, height: 844 });
    await logIn(annaPage, anna.email, anna.password);
    await logIn(bencePage, bence.email, bence.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('Bence sets his area from his location', async () => {
    await bencePage.getByRole('button', { name: /^Me/ }).click();
    await bencePage.getByRole('link', { name: 'Lost cats near you' }).click();
    await see(bencePage.getByText(lostMessages.noArea));
    await bencePage.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => bencePage.getByLabel('Latitude').inputValue()).not.toBe('');
    await bencePage.getByRole('button', { name: 'Save area' }).click();
    await see(bencePage.getByText(lostMessages.areaSaved));
    await see(bencePage.getByText('No lost cats near you.'));
  });

  it('Anna reports Mittens lost on her phone and lands on the poster', async () => {
    await annaPage.getByRole('button', { name: /^Me/ }).click();
    await annaPage.getByRole('link', { name: 'My Cats' }).click();
    await annaPage
      .getByRole('link', { name: /Mittens/ })
      .first()
      .click();
    await annaPage.getByRole('button', { name: 'Report lost' }).click();
    const form = annaPage.getByRole('dialog', { name: 'Report Mittens lost' });
    await see(form);
    await form.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => form.getByLabel('Latitude').inputValue()).not.toBe('');
    await form.getByLabel('Near (e.g. the corner of Elm Street)').fill('the bakery on Elm Street');
    await form.getByLabel('Alert CatReps within').selectOption('5');
    await form.getByLabel(/^Description/).fill('Grey tabby, white chest, green collar.');
    await form.getByRole('button', { name: 'Report Mittens lost' }).click();
    await annaPage.waitForURL('**/lost/*');
    posterUrl = annaPage.url();
    await see(annaPage.getByRole('heading', { name: 'Mittens', level: 1 }));
    await see(annaPage.getByText('Lost cat — please help'));
    await see(annaPage.getByRole('button', { name: 'Mittens is home: mark as found' }));
    // The 390 px page does not scroll sideways.
    expect(await annaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("Bence's bell counts the alert live and leads to the poster", async () => {
    const bell = bencePage.getByRole('button', { name: 'Notifications, 1 unread', exact: true });
    await see(bell);
    await bell.click();
    const line = bencePage.getByRole('link', {
      name: /Mittens is lost: last seen .* near the bakery on Elm Street\. Have you seen this cat\?/,
    });
    await see(line);
    await line.click();
    await bencePage.waitForURL(posterUrl);
    await see(bencePage.getByRole('heading', { name: 'I have seen this cat' }));
  });

  it('a visitor opens the poster signed out and sends a sighting with a photo', async () => {
    const page = visitor.page;
    await page.goto(posterUrl);
    await see(page.getByRole('heading', { name: 'Mittens', level: 1 }));
    await see(page.getByText('the bakery on Elm Street'));
    await see(page.getByRole('img', { name: /^QR code of Mittens's poster/ }));
    expect(await seriousViolations(page, '.lost-poster')).toEqual([]);

    await page.getByLabel('What did you see?').fill('Hiding under a car on Elm Street, 5 minutes ago.');
    await page.getByLabel('Your name (optional)').fill('Vic Visitor');
    await page.getByLabel('How can the owner reach you? (optional)').fill('+44 7700 900123');
    await page
      .getByLabel('A photo (optional)')
      .setInputFiles({ name: 'mittens.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(3, 'cat', 640) });
    await page.getByRole('button', { name: 'Send to the owner' }).click();
    await see(page.getByRole('heading', { name: 'Thank you!' }));
    // Nothing of Anna's shows to a visitor.
    expect(await page.content()).not.toContain('Whiskerton');
  });

  it("Anna's poster shows the sighting live, with the finder's contact and photo", async () => {
    const sightings = annaPage.locator('.lost-sightings');
    await see(sightings.getByText('Hiding under a car on Elm Street, 5 minutes ago.'));
    await see(sightings.getByText('+44 7700 900123'));
    await see(sightings.getByRole('img', { name: 'Photo of the sighting by Vic Visitor' }));
  });

  it('prints as one A4 page with the big photo, the name and the QR code', async () => {
    const page = visitor.page;
    await page.goto(posterUrl);
    await see(page.getByRole('img', { name: /^QR code of Mittens's poster/ }));
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print poster' }).isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
  });

  it('Anna marks Mittens found: the poster thanks, and Bence hears Mittens is home', async () => {
    await annaPage.getByRole('button', { name: 'Mittens is home: mark as found' }).click();
    await annaPage
      .getByRole('dialog', { name: 'Is Mittens home?' })
      .getByRole('button', { name: 'Yes, mark as found' })
      .click();
    await see(annaPage.getByText(lostMessages.foundPoster));
    await bencePage.goto(`${APP_URL}/notifications`);
    await see(bencePage.getByRole('link', { name: /Mittens is home\. Thank you for looking!/ }));
    await notThere(bencePage.getByRole('link', { name: /Mittens is lost/ }));
    await visitor.page.goto(posterUrl);
    await see(visitor.page.getByText(lostMessages.foundPoster));
    await notThere(visitor.page.getByRole('heading', { name: 'I have seen this cat' }));
  });
});
