/**
 * Album helpers for the API tests (docs/product.md §1 CatAlog and My Favorites, §3 File): multipart bodies
 * with a caption, the bad files every album upload must refuse (a script named .jpg, 25 MB, a
 * decompression bomb), checks of the stored variants, walking a list by cursor, and entries
 * written directly with the Admin SDK for paging tests.
 */
import { crc32 } from 'node:zlib';
import type { AlbumPhoto, CatFileJson, FavoriteJson } from '@catrep/model';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { expect } from 'vitest';
import { db } from './admin.js';
import { fileForm, get, type ApiBody, type ApiResponse } from './api.js';
import { demoPhoto, fetchMedia, storedFiles } from './photos.js';

export type CatFileBody = ApiBody & CatFileJson;
export type FavoriteBody = ApiBody & FavoriteJson;

/** A multipart body as the web sends it: the caption `title` first (when given), then `file`. */
export function albumForm(data: Uint8Array, title?: string, filename = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  if (title !== undefined) form.append('title', title);
  fileForm(data, filename, type).forEach((value, name) => form.append(name, value));
  return form;
}

/**
 * A PNG that claims `width` × `height` pixels (50 000 × 50 000 by default: 2.5 billion) but holds
 * a few bytes of pixel data: a decompression bomb. The header is a real one, so only the
 * claimed size can refuse it.
 */
export async function decompressionBomb(width = 50_000, height = 50_000): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#264653' } })
    .png()
    .toBuffer();
  // IHDR follows the 8-byte signature: length (4), type (4), width (4), height (4), …, CRC (4).
  const ihdr = png.subarray(8, 8 + 8 + 13 + 4);
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt32BE(crc32(ihdr.subarray(4, 4 + 4 + 13)), 8 + 13);
  return png;
}

/** The uploads every album endpoint refuses with 400, by name: each one a fresh body. */
export const badUploads: Record<string, () => Promise<FormData>> = {
  'a shell script named .jpg': async () =>
    albumForm(Buffer.from('#!/bin/sh\necho "not a cat" && rm -rf /tmp/x\n'.repeat(40)), 'x', 'cat.jpg'),
  'a 25 MB upload': async () => {
    const big = Buffer.alloc(25 * 1024 * 1024, 0xff);
    (await demoPhoto(21, 'cat', 64)).copy(big);
    return albumForm(big);
  },
  'a decompression bomb (a tiny PNG claiming 50 000 × 50 000 pixels)': async () =>
    albumForm(await decompressionBomb(), 'boom', 'bomb.png', 'image/png'),
  'a truncated JPEG': async () => {
    const jpeg = await demoPhoto(22, 'cat', 320);
    return albumForm(jpeg.subarray(0, jpeg.length / 3));
  },
  'an empty file': async () => albumForm(Buffer.alloc(0)),
};

/** Asserts that Firestore has no document in `collection` and the media store no file in `folder`. */
export async function expectNothingStored(collection: string, folder: string): Promise<void> {
  expect((await db.collection(collection).get()).size).toBe(0);
  expect(await storedFiles(folder)).toEqual([]);
}

/**
 * Asserts that `photo` has one variant per width of `widths` (smallest first, each `height`
 * scaled alike), each served from /media as a JPEG of exactly its recorded size, without
 * metadata, and that the photo's size is its largest variant's.
 */
export async function expectVariants(photo: AlbumPhoto, widths: number[], aspect = 1): Promise<void> {
  expect(photo.variants.map((v) => v.width)).toEqual(widths);
  for (const v of photo.variants) {
    expect(v.height).toBe(Math.round(v.width * aspect));
    const served = await fetchMedia(v.path);
    expect(served).toMatchObject({ status: 200, contentType: 'image/jpeg' });
    const meta = await sharp(served.data).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: v.width,
      height: v.height,
    });
    expect(meta.exif).toBeUndefined();
  }
  const largest = photo.variants.at(-1)!;
  expect({ width: photo.width, height: photo.height }).toEqual({
    width: largest.width,
    height: largest.height,
  });
}

/** Asserts that no variant of `photo` is served any more. */
export async function expectGone(photo: AlbumPhoto): Promise<void> {
  for (const v of photo.variants) expect((await fetchMedia(v.path)).status).toBe(404);
}

/**
 * Writes `count` entries into `collection` with the Admin SDK, `make(i)` each, two at a time
 * sharing one `createdAt` (so paging must break ties by id). Resolves their ids, newest first.
 */
export async function writeEntries(
  collection: string,
  count: number,
  make: (i: number) => DocumentData,
): Promise<string[]> {
  const batch = db.batch();
  const written: { id: string; at: number }[] = [];
  for (let i = 0; i < count; i++) {
    const ref = db.collection(collection).doc();
    const at = Date.UTC(2024, 0, 1) + Math.floor(i / 2) * 60_000;
    batch.set(ref, { ...make(i), createdAt: Timestamp.fromMillis(at) });
    written.push({ id: ref.id, at });
  }
  await batch.commit();
  return written.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((w) => w.id);
}

/**
 * Reads every page of `path` (which has its query already, e.g. `?type=1`) by following the
 * X-Next-Cursor header. Resolves the pages' ids.
 */
export async function walkPages(path: string, token: string): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse<{ id: string }[]> = await get<{ id: string }[]>(
      `${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body.map((e) => e.id));
    cursor = res.headers.get('X-Next-Cursor');
  } while (cursor && pages.length < 20);
  return pages;
}
