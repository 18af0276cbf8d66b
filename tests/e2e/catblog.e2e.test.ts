/**
 * CatBlog (issue 10, the diary) in three browsers against the Emulator Suite: the owner writes a
 * CatReps-only entry with a photo and a link (a preview card appears); a connected CatRep, reading
 * the diary already, sees it arrive live; a stranger sees neither and the diary tells them why; the
 * owner makes the diary public and the stranger sees the entry at once; the owner edits it, then
 * deletes it and it disappears everywhere.
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

describe('CatBlog (issue 10: the diary)', () => {
  let browser: Browser;
  let server: Server;
  let owner: Session;
  let friend: Session;
  let stranger: Session;
  let catId: string;
  let pages: { owner: Page; friend: Page; stranger: Page };
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
    pages = {
      owner: (await newPerson(browser)).page,
      friend: (await newPerson(browser, { width: 390, height: 844 })).page,
      stranger: (await newPerson(browser)).page,
    };
    await logIn(pages.owner, owner.email, owner.password);
    await logIn(pages.friend, friend.email, friend.password);
    await logIn(pages.stranger, stranger.email, stranger.password);
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('the owner publishes a CatReps-only entry with a photo and a link; a connected CatRep sees it live', async () => {
    await pages.friend.goto(diary);
    await see(pages.friend.getByText('Noodle has no diary entries yet.'));
    await pages.owner.goto(diary);
    await see(pages.owner.getByText('This diary is visible to your connected CatReps.'));
    const form = pages.owner.getByRole('form', { name: 'New diary entry' });
    await form.getByRole('button', { name: 'Publish' }).click();
    await see(form.getByText('Diary message is required'));
    await form.getByLabel('Diary message').fill(`Found a new box: http://127.0.0.1:${PREVIEW_PORT}/news`);
    await form
      .getByLabel('Photos (optional)')
      .setInputFiles([{ name: 'box.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(3, 'cat', 480) }]);
    await form.getByRole('button', { name: 'Publish' }).click();
    await see(pages.owner.getByText('Cat diary added successfully'));
    const mine = pages.owner.getByRole('article').filter({ hasText: 'Found a new box' });
    await see(mine.getByRole('button', { name: 'Open photo 1' }));
    await see(mine.getByTestId('link-preview').filter({ hasText: TITLE }));

    const theirs = pages.friend.getByRole('article').filter({ hasText: 'Found a new box' });
    await see(theirs);
    await see(theirs.getByRole('button', { name: 'Open photo 1' }));
    expect(await theirs.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  });

  it('a stranger is told the diary is for CatReps, then reads it once the owner makes it public', async () => {
    await pages.stranger.goto(diary);
    await see(pages.stranger.getByText("Noodle's CatBlog is shared with Olive's CatReps only."));
    expect(await pages.stranger.getByText('Found a new box').count()).toBe(0);
    await setDiaryType(owner.token, catId, 1);
    await see(pages.stranger.getByRole('article').filter({ hasText: 'Found a new box' }));
  });

  it('the owner edits, then deletes the entry and it disappears everywhere', async () => {
    const mine = pages.owner.getByRole('article').filter({ hasText: 'Found a new box' });
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = pages.owner.getByRole('dialog', { name: 'Edit diary entry' });
    await edit.getByLabel('Diary message').fill('Found a new box. It is mine now.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await see(pages.owner.getByText('Cat Diary edited successfully'));
    await see(pages.friend.getByText('Found a new box. It is mine now.'));
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
  });
});
