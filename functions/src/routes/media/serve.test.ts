/**
 * Media path safety (README "Security": `/media/**` serves only the photos the product writes):
 * `safePath` (store/media.ts) keeps every path inside the media store, and `servedPath` lets
 * `/media` answer only JPEGs under `users/`, `cats/` and `feeds/` — 404 for anything else,
 * malformed escapes included.
 */
import { describe, expect, it } from 'vitest';
import { servedPath } from './serve.js';
import { safePath } from '../../store/media.js';

describe('safePath', () => {
  it.each([
    ['users/u1/profile.jpg', 'users/u1/profile.jpg'],
    ['cats/c-1/files/f_2.jpg', 'cats/c-1/files/f_2.jpg'],
    ['feeds/f1/./photo.jpg', 'feeds/f1/photo.jpg'],
    ['feeds//f1/photo.jpg', 'feeds/f1/photo.jpg'],
    ['cats/c1/x/../photo.jpg', 'cats/c1/photo.jpg'],
  ])('keeps %s as %s', (path, clean) => {
    expect(safePath(path)).toBe(clean);
  });

  it.each([
    ['../secret'],
    ['..'],
    ['users/../../etc/passwd'],
    ['cats/c1/../../../x.jpg'],
    ['/etc/passwd'],
    ['users\\..\\secret'],
    ['users/u1/photo .jpg'],
    ['users/u1/%2e%2e/x.jpg'],
    ['users/u1/photo.jpg?x=1'],
    ['users/ü/photo.jpg'],
    [''],
  ])('refuses %j', (path) => {
    expect(safePath(path)).toBeNull();
  });
});

describe('servedPath', () => {
  it.each([
    ['/media/users/u1/profile.jpg', 'users/u1/profile.jpg'],
    ['/users/u1/profile.jpg', 'users/u1/profile.jpg'],
    ['/media/cats/c1/files/f1.jpg', 'cats/c1/files/f1.jpg'],
    ['/media/feeds/f1/photo.jpg', 'feeds/f1/photo.jpg'],
    ['/media/feeds/f1%2Fphoto.jpg', 'feeds/f1/photo.jpg'],
  ])('serves %s from %s', (request, path) => {
    expect(servedPath(request)).toBe(path);
  });

  it.each([
    ['/media/exports/u1/data.zip', 'outside the photo folders'],
    ['/media/previews/x.jpg', 'outside the photo folders'],
    ['/media/users/u1/notes.png', 'not a JPEG'],
    ['/media/users/u1/data.zip', 'not a JPEG'],
    ['/media/users/u1/', 'a folder'],
    ['/media/users/../exports/u1/x.jpg', 'leaving the photo folders'],
    ['/media/users/%2e%2e/%2e%2e/etc/x.jpg', 'an escaped way out of the store'],
    ['/media/%2Fetc/x.jpg', 'an absolute path'],
    ['/media/users/u1/%E0%A4%A.jpg', 'a malformed escape'],
    ['/media/users/u1/%.jpg', 'a malformed escape'],
    ['/media/usersx/u1/p.jpg', 'a look-alike folder'],
  ])('refuses %s (%s)', (request) => {
    expect(servedPath(request)).toBeNull();
  });
});
