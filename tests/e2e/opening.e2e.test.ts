/**
 * Opening CatRep again (docs/architecture.md §1 "Opening"), in headless Chromium against the
 * Emulator Suite: a reload opens the signed-in screen at once with what this browser last loaded
 * of the CatRep, while `GET /users/user` is asked again (held here until the screen is checked),
 * and the new answer then takes its place. A session ended in another browser opens nothing of
 * what this one kept: Auth no longer restores its user, and the reload lands on /welcome.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { put } from '../support/api.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { launch, logIn, newPerson, see } from './support/browser.js';

/** Holds every `GET /api/users/user` of `page` until `release()`; `asked()` counts them. */
async function holdSessionCalls(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/api/users/user', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

const composer = (page: Page) => page.getByRole('form', { name: 'CatShare' });

/** The Me menu's My Cats link (its path ends with the CatRep's name, from the session's CatRep). */
async function myCatsHref(page: Page): Promise<string | null> {
  const link = page.getByRole('link', { name: 'My Cats' });
  if (!(await link.isVisible())) await page.getByRole('button', { name: /^Me/ }).click();
  return link.getAttribute('href');
}

describe('Opening CatRep again', () => {
  let browser: Browser;
  let rep: Session;

  beforeAll(async () => {
    rep = await verifiedCatRep('Oona', 'Opening');
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the screen with the CatRep last loaded while the session call is on its way, then takes the answer', async () => {
    const { context, page } = await newPerson(browser);
    await logIn(page, rep.email, rep.password);
    await page.goto('/cat-share');
    await see(composer(page));
    // Renamed elsewhere after this browser loaded her.
    const renamed = await put(
      `/users/${rep.uid}`,
      { firstname: 'Ottilie', lastname: 'Opening', country: { id: 'GB' }, city: 'York' },
      rep.token,
    );
    expect(renamed.status).toBe(200);

    const session = await holdSessionCalls(page);
    await page.reload();
    // The screen is there, signed in, with the CatRep as this browser knew her, while the call waits.
    await see(composer(page));
    await expect.poll(session.asked).toBe(1);
    expect(await myCatsHref(page)).toBe(`/my-cats/${rep.uid}/oona-opening`);
    // The answer takes her place.
    session.release();
    await expect.poll(() => myCatsHref(page)).toBe(`/my-cats/${rep.uid}/ottilie-opening`);
    expect(session.asked()).toBe(1);
    await context.close();
  });

  it('opens nothing of a session ended in another browser: its password changed there', async () => {
    const other = await verifiedCatRep('Ossian', 'Opening');
    const { context, page } = await newPerson(browser);
    await logIn(page, other.email, other.password);
    await page.goto('/cat-share');
    await see(composer(page));
    // Another browser changes the password: every session signed in before it ends (README "Security").
    const changed = await put(
      `/users/${other.uid}`,
      { password: 'a-new-one-9', currentPassword: other.password },
      other.token,
    );
    expect(changed.status).toBe(200);

    // Whether the signed-in screen ever shows after the reload.
    await page.addInitScript(() => {
      const w = window as unknown as { composerShown: boolean };
      w.composerShown = false;
      new MutationObserver(() => {
        w.composerShown ||= document.querySelector('form[aria-label="CatShare"]') !== null;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.waitForURL('**/welcome', { timeout: 30_000 });
    await see(page.getByRole('tab', { name: 'Login' }));
    expect(await page.evaluate(() => (window as unknown as { composerShown: boolean }).composerShown)).toBe(
      false,
    );
    await context.close();
  });
});
