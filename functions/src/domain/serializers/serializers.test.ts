/**
 * The serializers (documents → the REST API's JSON, docs/product.md §3: dates travel as ISO
 * strings, content as JSON text) on real Firestore snapshots: `snapshotOf` has the Admin SDK build
 * each one from the document in Firestore's REST encoding (`Value`), as Cloud Functions does
 * for a trigger's event, so nothing reaches a server.
 */
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { CatDoc, ChatDoc, ChatMessageDoc, CommentDoc, FeedDoc, UserDoc } from '@catrep/model';
import { describe, expect, it } from 'vitest';
import { db } from '../../core/firebase.js';
import { albumEntryJson, albumEntryJsonOf } from './album.js';
import { catCard, catJson } from './cats.js';
import { chatJson, chatMessageJson, lastMessageJson } from './chats.js';
import { commentJson, feedJson, feedJsonOf } from './feeds.js';
import { iso } from './time.js';
import { userCard, userJson, userSummary } from './users.js';

/** A value in Firestore's REST encoding. */
type Value = Record<string, unknown>;

function encode(value: unknown): Value {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Timestamp) return { timestampValue: value.toDate().toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: fields(value as DocumentData) } };
}

const fields = (data: DocumentData) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, encode(v)]));

const NAME = 'projects/demo-catrep/databases/(default)/documents';
const AT = '2026-01-02T03:04:05.678Z';

/** The snapshot of the document at `path` holding `data`, or of a missing one when `data` is absent. */
function snapshotOf<T>(path: string, data?: T): DocumentSnapshot<T> {
  const build = (
    db as unknown as { snapshot_: (doc: unknown, readTime: unknown, encoding: string) => unknown }
  ).snapshot_;
  const doc = data
    ? { name: `${NAME}/${path}`, fields: fields(data as DocumentData), createTime: AT, updateTime: AT }
    : `${NAME}/${path}`;
  return build.call(db, doc, AT, 'json') as DocumentSnapshot<T>;
}

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const GB = { id: 'GB', title: 'United Kingdom' };
const summary = { id: 'u1', firstname: 'Ada', lastname: 'Lovelace', profilePhoto: null };

describe('iso', () => {
  it('is the ISO string of a stored time, null when unset', () => {
    expect(iso(at('2026-05-06T07:08:09.010Z'))).toBe('2026-05-06T07:08:09.010Z');
    expect(iso(null)).toBeNull();
    expect(iso(undefined)).toBeNull();
  });
});

describe('a missing document', () => {
  it('is an error (a 500) naming its path, never an empty answer', () => {
    expect(() => feedJson(snapshotOf<FeedDoc>('feeds/gone'))).toThrow('feeds/gone does not exist');
    expect(() => userJson(snapshotOf<UserDoc>('users/gone'))).toThrow('users/gone does not exist');
  });
});

describe('feedJson and commentJson', () => {
  const share: FeedDoc = {
    type: 1,
    content: { message: 'Hello <b>cats</b>', link: 'https://example.com/' },
    userId: 'u1',
    user: summary,
    visibility: 1,
    held: true,
    createdAt: at('2026-03-01T10:00:00.000Z'),
    updatedAt: null,
  };

  it('sends the content as JSON text, the counts given, ISO dates, and whether it is held (its author alone reads it then)', () => {
    expect(feedJson(snapshotOf('feeds/f1', share), { likes: 3, commentCount: 2 })).toEqual({
      id: 'f1',
      type: 1,
      content: JSON.stringify(share.content),
      visibility: 1,
      cats: [],
      tags: [],
      held: true,
      likes: 3,
      commentCount: 2,
      user: summary,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: null,
      editedAt: null,
    });
  });

  it('sends its hashtags and when it was visibly edited', () => {
    const edited = { ...share, tags: ['caturday'], editedAt: at('2026-03-01T12:00:00.000Z') };
    expect(feedJson(snapshotOf('feeds/f1', edited))).toMatchObject({
      tags: ['caturday'],
      editedAt: '2026-03-01T12:00:00.000Z',
    });
  });

  it('sends the cats a post names, never the ids kept for "Appears in"', () => {
    const cats = [{ id: 'c1', name: 'Tom', ownerId: 'u2' }];
    const json = feedJson(snapshotOf('feeds/f1', { ...share, cats, catIds: ['c1'] }));
    expect(json.cats).toEqual(cats);
    expect(json).not.toHaveProperty('catIds');
  });

  it('counts nothing when no counts are given', () => {
    const json = feedJson(snapshotOf('feeds/f1', share));
    expect([json.likes, json.commentCount]).toEqual([0, 0]);
  });

  it('adds the cat and the entry of a diary item only', () => {
    const cat = { id: 'c1', name: 'Tom', profilePhoto: null };
    const item: FeedDoc = { ...share, type: 5, visibility: 2, cat, catId: 'c1', blogId: 'b1' };
    expect(feedJson(snapshotOf('feeds/b1', item))).toMatchObject({ cat, blogId: 'b1', visibility: 2 });
    expect(feedJson(snapshotOf('feeds/f1', share))).not.toHaveProperty('cat');
    expect(feedJson(snapshotOf('feeds/f1', share))).not.toHaveProperty('blogId');
  });

  it('answers a post as just written (feedJsonOf) as it answers the stored one', () => {
    const counts = { likes: 1, commentCount: 0 };
    expect(feedJsonOf('f1', share, counts)).toEqual(feedJson(snapshotOf('feeds/f1', share), counts));
  });

  it('sends a comment’s content as JSON text with ISO dates and nothing of its holds', () => {
    const comment: CommentDoc = {
      content: { message: 'Purr' },
      userId: 'u1',
      user: summary,
      hidden: false,
      authorSuspended: false,
      createdAt: at('2026-03-01T10:00:00.000Z'),
      updatedAt: at('2026-03-01T11:00:00.000Z'),
    };
    expect(commentJson(snapshotOf('feeds/f1/comments/k1', comment))).toEqual({
      id: 'k1',
      content: '{"message":"Purr"}',
      user: summary,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T11:00:00.000Z',
      editedAt: null,
    });
  });
});

describe('userJson, userSummary and userCard', () => {
  const user: UserDoc = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    gender: false,
    country: GB,
    city: 'London',
    profilePhoto: null,
    status: 1,
    suspended: true,
    deleting: false,
    searchKeys: ['a', 'ad', 'ada'],
    catCount: 2,
    catchiesCount: 5,
    createdAt: at('2025-12-24T00:00:00.000Z'),
  };

  it('sends the public profile only: no search keys, suspension or deletion marks', () => {
    expect(userJson(snapshotOf('users/u1', user))).toEqual({
      id: 'u1',
      firstname: 'Ada',
      lastname: 'Lovelace',
      gender: false,
      country: GB,
      city: 'London',
      profilePhoto: null,
      status: 1,
      catCount: 2,
      catchiesCount: 5,
      createdAt: '2025-12-24T00:00:00.000Z',
    });
  });

  it('counts 0 cats and Catchies when the counters were never written', () => {
    const { catCount: _c, catchiesCount: _k, ...older } = user;
    expect(userJson(snapshotOf('users/u1', older as UserDoc))).toMatchObject({
      catCount: 0,
      catchiesCount: 0,
    });
  });

  it('summarises and cards a CatRep with a null photo and place when unset', () => {
    expect(userSummary('u1', { firstname: 'Ada', lastname: 'L', profilePhoto: undefined as never })).toEqual({
      id: 'u1',
      firstname: 'Ada',
      lastname: 'L',
      profilePhoto: null,
    });
    expect(userCard(snapshotOf('users/u1', user))).toEqual({ ...summary, country: GB, city: 'London' });
  });
});

describe('catJson and catCard', () => {
  const cat: CatDoc = {
    name: 'Tom',
    birthDay: 1,
    birthMonth: 2,
    birthYear: 2020,
    deathdate: null,
    gender: true,
    breed: 'Tabby',
    location: 'Garden',
    country: null,
    city: '',
    diaryType: 2,
    diaryPending: {},
    profilePhoto: null,
    ownerId: 'u1',
    owner: summary,
    alive: true,
    searchKeys: ['t', 'to', 'tom'],
    createdAt: at('2026-01-01T00:00:00.000Z'),
    deleting: false,
    deletedAt: null,
  };

  it('sends the owner as `user`, without search keys, pending diary changes or deletion marks', () => {
    const json = catJson(snapshotOf('cats/c1', cat), 'someone-else');
    expect(json).toEqual({
      id: 'c1',
      name: 'Tom',
      birthDay: 1,
      birthMonth: 2,
      birthYear: 2020,
      deathdate: null,
      gender: true,
      breed: 'Tabby',
      location: 'Garden',
      country: null,
      city: '',
      diaryType: 2,
      profilePhoto: null,
      ownerId: 'u1',
      user: summary,
      alive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      isMine: false,
    });
  });

  it('is `isMine` for its owner only, and never for a guest', () => {
    expect(catJson(snapshotOf('cats/c1', cat), 'u1').isMine).toBe(true);
    expect(catJson(snapshotOf('cats/c1', cat), null).isMine).toBe(false);
    expect(catJson(snapshotOf('cats/c1', cat)).isMine).toBe(false);
  });

  it('cards a cat with its name, photo and owner', () => {
    expect(catCard('c1', cat)).toEqual({ id: 'c1', name: 'Tom', profilePhoto: null, ownerId: 'u1' });
  });
});

describe('chatJson, lastMessageJson and chatMessageJson', () => {
  const side = (id: string, ownerId: string) => ({
    id,
    name: id,
    profilePhoto: null,
    ownerId,
    owner: { ...summary, id: ownerId },
  });
  const chat: ChatDoc = {
    catIds: ['a', 'b'],
    ownerIds: ['u1', 'u2'],
    fromCatId: 'b',
    toCatId: 'a',
    cats: { a: side('a', 'u1'), b: side('b', 'u2') },
    unread: { a: 4 },
    unreadOwnerIds: ['u1'],
    lastRead: { a: null, b: at('2026-02-02T00:00:00.000Z') },
    lastMessage: { text: 'Meow', catId: 'b', createdAt: at('2026-02-02T00:00:00.000Z') },
    createdAt: at('2026-02-01T00:00:00.000Z'),
    updatedAt: at('2026-02-02T00:00:00.000Z'),
  };

  it('puts the starting cat first and each side’s unread count with it (0 when never counted)', () => {
    expect(chatJson(snapshotOf('chats/a_b', chat))).toEqual({
      id: 'a_b',
      fromCat: side('b', 'u2'),
      toCat: side('a', 'u1'),
      fromUnreadCount: 0,
      toUnreadCount: 4,
      lastMessage: { text: 'Meow', catId: 'b', createdAt: '2026-02-02T00:00:00.000Z' },
      updatedAt: '2026-02-02T00:00:00.000Z',
    });
  });

  it('answers the last message’s text and time, or null before the first', () => {
    expect(lastMessageJson(chat)).toEqual({ text: 'Meow', createdAt: '2026-02-02T00:00:00.000Z' });
    expect(lastMessageJson({ ...chat, lastMessage: null })).toBeNull();
    expect(chatJson(snapshotOf('chats/a_b', { ...chat, lastMessage: null })).lastMessage).toBeNull();
  });

  it('sends a message’s sending cat, text and time, not its owner', () => {
    const message: ChatMessageDoc = { catId: 'a', userId: 'u1', text: 'Hi', createdAt: at(AT) };
    expect(chatMessageJson(snapshotOf('chats/a_b/messages/m1', message))).toEqual({
      id: 'm1',
      catId: 'a',
      text: 'Hi',
      createdAt: AT,
    });
  });
});

describe('albumEntryJson', () => {
  it('sends the stored fields with the id and an ISO createdAt', () => {
    const entry = { photo: 'cats/c1/files/f1.jpg', catId: 'c1', createdAt: at(AT) };
    expect(albumEntryJson(snapshotOf('cats/c1/files/f1', entry))).toEqual({
      photo: 'cats/c1/files/f1.jpg',
      catId: 'c1',
      id: 'f1',
      createdAt: AT,
    });
  });

  it('answers an entry as just written (albumEntryJsonOf) as it answers the stored one', () => {
    const entry = { photo: 'cats/c1/files/f2.jpg', catId: 'c1', createdAt: at(AT) };
    expect(albumEntryJsonOf('f2', entry)).toEqual(albumEntryJson(snapshotOf('cats/c1/files/f2', entry)));
  });
});
