/**
 * CatRep on a phone (Chromium at 390 × 844 and 320 px wide) against the Emulator Suite
 * (docs/product.md §2 Chrome; docs/architecture.md §5 "The web client on a phone"): the top bar is
 * one row with every badge one tap away in the tab bar, and the feed's first post starts in the
 * first third of the screen; past 250 px the pinned top bar (the fixed banner) keeps navigation and
 * badges, on the phone and the desktop; Chats leads to the inbox of all the CatRep's cats'
 * conversations (/chats), which lists one and opens it in its cat's CatChat.
 *
 * What a CatRep makes on the phone: a photo post in two taps (the folded composer's Photo opens the
 * picker; or the text box, then the Photo kind, then "Choose photos"), its photo edge to edge; a
 * CatAlog of twelve photos as squares three across, nine or more in the first screen, "Add Photo"
 * apart from the first, each opening the lightbox; a chat started from a CatID, its message box
 * focused and, with Send, above the tab bar, the pane ending above it so the newest message is in
 * view; a notification read in /notifications.
 *
 * Every route at 320, 390 and 1280 px: nothing scrolls sideways, no text is covered by another
 * element, every control one taps is at least 44 × 44 px on the phone, and axe-core finds no WCAG
 * 2.2 A/AA violation. An unknown CatRep's lists say 'This CatRep does not exist.', an unknown cat
 * 'This cat does not exist.'; signed out, an unknown address says the page does not exist (and,
 * without a tab bar, keeps no room for one below what takes the focus). The
 * CatReps, their cat, a connection, a waiting request, a chat, a YouTube video and posts are made
 * through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '@catrep/model';
import { albumForm } from '../support/album.js';
import { call, post } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { API } from '../support/env.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { demoPhoto } from '../support/seed.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';
import { seriousViolations } from './support/axe.js';
import { coveredBy, layoutProblems, onScreen, wcagViolations } from './support/layout.js';

const PHONE = { width: 390, height: 844 };
const NARROW = 320;
const LAPTOP = { width: 1280, height: 800 };

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

/** The page's `scroll-padding-bottom` as computed ('auto' when none is set). */
const scrollPaddingBottom = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);

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
    cat.id = await addCat(pia, cat.name, { breed: 'Maine Coon', country: { id: 'GB' }, city: 'York' });
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
      const content = JSON.stringify({ message: `Pixel on the #windowsill, day ${i}` });
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
    // What takes the focus comes to rest above the bar (the page keeps its height as room).
    expect(parseFloat(await scrollPaddingBottom(page))).toBeGreaterThanOrEqual(nav.height);
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
      // The bell and Me stay where they are when Back to top comes: a tap as the page crosses
      // the threshold lands where it was aimed.
      const places = () =>
        Promise.all(
          ['.topbar-tools .bell', '.me-menu'].map(async (c) => (await p.locator(c).boundingBox())!.x),
        );
      const before = await places();
      await p.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => p.evaluate(() => window.scrollY)).toBeGreaterThan(250);
      await see(p.getByRole('button', { name: 'Back to top' }));
      expect(await places()).toEqual(before);
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

  it('an unknown CatRep’s lists and an unknown cat say so, logging nothing; signed out, an unknown address says it does not exist', async () => {
    const logged: string[] = [];
    const log = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    };
    page.on('console', log);
    for (const list of ['my-cats', 'catchies', 'cat-reps']) {
      await page.goto(`${APP_URL}/${list}/no-such-catrep/x`);
      await see(page.getByText('This CatRep does not exist.'));
      expect(await page.getByRole('heading', { level: 1 }).count(), list).toBe(0);
    }
    for (const catPage of ['cat', 'cat-catalog', 'cat-mates', 'cat-diary']) {
      await page.goto(`${APP_URL}/${catPage}/no-such-cat/x`);
      await see(page.getByText('This cat does not exist.'));
    }
    page.off('console', log);
    expect(logged).toEqual([]);
    const visitor = (await newPerson(browser, PHONE)).page;
    await visitor.goto(`${APP_URL}/no-such-page`);
    await see(visitor.getByText('This page does not exist.'));
    expect(new URL(visitor.url()).pathname).toBe('/no-such-page');
    // No tab bar signed out, so what takes the focus needs no room kept for one at the bottom.
    expect(await scrollPaddingBottom(visitor)).toBe('auto');
    await visitor.goto(`${APP_URL}/cat-share`);
    await visitor.waitForURL('**/welcome');
    await visitor.context().close();
  });

  it('posts a photo in two taps: Photo opens the picker, then Share; the photo runs edge to edge', async () => {
    await page.goto(`${APP_URL}/cat-share`);
    const composer = page.getByRole('form', { name: 'CatShare' });
    // Tap one: the folded composer's Photo button opens the photo picker at once.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      composer.getByRole('button', { name: 'Photo', exact: true }).click(),
    ]);
    await chooser.setFiles([
      { name: 'window.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(5, 'cat', 480) },
    ]);
    await see(composer.getByAltText('Preview of window.jpg'));
    await composer.getByLabel('Describe photo 1').fill('Pixel on the windowsill at dusk');
    // Tap two: Share.
    await composer.getByRole('button', { name: 'Share', exact: true }).click();
    await see(page.getByText('CatShare added successfully', { exact: true }));
    const shared = page
      .getByRole('article')
      .filter({ has: page.getByAltText('Pixel on the windowsill at dusk') });
    await see(shared);
    const photo = (await shared.locator('.post-grid').boundingBox())!;
    expect(Math.round(photo.x)).toBe(0);
    expect(Math.round(photo.width)).toBe(PHONE.width);

    // The other way: the text box first, then the Photo kind shows "Choose photos" (it no longer folds away).
    await page.goto(`${APP_URL}/cat-share`);
    await composer.getByLabel('Share message').click();
    await composer.getByText('Photo', { exact: true }).click();
    await see(composer.getByText('Choose photos'));
    expect(await composer.getByRole('radio', { name: 'Photo' }).isChecked()).toBe(true);
  });

  it('a CatAlog of twelve photos: squares three across, nine in the first screen, each opens the lightbox', async () => {
    // Three through the page, nine through the API.
    await page.goto(`${APP_URL}/cat-catalog/${cat.id}/${slug(cat.name)}/photo`);
    const files = await Promise.all(
      [1, 2, 3].map(async (n) => ({
        name: `pixel-${n}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await demoPhoto(n, 'cat', 480),
      })),
    );
    await page.getByLabel('Add Photo').setInputFiles(files);
    await page.getByRole('button', { name: 'Upload 3 photos' }).click();
    // Three photos through sharp on a busy machine: their toast may take a while.
    await page.getByText('3 photos added', { exact: true }).waitFor({ timeout: 60_000 });
    for (let n = 4; n <= 12; n++) {
      const res = await call('POST', `/cats/${cat.id}/files?type=1`, {
        token: pia.token,
        form: albumForm(await demoPhoto(n, 'cat', 320), `Pixel ${n}`),
      });
      expect(res.status).toBe(201);
    }
    await page.reload();
    const tiles = page.locator('.square-grid .square-tile');
    await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(12);
    const boxes = await tiles.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    );
    // Three across, square, nine or more wholly in the first screen (above the tab bar).
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(4);
    expect(boxes.filter((b) => Math.round(b.y) === Math.round(boxes[0].y)).length).toBe(3);
    expect(Math.abs(boxes[0].width - boxes[0].height)).toBeLessThan(1);
    const tabBar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(boxes.filter((b) => b.y + b.height <= tabBar.y).length).toBeGreaterThanOrEqual(9);
    // "Add Photo" stands apart from the first photo.
    const add = (await page.locator('label', { hasText: 'Add Photo' }).boundingBox())!;
    expect(boxes[0].y - (add.y + add.height)).toBeGreaterThanOrEqual(8);

    await tiles.nth(4).click();
    const viewer = page.locator('.yarl__root');
    await see(viewer.locator('.yarl__counter', { hasText: '5 / 12' }));
    await page.keyboard.press('Escape');
    await notThere(viewer);
  }, 120_000);

  it('starts a chat from a CatID: the message box takes the focus above the tab bar, Enter sends', async () => {
    const bolt = (
      await call<{ id: string; name: string }[]>('GET', `/cats?userId=${bo.uid}`, { token: pia.token })
    ).body[0];
    await page.goto(`${APP_URL}/cat/${bolt.id}/${slug(bolt.name)}`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByRole('dialog', { name: 'Please choose cat' })
      .getByRole('button', { name: cat.name })
      .click();
    await page.waitForURL(`**/cat-chat/${cat.id}/**`);
    const box = page.getByLabel('Message', { exact: true });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    // The box and Send stay above the tab bar: under it, what one types would not be seen.
    expect(await coveredBy(box)).toBeNull();
    expect(await coveredBy(page.getByRole('button', { name: 'Send', exact: true }))).toBeNull();
    await page.keyboard.type('Yes! The red dot again?');
    await page.keyboard.press('Enter');
    // Stored, not only shown as sending: the stored message replaces the sending one's element,
    // which measured while it goes has no box at all.
    await see(page.locator('.message:not(.pending)', { hasText: 'Yes! The red dot again?' }));
    await notThere(page.locator('.message.pending'));
    // At the page's top the pane ends above the tab bar: the list stops above the box, so the
    // newest message is whole in view, nothing of it under the box.
    await page.evaluate(() => window.scrollTo(0, 0));
    const list = (await page.locator('.messages').boundingBox())!;
    const line = (await page.locator('form', { has: box }).boundingBox())!;
    expect(list.y + list.height).toBeLessThanOrEqual(line.y + 0.5);
    expect(await coveredBy(page.locator('.message').last())).toBeNull();
  });

  it('a like on the phone’s post reaches its bell, and /notifications shows it', async () => {
    expect((await post(`/feeds/${postId}/likes`, {}, bo.token)).status).toBe(200);
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread/ });
    await see(bell);
    await bell.click();
    await page.waitForURL('**/notifications');
    await see(page.getByText('Bo Phone liked your post'));
  });

  it('a page navigated to opens at its top; Back returns to where the feed was', async () => {
    await page.goto(`${APP_URL}/cat-share`);
    await see(page.locator('.post-list > li').first());
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const tabBar = page.getByRole('navigation', { name: 'Main' });
    await tabBar.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL((url) => url.pathname !== '/cat-share');
    await see(page.getByRole('heading', { name: 'Pia Phone', level: 1 }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/cat-share');
    // With what a failure needs to be understood: the room the page had to scroll and the
    // positions saved for this tab's history entries (app/ScrollManager.tsx).
    await expect
      .poll(() =>
        page.evaluate(() => ({
          y: window.scrollY,
          room: document.documentElement.scrollHeight - window.innerHeight,
          posts: document.querySelectorAll('.post-list > li').length,
          saved: sessionStorage.getItem('catrep.scroll'),
        })),
      )
      .toSatisfy((at: { y: number }) => at.y > 500);
  });

  it('a toast raised in a modal shows above its backdrop, inside the dialog', async () => {
    await page.goto(`${APP_URL}/cat/${cat.id}/${slug(cat.name)}`);
    await page.getByRole('button', { name: 'Cat Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cat Settings' });
    await see(dialog);
    // Without network the save fails: its toast must be readable and closable over the modal.
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = dialog.locator('[data-sonner-toast]');
    await see(toast);
    const box = (await toast.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-sonner-toast]'),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
    await page.context().setOffline(false);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await notThere(dialog);
  });

  it('every route at 320, 390 and 1280 px: no sideways scroll, no covered text, 44 px targets on the phone, axe clean', async () => {
    const me = `${pia.uid}/${slug('Pia', 'Phone')}`;
    const catPart = `${cat.id}/${slug(cat.name)}`;
    const routes = [
      '/information',
      '/cat-share',
      `/cat-share/post/${postId}`,
      '/notifications',
      '/settings',
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
      '/saved',
      '/tags/windowsill',
      '/breeds/maine-coon',
      '/places/GB/york',
      '/about',
      '/guide',
      '/terms',
      '/privacy',
      '/contact',
      '/moderation',
      '/no-such-page',
    ];
    const problems: string[] = [];
    const check = async (p: Page, route: string) => {
      for (const viewport of [PHONE, { width: NARROW, height: PHONE.height }, LAPTOP]) {
        await p.setViewportSize(viewport);
        await expect.poll(() => p.evaluate(() => window.innerWidth)).toBe(viewport.width);
        await p.evaluate(() => window.scrollTo(0, 0));
        await settled(p);
        const at = `${route} at ${viewport.width} px`;
        problems.push(...(await layoutProblems(p, viewport.width < 600)).map((x) => `${at}: ${x}`));
        problems.push(...(await wcagViolations(p)).map((x) => `${at}: ${x}`));
      }
      await p.setViewportSize(PHONE);
    };
    for (const route of routes) {
      await page.goto(`${APP_URL}${route}`);
      await settled(page);
      await check(page, route);
    }
    // The YouTube video playing: the embed scales down with the screen.
    await page.goto(`${APP_URL}/cat-catalog/${catPart}/youtube`);
    await page.getByRole('button', { name: 'Play Pixel zooms' }).click();
    const embed = page.locator('iframe.youtube-embed');
    await see(embed);
    await check(page, '/cat-catalog/…/youtube playing');
    await page.setViewportSize({ width: NARROW, height: PHONE.height });
    const box = (await embed.boundingBox())!;
    expect(box.width).toBeLessThan(NARROW);
    expect(box.width / box.height).toBeCloseTo(480 / 272, 1);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(Math.round((await embed.boundingBox())!.width)).toBe(480);
    await page.setViewportSize(PHONE);

    // Signed out: the public pages; a guest: the feed with its one invitation.
    const visitor = (await newPerson(browser, PHONE)).page;
    for (const route of ['/welcome', '/about', '/contact']) {
      await visitor.goto(`${APP_URL}${route}`);
      await visitor.locator('main#main').waitFor();
      await check(visitor, `${route} (signed out)`);
    }
    await visitor.goto(`${APP_URL}/welcome`);
    await visitor.getByRole('button', { name: 'Look around as a guest' }).click();
    await visitor.waitForURL('**/cat-share');
    await settled(visitor);
    await check(visitor, '/cat-share (guest)');
    // One invitation on the phone: the slim guest banner; the top bar and composer say nothing more.
    expect(await visitor.getByRole('link', { name: 'Register' }).filter({ visible: true }).count()).toBe(1);
    const banner = (await visitor.getByRole('region', { name: 'Guest banner' }).boundingBox())!;
    expect(banner.height).toBeLessThanOrEqual(64);
    await visitor.context().close();
    expect(problems).toEqual([]);
  }, 900_000);
});
