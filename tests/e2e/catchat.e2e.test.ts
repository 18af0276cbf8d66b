/**
 * CatChat in two real browsers against the Emulator Suite: A's cat starts a chat from
 * B's cat's CatID page (Send Message, 'Please choose cat'); B's unread badge shows 1 without a
 * reload and the tab title counts it; B opens it from the Chats inbox (/chats), the badge clears
 * and A sees "Seen"; they exchange messages with Enter (Shift+Enter is a new line, empty text is
 * not sent); older messages load as B scrolls up. The CatReps, cats and connection are made through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '@catrep/model';
import { connectThroughApi } from '../support/connections.js';
import { newCat, sent } from '../support/chats.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

describe('CatChat', () => {
  let browser: Browser;
  let a: Session;
  let b: Session;
  let catA: string;
  let catB: string;
  let pageA: Page;
  let pageB: Page;
  let chatUrl: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([verifiedCatRep('Ava', 'Chatter'), verifiedCatRep('Ben', 'Chatter')]);
    await connectThroughApi(a, b);
    catA = await newCat(a, 'Pepper');
    catB = await newCat(b, 'Tofu');
    browser = await launch();
    pageA = (await newPerson(browser)).page;
    pageB = (await newPerson(browser, { width: 390, height: 844 })).page;
    await logIn(pageA, a.email, a.password);
    await logIn(pageB, b.email, b.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('A starts a chat from B’s cat’s CatID page; B’s badge shows it live; B reads it and A sees "Seen"', async () => {
    await pageA.goto(`${APP_URL}/cat/${catB}/${slug('Tofu')}`);
    await pageA.getByRole('button', { name: 'Send Message' }).click();
    const picker = pageA.getByRole('dialog', { name: 'Please choose cat' });
    await picker.getByRole('button', { name: 'Pepper' }).click();
    await pageA.waitForURL(`**/cat-chat/${catA}/**`);
    chatUrl = pageA.url();
    const input = pageA.getByLabel('Message', { exact: true });
    // Empty text is not sent.
    await input.press('Enter');
    expect(await pageA.locator('.message').count()).toBe(0);
    await input.fill('Hello Tofu!');
    await input.press('Shift+Enter');
    await input.pressSequentially('Want to play?');
    await input.press('Enter');
    await see(pageA.locator('.message', { hasText: 'Want to play?' }));
    expect(await input.inputValue()).toBe('');

    const badge = pageB.getByRole('link', { name: 'Unread chats: 1' });
    await see(badge);
    await expect.poll(() => pageB.title()).toMatch(/^\(1\) /);
    // Chats leads to the inbox of all of B's cats' conversations; the unread one opens B's cat's chat.
    await badge.click();
    await pageB.waitForURL('**/chats');
    await pageB
      .getByRole('list', { name: 'All conversations' })
      .getByRole('link', { name: /Pepper/ })
      .click();
    await pageB.waitForURL(`**/cat-chat/${catB}/**`);
    await see(pageB.locator('.message', { hasText: 'Hello Tofu!' }));
    await notThere(pageB.getByRole('link', { name: /^Unread chats/ }));
    await see(pageA.getByText('Seen'));
  });

  it('they exchange messages live with Enter', async () => {
    await pageB.getByLabel('Message', { exact: true }).fill('Meow! Always.');
    await pageB.getByLabel('Message', { exact: true }).press('Enter');
    await see(pageA.locator('.message', { hasText: 'Meow! Always.' }));
    await pageA.getByLabel('Message', { exact: true }).fill('On my way');
    await pageA.getByRole('button', { name: 'Send' }).click();
    await see(pageB.locator('.message', { hasText: 'On my way' }));
  });

  it('older messages load as the reader scrolls up', async () => {
    const chatId = new URL(chatUrl).searchParams.get('chat')!;
    for (let i = 1; i <= 40; i++) await sent(a, chatId, catA, `Old news ${i}`);
    await pageB.reload();
    await see(pageB.locator('.message', { hasText: 'Old news 40' }));
    const before = await pageB.locator('.message').count();
    expect(before).toBe(30);
    const pane = pageB.locator('.messages');
    await expect
      .poll(
        async () => {
          await pane.evaluate((el) => el.scrollTo({ top: 0 }));
          return pageB.locator('.message').count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(before);
    await see(pageB.locator('.message', { hasText: 'Hello Tofu!' }));
  });
});
