/**
 * 'My CatReps' in the browser reads the whole timeline below its head (docs/architecture.md §2
 * Timelines; web/src/data/feeds.ts `timelinePages`): Jo's timeline is laid out as the timeline
 * trigger leaves one after trims and a late arrival — the head with the newest 12 above its floor
 * and one late reference below it, two pages below the head, and three reference documents of a
 * store from before the pages. Scrolled to the end, the feed shows all 31 posts, newest first, each
 * once: the head's short last page, each page document, the late reference in the stretch of the
 * page that covers it, then the old reference documents.
 *
 * The posts are Ivy's, public and written straight into the store; Jo is not connected with Ivy, so
 * the timeline trigger writes only into Ivy's own timeline and Jo's stays as laid out here.
 */
import type { Browser, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDocOf, type TimelineEntry } from '@catrep/model';
import { db } from '../support/admin.js';
import { createVerifiedCatRep } from '../support/seed.js';
import { APP_URL, launch, logIn, newPerson, see } from './support/browser.js';

const PASSWORD = 'meow1234';
const tag = Math.random().toString(36).slice(2, 8);
const COUNT = 31;
const textOf = (i: number) => `Layout post ${i} of ${tag}`;

describe("'My CatReps' below the head, in the browser", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const person = (firstname: string) =>
      createVerifiedCatRep(
        {
          firstname,
          lastname: `Pager${tag}`,
          email: `${firstname.toLowerCase()}.${tag}@catrep.example`,
          country: 'GB',
          city: 'York',
          gender: false,
        },
        PASSWORD,
      );
    const jo = await person('Jo');
    const ivy = await person('Ivy');
    // Post i is i + 1 minutes old: index 0 is the newest.
    const now = Date.now();
    const entries: TimelineEntry[] = Array.from({ length: COUNT }, (_, i) => ({
      feedId: db.collection('feeds').doc().id,
      userId: ivy.uid,
      createdAt: Timestamp.fromMillis(now - (i + 1) * 60_000),
    }));
    const batch = db.batch();
    entries.forEach((e, i) =>
      batch.set(db.doc(`feeds/${e.feedId}`), {
        type: 1,
        content: { message: textOf(i) },
        userId: ivy.uid,
        user: { id: ivy.uid, firstname: 'Ivy', lastname: `Pager${tag}`, profilePhoto: null },
        visibility: 1,
        createdAt: e.createdAt,
        updatedAt: e.createdAt,
      }),
    );
    // The head: the newest 12 above the floor (post 11), and post 16, late, below it.
    const inHead = [...entries.slice(0, 12), entries[16]];
    const headDoc = pageDocOf(inHead);
    batch.set(db.doc(`users/${jo.uid}/private/timeline`), {
      refs: headDoc.refs,
      ids: headDoc.ids,
      size: inHead.length,
      floor: { feedId: entries[11].feedId, createdAt: entries[11].createdAt },
    });
    // Two pages: posts 12–21 but the late 16, and posts 22–27; each keyed by its oldest.
    for (const pageEntries of [entries.slice(12, 22).filter((_, i) => i !== 4), entries.slice(22, 28)]) {
      const pageDoc = pageDocOf(pageEntries);
      batch.set(db.doc(`users/${jo.uid}/timelinePages/${pageDoc.key}`), pageDoc);
    }
    // The three oldest as reference documents, as a store from before the pages keeps them.
    for (const e of entries.slice(28)) batch.set(db.doc(`users/${jo.uid}/timeline/${e.feedId}`), e);
    await batch.commit();

    browser = await launch();
    page = (await newPerson(browser, { width: 390, height: 844 })).page;
    await logIn(page, `jo.${tag}@catrep.example`, PASSWORD);
    await page.goto(`${APP_URL}/cat-share`);
    await page.getByRole('tab', { name: 'My CatReps' }).click();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows every post of the head, the pages, the late reference and the old documents once, newest first', async () => {
    const articles = page.getByRole('article');
    await see(articles.filter({ hasText: textOf(0) }));
    await expect
      .poll(
        async () => {
          await page.keyboard.press('End');
          return articles.filter({ hasText: textOf(COUNT - 1) }).count();
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(1);
    const shown = (await articles.allInnerTexts()).flatMap((text) => {
      const match = new RegExp(`Layout post (\\d+) of ${tag}`).exec(text);
      return match ? [Number(match[1])] : [];
    });
    expect(shown).toEqual(Array.from({ length: COUNT }, (_, i) => i));
  });
});
