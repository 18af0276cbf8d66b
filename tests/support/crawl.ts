/**
 * Crawling the whole store for a name (README "Leaving CatRep", "Trust and safety"): what a
 * deletion must leave nowhere. Every collection of the store (functions/src/store/collections.ts)
 * is read as a collection group — top-level collections and subcollections alike — together with
 * any top-level collection found in the store that the list does not name; and the media store's
 * files on disk (`emulator-data/media/`).
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import { db } from './admin.js';
import { DATA_DIR } from './env.js';
import { pollUntil } from './wait.js';

/** Every collection name of the store, crawled as collection groups. */
export const COLLECTION_GROUPS = [
  'users',
  'private',
  'relations',
  'timeline',
  'timelinePages',
  'blocks',
  'mutes',
  'favorites',
  'notifications',
  'pushTokens',
  'cats',
  'mates',
  'files',
  'blogs',
  'care',
  'feeds',
  'counters',
  'likes',
  'comments',
  'saved',
  'tagUses',
  'tags',
  'trending',
  'chats',
  'messages',
  'countries',
  'reports',
  'reportedItems',
  'moderation',
  'throttles',
  'loginDevices',
  'contactMessages',
  'accountDeletions',
  'exportKeys',
  'timeZones',
  'areas',
  'lostReports',
  'sightings',
];

/** The groups to crawl: the list above and every top-level collection of the store. */
async function groups(): Promise<string[]> {
  const roots = (await db.listCollections()).map((c) => c.id);
  return [...new Set([...COLLECTION_GROUPS, ...roots])];
}

/** The paths of every stored document whose path or data names any of `needles`. */
export async function documentsNaming(...needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const group of await groups()) {
    const snap = await db.collectionGroup(group).get();
    for (const d of snap.docs) {
      const text = `${d.ref.path} ${JSON.stringify(d.data())}`;
      if (needles.some((needle) => text.includes(needle))) found.push(d.ref.path);
    }
  }
  return found.sort();
}

/** Every file of the media store (relative paths) whose path names any of `needles`. */
export async function mediaNaming(...needles: string[]): Promise<string[]> {
  const root = join(DATA_DIR, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((path) => needles.some((needle) => path.includes(needle)))
    .sort();
}

/**
 * Crawls the store and the media store until nothing names any of `needles` (what the triggers
 * take away follows the deleting job by moments: the timeline references of deleted posts, say);
 * expects nothing within a minute.
 */
export async function expectNothingNaming(...needles: string[]): Promise<void> {
  const left = await pollUntil(
    async () => [...(await documentsNaming(...needles)), ...(await mediaNaming(...needles))],
    (found) => found.length === 0,
    60_000,
    1000,
  );
  expect(left).toEqual([]);
}
