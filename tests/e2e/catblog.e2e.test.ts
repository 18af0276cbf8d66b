/**
 * CatBlog (the diary, and its items in CatShare) in three browsers against the Emulator
 * Suite: the owner writes a CatReps-only entry with a photo and a link (a preview card appears); a
 * connected CatRep, reading the diary and 'My CatReps' already, sees it arrive live in both; a
 * stranger sees it in neither the diary (which tells them why) nor 'Everyone'; the connected CatRep
 * likes it in 'My CatReps' and its count comes live; the owner makes the diary public and the
 * stranger sees the entry, and its like, at once in both; the owner edits it, then deletes it and
 * it disappears everywhere.
 */
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '@catrep/model';
import { put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { demoPhoto } from '../support/seed.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';
import { PREVIEW_PORT, previewServer } from './support/preview.js';

const TITLE = `Box News ${Math.random().toString(36).slice(2, 7)}`;

const NOODLE = { name: 'Noodle', gender: false, breed: 'Siamese', location: 'Box' };

/** PUT /cats/{id} as the owner: the same cat with `diaryType`. */
async function setDiaryType(token: string, id: string, diaryType: number) {
  const res = await put(`/cats/${id}`, { ...NOODLE, diaryType }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('CatBlog (the diary)', () => {
  let browser: Browser;
  let server: Server;
  let owner: Session;
  let friend: Session;
  let stranger: Session;
  let catId: string;
  let pages: { owner: Page; friend: Page; stranger: Page; friendFeed: Page; strangerFeed: Page };
  let diary: string;

  beforeAll(async () => {
    server = await previewServer(TITLE);
    [owner, friend, stranger] = await Promise.all([
      verifiedCatRep('Olive', 'Diarist'),
      verifiedCatRep('Felix', 'Diarist'),
      verifiedCatRep('Stan', 'Stranger'),
    ]);
    await connectThroughApi(owner, friend);
    catId = await addCat(owner, NOODLE.name, { ...NOODLE, diaryType: 2 });
    diary = `${APP_URL}/cat-diary/${catId}/${slug('Noodle')}`;
    browser = await launch();
    const friendOnes = await newPerson(browser, { width: 390, height: 844 });
    const strangerOnes = await newPerson(browser);
    pages = {
      owner: (await newPerson(browser)).page,
      friend: friendOnes.page,
      stranger: strangerOnes.page,
      friendFeed: await friendOnes.context.newPage(),
      strangerFeed: await strangerOnes.context.newPage(),
    };
    await logIn(pages.owner, owner.email, owner.password);
    await logIn(pages.friend, friend.email, friend.password);
    await logIn(pages.stranger, stranger.email, stranger.password);
    // The same people in a second tab, reading CatShare: the friend 'My CatReps', the stranger
    // 'Everyone'.
    await pages.friendFeed.goto(`${APP_URL}/cat-share`);
    await pages.friendFeed.getByRole('tab', { name: 'My CatReps' }).click();
    await pages.strangerFeed.goto(`${APP_URL}/cat-share`);
    await see(pages.strangerFeed.getByRole('tab', { name: 'Everyone', selected: true }));
  });

  /** The diary item of the entry in a CatShare page. */
  const feedItem = (page: Page, text: string) =>
    page.getByRole('article', { name: 'Diary entry of Noodle by Olive Diarist' }).filter({ hasText: text });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('the owner publishes a CatReps-only entry with a photo and a link; a connected CatRep sees it live in the diary and My CatReps', async () => {
    await pages.friend.goto(diary);
    await see(pages.friend.getByText('Noodle has no diary entries yet.'));
    await pages.owner.goto(diary);
    await see(pages.owner.getByText('This diary is visible to your connected CatReps.'));
    const form = pages.owner.getByRole('form', { name: 'New diary entry' });
    await form.getByRole('button', { name: 'Publish' }).click();
    await see(form.getByText('Diary message is required'));
    await form.getByLabel('Diary message').fill(`Found a new box: http://127.0.0.1:${PREVIEW_PORT}/news`);
    await form
      .getByLabel('Add photos (optional)')
      .setInputFiles([{ name: 'box.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(3, 'cat', 480) }]);
    await see(form.getByAltText('Preview of box.jpg'));
    await form.getByRole('button', { name: 'Publish' }).click();
    await see(pages.owner.getByText('Cat diary added successfully'));
    await notThere(form.getByAltText('Preview of box.jpg'));
    const mine = pages.owner.getByRole('article').filter({ hasText: 'Found a new box' });
    await see(mine.getByRole('button', { name: 'Open photo 1' }));
    await see(mine.getByTestId('link-preview').filter({ hasText: TITLE }));

    const theirs = pages.friend.getByRole('article').filter({ hasText: 'Found a new box' });
    await see(theirs);
    await see(theirs.getByRole('button', { name: 'Open photo 1' }));
    expect(await theirs.getByRole('button', { name: 'Edit' }).count()).toBe(0);

    const item = feedItem(pages.friendFeed, 'Found a new box');
    await see(item);
    await see(item.getByRole('button', { name: 'Open photo 1' }));
    await see(item.getByTestId('link-preview').filter({ hasText: TITLE }));
    // Liked there, its count comes live: the item is for connections only, so its counter
    // shards are asked with its own visibility and author, not as a public post's (README
    // "Counters").
    await item.getByRole('button', { name: 'Like (0)' }).click();
    await see(item.getByRole('button', { name: 'Like (1)' }));
    expect(await item.getByRole('button', { name: /comment/ }).count()).toBe(0);
    // The card leads to the cat's CatBlog.
    expect(await item.getByRole('link', { name: 'Open CatBlog' }).getAttribute('href')).toBe(
      `/cat-diary/${catId}/${slug('Noodle')}`,
    );
  });

  it('a stranger is told the diary is for CatReps and does not see it in Everyone, until the owner makes it public', async () => {
    await pages.stranger.goto(diary);
    await see(pages.stranger.getByText("Noodle's CatBlog is shared with Olive's CatReps only."));
    expect(await pages.stranger.getByText('Found a new box').count()).toBe(0);
    expect(await pages.strangerFeed.getByText('Found a new box').count()).toBe(0);
    await setDiaryType(owner.token, catId, 1);
    await see(pages.stranger.getByRole('article').filter({ hasText: 'Found a new box' }));
    // The item is now public: it comes into the stranger's 'Everyone' (at the top, or behind
    // 'New posts' when others posted meanwhile).
    const item = feedItem(pages.strangerFeed, 'Found a new box');
    const newPosts = pages.strangerFeed.getByRole('button', { name: /new posts?$/ });
    await item.or(newPosts).first().waitFor();
    if (await newPosts.isVisible()) await newPosts.click();
    await see(item);
    // Its counter shard went public with it: the stranger reads its like, and the connected
    // CatRep's 'My CatReps' still counts it, now asked as a public post's.
    await see(item.getByRole('button', { name: 'Like (1)' }));
    await see(feedItem(pages.friendFeed, 'Found a new box').getByRole('button', { name: 'Like (1)' }));
  });

  it('the owner edits, then deletes the entry and it disappears everywhere', async () => {
    const mine = pages.owner.getByRole('article').filter({ hasText: 'Found a new box' });
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = pages.owner.getByRole('dialog', { name: 'Edit diary entry' });
    await edit.getByLabel('Diary message').fill('Found a new box. It is mine now.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await see(pages.owner.getByText('Cat Diary edited successfully'));
    await see(pages.friend.getByText('Found a new box. It is mine now.'));
    await see(feedItem(pages.friendFeed, 'It is mine now'));
    await see(feedItem(pages.strangerFeed, 'It is mine now'));
    await pages.owner
      .getByRole('article')
      .filter({ hasText: 'It is mine now' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await pages.owner
      .getByRole('dialog', { name: 'Delete diary entry' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await see(pages.owner.getByText('Cat Diary deleted successfully'));
    await notThere(pages.friend.getByText('It is mine now'));
    await notThere(pages.stranger.getByText('It is mine now'));
    await notThere(pages.friendFeed.getByText('It is mine now'));
    await notThere(pages.strangerFeed.getByText('It is mine now'));
  });
});
