/**
 * The trust-and-safety journeys (README "Trust and safety") in a real browser against the
 * Emulator Suite, as the CatRep Ada:
 *   (a) on another CatRep's CatReps list (/cat-reps/{uid}/{name}) Ada disconnects from Bea, whom
 *       she was connected with, through the confirmation; the card then offers Connect, and Bea has
 *       left Ada's own list;
 *   (b) Ada blocks Dora from Dora's profile (More → Block, confirmed) and lands on CatShare; Dora's
 *       post, there before, is gone from Ada's feed, the header search that found Dora finds her no
 *       more, and CatRep Settings lists her under Blocked CatReps.
 * The CatReps, their connections and Dora's post are made through the API; Ada logs in through
 * the UI.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyMessages, slug, success } from '@catrep/model';
import { connectThroughApi } from '../support/connections.js';
import { shared } from '../support/feeds.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { APP_URL, launch, logIn, newPerson, notThere, see } from './support/browser.js';

/** Letters only (last names become search prefixes), unique per run. */
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const tag = letters(6);
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

interface Person extends Session {
  firstname: string;
  lastname: string;
  name: string;
}

async function makePerson(firstname: string, lastname: string): Promise<Person> {
  const session = await verifiedCatRep(firstname, lastname);
  return { ...session, firstname, lastname, name: `${firstname} ${lastname}` };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const postWith = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });

describe('Trust and safety: ending a connection, blocking (README "Trust and safety")', () => {
  let browser: Browser;
  let page: Page;
  let ada: Person;
  let bea: Person;
  let cleo: Person;
  let dora: Person;
  const doraPost = `Dora's sunny windowsill ${tag}`;

  beforeAll(async () => {
    // Sequential: the Functions emulator is slow under concurrent requests.
    ada = await makePerson('Ada', `Safe${cap(tag)}`);
    bea = await makePerson('Bea', `Parted${cap(tag)}`);
    cleo = await makePerson('Cleo', `Linked${cap(tag)}`);
    dora = await makePerson('Dora', `Blocked${cap(tag)}`);
    await connectThroughApi(ada, bea);
    await connectThroughApi(cleo, bea);
    await shared(dora.token, doraPost);
    browser = await launch();
    page = (await newPerson(browser)).page;
    await logIn(page, ada.email, ada.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('(a) disconnects from a CatReps list after the confirmation; the card then offers Connect', async () => {
    // Cleo's CatReps: Bea, whom Ada is connected with too.
    await page.goto(`${APP_URL}/cat-reps/${cleo.uid}/${slug(cleo.firstname, cleo.lastname)}`);
    await see(page.getByRole('link', { name: bea.name, exact: true }));
    await see(page.getByRole('link', { name: `Visit ${bea.name}` }));
    await page.getByRole('button', { name: `Disconnect from ${bea.name}` }).click();

    const dialog = page.getByRole('dialog', { name: `Disconnect from ${bea.name}?` });
    await see(dialog);
    expect(await dialog.textContent()).toContain('CatMates');
    await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();

    await see(toast(page, success.disconnected));
    await notThere(dialog);
    const connect = page.getByRole('button', { name: `Connect ${bea.name}` });
    await see(connect);
    // The focus moved from the gone Disconnect to the control that replaced it.
    await expect.poll(() => connect.evaluate((el) => el === document.activeElement)).toBe(true);
    await notThere(page.getByRole('link', { name: `Visit ${bea.name}` }));

    // The live relation agrees after a reload, and Bea has left Ada's own CatReps.
    await page.reload();
    await see(page.getByRole('button', { name: `Connect ${bea.name}` }));
    await page.goto(`${APP_URL}/cat-reps/${ada.uid}/${slug(ada.firstname, ada.lastname)}`);
    await see(page.getByText("You didn't connect with any CatRep yet."));
  });

  it('(b) blocks from the profile: search no longer finds them, their post leaves the feed', async () => {
    // Before: Dora's post is in Ada's CatShare and the header search finds Dora.
    await page.goto(`${APP_URL}/cat-share`);
    await see(postWith(page, doraPost));
    const search = page.getByRole('combobox', { name: 'Search Cat/CatRep' });
    const prefix = dora.lastname.slice(0, 9).toLowerCase();
    await search.fill(prefix);
    const doraOption = page.getByRole('option', { name: new RegExp(`${dora.name}.*CatRep`) });
    await see(doraOption);
    await search.press('Escape');
    await search.fill('');

    // Block from Dora's profile: More → Block, confirmed.
    await page.goto(`${APP_URL}/cat-rep/${dora.uid}/${slug(dora.firstname, dora.lastname)}`);
    await see(page.getByRole('heading', { name: dora.name }));
    const more = page.getByRole('button', { name: `More for ${dora.name}` });
    expect(await more.getAttribute('aria-haspopup')).toBe('menu');
    await more.click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${dora.name}?` });
    await see(dialog);
    expect(await dialog.textContent()).toContain('not told');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();

    await see(toast(page, safetyMessages.blocked));
    await page.waitForURL('**/cat-share');
    await page.getByRole('form', { name: 'CatShare' }).waitFor();

    // After: Dora's post is gone from Ada's feed…
    await notThere(postWith(page, doraPost));
    await page.reload();
    await page.getByRole('form', { name: 'CatShare' }).waitFor();
    await see(page.getByRole('region', { name: 'Everyone' }));
    await notThere(postWith(page, doraPost));

    // …and the header search no longer finds her.
    await search.fill(prefix);
    await see(page.getByText('Nothing found.'));
    await notThere(doraOption);
    await search.press('Escape');

    // CatRep Settings lists her under Blocked CatReps.
    await page.goto(`${APP_URL}/information`);
    await page.getByRole('link', { name: 'CatRep Settings' }).click();
    const settings = page.getByRole('region', { name: 'Blocked and muted' });
    const blocked = settings.getByRole('region', { name: 'Blocked CatReps' });
    await see(blocked.getByText(dora.name, { exact: true }));
    await see(blocked.getByRole('button', { name: `Unblock ${dora.name}` }));
    await see(settings.getByText('You have not muted anyone.'));
  });
});
