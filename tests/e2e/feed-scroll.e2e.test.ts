/**
 * A long CatShare scroll keeps listening only near the screen (README "Keeping first screens
 * light", web/src/data/feeds.ts `useFeed`): Rae reads 'My CatReps' with 40 posts of Abe and Bo.
 * Opening it reads a first page of FEED_FIRST_PAGE_SIZE posts, and the next page only once she
 * scrolls to its end. Then she scrolls to the bottom, and two likes arrive at once — one on the
 * last post (near her screen), one on the first (far above it). The last post's count moves live;
 * the first post's stays as it was read, its listener released. Scrolled back up, the first post
 * is listened to again and shows its like; a further like on it moves it live, as before.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_FIRST_PAGE_SIZE, FEED_PAGE_SIZE } from '@catrep/model';
import { API } from '../support/env.js';
import { createVerifiedCatRep } from '../support/seed.js';
import { APP_URL, launch, logIn, newPerson, see } from './support/browser.js';

const PASSWORD = 'meow1234';
const tag = Math.random().toString(36).slice(2, 8);
const PER_AUTHOR = 20;

interface Person {
  email: string;
  uid: string;
  token: string;
}

async function makePerson(firstname: string): Promise<Person> {
  const email = `${firstname.toLowerCase()}.${tag}@catrep.example`;
  const { uid, token } = await createVerifiedCatRep(
    { firstname, lastname: `Scroller${tag}`, email, country: 'GB', city: 'Leeds', gender: false },
    PASSWORD,
  );
  return { email, uid, token };
}

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Authorization': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res.json() as Promise<{ id: string }>;
}

async function connect(a: Person, b: Person) {
  await call('POST', `/users/${b.uid}/relations`, a.token);
  await call('PUT', `/users/${a.uid}/relations`, b.token, { approved: true });
}

const likeButton = (page: Page, text: string) =>
  page.getByRole('article').filter({ hasText: text }).getByRole('button', { name: /^Like/ });

describe('CatShare: listeners follow the screen', () => {
  let browser: Browser;
  let page: Page;
  let rae: Person;
  let abe: Person;
  let bo: Person;
  let cy: Person;
  const posts: { id: string; text: string }[] = [];

  beforeAll(async () => {
    // Sequential: the Functions emulator is slow under concurrent requests.
    rae = await makePerson('Rae');
    abe = await makePerson('Abe');
    bo = await makePerson('Bo');
    cy = await makePerson('Cy');
    await connect(rae, abe);
    await connect(rae, bo);
    for (let i = 0; i < PER_AUTHOR * 2; i++) {
      const author = i % 2 ? bo : abe;
      const text = `Scroll post ${i} of ${tag}`;
      const { id } = await call('POST', '/feeds', author.token, {
        type: 1,
        content: JSON.stringify({ message: text }),
      });
      posts.unshift({ id, text });
    }
    browser = await launch();
    page = (await newPerson(browser, { width: 390, height: 844 })).page;
    await logIn(page, rae.email, PASSWORD);
    await page.goto(`${APP_URL}/cat-share`);
    await page.getByRole('tab', { name: 'My CatReps' }).click();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens on a short first page, and reads the next one when she scrolls to its end', async () => {
    const articles = page.locator('.catshare-feed').getByRole('article');
    const firstBelow = posts[FEED_FIRST_PAGE_SIZE];
    await see(articles.filter({ hasText: posts[0].text }));
    await expect.poll(() => articles.count(), { timeout: 10_000 }).toBe(FEED_FIRST_PAGE_SIZE);
    // The list's end is below the phone's screen, so nothing has asked for the next page: opening
    // CatShare read the first FEED_FIRST_PAGE_SIZE posts alone.
    const endBelowScreen = await page
      .locator('.catshare-feed .sentinel')
      .evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
    expect(endBelowScreen).toBeGreaterThan(100);
    expect(await articles.count()).toBe(FEED_FIRST_PAGE_SIZE);
    expect(await articles.filter({ hasText: firstBelow.text }).count()).toBe(0);

    await page.keyboard.press('End');
    await see(articles.filter({ hasText: firstBelow.text }));
    await expect
      .poll(() => articles.count(), { timeout: 10_000 })
      .toBe(FEED_FIRST_PAGE_SIZE + FEED_PAGE_SIZE);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('releases the counts of posts far above, and listens to them again when scrolled back', async () => {
    const [newest, oldest] = [posts[0], posts.at(-1)!];
    // Every post her timeline got (the fan-out runs by trigger), loaded page by page to the end.
    await see(page.getByRole('article').filter({ hasText: newest.text }));
    await expect
      .poll(
        async () => {
          await page.keyboard.press('End');
          return page.getByRole('article').filter({ hasText: oldest.text }).count();
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(1);
    await page.getByRole('article').filter({ hasText: oldest.text }).scrollIntoViewIfNeeded();
    await see(likeButton(page, oldest.text).and(page.getByRole('button', { name: 'Like (0)' })));

    // Two likes at once: the near post's count moves live; the far one's was released.
    await Promise.all([
      call('POST', `/feeds/${oldest.id}/likes`, cy.token),
      call('POST', `/feeds/${newest.id}/likes`, cy.token),
    ]);
    await see(likeButton(page, oldest.text).and(page.getByRole('button', { name: 'Like (1)' })));
    expect(await likeButton(page, newest.text).getAttribute('aria-label')).toBe('Like (0)');

    // Back at the top, the first post listens again: its like is there, and the next one is live.
    await page.evaluate(() => window.scrollTo(0, 0));
    await see(likeButton(page, newest.text).and(page.getByRole('button', { name: 'Like (1)' })));
    await call('POST', `/feeds/${newest.id}/likes`, abe.token);
    await see(likeButton(page, newest.text).and(page.getByRole('button', { name: 'Like (2)' })));
  });
});
