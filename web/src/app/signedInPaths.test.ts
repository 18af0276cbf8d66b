import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSignedInPath, SIGNED_IN_PATHS } from './signedInPaths';

describe('isSignedInPath', () => {
  it('knows the signed-in addresses, with and without their optional parts', () => {
    for (const path of [
      '/',
      '/cat-share',
      '/cat-share/post/p1',
      '/cat-rep',
      '/cat-rep/u1/anna-w',
      '/my-cats/u1',
      '/catchies/u1/anna-w',
      '/cat/c1/mittens',
      '/new-cat-reps/waiting',
      '/cat-reps/u1/anna-w',
      '/cat-chat',
      '/cat-chat/c1/mittens',
      '/chats',
      '/cat-catalog/c1/mittens/youtube',
      '/cat-diary/c1',
      '/moderation',
    ]) {
      expect(isSignedInPath(path), path).toBe(true);
    }
  });

  it('does not know an unknown address', () => {
    for (const path of ['/no-such-page', '/cat-share/x/y/z', '/my-cats', '/chats/old']) {
      expect(isSignedInPath(path), path).toBe(false);
    }
  });

  it("lists every route of SignedInApp.tsx but the public ones (static pages, a lost cat's poster) and the catch-all", () => {
    const source = readFileSync(join(__dirname, 'SignedInApp.tsx'), 'utf8');
    const routed = [...source.matchAll(/<Route\s+(?:index|path="([^"*]+)")/g)].map((m) => `/${m[1] ?? ''}`);
    expect(routed.length).toBeGreaterThan(10);
    expect(routed.filter((path) => !(SIGNED_IN_PATHS as readonly string[]).includes(path))).toEqual([
      '/contact',
      '/lost/:id',
    ]);
  });
});
