/**
 * Changing the password from the profile (docs/product.md §2 Change Password, §8; README "Security",
 * sessions): the server ends every session of the CatRep and the browser that changed it goes on in a fresh
 * one — it still saves its settings afterwards, and the new password logs in.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
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
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill(rep.password);
    await dialog.getByLabel('Password', { exact: true }).fill('purr5678');
    await dialog.getByLabel('Confirm password').fill('purr5678');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await see(page.getByText('Your password changed successfully'));

    await page.goto(`${APP_URL}/information`);
    await page.getByRole('button', { name: 'CatRep Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'CatRep Settings' });
    await settings.getByLabel('City').fill('Győr');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page.getByText('Your profile saved successfully'));
    await context.close();

    const again = await newPerson(browser);
    await logIn(again.page, rep.email, 'purr5678');
    await again.context.close();
  });
});
