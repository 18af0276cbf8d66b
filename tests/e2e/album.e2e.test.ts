/**
 * CatAlog and My Favorites in headless Chromium against the Emulator Suite: the owner
 * uploads three photos at once and sees them as squares three across at 390 px and in the masonry
 * grid at 600 and 1280 px (2 and 4 columns, docs/product.md §9), opens the viewer, moves with the arrow keys and deletes one; adds a
 * YouTube link and sees its embed; another CatRep and a guest see the album without add buttons.
 * The same for favorites on the profile. CatReps and the cat are created through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '@catrep/model';
import { addCat } from '../support/cats.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { demoPhoto } from '../support/seed.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

/** `n` JPEGs of different sizes, as a person picks them in the file dialog. */
async function photoFiles(prefix: string, n = 3) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      name: `${prefix}-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await demoPhoto(i + 1, 'cat', 480 + i * 160),
    })),
  );
}

/** The number of masonry columns react-photo-album laid out. */
const columns = (page: Page) => page.locator('.react-photo-album--track').count();
/** The number of columns of the phone's square grid (0 when there is none). */
const squareColumns = (page: Page) =>
  page.evaluate(() => {
    const grid = document.querySelector('.square-grid');
    return grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : 0;
  });

describe('CatAlog and My Favorites', () => {
  let browser: Browser;
  let owner: Session;
  let other: Session;
  const cat = { id: '', name: 'Paprika' };
  let albumPath: string;

  beforeAll(async () => {
    owner = await verifiedCatRep('Olga', 'Album');
    other = await verifiedCatRep('Otto', 'Album');
    cat.id = await addCat(owner, cat.name, { gender: false, breed: 'Tabby', location: 'Sofa' });
    albumPath = `/cat-catalog/${cat.id}/${slug(cat.name)}`;
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the owner uploads three photos, sees squares three across on a phone, 2 or 4 masonry columns wider, browses them with the keyboard and deletes one', async () => {
    const { context, page } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto(`${APP_URL}/cat/${cat.id}/${slug(cat.name)}`);
    await page.getByRole('link', { name: 'CatAlog' }).click();
    await page.waitForURL(`**${albumPath}/photo`);
    await see(page.getByText("You didn't upload any photo yet."));
    await see(page.getByText('Please click Add Photo button to start adding new photos.'));

    await page.getByLabel('Add Photo').setInputFiles(await photoFiles('paprika'));
    // Queued: a thumbnail each, and the empty text has gone.
    await see(page.getByAltText('Preview of paprika-3.jpg'));
    await notThere(page.getByText("You didn't upload any photo yet."));
    await page.getByLabel('Caption for paprika-1.jpg').fill('Paprika in the sun');
    await page.getByRole('button', { name: 'Upload 3 photos' }).click();
    await expect.poll(() => page.locator('img.album-image').count(), { timeout: 30_000 }).toBe(3);
    // One toast sums the batch up.
    await see(page.getByText('3 photos added', { exact: true }));
    expect(await page.locator('[data-sonner-toast]', { hasText: /photo/i }).count()).toBe(1);
    // The caption is the alt text; the others get a name-based one.
    await see(page.getByAltText('Paprika in the sun'));
    expect(await page.getByAltText('A photo of Paprika').count()).toBe(2);
    // Tiles load a stored size through srcset.
    expect(await page.locator('img.album-image').first().getAttribute('srcset')).toMatch(/\s320w/);

    // A phone shows squares three across; wider screens the masonry, 2 or 4 columns.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => squareColumns(page)).toBe(3);
    expect(await columns(page)).toBe(0);
    for (const [width, expected] of [
      [600, 2],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => columns(page)).toBe(expected);
    }

    await page.locator('img.album-image').first().click();
    const viewer = page.locator('.yarl__root');
    await see(viewer);
    await see(viewer.locator('.yarl__counter', { hasText: '1 / 3' }));
    // The viewer takes the keyboard once it has opened (it focuses its container).
    await viewer.locator('.yarl__container').focus();
    await page.keyboard.press('ArrowRight');
    await see(viewer.locator('.yarl__counter', { hasText: '2 / 3' }));
    await viewer.getByRole('button', { name: 'Delete' }).click();
    await notThere(viewer);
    await expect.poll(() => page.locator('img.album-image').count()).toBe(2);
    await context.close();
  });

  it('the owner adds a YouTube link and sees its embed', async () => {
    const { context, page } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto(`${APP_URL}${albumPath}/youtube`);
    await see(page.getByText("You didn't add any Youtube video yet."));
    await page.getByRole('button', { name: 'Add Youtube' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Youtube' });
    await dialog.getByLabel('Youtube url').fill('https://example.com/not-a-video');
    await dialog.getByRole('button', { name: 'Add Youtube' }).click();
    await see(dialog.getByText('Youtube url should be a YouTube video link'));
    await dialog.getByLabel('Youtube url').fill('https://youtu.be/dQw4w9WgXcQ');
    await dialog.getByLabel('Title').fill('Paprika plays');
    await dialog.getByRole('button', { name: 'Add Youtube' }).click();
    await see(page.getByText('Youtube video added successfully'));
    await page.getByRole('button', { name: 'Play Paprika plays' }).click();
    const embed = page.locator('iframe.youtube-embed');
    await see(embed);
    expect(await embed.getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await embed.getAttribute('width')).toBe('480');
    expect(await embed.getAttribute('height')).toBe('272');
    await context.close();
  });

  it('another CatRep and a guest see the album without add buttons', async () => {
    const { context, page } = await newPerson(browser, { width: 390, height: 844 });
    await logIn(page, other.email, other.password);
    await page.goto(`${APP_URL}${albumPath}/photo`);
    await expect.poll(() => page.locator('img.album-image').count()).toBe(2);
    expect(await page.getByText('Add Photo').count()).toBe(0);
    await page.getByRole('link', { name: 'Youtube' }).click();
    await see(page.getByRole('button', { name: 'Play Paprika plays' }));
    expect(await page.getByRole('button', { name: 'Add Youtube' }).count()).toBe(0);
    await context.close();

    const guest = await newPerson(browser);
    await guest.page.goto(`${APP_URL}/welcome`);
    await guest.page.getByRole('button', { name: 'Look around as a guest' }).click();
    await guest.page.waitForURL('**/cat-share');
    await guest.page.goto(`${APP_URL}${albumPath}/photo`);
    await expect.poll(() => guest.page.locator('img.album-image').count()).toBe(2);
    expect(await guest.page.getByText('Add Photo').count()).toBe(0);
    await guest.context.close();
  });

  it('favorites: the owner adds two, deletes one in the viewer; others see the rest', async () => {
    const { context, page } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    const favorites = page.locator('section.favorites');
    await see(favorites.getByText("You didn't add any favorite photo yet."));
    await favorites.getByLabel('Add Favorite Photo(s)').setInputFiles(await photoFiles('fav', 2));
    await favorites.getByRole('button', { name: 'Upload 2 photos' }).click();
    await expect.poll(() => favorites.locator('img.album-image').count(), { timeout: 30_000 }).toBe(2);
    // The two end in one toast, not one a photo.
    await see(page.getByText('2 photos added'));
    expect(await page.getByText('Photo uploaded successfully').count()).toBe(0);
    await favorites.locator('img.album-image').first().click();
    await page.locator('.yarl__root').getByRole('button', { name: 'Delete' }).click();
    await see(page.getByText('Photo deleted successfully'));
    await expect.poll(() => favorites.locator('img.album-image').count()).toBe(1);
    await context.close();

    const visitor = await newPerson(browser);
    await logIn(visitor.page, other.email, other.password);
    await visitor.page.goto(`${APP_URL}/cat-rep/${owner.uid}`);
    const theirs = visitor.page.locator('section.favorites');
    await expect.poll(() => theirs.locator('img.album-image').count()).toBe(1);
    expect(await theirs.getByText('Add Favorite Photo(s)').count()).toBe(0);
    await visitor.context.close();
  });
});
