/**
 * Image bytes for upload tests: drawn JPEGs (scripts/seed.mjs), an EXIF-rotated JPEG carrying
 * GPS metadata, and helpers to fetch what /media serves and to look into the media store.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DATA_DIR, HOSTING } from './env.js';

export { demoPhoto } from './seed.js';

/**
 * A 300×200 JPEG whose EXIF says "rotate 90° clockwise" (orientation 6), carrying a GPS position
 * unless `gps` is false: shown upright it is 200×300.
 */
export async function rotatedJpegWithGps(gps = true): Promise<Buffer> {
  const gpsIfd = {
    GPSLatitudeRef: 'N',
    GPSLatitude: '47/1 30/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '19/1 3/1 0/1',
  };
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#e76f51' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6, exif: gps ? { IFD3: gpsIfd } : {} })
    .toBuffer();
}

/** GET {hosting}/media/{path}: status, content type and bytes. */
export async function fetchMedia(path: string) {
  const res = await fetch(`${HOSTING}/media/${path}`);
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    data: Buffer.from(await res.arrayBuffer()),
  };
}

/** The files the media store holds under `folder` (e.g. `users/{uid}`); [] when there is none. */
export async function storedFiles(folder: string): Promise<string[]> {
  return readdir(join(DATA_DIR, 'media', folder)).catch(() => []);
}
