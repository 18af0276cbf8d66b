/**
 * The connections journey in two real browsers (two contexts, two people) against the
 * Emulator Suite: A sends a request from B's profile, B's waiting badge appears without a reload,
 * B approves on /cat-rep-requests, both see Visit (A without a reload), A's cat lists B's cat on
 * CatMates, and A's header search finds B by a prefix of her last name and her cat by a prefix of
 * its name. The two CatReps and their cats are created through the API (the UI registration
 * journey is tested elsewhere); logging in goes through the UI.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../support/env.js';
import { createVerifiedCatRep } from '../support/seed.js';
import { APP_URL, launch, logIn, newPerson, uniqueEmail } from './support/browser.js';

const PASSWORD = 'meow1234';
/** Letters only (names become search prefixes, docs/product.md §5), unique per run. */
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const tag = letters(6);
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

interface Person {
  firstname: string;
  lastname: string;
  email: string;
  uid: string;
  token: string;
  cat: { id: string; name: string };
}

async function addCat(token: string, name: string): Promise<{ id: string; name: string }> {
  const res = await fetch(`${API}/cats`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Authorization': token },
    body: JSON.stringify({ name, gender: true, breed: 'Tabby', location: 'Window', diaryType: 1 }),
  });
  const body = (await res.json()) as { id: string; name: string };
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

async function makePerson(firstname: string, lastname: string, catName: string): Promise<Person> {
  const email = uniqueEmail(firstname.toLowerCase());
  const { uid, token } = await createVerifiedCatRep(
    { firstname, lastname, email, country: 'HU', city: 'Budapest', gender: false },
    PASSWORD,
  );
  const cat = await addCat(token, catName);
  return { firstname, lastname, email, uid, token, cat };
}

async function login(page: Page, who: Person) {
  await logIn(page, who.email, PASSWORD);
}

describe('Connections, CatMates and search', () => {
  let browser: Browser;
  let a: Person;
  let b: Person;
  let pageA: Page;
  let pageB: Page;

  beforeAll(async () => {
    // Sequential: the Functions emulator is slow under concurrent requests.
    a = await makePerson('Ada', `Aster${cap(tag)}`, `Pebble${cap(tag)}`);
    b = await makePerson('Bea', `Quill${cap(tag)}`, `Marmalade${cap(tag)}`);
    browser = await launch();
    pageA = (await newPerson(browser)).page;
    pageB = (await newPerson(browser)).page;
    await login(pageA, a);
    await login(pageB, b);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('A connects from B’s profile; B sees the badge without a reload and approves', async () => {
    await pageA.goto(`${APP_URL}/cat-rep/${b.uid}`);
    await pageA.getByRole('heading', { name: `${b.firstname} ${b.lastname}` }).waitFor();
    await pageA.getByRole('button', { name: 'Connect', exact: true }).click();
    await pageA.getByText('Your friend request sent.').waitFor();
    const requested = pageA.getByRole('button', { name: 'Requested', exact: true });
    await requested.waitFor();
    expect(await requested.isDisabled()).toBe(true);

    // B has been on /information all along: the badge arrives live.
    const badge = pageB.getByRole('link', { name: 'CatRep requests: 1' });
    await badge.waitFor({ timeout: 10_000 });
    await badge.click();
    await pageB.waitForURL('**/cat-rep-requests');
    await pageB.getByText('Please click "Approve" button to accept each request').waitFor();
    await pageB.getByRole('link', { name: `${a.firstname} ${a.lastname}` }).waitFor();
    await pageB.getByRole('button', { name: `Approve ${a.firstname} ${a.lastname}` }).click();
    await pageB.getByText('You became friends successfully.').waitFor();
    await pageB.getByText('You have no pending CatRep requests').waitFor();
    await badge.waitFor({ state: 'detached' });

    // A is still on B's profile: Visit replaces Requested without a reload.
    await pageA.getByRole('link', { name: 'Visit', exact: true }).waitFor({ timeout: 10_000 });
    // B sees Visit on A's profile.
    await pageB.goto(`${APP_URL}/cat-rep/${a.uid}`);
    await pageB.getByRole('link', { name: 'Visit', exact: true }).waitFor();
    // Both appear on each other's CatReps list.
    await pageA.goto(`${APP_URL}/cat-reps/${a.uid}/me`);
    await pageA.getByRole('link', { name: `${b.firstname} ${b.lastname}`, exact: true }).waitFor();
    // Someone else's list (read through the 'connected' rule): B sees A's connections.
    await pageB.goto(`${APP_URL}/cat-reps/${a.uid}`);
    await pageB.getByRole('link', { name: `${b.firstname} ${b.lastname}`, exact: true }).waitFor();
  });

  it('A’s cat lists B’s cat among its CatMates', async () => {
    await pageA.goto(`${APP_URL}/cat/${a.cat.id}`);
    await pageA.getByRole('link', { name: 'CatMates' }).click();
    await pageA.waitForURL(`**/cat-mates/${a.cat.id}/**`);
    // The CatMates trigger needs a moment; the list is live.
    const mate = pageA.getByRole('link', { name: b.cat.name });
    await mate.waitFor({ timeout: 20_000 });
    await mate.click();
    await pageA.waitForURL(`**/cat/${b.cat.id}/**`);
    await pageA.getByRole('heading', { name: b.cat.name }).waitFor();
  });

  it('A’s header search finds B by a last-name prefix and B’s cat by a name prefix', async () => {
    const search = pageA.getByRole('combobox', { name: 'Search Cat/CatRep' });
    await search.fill(b.lastname.slice(0, 8).toLowerCase());
    const rep = pageA.getByRole('option', { name: new RegExp(`${b.firstname} ${b.lastname}.*CatRep`) });
    await rep.waitFor();
    expect(await rep.textContent()).toContain('Hungary, Budapest');

    await search.fill(b.cat.name.slice(0, 11));
    const cat = pageA.getByRole('option', { name: new RegExp(`${b.cat.name}.*Cat$`) });
    await cat.waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await pageA.waitForURL(`**/cat/${b.cat.id}/**`);
    await pageA.getByRole('heading', { name: b.cat.name }).waitFor();
  });
});
