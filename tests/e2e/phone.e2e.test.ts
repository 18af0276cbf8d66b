/**
 * CatRep on a phone (Chromium at 390 × 844 and 320 px wide) against the Emulator Suite
 * (docs/product.md §2 Chrome): the top bar is one row with every badge one tap away in the tab
 * bar, and the feed's first post starts in the first third of the screen; past 250 px the pinned
 * top bar (the fixed banner) keeps navigation and badges, on the phone and the desktop; Chats
 * leads to the inbox of all the CatRep's cats' conversations (/chats), which lists one and opens
 * it in its cat's CatChat; and no screen scrolls sideways at 320 or 390 px. axe-core finds no
 * serious or critical violation on the inbox and the phone's CatShare. An unknown CatRep's lists
 * say 'This CatRep does not exist.'; signed out, an unknown address says the page does not exist.
 * The CatReps, their cat, a connection, a waiting request, a chat, a YouTube video and posts are
 * made through the API.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '@catrep/model';
import { post } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { API } from '../support/env.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

const PHONE = { width: 390, height: 844 };
const NARROW = 320;

/** axe-core's serious and critical findings on the page as it is now (rule id and a target). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits (up to 10 s) until the screen has painted its data: no busy main area, no spinner. */
async function settled(page: Page): Promise<void> {
  await page.locator('main#main').waitFor();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const busy = await page.evaluate(
      () =>
        !!document.querySelector('main[aria-busy="true"], .spinner-wrap') ||
        document.readyState !== 'complete',
    );
    if (!busy) return;
    await page.waitForTimeout(200);
  }
}

/** How far the document reaches sideways beyond the viewport, in px (0 or less when it does not scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the element's box lies wholly within the viewport (reachable without scrolling). */
async function onScreen(
  page: Page,
  name: string | RegExp,
  role: 'link' | 'button' = 'link',
): Promise<boolean> {
  const box = await page.getByRole(role, { name, exact: typeof name === 'string' }).boundingBox();
  const { width, height } = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

/**
 * POST `path` as `rep` straight over HTTP, expecting 201; answers the body. This journey's data
 * only: it checks the screens, not the API's answers (tests/api does, against its document).
 */
async function made<T = { id: string }>(rep: Session, path: string, json: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Authorization': rep.token },
    body: JSON.stringify(json),
  });
  const body = (await res.json()) as T;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

describe('CatRep on a phone', () => {
  let browser: Browser;
  let pia: Session;
  let bo: Session;
  let cy: Session;
  const cat = { id: '', name: 'Pixel' };
  let chatId = '';
  let postId = '';
  let page: Page;

  beforeAll(async () => {
    // Sequential: the Functions emulator is slow under concurrent requests.
    pia = await verifiedCatRep('Pia', 'Phone');
    bo = await verifiedCatRep('Bo', 'Phone');
    cy = await verifiedCatRep('Cy', 'Phone');
    await connectThroughApi(pia, bo);
    // Cy's request waits for Pia's approval: the Requests badge shows 1.
    expect((await post(`/users/${pia.uid}/relations`, {}, cy.token)).status).toBe(201);
    cat.id = await addCat(pia, cat.name);
    const bolt = await addCat(bo, 'Bolt');
    chatId = (await made(bo, '/chats', { fromCat: { id: bolt }, toCat: { id: cat.id } })).id;
    await made(bo, `/chats/${chatId}/messages`, { catId: bolt, text: 'Hi Pixel, want to play?' });
    await made(pia, `/cats/${cat.id}/urls`, {
      title: 'Pixel zooms',
      type: 2,
      catId: cat.id,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    for (let i = 1; i <= 4; i++) {
      const content = JSON.stringify({ message: `Pixel on the windowsill, day ${i}` });
      postId = (await made(pia, '/feeds', { type: 1, content })).id;
    }
    browser = await launch();
    page = (await newPerson(browser, PHONE)).page;
    await logIn(page, pia.email, pia.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the top bar is one row, every badge is one tap away, and the first post starts in the first third', async () => {
    await page.goto(`${APP_URL}/cat-share`);
    const firstPost = page.locator('.post-list > li').first();
    await see(firstPost);
    await see(page.getByRole('link', { name: 'Unread chats: 1' }));
    await see(page.getByRole('link', { name: 'CatRep requests: 1' }));

    const header = (await page.locator('header.topbar').boundingBox())!;
    expect(header.y).toBe(0);
    expect(header.height).toBeLessThanOrEqual(64);
    expect((await firstPost.boundingBox())!.y).toBeLessThan(PHONE.height / 3);

    // The tab bar sits at the bottom of the screen, in one row.
    const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(Math.round(nav.y + nav.height)).toBe(PHONE.height);
    expect(nav.height).toBeLessThanOrEqual(72);
    for (const name of ['My Profile', 'CatShare', 'New CatReps', 'CatRep requests: 1', 'Unread chats: 1']) {
      expect(await onScreen(page, name), name).toBe(true);
    }
    expect(await onScreen(page, /^Notifications/)).toBe(true);
    expect(await page.getByRole('button', { name: /^Me/ }).isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Search Cat/CatRep').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('past 250 px the pinned bar keeps navigation, search and badges, on the phone and the desktop', async () => {
    const desktop = (await newPerson(browser)).page;
    await logIn(desktop, pia.email, pia.password);
    await desktop.goto(`${APP_URL}/cat-share`);
    for (const p of [page, desktop]) {
      await see(p.locator('.post-list > li').first());
      await p.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => p.evaluate(() => window.scrollY)).toBeGreaterThan(250);
      await see(p.getByRole('button', { name: 'Back to top' }));
      const bar = (await p.locator('header.topbar').boundingBox())!;
      expect(bar.y).toBe(0);
      for (const name of ['My Profile', 'CatShare', 'New CatReps', 'CatRep requests: 1', 'Unread chats: 1']) {
        expect(await onScreen(p, name), `${name} at ${p.viewportSize()!.width} px`).toBe(true);
      }
      expect(await onScreen(p, 'Back to top', 'button')).toBe(true);
      // A tap where it is: Playwright's own click would first scroll the pinned bar's place into view.
      const back = (await p.getByRole('button', { name: 'Back to top' }).boundingBox())!;
      await p.mouse.click(back.x + back.width / 2, back.y + back.height / 2);
      await expect.poll(() => p.evaluate(() => window.scrollY)).toBe(0);
      await notThere(p.getByRole('button', { name: 'Back to top' }));
    }
    await desktop.context().close();
  });

  it('Chats leads to the inbox, which lists the conversation and opens it in its cat’s CatChat', async () => {
    await page.getByRole('link', { name: 'Unread chats: 1' }).click();
    await page.waitForURL('**/chats');
    await see(page.getByRole('heading', { name: 'Chats', level: 1 }));
    const inbox = page.getByRole('list', { name: 'All conversations' });
    const conversation = inbox.getByRole('link', { name: /Bolt with Pixel/ });
    await see(conversation);
    await see(conversation.getByText('Hi Pixel, want to play?'));
    expect(await conversation.getAttribute('class')).toContain('unread');
    expect(await seriousViolations(page)).toEqual([]);

    await conversation.click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/cat-chat/${cat.id}/${slug(cat.name)}` && url.searchParams.get('chat') === chatId,
    );
    await see(page.locator('.message', { hasText: 'Hi Pixel, want to play?' }));
    // Read: the badge goes, Chats stays.
    await notThere(page.getByRole('link', { name: /^Unread chats/ }));
    await see(page.getByRole('link', { name: 'Chats', exact: true }));
    await page.getByRole('link', { name: 'Chats', exact: true }).click();
    await page.waitForURL('**/chats');
    await see(inbox.getByRole('link', { name: /Bolt with Pixel/ }));
    await expect.poll(() => inbox.locator('.conversation.unread').count()).toBe(0);
  });

  it('an unknown CatRep’s lists say so; signed out, an unknown address says it does not exist', async () => {
    for (const list of ['my-cats', 'catchies', 'cat-reps']) {
      await page.goto(`${APP_URL}/${list}/no-such-catrep/x`);
      await see(page.getByText('This CatRep does not exist.'));
      expect(await page.getByRole('heading', { level: 1 }).count(), list).toBe(0);
    }
    const visitor = (await newPerson(browser, PHONE)).page;
    await visitor.goto(`${APP_URL}/no-such-page`);
    await see(visitor.getByText('This page does not exist.'));
    expect(new URL(visitor.url()).pathname).toBe('/no-such-page');
    await visitor.goto(`${APP_URL}/cat-share`);
    await visitor.waitForURL('**/welcome');
    await visitor.context().close();
  });

  it('no screen scrolls sideways at 390 or 320 px', async () => {
    const me = `${pia.uid}/${slug('Pia', 'Phone')}`;
    const catPart = `${cat.id}/${slug(cat.name)}`;
    const routes = [
      '/information',
      '/cat-share',
      `/cat-share/post/${postId}`,
      '/notifications',
      `/cat-rep/${me}`,
      `/my-cats/${me}`,
      `/catchies/${me}`,
      `/cat-reps/${me}`,
      '/cat-rep-requests',
      '/new-cat-reps/all',
      '/new-cat-reps/waiting',
      '/new-cat-reps/requested',
      `/cat/${catPart}`,
      `/cat-mates/${catPart}`,
      `/cat-catalog/${catPart}/photo`,
      `/cat-catalog/${catPart}/youtube`,
      `/cat-diary/${catPart}`,
      `/cat-chat/${catPart}`,
      `/cat-chat/${catPart}?chat=${chatId}`,
      '/chats',
      '/about',
      '/guide',
      '/terms',
      '/privacy',
      '/contact',
      '/moderation',
      '/no-such-page',
    ];
    const wide: string[] = [];
    const measure = async (route: string) => {
      for (const width of [PHONE.width, NARROW]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
        const over = await overflow(page);
        if (over > 0) wide.push(`${route} at ${width} px: ${over} px too wide`);
      }
      await page.setViewportSize(PHONE);
    };
    for (const route of routes) {
      await page.goto(`${APP_URL}${route}`);
      await settled(page);
      await measure(route);
    }
    // The YouTube video playing: the embed scales down with the screen.
    await page.goto(`${APP_URL}/cat-catalog/${catPart}/youtube`);
    await page.getByRole('button', { name: 'Play Pixel zooms' }).click();
    const embed = page.locator('iframe.youtube-embed');
    await see(embed);
    await measure('/cat-catalog/…/youtube playing');
    await page.setViewportSize({ width: NARROW, height: PHONE.height });
    const box = (await embed.boundingBox())!;
    expect(box.width).toBeLessThan(NARROW);
    expect(box.width / box.height).toBeCloseTo(480 / 272, 1);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(Math.round((await embed.boundingBox())!.width)).toBe(480);
    await page.setViewportSize(PHONE);

    // Signed out: the public pages.
    const guest = (await newPerson(browser, PHONE)).page;
    for (const route of ['/welcome', '/about', '/contact']) {
      await guest.goto(`${APP_URL}${route}`);
      await guest.locator('main#main').waitFor();
      for (const width of [PHONE.width, NARROW]) {
        await guest.setViewportSize({ width, height: PHONE.height });
        await expect.poll(() => guest.evaluate(() => window.innerWidth)).toBe(width);
        const over = await overflow(guest);
        if (over > 0) wide.push(`${route} (signed out) at ${width} px: ${over} px too wide`);
      }
      await guest.setViewportSize(PHONE);
    }
    await guest.context().close();
    expect(wide).toEqual([]);
  }, 300_000);
});
