/**
 * Diary visibility under races (README "Diary visibility under races"): whatever order the writes
 * of a CatBlog and its cat arrive in, every stored copy of an entry ends at its cat's current
 * diaryType, and no copy is ever more visible than the diary while they run.
 *
 * Each trial fires its requests at once (straight at warm workers of the Functions emulator),
 * while a watcher reads the cat and all its diary items in one consistent read, over and over,
 * and records any item more visible than the cat says. After the trial settles, every stored copy
 * is crawled: the entries and their CatShare items read through firestore.rules as a guest, a
 * stranger and a connected CatRep, 'Everyone' and 'My CatReps' through the API as each of them,
 * and the timeline references and heads as stored. A fixed number of trials of each race.
 */
import { DiaryVisibility } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, get, type ApiResponse } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { headReferences, referenceHolders, setDiaryType, sorted } from '../support/diary.js';
import type { FeedBody } from '../support/feeds.js';
import { anonymousGuestToken, verifiedCatRep, type Session } from '../support/people.js';
import { canGet, everyoneIds, useReaders, type Reader } from '../support/readers.js';
import { pollUntil } from '../support/wait.js';
import { FUNCTION_URL, warmWorkers } from '../support/workers.js';

const TRIALS = 4;
type Visibility = 1 | 2 | 3;

const readers = useReaders();
let owner: Session;
let friend: Session;
let stranger: Session;
let guestToken: string;

beforeAll(async () => {
  [owner, friend, stranger] = await Promise.all([
    verifiedCatRep('Rita', 'Racer'),
    verifiedCatRep('Fred', 'Friend'),
    verifiedCatRep('Stan', 'Stranger'),
  ]);
  guestToken = await anonymousGuestToken();
  await connectThroughApi(owner, friend);
  await warmWorkers(6);
}, 180_000);

/** A call straight to a warm `api` worker as `rep`. */
const direct = (method: string, path: string, rep: Session, json?: unknown) =>
  call(method, path, { base: FUNCTION_URL, token: rep.token, json });

/** POST a diary entry of cat `catId`; answers the response. */
const postEntry = (catId: string, message: string) =>
  direct('POST', `/cats/${catId}/blogs`, owner, { type: 1, content: { message } });

/** PUT the cat's diaryType alone (nothing else in the body: the rest keeps its stored value). */
const putDiaryType = (catId: string, diaryType: Visibility) =>
  direct('PUT', `/cats/${catId}`, owner, { diaryType });

/**
 * Watches cat `catId` while `race` runs: reads the cat and its items in one consistent read,
 * again and again, and answers every moment an item was more visible than the cat's diary.
 */
async function watchWhile(catId: string, race: Promise<unknown>): Promise<string[]> {
  const leaks: string[] = [];
  let running = true;
  void race.finally(() => {
    running = false;
  });
  const watch = async () => {
    while (running) {
      const ids = (await db.collection('feeds').where('catId', '==', catId).select().get()).docs.map(
        (d) => d.ref,
      );
      const [cat, ...items] = await db.getAll(db.doc(`cats/${catId}`), ...ids);
      const diaryType = cat.get('diaryType') as number;
      for (const item of items) {
        if (item.exists && (item.get('visibility') as number) < diaryType) {
          leaks.push(`${item.id} at ${item.get('visibility')} while the diary is ${diaryType}`);
        }
      }
    }
  };
  await Promise.all([race, watch()]);
  return leaks;
}

/** Who may read a copy of visibility `v` by the owner: [guest, stranger, friend]. */
const expectedReaders = (v: Visibility) => ({
  guest: v === DiaryVisibility.everyone,
  stranger: v === DiaryVisibility.everyone,
  friend: v !== DiaryVisibility.onlyMe,
});

/** The ids a CatShare view shows `token` on its first pages (enough for this cat's entries). */
async function viewIds(view: 'all' | 'catreps', token: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 10; page++) {
    const q: string = cursor ? `cursor=${encodeURIComponent(cursor)}` : 'index=0';
    const res: ApiResponse<FeedBody[]> = await get<FeedBody[]>(`/feeds?view=${view}&${q}`, token);
    expect(res.status).toBe(200);
    ids.push(...res.body.map((f) => f.id));
    cursor = res.headers.get('X-Next-Cursor');
    if (!cursor) break;
  }
  return ids;
}

/**
 * After a trial: the cat's diaryType, every entry's item at exactly it, the references settled to
 * it, and every copy read as a guest, a stranger and the friend exactly as it allows.
 */
async function crawl(catId: string): Promise<void> {
  const cat = (await db.doc(`cats/${catId}`).get()).data()!;
  const diaryType = cat.diaryType as Visibility;
  const entries = (await db.collection(`cats/${catId}/blogs`).get()).docs.map((d) => d.id);
  const items = await db.getAll(...entries.map((id) => db.doc(`feeds/${id}`)));
  expect(items.map((i) => [i.id, i.get('visibility')])).toEqual(entries.map((id) => [id, diaryType]));

  const holders = diaryType === DiaryVisibility.onlyMe ? [] : sorted(owner.uid, friend.uid);
  for (const id of entries) {
    const settled = await pollUntil(
      async () => ({
        documents: await referenceHolders(id),
        heads: (await headReferences(id)).map((h) => h.uid),
      }),
      (r) =>
        JSON.stringify(r.documents) === JSON.stringify(holders) &&
        JSON.stringify(r.heads) === JSON.stringify(holders),
    );
    expect(settled, `references to ${id} at diaryType ${diaryType}`).toEqual({
      documents: holders,
      heads: holders,
    });
  }

  const allowed = expectedReaders(diaryType);
  const viewers: [keyof typeof allowed, Reader, string][] = [
    ['guest', 'guest', guestToken],
    ['stranger', { uid: stranger.uid }, stranger.token],
    ['friend', { uid: friend.uid }, friend.token],
  ];
  for (const [who, reader, token] of viewers) {
    const rdb = readers.as(reader);
    const everyone = new Set(await everyoneIds(rdb));
    const apiEveryone = new Set(await viewIds('all', token));
    const apiCatReps = who === 'guest' ? new Set<string>() : new Set(await viewIds('catreps', token));
    for (const id of entries) {
      const seen = {
        entry: await canGet(rdb, `cats/${catId}/blogs/${id}`),
        item: await canGet(rdb, `feeds/${id}`),
        everyone: everyone.has(id),
        apiEveryone: apiEveryone.has(id),
        apiCatReps: apiCatReps.has(id),
      };
      expect(seen, `${who} reading entry ${id} of a diary at ${diaryType}`).toEqual({
        entry: allowed[who],
        item: allowed[who],
        everyone: diaryType === DiaryVisibility.everyone,
        apiEveryone: diaryType === DiaryVisibility.everyone,
        apiCatReps: who === 'friend' && allowed.friend,
      });
    }
    const blogs = await get(`/cats/${catId}/blogs?index=0`, token);
    expect(blogs.status, `${who} asking for the diary at ${diaryType}`).toBe(allowed[who] ? 200 : 403);
  }
}

describe('diary visibility under races', () => {
  it(`new entries racing a change 1 → 3 end "only me" everywhere, and never leak on the way (${TRIALS} trials)`, async () => {
    const catId = await addCat(owner, 'Racecat', { diaryType: 1 });
    for (let trial = 1; trial <= TRIALS; trial++) {
      await setDiaryType(owner, catId, 1, 'Racecat');
      const race = Promise.all([
        postEntry(catId, `Trial ${trial}: first`),
        postEntry(catId, `Trial ${trial}: second`),
        postEntry(catId, `Trial ${trial}: third`),
        new Promise((r) => setTimeout(r, 5 * trial)).then(() => putDiaryType(catId, 3)),
      ]);
      const leaks = await watchWhile(catId, race);
      expect((await race).map((r) => r.status)).toEqual([201, 201, 201, 200]);
      expect(leaks, `trial ${trial}`).toEqual([]);
      expect((await db.doc(`cats/${catId}`).get()).get('diaryType')).toBe(3);
      await crawl(catId);
    }
  }, 300_000);

  it(`two changes at once (3 and 2) leave every entry at the diaryType the cat ends with (${TRIALS} trials)`, async () => {
    const catId = await addCat(owner, 'Twocat', { diaryType: 1 });
    for (let i = 0; i < 3; i++) expect((await postEntry(catId, `Entry ${i}`)).status).toBe(201);
    for (let trial = 1; trial <= TRIALS; trial++) {
      await setDiaryType(owner, catId, 1, 'Twocat');
      const order: Visibility[] = trial % 2 ? [3, 2] : [2, 3];
      const race = Promise.all([
        ...order.map((v) => putDiaryType(catId, v)),
        postEntry(catId, `Trial ${trial}: during`),
      ]);
      const leaks = await watchWhile(catId, race);
      expect((await race).map((r) => r.status)).toEqual([200, 200, 201]);
      expect(leaks, `trial ${trial}`).toEqual([]);
      expect([2, 3]).toContain((await db.doc(`cats/${catId}`).get()).get('diaryType'));
      await crawl(catId);
    }
  }, 300_000);

  it(`changes back and forth (3, 1, 2) at once with new entries settle at the cat's last diaryType (${TRIALS} trials)`, async () => {
    const catId = await addCat(owner, 'Flipcat', { diaryType: 2 });
    for (let trial = 1; trial <= TRIALS; trial++) {
      const race = Promise.all([
        putDiaryType(catId, 3),
        postEntry(catId, `Trial ${trial}: a`),
        putDiaryType(catId, 1),
        postEntry(catId, `Trial ${trial}: b`),
        putDiaryType(catId, 2),
      ]);
      const leaks = await watchWhile(catId, race);
      expect((await race).map((r) => r.status)).toEqual([200, 201, 200, 201, 200]);
      expect(leaks, `trial ${trial}`).toEqual([]);
      await crawl(catId);
    }
  }, 300_000);
});
