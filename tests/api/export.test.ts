/**
 * The data export (README "Leaving CatRep", exporting one's data; docs/product.md §7 Users):
 * `POST /users/user/export` starts one (202, 'preparing'; a registered CatRep, verified or not;
 * guests refused), at most one per 24 hours even when many are asked for at once (429
 * 'export-limit'), a failed one may be asked for again at once; `GET /users/user/export` tells
 * where it stands ('none', 'preparing', 'ready' with a download link, 'expired'); the
 * `exportOnRequest` trigger builds the ZIP and mails the link; the link, through the Hosting
 * rewrite on :5000, opens the archive only with its key while the export is the latest and not
 * expired. The archive is unpacked and checked against the store: everything the CatRep wrote or
 * owns is there, photos as files, and nothing of others they did not write.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  EXPORT_INTERVAL_MS,
  EXPORT_LINK_MS,
  leavingMessages,
  type AlbumPhoto,
  type ExportJson,
  type PhotoRef,
} from '@catrep/model';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { db } from '../support/admin.js';
import { albumForm } from '../support/album.js';
import { call, expectError, fileForm, get, ISO_DATE, post, put, type ApiResponse } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { chatOf, sent } from '../support/chats.js';
import { connectThroughApi } from '../support/connections.js';
import { addedEntry, setDiaryType } from '../support/diary.js';
import { DATA_DIR, HOSTING } from '../support/env.js';
import { like, shared } from '../support/feeds.js';
import { waitForMails } from '../support/outbox.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { demoPhoto, fetchMedia, storedFiles } from '../support/photos.js';
import { pollUntil } from '../support/wait.js';
import { writeArchive } from '../../functions/src/domain/export/archive.js';

type ExportBody = ExportJson & { code?: string; message?: string };

const start = (token: string | null) => post<ExportBody>('/users/user/export', {}, token);
const state = (token: string | null) => get<ExportBody>('/users/user/export', token);

/** Waits until the caller's export is ready (the trigger finished) and answers it. */
async function ready(rep: Session): Promise<ExportJson> {
  const res = await pollUntil(
    () => state(rep.token),
    (r) => r.body.state !== 'preparing',
    90_000,
    500,
  );
  expect(res.body.state, JSON.stringify(res.body)).toBe('ready');
  return res.body;
}

/** GET of a link as a browser opens it: through the edge and the Hosting rewrite, no session. */
async function download(link: string) {
  const res = await fetch(link.startsWith('http') ? link : `${HOSTING}${link}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The `{ code, message }` of a refused download. */
async function expectLinkInvalid(link: string) {
  const { res, bytes } = await download(link);
  expect(res.status, link).toBe(404);
  expect(JSON.parse(bytes.toString('utf8'))).toEqual({
    code: 'export-link-invalid',
    message: leavingMessages.exportLinkInvalid,
  });
}

/** Every file of a ZIP, by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (e, stream) => {
        if (e) return reject(e);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', reject);
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return files;
}

/** The bytes the media store holds at `path`. */
const stored = (path: string) => readFile(join(DATA_DIR, 'media', path));
const largest = (photo: AlbumPhoto) => photo.variants.at(-1)!.path;

/** Replaces a key in a link with another of the same shape. */
const withKey = (link: string, key: string) => link.replace(/key=[^&]+/, `key=${key}`);

interface Item {
  id: string;
  mediaFiles?: string[];
  [key: string]: unknown;
}

describe('the data export', () => {
  let anna: Session;
  let bence: Session;
  let mimi: string;
  let oldTom: string;
  let bencesCat: string;
  let annasPost: string;
  let bencesPost: string;
  let annasEntry: string;
  let annasReport: string;
  let archive: Map<string, Buffer>;
  let data: Record<string, unknown>;
  let exported: ExportJson;

  beforeAll(async () => {
    [anna, bence] = await Promise.all([
      verifiedCatRep('Anna', 'Exporting'),
      verifiedCatRep('Bence', 'Private'),
    ]);
    await connectThroughApi(anna, bence);
    [mimi, oldTom, bencesCat] = await Promise.all([
      addCat(anna, 'Mimi', { diaryType: 1 }),
      addCat(anna, 'Old Tom', { deathdate: '2020-01-02' }),
      addCat(bence, 'Cirmi', { diaryType: 1 }),
    ]);
    const photo = await call('POST', `/cats/${mimi}/files?type=1`, {
      form: albumForm(await demoPhoto(1, 'cat', 300), 'Nap in the sun'),
      token: anna.token,
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    annasEntry = (await addedEntry(anna, mimi, 'Mimi found a box')).id;
    // Mimi's care and Anna's care settings and time zone (README "Care and the cat's days").
    for (const body of [
      { kind: 'weight', date: '2025-01-01', grams: 4000 },
      { kind: 'vaccination', date: '2025-02-01', vaccine: 'rabies', nextDue: '2026-02-01' },
    ]) {
      expect((await post(`/cats/${mimi}/care`, body, anna.token)).status).toBe(201);
    }
    expect((await put('/users/user/care-settings', { weightUnit: 'lb' }, anna.token)).status).toBe(200);
    expect((await put('/users/user/time-zone', { timeZone: 'Europe/Budapest' }, anna.token)).status).toBe(
      200,
    );
    const entryPhoto = await call('POST', `/cats/${mimi}/blogs/${annasEntry}/files`, {
      form: albumForm(await demoPhoto(5, 'cat', 300)),
      token: anna.token,
    });
    expect(entryPhoto.status, JSON.stringify(entryPhoto.body)).toBe(201);
    for (const [path, seed] of [
      ['/users/user/photo', 2],
      [`/cats/${mimi}/photo`, 6],
    ] as const) {
      const res = await call('PUT', path, {
        form: fileForm(await demoPhoto(seed, 'cat', 200)),
        token: anna.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const favorite = await call('POST', '/users/files', {
      form: albumForm(await demoPhoto(3, 'cat', 200), 'Best nap'),
      token: anna.token,
    });
    expect(favorite.status, JSON.stringify(favorite.body)).toBe(201);
    annasPost = (await shared(anna.token, 'Mimi says hello #mimiexport', 2)).id;
    const postPhoto = await call('POST', `/feeds/${annasPost}/files`, {
      form: fileForm(await demoPhoto(4, 'cat', 200)),
      token: anna.token,
    });
    expect(postPhoto.status, JSON.stringify(postPhoto.body)).toBe(201);
    // Bence: a post Anna likes and comments on, his comment on hers, his cat's private diary.
    bencesPost = (await shared(bence.token, 'Cirmi on the windowsill')).id;
    expect((await like(bencesPost, anna.token)).status).toBe(200);
    expect((await put(`/feeds/${bencesPost}/save`, {}, anna.token)).status).toBe(200);
    for (const [postId, who, message] of [
      [bencesPost, anna, 'Anna wrote this comment'],
      [annasPost, bence, 'Bence wrote this comment'],
    ] as const) {
      const res = await post(`/feeds/${postId}/comments`, { content: { message } }, who.token);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await addedEntry(bence, bencesCat, 'Bence private diary entry');
    await setDiaryType(bence, bencesCat, 3, 'Cirmi');
    const chat = await chatOf(anna, mimi, bencesCat);
    await sent(anna, chat.id, mimi, 'Mimi wrote hello');
    await sent(bence, chat.id, bencesCat, 'Cirmi wrote back');

    // Lost & Found (README "Lost & Found"): Anna's area, Mimi reported lost, her sighting of Cirmi.
    const somewhere = { lat: -50 + Math.random() * 100, lng: -170 + Math.random() * 340 };
    expect((await put('/users/user/area', somewhere, anna.token)).status).toBe(200);
    const lostAt = { lastSeenAt: new Date().toISOString(), place: somewhere };
    annasReport = (await post<{ id: string }>(`/cats/${mimi}/lost`, lostAt, anna.token)).body.id;
    const bencesReport = (await post<{ id: string }>(`/cats/${bencesCat}/lost`, lostAt, bence.token)).body.id;
    const seen = { seenAt: new Date().toISOString(), message: 'Anna saw Cirmi by the river' };
    expect((await post(`/lost/${bencesReport}/sightings`, seen, anna.token)).status).toBe(201);

    const first = await start(anna.token);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    exported = await ready(anna);
    const { res, bytes } = await download(exported.url!);
    expect(res.status).toBe(200);
    archive = await unzip(bytes);
    data = JSON.parse(archive.get('catrep.json')!.toString('utf8')) as Record<string, unknown>;
  }, 240_000);

  it('refuses guests and callers without a session', async () => {
    for (const token of [GUEST_TOKEN, await anonymousGuestToken()]) {
      expectError(await start(token), 403, { code: 'guest' });
      expectError(await state(token), 403, { code: 'guest' });
    }
    expectError(await start(null), 401);
    expectError(await state(null), 401);
    expectError(await post('/users/user/export', { what: 'ever' }, anna.token), 400);
  });

  it("answers 'none' before any export, and starts one for an unverified CatRep", async () => {
    const rep = await registerCatRep();
    expect((await state(rep.token)).body).toEqual({
      state: 'none',
      requestedAt: null,
      readyAt: null,
      expiresAt: null,
      nextAllowedAt: null,
      url: null,
      size: null,
    });
    const res = await start(rep.token);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ state: 'preparing', url: null, size: null, readyAt: null });
    expect(res.body.requestedAt).toMatch(ISO_DATE);
    expect(Date.parse(res.body.nextAllowedAt!) - Date.parse(res.body.requestedAt!)).toBe(EXPORT_INTERVAL_MS);
    await ready(rep);
  }, 120_000);

  it('makes no download key once the account is being deleted (its deletion sweeps the keys first)', async () => {
    const rep = await registerCatRep();
    expect((await start(rep.token)).status).toBe(202);
    expect((await ready(rep)).url).toEqual(expect.any(String));
    const keys = () => db.collection('exportKeys').where('uid', '==', rep.uid).get();
    const before = (await keys()).size;
    // What an account deletion sets first (README "Leaving CatRep").
    await db.doc(`users/${rep.uid}`).update({ deleting: true });
    const answer = await state(rep.token);
    expect(answer.body).toMatchObject({ state: 'ready', url: null });
    expect((await keys()).size).toBe(before);
  }, 120_000);

  it('is ready with a link, a size and an expiry 24 hours on, mailed to the CatRep', async () => {
    expect(exported).toMatchObject({ state: 'ready', size: expect.any(Number) });
    expect(Date.parse(exported.expiresAt!) - Date.parse(exported.readyAt!)).toBe(EXPORT_LINK_MS);
    expect(exported.url).toMatch(/^\/api\/users\/user\/export\/[\w-]+\/catrep-export\.zip\?key=[\w-]{43}$/);
    const stored = (await db.doc(`users/${anna.uid}/private/export`).get()).data()!;
    expect(stored).toMatchObject({ state: 'ready', size: exported.size });
    expect(stored.readyAt).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(stored)).not.toContain(exported.url!.split('key=')[1]);
    const [mail] = await waitForMails(anna.email, /data is ready/);
    const link = /http:\/\/\S+catrep-export\.zip\?key=[\w-]{43}/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const { res, bytes } = await download(link!);
    expect(res.status).toBe(200);
    expect(bytes.length).toBe(exported.size);
  });

  it('refuses a second export within 24 hours, at once too', async () => {
    const again = await start(anna.token);
    expectError(again, 429, { code: 'export-limit', message: leavingMessages.exportLimit });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(EXPORT_INTERVAL_MS / 1000 - 600);
    const rep = await verifiedCatRep('Paula', 'Parallel');
    const answers = await Promise.all(Array.from({ length: 6 }, () => start(rep.token)));
    const statuses = answers.map((r: ApiResponse<ExportBody>) => r.status).sort();
    expect(statuses).toEqual([202, 429, 429, 429, 429, 429]);
    for (const r of answers.filter((a) => a.status === 429)) expect(r.body.code).toBe('export-limit');
    await ready(rep);
  }, 120_000);

  it('serves the archive only with its key, as an attachment, through the Hosting rewrite', async () => {
    const { res } = await download(exported.url!);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="catrep-export.zip"');
    expect(res.headers.get('cache-control')).toContain('no-store');
    await expectLinkInvalid(withKey(exported.url!, 'A'.repeat(43)));
    await expectLinkInvalid(withKey(exported.url!, 'short'));
    await expectLinkInvalid(exported.url!.replace(/\?key=.*$/, ''));
    await expectLinkInvalid(exported.url!.replace(/export\/[\w-]+\//, 'export/someOtherExport/'));
    // Each GET answers a new working link.
    const again = (await state(anna.token)).body.url!;
    expect(again).not.toBe(exported.url);
    expect((await download(again)).res.status).toBe(200);
  });

  it('holds everything the CatRep wrote or owns, with their photos as files', async () => {
    expect([...archive.keys()]).toEqual(expect.arrayContaining(['README.txt', 'catrep.json']));
    expect(archive.get('README.txt')!.toString()).toContain('catrep.json');
    const profile = data.profile as Item;
    expect(profile).toMatchObject({ id: anna.uid, firstname: 'Anna', lastname: 'Exporting' });
    expect(data.settings).toMatchObject({
      email: anna.email,
      birthdate: '1985-03-04',
      timeZone: 'Europe/Budapest',
      care: { weightUnit: 'lb' },
    });
    expect(data.connections).toEqual([expect.objectContaining({ userId: bence.uid, state: 'connected' })]);
    const [cat] = data.cats as (Item & { catalog: Item[]; diary: Item[]; care: Item[] })[];
    expect(cat).toMatchObject({ id: mimi, name: 'Mimi' });
    expect((data.catchies as Item[]).map((c) => c.id)).toEqual([oldTom]);
    expect(cat!.catalog).toEqual([expect.objectContaining({ title: 'Nap in the sun' })]);
    expect(cat!.diary).toEqual([expect.objectContaining({ id: annasEntry })]);
    expect(cat!.care).toEqual([
      expect.objectContaining({ kind: 'weight', date: '2025-01-01', grams: 4000 }),
      expect.objectContaining({ kind: 'vaccination', vaccine: 'rabies', nextDue: '2026-02-01' }),
    ]);
    expect((data.posts as Item[]).map((p) => p.id)).toContain(annasPost);
    expect(
      (data.comments as Item[]).map((c) => [c.postId, (c.content as { message: string }).message]),
    ).toEqual([[bencesPost, 'Anna wrote this comment']]);
    expect(data.likes).toEqual([expect.objectContaining({ postId: bencesPost })]);
    expect(data.savedPosts).toEqual([expect.objectContaining({ postId: bencesPost })]);
    expect(data.hashtagUses).toEqual([expect.objectContaining({ tag: 'mimiexport', postIds: [annasPost] })]);
    expect((data.chatMessages as Item[]).map((m) => m.text)).toEqual(['Mimi wrote hello']);
    expect((data.favorites as Item[]).map((f) => f.title)).toEqual(['Best nap']);
    expect(data.missingMedia).toEqual([]);

    // Each photo, at its largest stored size, under the name its item gives.
    const user = (await db.doc(`users/${anna.uid}`).get()).data()!;
    const catDoc = (await db.doc(`cats/${mimi}`).get()).data()!;
    const file = (await db.collection(`cats/${mimi}/files`).get()).docs[0]!.data();
    const entry = (await db.doc(`cats/${mimi}/blogs/${annasEntry}`).get()).data()!;
    const fave = (await db.collection(`users/${anna.uid}/favorites`).get()).docs[0]!.data();
    const feed = (await db.doc(`feeds/${annasPost}`).get()).data()!;
    const expected: [Item, string][] = [
      [profile, (user.profilePhoto as PhotoRef).path],
      [cat!, (catDoc.profilePhoto as PhotoRef).path],
      [cat!.catalog[0]!, largest(file.photo as AlbumPhoto)],
      [cat!.diary[0]!, largest((entry.files as AlbumPhoto[])[0]!)],
      [(data.favorites as Item[])[0]!, largest(fave.photo as AlbumPhoto)],
      [
        (data.posts as Item[]).find((p) => p.id === annasPost)!,
        largest((feed.content.files as AlbumPhoto[])[0]!),
      ],
    ];
    for (const [item, path] of expected) {
      expect(item.mediaFiles, item.id).toHaveLength(1);
      const name = item.mediaFiles![0]!;
      expect(name).toMatch(/^media\/.+\.jpg$/);
      expect(archive.get(name)?.equals(await stored(path)), name).toBe(true);
    }
    expect(cat!.catalog[0]!.mediaFiles![0]).toMatch(
      /^media\/cats\/Mimi-[\w-]+\/catalog\/Nap-in-the-sun-[\w-]+\.jpg$/,
    );
    const mediaNames = [...archive.keys()].filter((n) => n.startsWith('media/'));
    expect(mediaNames.sort()).toEqual(expected.map(([item]) => item.mediaFiles![0]!).sort());
  });

  it('holds their Lost & Found: the area cell, their reports and the sightings they sent', () => {
    const lost = data.lostAndFound as { area: { geohash: string }; reports: Item[]; sightingsSent: Item[] };
    expect(lost.area.geohash).toHaveLength(6);
    expect(lost.reports).toEqual([expect.objectContaining({ id: annasReport, catId: mimi, status: 'lost' })]);
    expect(lost.reports[0]).not.toHaveProperty('ownerId');
    expect(lost.sightingsSent).toEqual([
      expect.objectContaining({ message: 'Anna saw Cirmi by the river', mediaFiles: [] }),
    ]);
  });

  it('holds nothing of others they did not write', () => {
    const text = [...archive.values()].map((b) => b.toString('latin1')).join('\n');
    for (const theirs of ['Bence private diary entry', 'Bence wrote this comment', 'Cirmi wrote back'])
      expect(text).not.toContain(theirs);
  });

  it('is never served by /media, and a second run rebuilds the same archive at the same path', async () => {
    const { exportId } = (await db.doc(`users/${anna.uid}/private/export`).get()).data()!;
    expect(await storedFiles(`exports/${anna.uid}`)).toEqual([`${exportId}.zip`]);
    expect((await fetchMedia(`exports/${anna.uid}/${exportId}.zip`)).status).toBe(404);
    // What a retried or twice delivered trigger event does: build the same export again.
    const again = await writeArchive(anna.uid, exportId as string);
    // The same contents (only `exportedAt` and entry times may differ by a few bytes).
    expect(Math.abs(again.size - exported.size!)).toBeLessThan(64);
    expect(await storedFiles(`exports/${anna.uid}`)).toEqual([`${exportId}.zip`]);
    const rebuilt = await unzip((await download((await state(anna.token)).body.url!)).bytes);
    expect([...rebuilt.keys()].sort()).toEqual([...archive.keys()].sort());
  });

  it('expires after its link time, and a failed export may be asked for again at once', async () => {
    const ref = db.doc(`users/${anna.uid}/private/export`);
    await ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await state(anna.token)).body).toMatchObject({ state: 'expired', url: null, size: null });
    await expectLinkInvalid(exported.url!);
    await ref.update({ state: 'failed', nextAllowedAt: null });
    expect((await state(anna.token)).body).toMatchObject({ state: 'failed', nextAllowedAt: null });
    const again = await start(anna.token);
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    const next = await ready(anna);
    // The new export supersedes the old one: its links no longer open anything.
    expect(next.url).not.toBe(exported.url);
    await expectLinkInvalid(exported.url!);
    expect((await download(next.url!)).res.status).toBe(200);
    const { exportId } = (await ref.get()).data()!;
    expect(await storedFiles(`exports/${anna.uid}`)).toEqual([`${exportId}.zip`]);
  }, 120_000);
});
