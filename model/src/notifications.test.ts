/**
 * The notification lines and settings (README "Notifications"): one line per kind, grouping
 * counted as "and N others", defaults for a CatRep who never changed a switch, and which kinds
 * can be switched off.
 */
import { describe, expect, it } from 'vitest';
import { FeedType } from './feeds.js';
import {
  MAX_NOTICE_ACTORS,
  actorCount,
  actorsText,
  isNoticeMilestone,
  notificationSettingsOf,
  notificationText,
  notifiedItemOf,
  wantsKind,
  type NotificationDoc,
} from './notifications.js';

const bence = { id: 'b', firstname: 'Bence', lastname: 'Kovacs', profilePhoto: null };
const line = (n: Partial<NotificationDoc>) =>
  notificationText({ kind: 'like', actor: bence, actorIds: ['b'], ...n });

describe('notificationText', () => {
  it('names the newest actor and counts the others', () => {
    expect(actorsText(bence, 1)).toBe('Bence Kovacs');
    expect(actorsText(bence, 2)).toBe('Bence Kovacs and 1 other');
    expect(actorsText(bence, 4)).toBe('Bence Kovacs and 3 others');
    expect(line({ actorIds: ['a', 'c', 'd', 'b'] })).toBe('Bence Kovacs and 3 others liked your post');
  });

  it('counts the actors beyond the ones it names', () => {
    const named = Array.from({ length: MAX_NOTICE_ACTORS }, (_, i) => `u${i}`);
    expect(actorCount({ actorIds: named, moreActors: 950 })).toBe(1000);
    expect(line({ actorIds: named, moreActors: 950 })).toBe('Bence Kovacs and 999 others liked your post');
    expect(actorCount({ actorIds: ['b'], moreActors: -1 })).toBe(1);
  });

  it('tells of a post liked by many at milestones: at most 10 or a tenth behind, 90 times a power of ten', () => {
    const milestones = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i).filter(isNoticeMilestone);
    expect(milestones(51, 130)).toEqual([60, 70, 80, 90, 100, 110, 120, 130]);
    expect(milestones(990, 1250)).toEqual([990, 1000, 1100, 1200]);
    expect(milestones(99_000, 110_000)).toEqual([99_000, 100_000, 110_000]);
    for (const [from, to] of [
      [100, 999],
      [1000, 9999],
      [10_000, 99_999],
    ])
      expect(milestones(from, to)).toHaveLength(90);
    // The last milestone at or below any count is at most 10 below it, or a tenth of it.
    for (const likes of [59, 109, 999, 1099, 10_999, 123_456]) {
      const behind = Math.max(10, likes / 10);
      const last = milestones(Math.ceil(likes - behind), likes).at(-1);
      expect(last, String(likes)).toBeDefined();
    }
    expect([0, 5, 9, 10.5, -10, Number.NaN].filter(isNoticeMilestone)).toEqual([]);
  });

  it('reads one line per kind', () => {
    expect(line({ kind: 'request' })).toBe('Bence Kovacs wants to connect with you');
    expect(line({ kind: 'approved' })).toBe('Bence Kovacs approved your request: you are connected');
    expect(line({ kind: 'like', item: 'diary entry' })).toBe('Bence Kovacs liked your diary entry');
    expect(line({ kind: 'comment', item: 'photo' })).toBe('Bence Kovacs commented on your photo');
    expect(line({ kind: 'reply' })).toBe('Bence Kovacs also commented on a post you commented on');
    expect(line({ kind: 'catmates', cats: ['Mittens', 'Captain Fluff'], mates: ['Cirmi', 'Pamacs'] })).toBe(
      'Mittens and Captain Fluff have new CatMates: Cirmi and Pamacs',
    );
    expect(line({ kind: 'catmates', cats: ['Cirmi'], mates: ['Mittens'] })).toBe(
      'Cirmi has new CatMates: Mittens',
    );
    expect(line({ kind: 'chat', cats: ['Mittens'], mates: ['Cirmi'] })).toBe(
      'Cirmi started a chat with Mittens',
    );
    expect(line({ kind: 'removed', actor: null, actorIds: [], item: 'comment' })).toBe(
      'A moderator removed your comment',
    );
    expect(line({ kind: 'reinstated', actor: null, actorIds: [] })).toBe(
      'A moderator lifted your suspension: your account is back',
    );
  });

  it('calls each CatShare type by its name', () => {
    expect(notifiedItemOf(FeedType.share)).toBe('post');
    expect(notifiedItemOf(FeedType.photo)).toBe('photo');
    expect(notifiedItemOf(FeedType.youtube)).toBe('video');
    expect(notifiedItemOf(FeedType.diary)).toBe('diary entry');
  });
});

describe('notification settings', () => {
  it('has every kind and the digest on, push off, for a CatRep who never changed them', () => {
    const defaults = notificationSettingsOf(undefined);
    expect(Object.values(defaults.kinds).every(Boolean)).toBe(true);
    expect(defaults).toMatchObject({ digest: true, push: false });
  });

  it('keeps what was switched off; a moderator’s word cannot be', () => {
    const settings = notificationSettingsOf({ kinds: { like: false }, digest: false, push: true });
    expect(settings).toMatchObject({ kinds: { like: false, comment: true }, digest: false, push: true });
    expect(wantsKind(settings, 'like')).toBe(false);
    expect(wantsKind(settings, 'comment')).toBe(true);
    expect(wantsKind(notificationSettingsOf({ kinds: { like: false } }), 'removed')).toBe(true);
  });
});
