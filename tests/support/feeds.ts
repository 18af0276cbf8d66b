/**
 * CatShare helpers for the API tests (docs/product.md §3 Feed item, §7 Feed): sharing through the API,
 * reading what the API stored, many verified CatReps made cheaply with the Admin SDK, and an
 * admin session (the `admin: true` custom claim of docs/product.md §6, set the way scripts/set-admin.mjs
 * does).
 */
import { randomBytes } from 'node:crypto';
import {
  searchKeys,
  sumCounters,
  type DiaryCat,
  type FeedContent,
  type PostCat,
  type PostCounts,
} from '@catrep/model';
import { FieldValue } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { adminAuth, db } from './admin.js';
import { call, post, type ApiBody, type ApiResponse } from './api.js';
import { AUTH_HOST } from './env.js';
import { claims, PASSWORD, uniqueEmail, verifiedCatRep, type Session } from './people.js';
import { inPool } from './wait.js';

/** The JSON of a post (docs/product.md §3 Feed item): `content` is JSON text. */
export interface FeedBody extends ApiBody {
  id: string;
  type: number;
  content: string;
  likes: number;
  commentCount: number;
  user: { id: string; firstname: string; lastname: string; profilePhoto: unknown };
  /**
   * Who reads it (docs/architecture.md §2 Visibility): 1 everyone, 2 the author's connected
   * CatReps, 3 the author only.
   */
  visibility: number;
  /** Diary items (type 5) only: their cat and CatBlog entry. */
  cat?: DiaryCat;
  /** The cats a share names ("Who is in it?"). */
  cats?: PostCat[];
  blogId?: string;
  createdAt: string;
  updatedAt: string;
  isMine?: boolean;
  held?: boolean;
}

/** The JSON of a comment (docs/product.md §3 Comment). */
export interface CommentBody extends ApiBody {
  id: string;
  content: string;
  user: { id: string; firstname: string; lastname: string };
  createdAt: string;
}

/** POST /feeds `{ type, content }` with `content` as JSON text, the way docs/product.md §3 sends it. */
export function share(token: string | null, content: Record<string, unknown>, type = 1) {
  return post<FeedBody>('/feeds', { type, content: JSON.stringify(content) }, token);
}

/** Shares a text post and expects 201; answers its JSON. */
export async function shared(token: string, message: string, type = 1, extra: Record<string, unknown> = {}) {
  const res = await share(token, { message, ...extra }, type);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Shares a post naming the cats `catIds` ("Who is in it?") and expects 201; answers its JSON. */
export async function sharedNaming(token: string, message: string, catIds: string[], type = 1) {
  const res = await post<FeedBody>(
    '/feeds',
    { type, content: JSON.stringify({ message }), cats: catIds.map((id) => ({ id })) },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The parsed `content` of a post or comment JSON. */
export const contentOf = (body: { content: string }) => JSON.parse(body.content) as FeedContent;

/** `feeds/{id}` data, or undefined. */
export const feedDoc = async (id: string) => (await db.doc(`feeds/${id}`).get()).data();

/** How many posts `uid` has in `feeds`. */
export const postCount = async (uid: string) =>
  (await db.collection('feeds').where('userId', '==', uid).count().get()).data().count;

/** A post's counts as stored: the sum of its counter shards (README "Counters"). */
export async function postCounts(id: string): Promise<PostCounts> {
  const shards = await db.collection(`feeds/${id}/counters`).get();
  return sumCounters(shards.docs.map((d) => d.data()));
}

/**
 * What `feeds/{id}` holds with its subcollections, for "nothing was written" checks: `counts` sums
 * its counter shards, `counters` lists them with their update times.
 */
export async function feedState(id: string) {
  const [snap, likes, comments, counters] = await Promise.all([
    db.doc(`feeds/${id}`).get(),
    db.collection(`feeds/${id}/likes`).get(),
    db.collection(`feeds/${id}/comments`).get(),
    db.collection(`feeds/${id}/counters`).get(),
  ]);
  return {
    exists: snap.exists,
    updateTime: snap.updateTime?.toDate().toISOString() ?? null,
    data: snap.data() ?? null,
    likes: likes.docs.map((d) => d.id).sort(),
    comments: comments.docs.map((d) => `${d.id}@${d.updateTime.toDate().toISOString()}`).sort(),
    counts: sumCounters(counters.docs.map((d) => d.data())),
    counters: counters.docs.map((d) => `${d.id}@${d.updateTime.toDate().toISOString()}`).sort(),
  };
}

/** Password sign-in on the Auth emulator's Identity Toolkit REST API: a fresh ID token. */
export async function signIn(email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const json = (await res.json()) as { idToken?: string };
  if (!json.idToken) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(json)}`);
  return json.idToken;
}

/**
 * `n` verified CatReps made directly with the Admin SDK (Auth user with a verified email plus
 * the `users/{uid}` profile the API writes), signed in through the Auth emulator: much cheaper
 * than registering each through the API.
 */
export async function quickCatReps(n: number, tag = 'liker'): Promise<Session[]> {
  const run = randomBytes(3).toString('hex');
  return inPool(
    Array.from({ length: n }, (_, i) => i),
    8,
    async (i) => {
      const email = uniqueEmail(`${tag}${i}`);
      const firstname = `${tag[0].toUpperCase()}${tag.slice(1)}${i}`;
      const lastname = `Run${run}`;
      const user = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
      await db.doc(`users/${user.uid}`).set({
        firstname,
        lastname,
        gender: false,
        country: { id: 'GB', title: 'United Kingdom' },
        city: 'York',
        profilePhoto: null,
        status: 1,
        searchKeys: searchKeys(firstname, lastname),
        catCount: 0,
        catchiesCount: 0,
        createdAt: FieldValue.serverTimestamp(),
      });
      const token = await signIn(email);
      return { uid: user.uid, token, email, password: PASSWORD };
    },
  );
}

/**
 * A verified CatRep holding the `admin: true` custom claim (scripts/set-admin.mjs), logged in
 * again through POST /users/login so that the session token carries the claim.
 */
export async function adminCatRep(): Promise<Session> {
  const rep = await verifiedCatRep('Ada', 'Admin');
  await adminAuth.setCustomUserClaims(rep.uid, { admin: true });
  const res = await post<string>('/users/login', { email: rep.email, password: rep.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(claims(res.body).admin).toBe(true);
  return { ...rep, token: res.body };
}

/** POST /feeds/{id}/likes: the new count. */
export const like = (feedId: string, token: string | null) =>
  call<number | ApiBody>('POST', `/feeds/${feedId}/likes`, { token });

/** Narrows a 200 like answer to its count. */
export function countOf(res: ApiResponse<number | ApiBody>): number {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(typeof res.body).toBe('number');
  return res.body as number;
}
