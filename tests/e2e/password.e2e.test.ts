/**
 * Changing the password from the profile (docs/product.md §2 Change Password, §8; README "Security",
 * sessions): the server ends every session of the CatRep and the browser that changed it goes on in a fresh
 * one — it still saves its settings afterwards, and the new password logs in. A wrong current
 * password is said on its field and in a toast above the page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedCatRep, type Session } from '../support/people.js';
import { APP_URL, launch, logIn, newPerson, see } from './support/browser.js';

describe('Change Password keeps the browser that changed it signed in', () => {
  let browser: Browser;
  let rep: Session;

  beforeAll(async () => {
    rep = await verifiedCatRep('Paula', 'Password');
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('changes the password, then still writes, and the new password logs in', async () => {
    const { context, page } = await newPerson(browser);
    await logIn(page, rep.email, rep.password);
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL('**/settings#password');
    const form = page.getByRole('form', { name: 'Change Password' });
    // The page opens at its Password section.
    await expect.poll(async () => (await form.boundingBox())!.y).toBeLessThan(900);
    const current = form.getByLabel('Current password');
    await current.fill('not-my-password');
    await form.getByLabel('Password', { exact: true }).fill('purr5678');
    await form.getByLabel('Confirm password').fill('purr5678');
    await form.getByRole('button', { name: 'Save' }).click();
    await see(form.getByRole('alert').getByText('The password is not correct'));
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    await see(page.locator('[data-sonner-toast]').getByText('The password is not correct'));

    await current.fill(rep.password);
    await form.getByRole('button', { name: 'Save' }).click();
    await see(page.getByText('Your password changed successfully'));
    await page.waitForURL(`**/cat-rep/${rep.uid}/**`);

    await page.goto(`${APP_URL}/settings`);
    const settings = page.getByRole('region', { name: 'Profile' });
    await settings.getByLabel('City').fill('Győr');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page.getByText('Your profile saved successfully'));
    await context.close();

    const again = await newPerson(browser);
    await logIn(again.page, rep.email, 'purr5678');
    await again.context.close();
  });
});
