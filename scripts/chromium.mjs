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
