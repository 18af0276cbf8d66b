/**
 * Security rules for CatBlog (docs/product.md §1 CatBlog, §3 Diary entry, §4 Diary tab visibility, §6):
 * `cats/{catId}/blogs/{blogId}` is read as the cat's `diaryType` allows — its owner
 * always; anyone signed in (guests and unverified CatReps included) when it is 1; a connected
 * CatRep when it is 2; nobody else when it is 3 — by single reads and by the web client's list
 * query alike. The cat is read when the entry is, so changing diaryType flips access at once. No
 * client writes an entry, not even the owner (the REST API does, see tests/api/blogs.test.ts).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { BLOG_PAGE_SIZE, type BlogDoc } from '@catrep/model';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  clientDb,
  reads,
  ROLES,
  startFresh,
  useRulesEnvironment,
  rulesMatrix,
  seedDocs,
  UID,
  type Role,
} from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-blogs');

const CAT = 'cats/cat-of-owner';
const ENTRY = `${CAT}/blogs/entry-1`;
const entry: BlogDoc = {
  catId: 'cat-of-owner',
  ownerId: UID.owner,
  type: 1,
  content: {
    message: 'Slept all day. https://example.com/nap',
    link: 'https://example.com/nap',
    preview: null,
  },
  files: [
    {
      width: 640,
      height: 480,
      variants: [{ path: 'cats/cat-of-owner/blogs/entry-1_a_640.jpg', width: 640, height: 480 }],
    },
  ],
  hidden: false,
  createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 2)),
  updatedAt: Timestamp.fromMillis(Date.UTC(2025, 0, 2)),
};
const catWith = (diaryType: number) => ({ name: 'Diarist', ownerId: UID.owner, alive: true, diaryType });

/** The roles that read a diary of `diaryType` (docs/product.md §4); every other role is refused. */
const readers: Record<1 | 2 | 3, readonly Role[]> = {
  1: ['guest', 'unverified', 'stranger', 'connected', 'owner'],
  2: ['connected', 'owner'],
  3: ['owner'],
};

for (const diaryType of [1, 2, 3] as const) {
  rulesMatrix(rules, {
    path: `cats/{catId}/blogs/{blogId} (diaryType ${diaryType})`,
    target: ENTRY,
    data: { ...entry },
    update: { 'content.message': 'Rewritten' },
    seed: { [CAT]: catWith(diaryType) },
    // A list of the whole diary is the owner's: others ask for `hidden == false` (below).
    allowed: Object.fromEntries(readers[diaryType].map((role) => [role, role === 'owner' ? reads : ['get']])),
  });
}

/**
 * Seeds the roles, the cat with `diaryType` and `count` entries a minute apart; answers each
 * role's client (`startFresh`).
 */
function seedDiary(diaryType: number, count = 1) {
  const docs: Record<string, Record<string, unknown>> = { [CAT]: catWith(diaryType) };
  for (let i = 0; i < count; i++) {
    docs[`${CAT}/blogs/entry-${i + 1}`] = {
      ...entry,
      createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 2) + i * 60_000),
    };
  }
  return startFresh(rules(), docs);
}

describe('the web client diary query: hidden == false (but for the owner), orderBy(createdAt desc), limit, startAfter', () => {
  for (const diaryType of [1, 2, 3] as const) {
    for (const role of ROLES) {
      const allowed = readers[diaryType].includes(role);
      it(`diaryType ${diaryType}: ${role} is ${allowed ? 'allowed' : 'refused'}, first page and next`, async () => {
        const db = (await seedDiary(diaryType, BLOG_PAGE_SIZE + 2))(role);
        const blogs = collection(db, `${CAT}/blogs`);
        const shown = role === 'owner' ? [] : [where('hidden', '==', false)];
        const first = getDocs(query(blogs, ...shown, orderBy('createdAt', 'desc'), limit(BLOG_PAGE_SIZE)));
        const next = getDocs(
          query(
            blogs,
            ...shown,
            orderBy('createdAt', 'desc'),
            startAfter(Timestamp.fromMillis(Date.UTC(2025, 0, 2) + 2 * 60_000)),
            limit(BLOG_PAGE_SIZE),
          ),
        );
        if (allowed) {
          expect((await assertSucceeds(first)).size).toBe(BLOG_PAGE_SIZE);
          expect((await assertSucceeds(next)).size).toBe(2);
        } else {
          await assertFails(first);
          await assertFails(next);
        }
      });
    }
  }
});

/** The web client's diary query of someone who does not own the cat (web/src/data/blogs.ts). */
const diaryOf = (db: ReturnType<typeof clientDb>) =>
  query(collection(db, `${CAT}/blogs`), where('hidden', '==', false));

describe('a change of diaryType applies to every entry at once', () => {
  const setDiaryType = (diaryType: number) =>
    rules().withSecurityRulesDisabled((ctx) => updateDoc(doc(clientDb(ctx), CAT), { diaryType }));

  it('public → private: the stranger loses the entry and the list; the owner keeps both', async () => {
    const dbOf = await seedDiary(1, 3);
    const stranger = dbOf('stranger');
    const owner = dbOf('owner');
    await assertSucceeds(getDoc(doc(stranger, ENTRY)));
    await assertSucceeds(getDocs(diaryOf(stranger)));
    await setDiaryType(3);
    await assertFails(getDoc(doc(stranger, ENTRY)));
    await assertFails(getDocs(diaryOf(stranger)));
    await assertSucceeds(getDoc(doc(owner, ENTRY)));
    await assertSucceeds(getDocs(collection(owner, `${CAT}/blogs`)));
  });

  it('my CatReps → public → my CatReps: the guest gains then loses; the connected CatRep keeps it', async () => {
    const dbOf = await seedDiary(2, 3);
    const guest = dbOf('guest');
    const connected = dbOf('connected');
    await assertFails(getDocs(diaryOf(guest)));
    await setDiaryType(1);
    await assertSucceeds(getDocs(diaryOf(guest)));
    await assertSucceeds(getDoc(doc(guest, `${CAT}/blogs/entry-2`)));
    await setDiaryType(2);
    await assertFails(getDoc(doc(guest, `${CAT}/blogs/entry-2`)));
    await assertSucceeds(getDocs(diaryOf(connected)));
  });

  it('a connection that is only requested, or ended, does not open a CatReps diary', async () => {
    const dbOf = await seedDiary(2);
    await seedDocs(rules(), { [`users/${UID.owner}/relations/${UID.stranger}`]: { state: 'requested' } });
    await assertFails(getDoc(doc(dbOf('stranger'), ENTRY)));
    await seedDocs(rules(), { [`users/${UID.owner}/relations/${UID.connected}`]: { state: 'waiting' } });
    await assertFails(getDoc(doc(dbOf('connected'), ENTRY)));
  });

  it("an entry whose cat is missing is nobody's to read, the owner's included", async () => {
    const dbOf = await startFresh(rules(), { [ENTRY]: { ...entry } });
    await assertFails(getDoc(doc(dbOf('owner'), ENTRY)));
    await assertFails(getDoc(doc(dbOf('stranger'), ENTRY)));
  });

  it('the owner cannot write an entry of a public diary, nor another cat', async () => {
    const owner = (await seedDiary(1))('owner');
    await assertFails(setDoc(doc(owner, `${CAT}/blogs/entry-9`), { ...entry }));
    await assertFails(updateDoc(doc(owner, ENTRY), { files: [] }));
  });
});
