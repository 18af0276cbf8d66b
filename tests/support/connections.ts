/**
 * Helpers for the connection tests: the cards lists show, relation documents, connecting two
 * CatReps through the API.
 */
import { expect } from 'vitest';
import { db } from './admin.js';
import { post, put, type ApiBody } from './api.js';
import type { Session } from './people.js';

export interface RelationBody extends ApiBody {
  state: string;
}
export interface Card {
  id: string;
  firstname: string;
  lastname: string;
  state?: string;
  relation?: string | null;
}

/** The card a CatRep made by `verifiedCatRep(first, last)` shows in lists (city York, GB). */
export const cardOf = (rep: Session, firstname: string, lastname: string) => ({
  id: rep.uid,
  firstname,
  lastname,
  profilePhoto: null,
  country: { id: 'GB', title: expect.any(String) },
  city: 'York',
});

/** `users/{uid}/relations/{other}` data, or undefined. */
export const relation = async (uid: string, other: string) =>
  (await db.doc(`users/${uid}/relations/${other}`).get()).data();

/** Every relation document of the given CatReps with its update time: equal means untouched. */
export async function relationSnapshot(...uids: string[]) {
  const all: Record<string, string> = {};
  for (const uid of uids) {
    const snap = await db.collection(`users/${uid}/relations`).get();
    for (const d of snap.docs) all[`${uid}/${d.id}`] = d.updateTime.toDate().toISOString();
  }
  return all;
}

/** Sends a request from `a` to `b` and approves it as `b`: the two are connected. */
export async function connectThroughApi(a: Session, b: Session) {
  expect((await post(`/users/${b.uid}/relations`, {}, a.token)).status).toBe(201);
  expect((await put(`/users/${a.uid}/relations`, { approved: true }, b.token)).status).toBe(200);
}
