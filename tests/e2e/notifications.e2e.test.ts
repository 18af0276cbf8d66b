/**
 * Notifications (README "Notifications") in two real browsers against the Emulator Suite:
 *   (a) Anna has CatShare open on a wide screen; Bence, on a phone, likes and comments on her post
 *       through the UI, and Chloe likes it through the API. Anna's bell counts up live without a
 *       reload; the centre (the bell's panel) shows one line per group — "Chloe Martin and 1 other
 *       liked your post", "Bence Kovacs commented on your post" — and opening it brings the count
 *       to 0; a line leads to the post's own page, comments open. Bence's bell on the phone leads
 *       to the page /notifications, which fits the 390 px screen.
 *   (b) Anna switches likes off and push on in CatRep Settings: a new like adds nothing, a comment
 *       still arrives, and what push would send it goes to the emulators' push outbox for this
 *       browser's `emulator-…` token.
 * The test run has no demo data: Anna Whiskerton, Bence Kovacs and Chloe Martin are made through
 * the API under fresh addresses; they log in through the UI.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages, postLink } from '@catrep/model';
import { get, post } from '../support/api.js';
import { shared } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

const tag = Math.random().toString(36).slice(2, 8);

/** The bell of `page`, named exactly as screen readers hear it. */
const bell = (page: Page, name: string, role: 'button' | 'link' = 'button'): Locator =>
  page.getByRole(role, { name, exact: true });
const postWith = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** One notification as `GET /notifications` answers it. */
interface NotificationJson {
  id: string;
  kind: string;
  text: string;
  link: string;
  read: boolean;
}

/** The multicasts the emulators wrote to the push outbox for `uid`. */
async function pushedTo(uid: string): Promise<{ tokens: string[]; notification: { body: string } }[]> {
  const dir = join(process.env.CATREP_DATA_DIR ?? join(process.cwd(), 'emulator-data'), 'push-outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const all = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))));
  return all.filter((m) => m.recipient === uid);
}

describe('Notifications: the bell, the centre, the post page and the settings', () => {
  let browser: Browser;
  let anna: Session;
  let bence: Session;
  let chloe: Session;
  let contextA: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  let postId: string;
  const postText = `Mittens found the sunniest windowsill ${tag}`;
  const comment = `What a spot ${tag}!`;

  beforeAll(async () => {
    // Sequential: the Functions emulator is slow under concurrent requests.
    anna = await verifiedCatRep('Anna', 'Whiskerton');
    bence = await verifiedCatRep('Bence', 'Kovacs');
    chloe = await verifiedCatRep('Chloe', 'Martin');
    postId = (await shared(anna.token, postText)).id;
    browser = await launch();
    ({ context: contextA, page: pageA } = await newPerson(browser));
    pageB = (await newPerson(browser, { width: 390, height: 844 })).page;
    await logIn(pageA, anna.email, anna.password);
    await logIn(pageB, bence.email, bence.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('Anna’s bell counts up live; the centre groups, leads to the post and clears the count', async () => {
    await pageA.goto(`${APP_URL}/cat-share`);
    await see(postWith(pageA, postText));
    await see(bell(pageA, 'Notifications'));

    // Bence likes and comments on the phone.
    await pageB.goto(`${APP_URL}/cat-share`);
    const postB = postWith(pageB, postText);
    await see(postB);
    await postB.getByRole('button', { name: /^Like/ }).click();
    await see(postB.getByRole('button', { name: 'Like (1)' }));
    await see(bell(pageA, 'Notifications, 1 unread'));
    expect(await bell(pageA, 'Notifications, 1 unread').textContent()).toBe('1');

    await postB.getByRole('button', { name: '0 comments' }).click();
    await postB.getByLabel('Comment message').fill(comment);
    await postB.getByRole('button', { name: 'Comment', exact: true }).click();
    await see(postB.getByText(comment, { exact: true }));
    await see(bell(pageA, 'Notifications, 2 unread'));

    // Chloe's like joins Bence's: the same line, grown; still 2 unread.
    expect((await post(`/feeds/${postId}/likes`, {}, chloe.token)).status).toBe(200);

    // Anna opens the centre: focus moves into it, each group is one line, the count drops to 0.
    await bell(pageA, 'Notifications, 2 unread').click();
    const panel = pageA.getByRole('dialog', { name: 'Notifications' });
    await see(panel);
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const liked = panel.getByRole('link', { name: /Chloe Martin and 1 other liked your post/ });
    const commented = panel.getByRole('link', { name: /Bence Kovacs commented on your post/ });
    await see(liked);
    await see(commented);
    expect(await liked.getAttribute('href')).toBe(postLink(postId));
    // Read now, and the bell says so; the lines keep standing out while the centre is open.
    await see(bell(pageA, 'Notifications'));
    expect(await commented.getAttribute('class')).toContain('unread');
    expect(await pageA.locator('.bell-count').count()).toBe(0);

    // Escape closes it and gives focus back to the bell; it opens again.
    await pageA.keyboard.press('Escape');
    await notThere(panel);
    await expect
      .poll(() => pageA.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Notifications');
    await bell(pageA, 'Notifications').click();

    // The comment's line leads to the post's own page, its comments open.
    await panel.getByRole('link', { name: /Bence Kovacs commented on your post/ }).click();
    await pageA.waitForURL(`**${postLink(postId)}`);
    await notThere(panel);
    // The post page has replaced the feed (whose copy of the post may linger for a frame).
    await see(pageA.getByRole('link', { name: '← Back to CatShare' }));
    const own = postWith(pageA, postText);
    await see(own);
    await see(own.getByText(comment, { exact: true }));
    await see(own.getByRole('button', { name: 'Like (2)' }));

    // On the phone the bell leads to /notifications, and the top bar still fits 390 px.
    const phoneBell = bell(pageB, 'Notifications', 'link');
    await see(phoneBell);
    const box = await phoneBell.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phoneBell.click();
    await pageB.waitForURL('**/notifications');
    await see(pageB.getByRole('heading', { name: 'Notifications', level: 1 }));
    await see(pageB.getByText('No notifications yet', { exact: true }));
  });

  it('a post that is gone shows its not-found state', async () => {
    await pageA.goto(`${APP_URL}${postLink(`gone${tag}`)}`);
    await see(pageA.getByText('This post is not here: it was deleted, or it is not shared with you.'));
    await see(pageA.getByRole('link', { name: '← Back to CatShare' }));
  });

  it('with likes switched off a new like adds nothing; with push on, a comment is pushed here', async () => {
    await contextA.grantPermissions(['notifications'], { origin: APP_URL });
    await pageA.goto(`${APP_URL}/information`);
    await pageA.getByRole('link', { name: 'CatRep Settings' }).click();
    await pageA.waitForURL('**/settings');
    const section = pageA.getByRole('region', { name: 'Notifications' });
    const likes = section.getByRole('checkbox', { name: 'Likes on my posts' });
    await see(likes);
    expect(await likes.isChecked()).toBe(true);
    await likes.uncheck();
    await section.getByRole('checkbox', { name: 'Push notifications on this device' }).check();
    await section.getByRole('button', { name: 'Save notification settings' }).click();
    await see(toast(pageA, notificationMessages.settingsSaved));
    const saved = await get<{ kinds: Record<string, boolean>; push: boolean }>(
      '/users/user/notification-settings',
      anna.token,
    );
    expect(saved.body).toMatchObject({ kinds: { like: false, comment: true }, digest: true, push: true });

    // A new post: Chloe likes it (nothing), then comments (a notification, pushed).
    const second = (await shared(anna.token, `Captain Fluff at the vet ${tag}`)).id;
    expect((await post(`/feeds/${second}/likes`, {}, chloe.token)).status).toBe(200);
    const listed = await get<NotificationJson[]>('/notifications', anna.token);
    expect(listed.body.map((n) => n.id)).not.toContain(`like_${second}`);
    expect(
      (
        await post(
          `/feeds/${second}/comments`,
          { content: JSON.stringify({ message: 'Get well!' }) },
          chloe.token,
        )
      ).status,
    ).toBe(201);
    await see(bell(pageA, 'Notifications, 1 unread'));
    const after = await get<NotificationJson[]>('/notifications', anna.token);
    expect(after.body.map((n) => n.id)).toContain(`comment_${second}`);
    expect(after.body.map((n) => n.id)).not.toContain(`like_${second}`);

    await expect
      .poll(async () => (await pushedTo(anna.uid)).map((m) => m.notification.body))
      .toContain('Chloe Martin commented on your post');
    const pushed = await pushedTo(anna.uid);
    expect(pushed.every((m) => m.tokens.every((t) => t.startsWith('emulator-')))).toBe(true);
    expect(pushed.map((m) => m.notification.body)).not.toContain('Chloe Martin liked your post');
  });
});
