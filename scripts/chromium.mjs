/**
 * How CatRep drives Debian's Chromium (docs/architecture.md §3), for the bench and the browser tests alike:
 * headless, and with no background connections, so nothing leaves the machine.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Types `email` and `password` into /welcome's Login tab and presses its Login button, as a person
 * does (the bench, the screenshots, the browser tests): `page` on /welcome (either tab). The tab is a
 * link, so a click that lands before the pre-rendered page has hydrated loads /welcome?tab=login
 * afresh; the fields are typed only once the Login tab's panel shows, or they would go into the
 * Register form the tab replaces and the Login button would send nothing. Resolves once the button
 * is clicked; what follows (a signed-in screen, a refusal) is the caller's to wait for.
 */
export async function submitLogin(page, email, password) {
  await page.getByRole('tab', { name: 'Login' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Login' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Logs in through /welcome's Login tab (`submitLogin`). Resolves once the app has left /welcome;
 * rejects after 30 s.
 */
export async function logInOnWelcome(page, email, password) {
  await submitLogin(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/welcome'), { timeout: 30_000 });
}
