/**
 * Ephemeral documents expire (README "Scale"): throttles and quotas (`throttles/`), remembered
 * login browsers (`loginDevices/`), web push tokens (`users/{uid}/pushTokens/`), data export
 * download keys (`exportKeys/`) and hashtag uses (`tagUses/`) each carry
 * `expiresAt`, the field a TTL policy in firestore.indexes.json deletes them by. The emulators
 * never delete by TTL, so this checks the two halves: the policies are declared (and the field is
 * not indexed), and every such document the API wrote — in this file and every other one running
 * beside it — carries an `expiresAt` after its last write and within its kind's lifetime.
 */
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { post } from '../support/api.js';
import { like, shared } from '../support/feeds.js';
import { verifiedCatRep } from '../support/people.js';
import { pollUntil } from '../support/wait.js';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Each ephemeral collection group and the longest an `expiresAt` may lie ahead of its writing. */
const EPHEMERAL: Record<string, number> = {
  throttles: HOUR,
  loginDevices: 180 * DAY,
  pushTokens: 270 * DAY,
  /** Data export download keys last as long as their export's link (README "Leaving CatRep"). */
  exportKeys: DAY,
  /** Hashtag uses last two days after their last use: Trending counts 24 hours (README "Find cats like yours"). */
  tagUses: 2 * DAY,
};

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

describe('ephemeral documents expire', () => {
  beforeAll(async () => {
    // Writes one of each: a login (a login browser, a failure throttle settled), a failed login,
    // a quota (a post and a like), a push token.
    const [anna, bence] = await Promise.all([verifiedCatRep('Tess', 'Ttl'), verifiedCatRep('Bence', 'Ttl')]);
    expect((await post('/users/login', { email: anna.email, password: anna.password })).status).toBe(200);
    expect((await post('/users/login', { email: anna.email, password: 'not her password' })).status).toBe(
      400,
    );
    const { id } = await shared(anna.token, 'Here today #ttl');
    await like(id, bence.token);
    expect((await post('/users/user/push-tokens', { token: 'emulator-ttl-device' }, anna.token)).status).toBe(
      201,
    );
    // A data export: its trigger stores the mailed link's key.
    expect((await post('/users/user/export', {}, bence.token)).status).toBe(202);
    const key = await pollUntil(
      () => db.collection('exportKeys').where('uid', '==', bence.uid).get(),
      (snap) => !snap.empty,
      90_000,
      500,
    );
    expect(key.empty).toBe(false);
  }, 120_000);

  it('firestore.indexes.json declares a TTL policy on expiresAt for each, with no index on it', () => {
    const { fieldOverrides } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
      fieldOverrides: FieldOverride[];
    };
    const ttl = fieldOverrides.filter((f) => f.ttl);
    expect(ttl.map((f) => f.collectionGroup).sort()).toEqual(Object.keys(EPHEMERAL).sort());
    for (const policy of ttl) expect(policy).toMatchObject({ fieldPath: 'expiresAt', indexes: [] });
  });

  it('every stored document of each expires after it was last written, within its lifetime', async () => {
    for (const [group, lifetime] of Object.entries(EPHEMERAL)) {
      const docs = (await db.collectionGroup(group).get()).docs;
      expect(docs.length, `${group}: none written`).toBeGreaterThan(0);
      for (const doc of docs) {
        const expiresAt = doc.get('expiresAt') as unknown;
        expect(expiresAt, doc.ref.path).toBeInstanceOf(Timestamp);
        const at = (expiresAt as Timestamp).toMillis();
        const written = doc.updateTime.toMillis();
        // A second of slack: the server's clock stamps updateTime, the API's clock expiresAt.
        expect(at, `${doc.ref.path} expired before it was written`).toBeGreaterThan(written - 1000);
        expect(at, `${doc.ref.path} expires too late`).toBeLessThanOrEqual(written + lifetime + 1000);
      }
    }
  });
});
