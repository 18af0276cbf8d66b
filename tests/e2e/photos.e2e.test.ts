/**
 * Picking photos on a phone (390 × 844) in headless Chromium against the Emulator Suite: a profile
 * photo opens in the square crop modal, moves with the arrow keys and uploads as a square on Save
 * (Cancel uploads nothing); two CatAlog photos picked at once show as thumbnails, chase away the
 * empty text and end in exactly one toast; the CatShare composer's photo picker shows a thumbnail
 * of the chosen photo. CatReps and the cat are created through the API.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '@catrep/model';
import { addCat } from '../support/cats.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { demoPhoto } from '../support/seed.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

const PHONE = { width: 390, height: 844 };

/** A square demo cat photo as a person picks it in the file dialog. */
const photoFile = async (name: string, n = 1, size = 640) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await demoPhoto(n, 'cat', size),
});

/** A landscape JPEG (the square frame can move sideways in it). */
const landscapeFile = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 800, height: 500, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/** The shown size of the first image `selector` matches, once it has loaded. */
async function naturalSize(page: Page, selector: string): Promise<[number, number]> {
  const img = page.locator(selector).first();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight] as [number, number]);
}

describe('picking photos on a phone', () => {
  let browser: Browser;
  let owner: Session;
  let catId: string;

  beforeAll(async () => {
    owner = await verifiedCatRep('Pia', 'Picker');
    catId = await addCat(owner, 'Pixel', { gender: false, breed: 'Tabby', location: 'Sill' });
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a profile photo opens in the square crop modal; Cancel uploads nothing, Save uploads the square', async () => {
    const { context, page } = await newPerson(browser, PHONE);
    await logIn(page, owner.email, owner.password);
    await see(page.getByRole('heading', { name: 'Pia Picker' }));
    expect(await page.locator('img[src^="/media/users/"]').count()).toBe(0);

    // Cancel: the modal goes and nothing is uploaded.
    await page.getByLabel('Upload photo').setInputFiles(await landscapeFile('me.jpg', '#e76f51'));
    const dialog = page.getByRole('dialog', { name: 'Upload photo' });
    await see(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await notThere(dialog);
    expect(await page.locator('img[src^="/media/users/"]').count()).toBe(0);

    // Again: the frame takes the arrow keys, then Save uploads the square.
    await page.getByLabel('Upload photo').setInputFiles(await landscapeFile('me.jpg', '#2a9d8f'));
    await see(dialog);
    const media = dialog.locator('.reactEasyCrop_Image');
    await see(media);
    const frame = dialog.getByLabel('Square crop: use the arrow keys to move the photo');
    await see(frame);
    const before = await media.evaluate((el: HTMLElement) => el.style.transform);
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => media.evaluate((el: HTMLElement) => el.style.transform)).not.toBe(before);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await see(page.getByText('Photo uploaded successfully', { exact: true }));
    await notThere(dialog);
    await see(page.locator('img[src^="/media/users/"]'));
    const [width, height] = await naturalSize(page, 'img[src^="/media/users/"]');
    expect(width).toBe(height);
    await context.close();
  });

  it('two CatAlog photos picked at once show as thumbnails and end in exactly one toast', async () => {
    const { context, page } = await newPerson(browser, PHONE);
    await logIn(page, owner.email, owner.password);
    await page.goto(`${APP_URL}/cat-catalog/${catId}/${slug('Pixel')}/photo`);
    await see(page.getByText("You didn't upload any photo yet."));

    await page
      .getByLabel('Add Photo')
      .setInputFiles([await photoFile('pixel-1.jpg', 1, 480), await photoFile('pixel-2.jpg', 2, 560)]);
    const queue = page.getByRole('list', { name: 'Photos to upload' });
    await see(queue.getByAltText('Preview of pixel-1.jpg'));
    await see(queue.getByAltText('Preview of pixel-2.jpg'));
    expect(await queue.getByAltText('Preview of pixel-1.jpg').getAttribute('src')).toMatch(/^blob:/);
    // Queued photos chase the empty text away at once.
    await notThere(page.getByText("You didn't upload any photo yet."));

    await page.getByRole('button', { name: 'Upload 2 photos' }).click();
    await expect.poll(() => page.locator('img.album-image').count(), { timeout: 30_000 }).toBe(2);
    await see(page.getByText('2 photos added', { exact: true }));
    await notThere(queue);
    // One toast for the batch, none per photo.
    expect(await page.locator('[data-sonner-toast]', { hasText: /photo/i }).count()).toBe(1);
    expect(await page.getByText('Photo/Video uploaded/deleted successfully').count()).toBe(0);
    await context.close();
  });

  it("the composer's photo picker shows a thumbnail of the chosen photo, removable before sharing", async () => {
    const { context, page } = await newPerson(browser, PHONE);
    await logIn(page, owner.email, owner.password);
    await page.goto(`${APP_URL}/cat-share`);
    const composer = page.getByRole('form', { name: 'CatShare' });
    // Something written: on a phone the composer stays open (it folds to one line while idle).
    await composer.getByLabel('Share message').fill('Nap time');
    await composer.getByText('Photo', { exact: true }).click();
    await see(composer.getByText('Choose photos', { exact: true }));
    await composer.getByLabel('Choose photos').setInputFiles(await photoFile('nap.jpg', 3, 480));
    const thumbnail = composer.getByAltText('Preview of nap.jpg');
    await see(thumbnail);
    expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
    await composer.getByRole('button', { name: 'Remove nap.jpg' }).click();
    await notThere(thumbnail);
    await context.close();
  });
});
