#!/usr/bin/env node
/**
 * Runs inside `firebase emulators:exec` for `npm start`: seeds the demo data, prints where to open
 * CatRep, and keeps the emulators up until Ctrl-C. With --seed-only it seeds and exits.
 */
import { seedAll } from './seed.mjs';

const summary = await seedAll();
if (process.argv.includes('--seed-only')) process.exit(0);

console.log(`
  ┌──────────────────────────────────────────────────────────────┐
  │  CatRep is running on the Firebase Emulator Suite            │
  │                                                              │
  │  Open  http://127.0.0.1:5000                                 │
  │  Demo  ${`${summary.demoEmail} / ${summary.demoPassword}`.padEnd(54)}│
  │  Mail  emulator-data/outbox/  (verification, reset, contact) │
  │                                                              │
  │  Ctrl-C stops the emulators.                                 │
  └──────────────────────────────────────────────────────────────┘
`);
// Keep the event loop alive until the Emulator Suite (or Ctrl-C) stops us.
const keepAlive = setInterval(() => undefined, 60_000);
const stop = () => {
  clearInterval(keepAlive);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
