/**
 * The small domain rules that have one name in the model: which CatShare items carry a `url`
 * (docs/product.md §3 Feed item), the two sides of a chat (§3 Chat), the visibility that depends on
 * a connection (docs/architecture.md §2 Visibility) and the verified account status (§3 User).
 */
import { describe, expect, it } from 'vitest';
import {
  AccountStatus,
  chatIdOf,
  chatSides,
  DiaryVisibility,
  FeedType,
  hasVideoUrl,
  isForConnections,
  isVerifiedStatus,
  isVisibleTo,
  otherCatOf,
} from './index.js';

describe('hasVideoUrl', () => {
  it('is true for Video and YouTube items only', () => {
    expect(hasVideoUrl(FeedType.video)).toBe(true);
    expect(hasVideoUrl(FeedType.youtube)).toBe(true);
    expect(hasVideoUrl(FeedType.share)).toBe(false);
    expect(hasVideoUrl(FeedType.photo)).toBe(false);
    expect(hasVideoUrl(FeedType.diary)).toBe(false);
  });

  it('is false for a type the model does not know', () => {
    expect(hasVideoUrl(0)).toBe(false);
    expect(hasVideoUrl(6)).toBe(false);
  });
});

describe('otherCatOf and chatSides', () => {
  // Tom (of u2) started the chat with Ada (of u1); catIds are sorted, ownerIds in their order.
  const chat = { catIds: ['ada', 'tom'], ownerIds: ['u1', 'u2'] };

  it('gives each cat of a chat the other one, whichever side it is on', () => {
    expect(otherCatOf(chat, 'ada')).toBe('tom');
    expect(otherCatOf(chat, 'tom')).toBe('ada');
  });

  it('agrees with the chat id: one chat per pair of cats', () => {
    expect(chatIdOf('tom', otherCatOf(chat, 'tom'))).toBe(chatIdOf('ada', otherCatOf(chat, 'ada')));
  });

  it('gives a cat its owner, the other cat and the other owner', () => {
    expect(chatSides(chat, 'ada')).toEqual({ ownerId: 'u1', otherCatId: 'tom', otherOwnerId: 'u2' });
    expect(chatSides(chat, 'tom')).toEqual({ ownerId: 'u2', otherCatId: 'ada', otherOwnerId: 'u1' });
  });

  it('has no sides for a cat that is not in the chat', () => {
    expect(chatSides(chat, 'felix')).toBeNull();
  });
});

describe('isForConnections', () => {
  it('is true for My CatReps (2) only', () => {
    expect(isForConnections(DiaryVisibility.myCatReps)).toBe(true);
    expect(isForConnections(DiaryVisibility.everyone)).toBe(false);
    expect(isForConnections(DiaryVisibility.onlyMe)).toBe(false);
  });

  it('is exactly the visibility whose readers change with a connection', () => {
    const stranger = { uid: 'u9', isOwner: false, isConnected: false };
    const connection = { ...stranger, isConnected: true };
    for (const visibility of Object.values(DiaryVisibility)) {
      const dependsOnConnection = isVisibleTo(visibility, stranger) !== isVisibleTo(visibility, connection);
      expect(isForConnections(visibility)).toBe(dependsOnConnection);
    }
  });
});

describe('isVerifiedStatus', () => {
  it('is true for the verified status (1) only, false when unset', () => {
    expect(isVerifiedStatus(AccountStatus.verified)).toBe(true);
    expect(isVerifiedStatus(AccountStatus.unverified)).toBe(false);
    expect(isVerifiedStatus(undefined)).toBe(false);
    expect(isVerifiedStatus(null)).toBe(false);
  });
});
