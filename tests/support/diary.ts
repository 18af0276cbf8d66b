/**
 * CatBlog entries and their CatShare diary items for the API tests: entries added
 * through the API, a cat's diaryType set through PUT /cats/{id}, the 'My CatReps' timeline
 * references of a post as stored, and finding a post by walking a CatShare view page by page.
 */
import { FEED_PAGE_SIZE, type BlogDoc, type BlogJson } from '@catrep/model';
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { db } from './admin.js';
import { get, post, put, type ApiBody, type ApiResponse } from './api.js';
import type { FeedBody } from './feeds.js';
import type { Session } from './people.js';

export type BlogBody = ApiBody & BlogJson;

/** POST /cats/{catId}/blogs with `message` as `rep`, expecting 201; resolves the entry's JSON. */
export async function addedEntry(rep: Session, catId: string, message: string): Promise<BlogBody> {
  const res = await post<BlogBody>(`/cats/${catId}/blogs`, { type: 1, content: { message } }, rep.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** PUT /cats/{catId} as its owner `rep`: the cat named `name`, its diary of `diaryType`; expects 200. */
export async function setDiaryType(rep: Session, catId: string, diaryType: 1 | 2 | 3, name = 'Diarycat') {
  const res = await put(`/cats/${catId}`, { name, gender: true, diaryType }, rep.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** `cats/{catId}/blogs/{blogId}` as stored, or undefined. */
export const entryDoc = async (catId: string, blogId: string) =>
  (await db.doc(`cats/${catId}/blogs/${blogId}`).get()).data() as BlogDoc | undefined;

/** The diary items of cat `catId` as stored, by id. */
export async function itemsOfCat(catId: string) {
  const snap = await db.collection('feeds').where('catId', '==', catId).get();
  return new Map(snap.docs.map((d) => [d.id, d]));
}

/**
 * A reference to a post in a timeline: whose timeline, where it is stored — the head
 * (`users/{uid}/private/timeline`), a page below it (`users/{uid}/timelinePages/{key}`) or a reference
 * document of a store from before the pages (`users/{uid}/timeline/{feedId}`) — and what it holds,
 * as `{ feedId, userId, createdAt }`.
 */
export interface Reference {
  uid: string;
  where: 'head' | 'page' | 'document';
  data: Record<string, unknown>;
}

/** Every reference to `feedId`, wherever it is stored, ordered by owner uid (module `Reference`). */
export async function references(feedId: string): Promise<Reference[]> {
  const [heads, pages, documents] = await Promise.all([
    db.collectionGroup('private').where('ids', 'array-contains', feedId).get(),
    db.collectionGroup('timelinePages').where('ids', 'array-contains', feedId).get(),
    db.collectionGroup('timeline').where('feedId', '==', feedId).get(),
  ]);
  const held = (where: 'head' | 'page') => (d: QueryDocumentSnapshot) => {
    const ref = d.get(new FieldPath('refs', feedId)) as { userId: string; createdAt: unknown } | undefined;
    return {
      uid: d.ref.parent.parent!.id,
      where,
      data: ref ? { feedId, userId: ref.userId, createdAt: ref.createdAt } : { feedId, missing: true },
    };
  };
  return [
    ...heads.docs.map(held('head')),
    ...pages.docs.map(held('page')),
    ...documents.docs.map((d) => ({
      uid: d.ref.parent.parent!.id,
      where: 'document' as const,
      data: d.data(),
    })),
  ].sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : a.where < b.where ? -1 : 1));
}

/** Whether uid's timeline holds a reference to `feedId`, wherever it is stored. */
export const inTimeline = async (uid: string, feedId: string) =>
  (await references(feedId)).some((r) => r.uid === uid);

/**
 * Every post id uid's timeline references — its head's (late ones too), its pages' and its
 * reference documents' — in no particular order; a post stored twice shows twice.
 */
export async function timelineIds(uid: string): Promise<string[]> {
  const [head, pages, documents] = await Promise.all([
    db.doc(`users/${uid}/private/timeline`).get(),
    db.collection(`users/${uid}/timelinePages`).get(),
    db.collection(`users/${uid}/timeline`).get(),
  ]);
  const keys = (refs: unknown) => Object.keys((refs ?? {}) as object);
  return [
    ...keys(head.get('refs')),
    ...pages.docs.flatMap((p) => keys(p.get('refs'))),
    ...documents.docs.map((d) => d.id),
  ];
}

/**
 * The timeline heads (`users/{uid}/private/timeline`) that hold a reference to `feedId`, ordered
 * by owner uid, with what each holds for it (`{ userId, createdAt }`).
 */
export async function headReferences(feedId: string): Promise<{ uid: string; data: unknown }[]> {
  const snap = await db
    .collectionGroup('private')
    .where('size', '>', 0)
    .select(new FieldPath('refs', feedId))
    .get();
  return snap.docs
    .map((d) => ({ uid: d.ref.parent.parent!.id, data: d.get(new FieldPath('refs', feedId)) as unknown }))
    .filter((h) => h.data !== undefined)
    .sort((a, b) => (a.uid < b.uid ? -1 : 1));
}

/** The uids whose timelines reference `feedId`, sorted. */
export const referenceHolders = async (feedId: string) => (await references(feedId)).map((r) => r.uid);

/** `uids` sorted, to compare with referenceHolders. */
export const sorted = (...uids: string[]) => [...uids].sort();

/**
 * Walks GET /feeds (`view` 'all' is 'Everyone', 'catreps' is 'My CatReps') newest first by cursor
 * as `token`, until it meets the post `target` or a post older than it (or the last page).
 * Resolves the post's JSON as that view shows it, or undefined when the view does not show it.
 */
export async function findInView(
  view: 'all' | 'catreps',
  token: string,
  target: { id: string; createdAt: string | null },
): Promise<FeedBody | undefined> {
  expect(target.createdAt, `${target.id} has no createdAt`).toEqual(expect.any(String));
  const since = Date.parse(target.createdAt!);
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const query: string = cursor ? `cursor=${encodeURIComponent(cursor)}` : 'index=0';
    const res: ApiResponse<FeedBody[]> = await get<FeedBody[]>(`/feeds?view=${view}&${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = res.body.find((f) => f.id === target.id);
    if (found) return found;
    if (res.body.some((f) => Date.parse(f.createdAt) < since)) return undefined;
    cursor = res.headers.get('X-Next-Cursor');
    if (!cursor) return undefined;
  }
  throw new Error(`GET /feeds?view=${view}: over 200 pages before ${target.createdAt}`);
}

/**
 * Every post id of a CatShare view for `token`, newest first, walked page by page by cursor as the
 * web client walks it; each page at most FEED_PAGE_SIZE long.
 */
export async function pagedThrough(view: 'all' | 'catreps', token: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const query: string = cursor ? `cursor=${encodeURIComponent(cursor)}` : 'index=0';
    const res: ApiResponse<FeedBody[]> = await get<FeedBody[]>(`/feeds?view=${view}&${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
    seen.push(...res.body.map((f) => f.id));
    cursor = res.headers.get('X-Next-Cursor');
    if (!cursor) return seen;
  }
  throw new Error(`GET /feeds?view=${view}: over 200 pages`);
}
