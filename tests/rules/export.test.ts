/**
 * Security rules for the data export (README "Leaving CatRep", exporting one's data):
 * `users/{uid}/private/export`, which the owner's CatRep Settings read live, is read by its owner
 * alone — refused to guests, unverified CatReps, strangers and connected CatReps — and written by
 * no client (the API and the `exportOnRequest` trigger write it). `exportKeys/{hash}`, the hashes
 * of download keys, is read and written by no client at all.
 */
import { Timestamp } from 'firebase/firestore';
import type { ExportDoc, ExportKeyDoc } from '@catrep/model';
import { reads, rulesMatrix, UID, useRulesEnvironment } from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-export');

const ready: ExportDoc = {
  state: 'ready',
  exportId: 'export-1',
  requestedAt: Timestamp.fromMillis(1_000),
  readyAt: Timestamp.fromMillis(2_000),
  expiresAt: Timestamp.fromMillis(2_000 + 86_400_000),
  nextAllowedAt: Timestamp.fromMillis(1_000 + 86_400_000),
  size: 12_345,
};

rulesMatrix(rules, {
  path: 'users/{uid}/private/export',
  target: `users/${UID.owner}/private/export`,
  data: { ...ready },
  // Asking for an export or marking one ready is a write: only through the API and the trigger.
  update: { state: 'preparing', exportId: 'export-2' },
  allowed: { owner: reads },
});

const key: ExportKeyDoc = {
  uid: UID.owner,
  exportId: 'export-1',
  createdAt: Timestamp.fromMillis(2_000),
  expiresAt: Timestamp.fromMillis(2_000 + 86_400_000),
};

rulesMatrix(rules, {
  path: 'exportKeys/{hash}',
  target: `exportKeys/${'c'.repeat(64)}`,
  data: { ...key },
  update: { exportId: 'export-2' },
  allowed: {},
});
