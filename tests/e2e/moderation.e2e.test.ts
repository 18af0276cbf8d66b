/**
 * Reporting and the moderation desk (README "Trust and safety", "Operators") in two real browsers:
 * a CatRep reports a post from their CatShare feed (a short dialog with the reasons, then a
 * thank-you toast); a moderator finds it on /moderation with what it said and why it was
 * reported, and removes it; it disappears from the first CatRep's open feed without a reload. The
 * CatReps are created through the API; the moderator is named as `npm run set-admin` does.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminCatRep, shared } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

const tag = Math.random().toString(36).slice(2, 8);
const SPAM = `Cheap cat food, click here ${tag}`;

describe('report a post; a moderator removes it', () => {
  let browser: Browser;
  let author: Session;
  let reader: Session;
  let moderator: Session;

  beforeAll(async () => {
    [author, reader, moderator] = await Promise.all([
      verifiedCatRep('Sam', 'Spammer'),
      verifiedCatRep('Rita', 'Reader'),
      adminCatRep(),
    ]);
    await shared(author.token, SPAM);
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the report reaches the desk, and the removal reaches the open feed live', async () => {
    const first = await newPerson(browser);
    await logIn(first.page, reader.email, reader.password);
    await first.page.goto(`${APP_URL}/cat-share`);
    const post = first.page.getByRole('article').filter({ hasText: SPAM });
    await see(post);
    await post.getByRole('button', { name: 'Post actions' }).click();
    await post.getByRole('menuitem', { name: 'Report this post' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Report' });
    await see(dialog.getByText('Why are you reporting this post?'));
    await dialog.getByLabel('Spam').check();
    await dialog.getByLabel('Anything our moderators should know? (optional)').fill('Advertising again');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await see(first.page.getByText('Thank you. Our moderators will look at it.'));

    const desk = await newPerson(browser);
    await logIn(desk.page, moderator.email, moderator.password);
    await desk.page.getByRole('button', { name: /^Me/ }).click();
    await desk.page.getByRole('link', { name: 'Moderation' }).click();
    await desk.page.waitForURL('**/moderation**');
    const item = desk.page
      .getByRole('article', { name: 'CatShare post by Sam Spammer' })
      .filter({ hasText: SPAM });
    await see(item);
    await see(item.getByText('Reported by 1 CatRep: Spam (1)'));
    await see(item.getByText('“Advertising again” — Spam'));
    await item.getByRole('button', { name: 'Remove' }).click();
    await desk.page.getByRole('dialog', { name: 'Remove?' }).getByRole('button', { name: 'Remove' }).click();
    await see(desk.page.getByText('Decision saved.'));
    await notThere(item);

    // The reader's feed, open all along, loses the post without a reload.
    await notThere(first.page.getByRole('article').filter({ hasText: SPAM }));
    await first.context.close();
    await desk.context.close();
  });
});
