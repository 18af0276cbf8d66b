/**
 * Who speaks for which cat in a chat (docs/product.md §6; functions/src/domain/chats/access.ts): a CatRep
 * acts only as their own cat of the chat (403 'not-your-cat' otherwise), and a cat that may chat
 * exists, is not being deleted, is its owner's and is alive.
 */
import { chatErrors, type CatDoc, type ChatDoc, type UserDoc } from '@catrep/model';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../core/errors.js';
import { livingCat, senderStays, sidesOf } from './access.js';

/** What `act` throws, as the status, code and message the API would answer. */
function refusal(act: () => unknown) {
  try {
    act();
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, code: e.code, message: e.message };
    throw e;
  }
  throw new Error('expected a refusal');
}

// Tom (of u2) and Ada (of u1): catIds sorted, ownerIds in their order.
const chat = { catIds: ['ada', 'tom'], ownerIds: ['u1', 'u2'] } as ChatDoc;

describe('sidesOf', () => {
  it('gives the caller’s cat and the other cat with its owner, from either side', () => {
    expect(sidesOf(chat, 'u1', 'ada')).toEqual({ catId: 'ada', otherCatId: 'tom', otherOwnerId: 'u2' });
    expect(sidesOf(chat, 'u2', 'tom')).toEqual({ catId: 'tom', otherCatId: 'ada', otherOwnerId: 'u1' });
  });

  it('refuses a cat of the chat that is not the caller’s', () => {
    expect(refusal(() => sidesOf(chat, 'u1', 'tom'))).toEqual({
      status: 403,
      code: 'not-your-cat',
      message: chatErrors.notYourCat,
    });
  });

  it('refuses a cat that is not in the chat', () => {
    expect(refusal(() => sidesOf(chat, 'u1', 'felix'))).toMatchObject({ status: 403, code: 'not-your-cat' });
  });
});

describe('livingCat', () => {
  const tom = { ownerId: 'u2', alive: true } as CatDoc;

  it('answers a living cat of the owner asked for, or of anyone when none is', () => {
    expect(livingCat(tom, 'u2')).toBe(tom);
    expect(livingCat(tom)).toBe(tom);
  });

  it('is 404 for a missing cat or one being deleted', () => {
    expect(refusal(() => livingCat(undefined))).toMatchObject({ status: 404 });
    expect(refusal(() => livingCat({ ...tom, deleting: true }))).toMatchObject({ status: 404 });
  });

  it('is 403 for another CatRep’s cat and for a cat that passed away', () => {
    expect(refusal(() => livingCat(tom, 'u1'))).toMatchObject({ status: 403, code: 'not-your-cat' });
    expect(refusal(() => livingCat({ ...tom, alive: false }, 'u2'))).toEqual({
      status: 403,
      code: 'cat-passed-away',
      message: chatErrors.passedAway,
    });
  });
});

describe('senderStays', () => {
  const profile = (goneCats?: Record<string, 'passedAway' | 'deleting'>) => ({ goneCats }) as UserDoc;

  it('lets a cat the profile does not name send', () => {
    expect(senderStays(profile(), 'ada')).toBeUndefined();
    expect(senderStays(profile({ tom: 'passedAway' }), 'ada')).toBeUndefined();
  });

  it("refuses a cat in Catchies with 403 'cat-passed-away' and a cat being deleted with 404", () => {
    expect(refusal(() => senderStays(profile({ ada: 'passedAway' }), 'ada'))).toEqual({
      status: 403,
      code: 'cat-passed-away',
      message: chatErrors.passedAway,
    });
    expect(refusal(() => senderStays(profile({ ada: 'deleting' }), 'ada')).status).toBe(404);
  });
});
