#!/usr/bin/env node
/**
 * Runs the browser journeys (tests/e2e/*.e2e.mjs) in headless Chromium against the running
 * Emulator Suite. Placeholder until the journeys land: it checks the app is served.
 */
const res = await fetch(process.env.APP_URL ?? 'http://127.0.0.1:5000/welcome');
if (!res.ok) throw new Error(`App not served: ${res.status}`);
console.log('e2e: app served');
