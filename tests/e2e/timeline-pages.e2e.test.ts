/**
 * 'My CatReps' in the browser reads the whole timeline below its head (docs/architecture.md §2
 * Timelines; web/src/data/timeline.ts `timelinePages`): Jo's timeline is laid out as the timeline
 * trigger leaves one after trims and a late arrival — the head with the newest 12 above its floor
 * and one late reference below it, two pages below the head, and three reference documents of a
 * store from before the pages. Scrolled to the end, the feed shows all 31 posts, newest first, each
 * once: the head's short last page, each page document, the late reference in the stretch of the
 * page that covers it, then the old reference documents. Two more late references arriving in the
 * head while those stretches are on screen (one in a page's, one in the old documents') show there
 * at once.
 *
 * The posts are Ivy's, public and written straight into the store; Jo is not connected with Ivy, so
 * the timeline trigger writes only into Ivy's own timeline and Jo's stays as laid out here.
 */
import type { Browser, Page } from 'playwright-core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
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
  let ivyUid: string;
  let joUid: string;
  let now: number;

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
    [ivyUid, joUid] = [ivy.uid, jo.uid];
    // Post i is i + 1 minutes old: index 0 is the newest.
    now = Date.now();
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

  it('shows a late reference that arrives while the stretch covering it is on screen, in place', async () => {
    // Between posts 24 and 25 (the second page's stretch) and between 29 and 30 (the old documents').
    const late = [24.5, 29.5].map((at) => ({
      feedId: db.collection('feeds').doc().id,
      createdAt: Timestamp.fromMillis(now - (at + 1) * 60_000),
      text: `Late post ${at} of ${tag}`,
    }));
    const batch = db.batch();
    for (const l of late) {
      batch.set(db.doc(`feeds/${l.feedId}`), {
        type: 1,
        content: { message: l.text },
        userId: ivyUid,
        user: { id: ivyUid, firstname: 'Ivy', lastname: `Pager${tag}`, profilePhoto: null },
        visibility: 1,
        createdAt: l.createdAt,
        updatedAt: l.createdAt,
      });
    }
    batch.update(db.doc(`users/${joUid}/private/timeline`), {
      ...Object.fromEntries(
        late.map((l) => [`refs.${l.feedId}`, { userId: ivyUid, createdAt: l.createdAt }]),
      ),
      ids: FieldValue.arrayUnion(...late.map((l) => l.feedId)),
      size: FieldValue.increment(late.length),
    });
    await batch.commit();
    const articles = page.getByRole('article');
    for (const l of late) await see(articles.filter({ hasText: l.text }));
    const order = (await articles.allInnerTexts()).flatMap((text) => {
      const match = new RegExp(`(Layout|Late) post ([\\d.]+) of ${tag}`).exec(text);
      return match ? [Number(match[2])] : [];
    });
    expect(order).toEqual([...Array.from({ length: 25 }, (_, i) => i), 24.5, 25, 26, 27, 28, 29, 29.5, 30]);
  });
});
