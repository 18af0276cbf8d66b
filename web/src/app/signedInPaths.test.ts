import { describe, expect, it } from 'vitest';
import { isSignedInPath } from './signedInPaths';

describe('isSignedInPath', () => {
  it('knows the signed-in addresses, with and without their optional parts', () => {
    for (const path of [
      '/',
      '/cat-share',
      '/cat-share/post/p1',
      '/saved',
      '/tags/caturday',
      '/tags/%E7%8C%AB',
      '/breeds/maine-coon',
      '/places/HU',
      '/places/HU/budapest',
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
      '/lost-near-you',
    ]) {
      expect(isSignedInPath(path), path).toBe(true);
    }
  });

  it('does not know an unknown address', () => {
    for (const path of [
      '/no-such-page',
      '/cat-share/x/y/z',
      '/my-cats',
      '/chats/old',
      '/tags',
      '/breeds',
      '/lost/l1',
    ]) {
      expect(isSignedInPath(path), path).toBe(false);
    }
  });
});
