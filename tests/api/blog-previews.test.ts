/**
 * Link previews of CatBlog entries (docs/product.md §3 Diary entry; README "Link previews"): the
 * link-preview trigger shared with CatShare fetches an entry's first link, stores CatRep's copy of
 * the page's image next to the entry, and writes the preview to the entry and to its CatShare item
 * in one transaction; an edit to another link fetches the new page and lets the old image go.
 *
 * It serves a local Open Graph page on CATREP_DIARY_PREVIEW_TEST_PORT, the second host:port
 * LINK_PREVIEW_ALLOW lets through in test runs (scripts/emulators.mjs); the first is
 * link-preview.test.ts's, which runs beside this file.
 */
import http from 'node:http';
import sharp from 'sharp';
import type { BlogDoc } from '@catrep/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { addedEntry, entryDoc, type BlogBody } from '../support/diary.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { storedFiles } from '../support/photos.js';
import { pollUntil } from '../support/wait.js';

const PORT = Number(process.env.CATREP_DIARY_PREVIEW_TEST_PORT ?? 5056);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES: Record<string, string> = {
  '/diary-page': `<!doctype html><html><head><meta charset="utf-8">
    <meta property="og:title" content="Whiskers' diary day">
    <meta property="og:description" content="A tabby writes   things down.">
    <meta property="og:image" content="/img/diary.jpg"></head><body><p>Cats.</p></body></html>`,
  '/other-diary-page': `<!doctype html><html><head><meta charset="utf-8">
    <meta property="og:title" content="Another diary"></head><body></body></html>`,
};

let pages: http.Server;
let owner: Session;

beforeAll(async () => {
  const diaryJpeg = await sharp({ create: { width: 320, height: 480, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
  pages = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', ORIGIN).pathname;
    const html = PAGES[path];
    if (html) res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    else if (path === '/img/diary.jpg') res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(diaryJpeg);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    pages.once('error', reject);
    pages.listen(PORT, '127.0.0.1', () => resolve());
  });
  owner = await verifiedCatRep('Dora', 'Diarist');
});

afterAll(async () => {
  pages?.closeAllConnections();
  await new Promise((r) => (pages ? pages.close(r) : r(null)));
});

/** A new cat of Dora's whose diary her CatReps read; resolves its id. */
const newCat = () => addCat(owner, 'Diarycat', { diaryType: 2 });
const added = (catId: string, message: string) => addedEntry(owner, catId, message);

describe('link previews of diary entries (the shared trigger)', () => {
  const previewOf = async (catId: string, id: string) => (await entryDoc(catId, id))?.content.preview ?? null;
  /** The preview of the entry's CatShare item `feeds/{id}`, written by the same trigger. */
  const itemPreviewOf = async (id: string) =>
    ((await db.doc(`feeds/${id}`).get()).get('content.preview') ?? null) as BlogDoc['content']['preview'];

  it('an entry linking the local page gets its preview, and so does its CatShare item; an edit to another link fetches the new one for both', async () => {
    const catId = await newCat();
    const entry = await added(catId, `Our day: ${ORIGIN}/diary-page!`);
    expect(entry.content.link).toBe(`${ORIGIN}/diary-page`);
    const preview = await pollUntil(
      () => previewOf(catId, entry.id),
      (p) => !!p,
    );
    expect(preview).toEqual({
      title: "Whiskers' diary day",
      description: 'A tabby writes things down.',
      // CatRep's copy of the page's image, next to the entry in the media store.
      image: expect.stringMatching(
        new RegExp(`^/media/cats/${catId}/blogs/${entry.id}/preview_[\\w-]+\\.jpg$`),
      ),
      url: `${ORIGIN}/diary-page`,
    });
    expect(await storedFiles(`cats/${catId}/blogs/${entry.id}`)).toHaveLength(1);
    // Written in the same transaction as the entry's.
    expect(await itemPreviewOf(entry.id)).toEqual(preview);
    expect((await db.doc(`feeds/${entry.id}`).get()).get('content.link')).toBe(`${ORIGIN}/diary-page`);

    const res = await put<BlogBody>(
      `/cats/${catId}/blogs/${entry.id}`,
      { type: 1, content: { message: `Later ${ORIGIN}/other-diary-page` } },
      owner.token,
    );
    expect(res.body.content.preview).toBeNull();
    // Never the old page's preview (the new one may already be there: the trigger is quick).
    expect((await itemPreviewOf(entry.id))?.title ?? null).not.toBe(preview?.title);
    const next = await pollUntil(
      () => previewOf(catId, entry.id),
      (p) => p?.title === 'Another diary',
    );
    expect(next).toMatchObject({ title: 'Another diary', url: `${ORIGIN}/other-diary-page` });
    expect(await itemPreviewOf(entry.id)).toEqual(next);
    // The old page's image left the media store with its preview.
    expect(
      await pollUntil(
        () => storedFiles(`cats/${catId}/blogs/${entry.id}`),
        (f) => f.length === 0,
      ),
    ).toEqual([]);
  });
});
