/**
 * CatShare made for cats (README "CatShare") in headless Chromium against the Emulator Suite:
 *
 * - Anna shares three photos with alt text, moved into a new order with the keyboard, naming her
 *   two cats; the post shows a grid of three tiles named by their alt texts, in that order; the
 *   second opens the lightbox at "2 / 3" with its alt text as the caption; the post links both
 *   cats and appears under "Appears in" on each cat's CatID page, for her and for a guest. axe-core
 *   finds no serious or critical problem in the composer, the post or "Appears in".
 * - A photo shared without alt text reminds its author; "Add alt text" opens the edit form, and the
 *   saved description becomes the image's alt.
 * - "Add CatMates" offers the cats of Anna's connection Bence; a post naming his Cirmi shows on
 *   Cirmi's page, and Bence takes Cirmi out of it.
 *
 * Anna, Bence, their cats and their connection are made through the API.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '@catrep/model';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { demoPhoto } from '../support/seed.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';
import { seriousViolations } from './support/axe.js';

/** Letters only, unique per run. */
const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);

const photoFile = async (name: string, n: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await demoPhoto(n, 'cat', 480),
});
const postWith = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });
/** The alt texts of a post's grid, in order. */
const altsOf = (post: Locator) =>
  post.locator('.post-grid img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));

describe('several photos a post, the cats in it, and where they appear', () => {
  let browser: Browser;
  let anna: Session;
  let mimi: string;
  let tom: string;

  beforeAll(async () => {
    anna = await verifiedCatRep('Anna', 'Album');
    [mimi, tom] = await Promise.all([addCat(anna, 'Mimi', { gender: false }), addCat(anna, 'Tom')]);
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shares three described photos naming two cats; the lightbox opens at the second; both CatIDs list it', async () => {
    const { context, page } = await newPerson(browser);
    await logIn(page, anna.email, anna.password);
    await page.goto(`${APP_URL}/cat-share`);
    const composer = page.getByRole('form', { name: 'CatShare' });
    const message = `Sunday nap ${tag}`;
    await composer.getByLabel('Share message').fill(message);
    await composer.getByText('Photo', { exact: true }).click();
    await composer
      .getByLabel('Choose photos')
      .setInputFiles([
        await photoFile('sofa.jpg', 1),
        await photoFile('box.jpg', 2),
        await photoFile('both.jpg', 3),
      ]);
    const picked = composer.getByRole('list', { name: 'Photos to share' });
    await see(picked.getByAltText('Preview of both.jpg'));
    await composer.getByLabel('Describe photo 1').fill('Mimi stretched out on the sofa');
    await composer.getByLabel('Describe photo 2').fill('Tom squeezed into a shoe box');
    await composer.getByLabel('Describe photo 3').fill('Mimi and Tom asleep together');
    // The third photo moves up one place by keyboard: pick up, arrow, drop.
    // dnd-kit's keyboard sensor measures the list when a photo is picked up and moves it on the next
    // frame: a person's pace, not a script's.
    await composer.getByRole('button', { name: 'Drag photo 3' }).focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect
      .poll(() => composer.getByLabel('Describe photo 2').inputValue())
      .toBe('Mimi and Tom asleep together');
    await composer
      .getByRole('group', { name: 'Who is in it?' })
      .getByRole('checkbox', { name: 'Mimi' })
      .check();
    await composer
      .getByRole('group', { name: 'Who is in it?' })
      .getByRole('checkbox', { name: 'Tom' })
      .check();
    expect(await seriousViolations(page, 'form[aria-label="CatShare"]')).toEqual([]);
    await composer.getByRole('button', { name: 'Share', exact: true }).click();
    await see(page.getByText('CatShare added successfully', { exact: true }));

    // The grid: three tiles, named by their alt texts, in the order chosen.
    const post = postWith(page, message);
    const grid = post.getByRole('list', { name: '3 photos' });
    await see(grid);
    await expect
      .poll(() => altsOf(post), { timeout: 30_000 })
      .toEqual([
        'Mimi stretched out on the sofa',
        'Mimi and Tom asleep together',
        'Tom squeezed into a shoe box',
      ]);
    await see(post.getByText(/With Mimi and Tom/));
    expect(await seriousViolations(page, 'article.post')).toEqual([]);

    // The second tile opens the lightbox there, its alt text as the caption.
    await grid.getByRole('button', { name: 'Mimi and Tom asleep together' }).click();
    const viewer = page.locator('.yarl__root');
    await see(viewer.locator('.yarl__counter', { hasText: '2 / 3' }));
    await see(
      viewer.locator('.yarl__slide_current .yarl__slide_description', {
        hasText: 'Mimi and Tom asleep together',
      }),
    );
    await page.keyboard.press('Escape');
    await notThere(viewer);

    // Each named cat links to its CatID page, whose "Appears in" lists the post.
    await post.getByRole('link', { name: 'Mimi', exact: true }).click();
    await page.waitForURL(`**/cat/${mimi}/**`);
    const appearsIn = page.getByRole('region', { name: 'Appears in' });
    await see(appearsIn.getByRole('article').filter({ hasText: message }));
    expect(await seriousViolations(page, 'section.appears-in')).toEqual([]);
    await page.goto(`${APP_URL}/cat/${tom}/${slug('Tom')}`);
    await see(
      page.getByRole('region', { name: 'Appears in' }).getByRole('article').filter({ hasText: message }),
    );
    await context.close();

    // A guest finds it on Mimi's page too.
    const guest = await newPerson(browser);
    await guest.page.goto(`${APP_URL}/welcome`);
    await guest.page.getByRole('button', { name: 'Look around as a guest' }).click();
    await guest.page.waitForURL('**/cat-share');
    await guest.page.goto(`${APP_URL}/cat/${mimi}/${slug('Mimi')}`);
    await see(
      guest.page
        .getByRole('region', { name: 'Appears in' })
        .getByRole('article')
        .filter({ hasText: message }),
    );
    await guest.context.close();
  }, 180_000);

  it('a photo without alt text reminds its author; the description added in the edit form becomes its alt', async () => {
    const { context, page } = await newPerson(browser, { width: 390, height: 844 });
    await logIn(page, anna.email, anna.password);
    await page.goto(`${APP_URL}/cat-share`);
    const composer = page.getByRole('form', { name: 'CatShare' });
    const message = `Undescribed ${tag}`;
    await composer.getByLabel('Share message').fill(message);
    await composer.getByText('Photo', { exact: true }).click();
    await composer.getByLabel('Choose photos').setInputFiles(await photoFile('plain.jpg', 4));
    await composer.getByRole('button', { name: 'Share', exact: true }).click();
    const post = postWith(page, message);
    const reminder = post.getByText(
      'Some photos have no description. Add alt text so everyone can enjoy them.',
    );
    await see(reminder);
    expect(await altsOf(post)).toEqual([`Photo shared by Anna Album`]);

    await post.getByRole('button', { name: 'Add alt text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit CatShare' });
    await dialog.getByLabel('Describe photo 1').fill('A grey cat yawning on a windowsill');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await notThere(dialog);
    await notThere(reminder);
    await expect.poll(() => altsOf(post)).toEqual(['A grey cat yawning on a windowsill']);
    await context.close();
  }, 120_000);

  it('names a CatMate\'s cat from "Add CatMates"; its owner takes it out again', async () => {
    const bence = await verifiedCatRep('Bence', 'Friend');
    await connectThroughApi(anna, bence);
    const cirmi = await addCat(bence, 'Cirmi', { gender: false });
    const { context, page } = await newPerson(browser);
    await logIn(page, anna.email, anna.password);
    await page.goto(`${APP_URL}/cat-share`);
    const composer = page.getByRole('form', { name: 'CatShare' });
    const message = `Friends at the window ${tag}`;
    await composer.getByLabel('Share message').fill(message);
    const who = composer.getByRole('group', { name: 'Who is in it?' });
    await who.getByRole('checkbox', { name: 'Mimi' }).check();
    await who.getByRole('button', { name: 'Add CatMates' }).click();
    // The CatMates trigger links the cats a moment after the connection: the chip arrives live.
    await who.getByRole('checkbox', { name: 'Cirmi' }).check({ timeout: 30_000 });
    await composer.getByRole('button', { name: 'Share', exact: true }).click();
    await see(postWith(page, message).getByText(/With Mimi and Cirmi/));
    await context.close();

    const friend = await newPerson(browser);
    await logIn(friend.page, bence.email, bence.password);
    await friend.page.goto(`${APP_URL}/cat/${cirmi}/${slug('Cirmi')}`);
    const post = friend.page
      .getByRole('region', { name: 'Appears in' })
      .getByRole('article')
      .filter({ hasText: message });
    await see(post);
    await post.getByRole('button', { name: 'Remove Cirmi from this post' }).click();
    await see(friend.page.getByText('The cat was removed from this post', { exact: true }));
    await notThere(post);
    await friend.context.close();
  }, 120_000);
});
