#!/usr/bin/env node
/**
 * Operator script: gives a CatRep the `admin` custom claim (may edit and delete any post or
 * comment, docs/product.md §6). Usage: npm run set-admin -- someone@example.com [--revoke]
 * On the emulators set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099; for a real project set
 * GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run set-admin -- <email> [--revoke]');
  process.exit(2);
}
if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
}
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-catrep' });
const auth = getAuth(app);
const user = await auth.getUserByEmail(email);
const admin = !process.argv.includes('--revoke');
await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin });
console.log(`${email} (${user.uid}) is ${admin ? 'now' : 'no longer'} an admin.`);
