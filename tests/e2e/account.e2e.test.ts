/**
 * The journey of a new CatRep (docs/product.md §2 public and signed-in routes, §4 Account and Cat
 * states, §6 guest, §8 toasts), in headless Chromium against the Emulator Suite: register, read
 * the verification mail from the outbox, validate, fill in settings, upload a profile photo, add a
 * cat with a photo, see it on My Cats and CatID, mark it passed away, find it in Catchies. And a
 * guest who meets the 'Guest user' modal.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationBanner } from '@catrep/model';
import { launch, newPerson, notThere, see, uniqueEmail } from './support/browser';
import { linkIn, waitForMail } from './support/outbox';
import { createVerifiedCatRep } from '../support/seed';

const adminAuth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: 'demo-catrep' }));

const jpeg = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Picks a JPEG of `colour` as `name` in 'Upload photo', saves the square the crop modal offers and
 * sees the toast and the new photo, served from `/media/{folder}/`.
 */
async function uploadThroughCrop(page: Page, name: string, colour: string, folder: 'users' | 'cats') {
  await page
    .getByLabel('Upload photo')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await jpeg(colour) });
  await page.getByRole('dialog', { name: 'Upload photo' }).getByRole('button', { name: 'Save' }).click();
  await see(toast(page, 'Photo uploaded successfully'));
  await see(page.locator(`img[src^="/media/${folder}/"]`).first());
}

describe('a new CatRep', () => {
  it('registers, validates, edits the profile, adds a cat and remembers it in Catchies', async () => {
    const { page, context } = await newPerson(browser);
    const email = uniqueEmail('newcomer');
    const catName = `Pixel${Date.now().toString(36)}`;

    // Register (the default tab of /welcome).
    await page.goto('/welcome');
    expect(await page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('First name').fill('Nora');
    await form.getByLabel('Last name').fill('Purrington');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('secret1');
    await form.getByLabel('Confirm password').fill('secret1');
    await form.getByLabel('Day').selectOption('14');
    await form.getByLabel('Month').selectOption('3');
    await form.getByLabel('Year').selectOption('1990');
    await form.getByLabel('Country').selectOption('HU');
    await form.getByLabel('City').fill('Szeged');
    await form.getByLabel('Female', { exact: true }).check();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await see(toast(page, 'Your account created successfully'));
    await page.waitForURL('**/information');
    await see(page.getByText('Please check your email account for a verification message'));

    // Validate through the link in the outbox, opened in a second tab: this tab, reading
    // CatShare meanwhile, lifts its restrictions too (no reload).
    const link = linkIn(await waitForMail(email), '/validate/');
    await page.goto('/cat-share');
    const banner = page.getByText(verificationBanner.text, { exact: false });
    await see(banner);
    const mailTab = await context.newPage();
    await mailTab.goto(link);
    await see(toast(mailTab, 'Your account validated successfully'));
    await mailTab.waitForURL('**/cat-share');
    await mailTab.close();
    await notThere(banner);
    const { uid } = await adminAuth().getUserByEmail(email);
    await expect.poll(async () => (await adminAuth().getUser(uid)).emailVerified).toBe(true);

    // Settings.
    await page.getByRole('link', { name: 'My Profile', exact: true }).click();
    await page.getByRole('link', { name: 'CatRep Settings' }).click();
    await page.waitForURL('**/settings');
    const settings = page.getByRole('region', { name: 'Profile' });
    await settings.getByLabel('City').fill('Budapest');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await see(toast(page, 'Your profile saved successfully'));
    await page.getByRole('link', { name: 'My Profile', exact: true }).click();
    // The profile shows the change through its live listener.
    await see(page.getByText('Budapest').first());

    // Profile photo: it opens in the crop modal, Save uploads the square.
    await uploadThroughCrop(page, 'me.jpg', '#e76f51', 'users');

    // Add a cat.
    await page.getByRole('button', { name: 'Add Cat' }).click();
    const catForm = page.getByRole('dialog');
    await catForm.getByLabel('Name').fill(catName);
    await catForm.getByLabel('Male', { exact: true }).check();
    await catForm.getByLabel('Birth day').selectOption('2');
    await catForm.getByLabel('Birth month').selectOption('6');
    await catForm.getByLabel('Birth year').selectOption('2020');
    await catForm.getByRole('combobox', { name: 'Breed' }).fill('Tabby');
    await catForm.getByRole('button', { name: 'Save' }).click();
    await see(toast(page, 'Your cat saved successfully'));

    // My Cats lists it; CatID shows it.
    await page.getByRole('button', { name: /^Me/ }).click();
    await page.getByRole('link', { name: 'My Cats' }).click();
    await see(page.getByRole('heading', { name: 'My Cats' }));
    await page.getByRole('link', { name: catName }).first().click();
    await page.waitForURL(`**/cat/**`);
    await see(page.getByRole('heading', { name: catName }));
    await see(page.getByText('02/06/2020'));

    // Cat photo, through the same crop modal.
    await uploadThroughCrop(page, 'cat.jpg', '#2a9d8f', 'cats');

    // Passed away: the death date is required, then the cat moves to Catchies.
    await page.getByRole('button', { name: 'Cat Settings' }).click();
    const catSettings = page.getByRole('dialog');
    await catSettings.getByLabel('Passed away').check();
    await catSettings.getByRole('button', { name: 'Save' }).click();
    await see(catSettings.getByText('Please select death date'));
    await catSettings.getByLabel('Death day').selectOption('3');
    await catSettings.getByLabel('Death month').selectOption('0');
    await catSettings.getByLabel('Death year').selectOption('2024');
    await catSettings.getByRole('button', { name: 'Save' }).click();
    await see(toast(page, 'Your cat saved successfully'));
    await see(page.getByText('03/01/2024'));

    await page.getByRole('button', { name: /^Me/ }).click();
    await page.getByRole('link', { name: 'Catchies' }).click();
    await see(page.getByRole('link', { name: catName }).first());
    await page.getByRole('button', { name: /^Me/ }).click();
    await page.getByRole('link', { name: 'My Cats' }).click();
    await see(page.getByRole('heading', { name: 'My Cats' }));
    await notThere(page.getByRole('link', { name: catName }));

    // Sign out ends the session.
    await page.getByRole('button', { name: /^Me/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/welcome');
    await page.goto('/information');
    await page.waitForURL('**/welcome');
    await context.close();
  });

  it('shows a guest the Guest user modal for restricted actions', async () => {
    const host = await createVerifiedCatRep(
      { firstname: 'Hosta', lastname: 'Meowsworth', email: uniqueEmail('host') },
      'secret1',
    );
    const { page, context } = await newPerson(browser, { width: 390, height: 844 });
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Look around as a guest' }).click();
    await page.waitForURL('**/cat-share');
    // The guest menu: Login and Register instead of New CatReps and the Me menu.
    await see(page.getByRole('link', { name: 'Register' }).first());
    await notThere(page.getByRole('link', { name: 'New CatReps' }));

    await page.goto(`/cat-rep/${host.uid}/hosta-meowsworth`);
    await expect(page.getByRole('heading', { name: 'Hosta Meowsworth' }));
    await page.getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guest user' });
    await see(dialog);
    await see(dialog.getByText('This function is disabled for the guest user.'));
    await context.close();
  });
});
