/**
 * The CatShare journey in two real browsers (two contexts, two people) against the
 * Emulator Suite: A shares a text with a link to a local page with Open Graph tags and a photo;
 * B sees both arrive without a reload (A labelled 'CatMate'), likes the text and comments on it;
 * A sees the like count and the comment live; the link preview card appears; A edits the post
 * and deletes it, and it disappears for B. The two CatReps are created and connected through the
 * API; logging in goes through the UI.
 *
 * The Open Graph page is served on 127.0.0.1:{CATREP_PREVIEW_TEST_PORT}, the one host:port the
 * test-mode link-preview guard lets through (LINK_PREVIEW_ALLOW, scripts/emulators.mjs).
 */
import type { Server } from 'node:http';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../support/env.js';
import { createVerifiedCatRep, demoPhoto } from '../support/seed.js';
import { APP_URL, launch, logIn, newPerson, notThere, see, uniqueEmail } from './support/browser.js';
import { PREVIEW_PORT, previewServer } from './support/preview.js';

const PASSWORD = 'meow1234';
const tag = Math.random().toString(36).slice(2, 8);
const PREVIEW_TITLE = `Whiskers Weekly ${tag}`;

interface Person {
  firstname: string;
  lastname: string;
  email: string;
  uid: string;
  token: string;
}

async function makePerson(firstname: string, lastname: string): Promise<Person> {
  const email = uniqueEmail(firstname.toLowerCase());
  const { uid, token } = await createVerifiedCatRep(
    { firstname, lastname, email, country: 'HU', city: 'Budapest', gender: false },
    PASSWORD,
  );
  return { firstname, lastname, email, uid, token };
}

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Authorization': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res.json() as Promise<unknown>;
}

async function login(page: Page, who: Person) {
  await logIn(page, who.email, PASSWORD);
  await page.goto(`${APP_URL}/cat-share`);
  await page.getByRole('form', { name: 'CatShare' }).waitFor();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const postWith = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });

describe('CatShare: the live main feed', () => {
  let browser: Browser;
  let server: Server;
  let a: Person;
  let b: Person;
  let pageA: Page;
  let pageB: Page;

  beforeAll(async () => {
    server = await previewServer(PREVIEW_TITLE);
    // Sequential: the Functions emulator is slow under concurrent requests.
    a = await makePerson('Ada', `Sharer${tag}`);
    b = await makePerson('Bea', `Reader${tag}`);
    await call('POST', `/users/${b.uid}/relations`, a.token);
    await call('PUT', `/users/${a.uid}/relations`, b.token, { approved: true });
    browser = await launch();
    pageA = (await newPerson(browser)).page;
    pageB = (await newPerson(browser, { width: 375, height: 800 })).page;
    await login(pageA, a);
    await login(pageB, b);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('shares, arrives live, takes likes and comments, previews the link, edits and deletes', async () => {
    const text = `Tabby news ${tag}: read http://127.0.0.1:${PREVIEW_PORT}/news`;
    const photoText = `Nap time ${tag}`;

    // A shares a text with a link, then a photo.
    const composer = pageA.getByRole('form', { name: 'CatShare' });
    await composer.getByLabel('Share message').fill(text);
    await composer.getByRole('button', { name: 'Share', exact: true }).click();
    await see(toast(pageA, 'CatShare added successfully'));
    await see(postWith(pageA, `Tabby news ${tag}`));

    await composer.getByText('Photo', { exact: true }).click();
    await composer.getByLabel('Share message').fill(photoText);
    await composer.locator('input[type="file"]').setInputFiles({
      name: 'nap.jpg',
      mimeType: 'image/jpeg',
      buffer: await demoPhoto(3),
    });
    await composer.getByRole('button', { name: 'Share', exact: true }).click();
    await see(postWith(pageA, photoText).locator('img[src^="/media/feeds/"]'));

    // B sees both arrive without a reload, A labelled as a CatMate.
    const postB = postWith(pageB, `Tabby news ${tag}`);
    await see(postB);
    await see(postB.getByText('CatMate', { exact: true }));
    await see(postWith(pageB, photoText).locator('img[src^="/media/feeds/"]'));

    // The link preview arrives a moment later, live, for both.
    await see(postB.getByTestId('link-preview').getByText(PREVIEW_TITLE));
    const postA = postWith(pageA, `Tabby news ${tag}`);
    await see(postA.getByTestId('link-preview').getByText(PREVIEW_TITLE));

    // B likes and comments.
    const likeB = postB.getByRole('button', { name: /^Like/ });
    expect(await likeB.getAttribute('aria-pressed')).toBe('false');
    await likeB.click();
    await expect.poll(() => likeB.getAttribute('aria-pressed')).toBe('true');
    await see(postB.getByRole('button', { name: 'Like (1)' }));
    await postB.getByRole('button', { name: '0 comments' }).click();
    const comment = `Lovely ${tag}!`;
    await postB.getByLabel('Comment message').fill(comment);
    await postB.getByRole('button', { name: 'Comment', exact: true }).click();
    await see(postB.getByText(comment, { exact: true }));

    // A sees the like count and the comment live.
    await see(postA.getByRole('button', { name: 'Like (1)' }));
    await postA.getByRole('button', { name: '1 comment' }).click();
    await see(postA.getByText(comment, { exact: true }));

    // A edits the post; B sees the new text.
    await postA.getByRole('button', { name: 'Post actions' }).click();
    await postA.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Edit CatShare' });
    await dialog.getByLabel('Share message').fill(`Tabby news ${tag}, edited`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await see(toast(pageA, 'Cat Share edited successfully'));
    await see(pageB.getByText(`Tabby news ${tag}, edited`, { exact: true }));

    // A deletes it; it disappears for both.
    await postA.getByRole('button', { name: 'Post actions' }).click();
    await postA.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await pageA
      .getByRole('dialog', { name: 'Delete CatShare' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await see(toast(pageA, 'Cat Share deleted successfully'));
    await notThere(postWith(pageA, `Tabby news ${tag}`));
    await notThere(postWith(pageB, `Tabby news ${tag}`));
    await see(postWith(pageB, photoText));
  });
});
