/**
 * /api/docs in headless Chromium (README "How the pieces fit", the API document): Swagger UI
 * renders the API's OpenAPI document under the page's own Content-Security-Policy without a
 * single violation (./support/csp.setup.ts fails the test on one), and asks nothing of any origin
 * but CatRep's own.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, launch, newPerson, see } from './support/browser.js';

describe('The API docs page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows every tag of the document, loading only from CatRep', async () => {
    const { context, page } = await newPerson(browser);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(APP_URL).origin && !request.url().startsWith('data:'))
        elsewhere.push(request.url());
    });
    await page.goto('/api/docs');
    await see(page.getByText('CatRep API', { exact: false }).first());
    for (const tag of ['Users', 'Cats', 'CatShare', 'API']) await see(page.locator(`#operations-tag-${tag}`));
    // An operation opens with its responses, the Error schema among them.
    await page.locator('#operations-Countries-getCountries').click();
    await see(page.locator('#operations-Countries-getCountries .responses-wrapper'));
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
