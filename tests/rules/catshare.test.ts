/**
 * Security rules for CatShare (SPEC §1 CatShare, §3 Feed item and Comment, §6 guests read but
 * cannot post, like or comment; DESIGN §2 `feeds/{feedId}` + `likes/{uid}` + `comments/{id}`,
 * `users/{uid}/timeline/{feedId}`; issue 4):
 *
 * - posts, their comments and likes are readable by anyone signed in (guests and unverified
 *   CatReps included), never by an unauthenticated client;
 * - the collection-group query "which posts did I like?" (`likes` where userId == me) is allowed
 *   to anyone signed in;
 * - a 'My CatReps' timeline is readable by its owner only, also not through a collection-group
 *   query;
 * - no client write anywhere: posts, likes, comments and timelines are written by the API and
 *   the timeline trigger (Admin SDK).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, doc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  clientDb,
  contextFor,
  reads,
  ROLES,
  rulesEnvironment,
  rulesMatrix,
  signedInReads,
  UID,
} from '../support/rules.js';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment('demo-catrep-rules-catshare');
});
afterAll(async () => {
  await env?.cleanup();
});

const author = { id: UID.owner, firstname: 'Olive', lastname: 'Owner', profilePhoto: null };
const post = {
  type: 1,
  content: { message: 'Naptime in the sun' },
  userId: UID.owner,
  user: author,
  likes: 0,
  commentCount: 0,
  createdAt: new Date('2024-05-01T10:00:00Z'),
  updatedAt: new Date('2024-05-01T10:00:00Z'),
};

rulesMatrix(() => env, {
  path: 'feeds/{feedId}',
  target: 'feeds/post-1',
  data: post,
  update: { likes: 1000 },
  allowed: signedInReads,
});

rulesMatrix(() => env, {
  path: 'feeds/{feedId}/comments/{commentId}',
  target: 'feeds/post-1/comments/comment-1',
  data: { content: { message: 'Lovely!' }, userId: UID.owner, user: author, createdAt: new Date() },
  update: { content: { message: 'Edited behind the API' } },
  allowed: signedInReads,
});

rulesMatrix(() => env, {
  path: 'feeds/{feedId}/likes/{uid}',
  target: `feeds/post-1/likes/${UID.owner}`,
  data: { userId: UID.owner, feedId: 'post-1', createdAt: new Date() },
  update: { userId: UID.stranger },
  allowed: signedInReads,
});

rulesMatrix(() => env, {
  path: 'users/{uid}/timeline/{feedId}',
  target: `users/${UID.owner}/timeline/post-1`,
  data: { ...post, feedId: 'post-1' },
  update: { likes: 1000 },
  allowed: { owner: reads },
});

describe("collectionGroup('likes') where userId == me", () => {
  for (const role of ROLES) {
    const allowed = role !== 'unauthenticated';
    it(`${role} list is ${allowed ? 'allowed' : 'refused'}`, async () => {
      await env.clearFirestore();
      await env.withSecurityRulesDisabled(async (ctx) => {
        const db = clientDb(ctx);
        await setDoc(doc(db, 'feeds/post-1'), post);
        await setDoc(doc(db, 'feeds/post-2'), post);
        for (const uid of Object.values(UID)) {
          await setDoc(doc(db, `feeds/post-1/likes/${uid}`), { userId: uid, feedId: 'post-1' });
        }
        await setDoc(doc(db, `feeds/post-2/likes/${UID.owner}`), { userId: UID.owner, feedId: 'post-2' });
      });
      const me = role === 'unauthenticated' ? UID.owner : UID[role];
      const pending = getDocs(
        query(collectionGroup(clientDb(contextFor(env, role)), 'likes'), where('userId', '==', me)),
      );
      await (allowed ? assertSucceeds(pending) : assertFails(pending));
    });
  }
});

describe("users/{uid}/timeline is its owner's only", () => {
  beforeAll(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = clientDb(ctx);
      await setDoc(doc(db, `users/${UID.owner}/timeline/post-1`), { ...post, feedId: 'post-1' });
      await setDoc(doc(db, `users/${UID.connected}/timeline/post-1`), { ...post, feedId: 'post-1' });
    });
  });

  it("the connected CatRep cannot list the owner's timeline, though the post is in their own", async () => {
    const db = clientDb(contextFor(env, 'connected'));
    await assertFails(getDocs(collection(db, `users/${UID.owner}/timeline`)));
    await assertSucceeds(getDocs(collection(db, `users/${UID.connected}/timeline`)));
  });

  for (const role of ROLES) {
    it(`${role}: a collection-group query over timelines is refused`, async () => {
      const db = clientDb(contextFor(env, role));
      await assertFails(getDocs(query(collectionGroup(db, 'timeline'), where('feedId', '==', 'post-1'))));
    });
  }
});
