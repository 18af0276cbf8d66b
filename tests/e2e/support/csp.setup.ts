/**
 * Every browser journey is also a test of the pages' Content-Security-Policy (firebase.json,
 * README "Security"): Chromium reports each refused script, style, image, frame or connection on
 * the console, `newPerson` (./browser.ts) collects those reports, and a journey that caused one
 * fails here.
 */
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.js';

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
