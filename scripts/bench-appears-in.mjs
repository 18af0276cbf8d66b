/**
 * `npm run bench` (and `CATREP_BENCH=appears-in` alone): the documents a CatID page reads with its
 * "Appears in" list (README "CatShare"). Anna's first cat is named in 30 more public posts,
 * written straight to the store with the triggers off; Anna then opens the cat from My Cats in
 * headless Chromium. Goal: reads ≤ the posts shown + 2 (the cat and the viewer's hidden list).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

/** Posts naming the cat beside the seeded ones. */
const POSTS = 30;

/**
 * Records 'reads: open a CatID with "Appears in"'. `deps`: { db, record, withoutTriggers, commit,
 * openSignedIn(who) → { page, docs, settle, close } } from scripts/bench.mjs; `anna` a demo
 * CatRep; `cat` her cat's { id, name }.
 */
export async function appearsInFigures(deps, anna, annaUid, cat) {
  const { db, record, withoutTriggers, commit, openSignedIn } = deps;
  const user = { id: annaUid, firstname: 'Anna', lastname: 'Whiskerton', profilePhoto: null };
  const named = { cats: [{ id: cat.id, name: cat.name, ownerId: annaUid }], catIds: [cat.id] };
  await withoutTriggers(() =>
    commit(
      Array.from({ length: POSTS }, (_, i) => [
        db.collection('feeds').doc(),
        {
          type: 1,
          content: { message: `${cat.name} in the bench, part ${i + 1}` },
          userId: annaUid,
          user,
          visibility: 1,
          ...named,
          createdAt: Timestamp.fromMillis(Date.now() - (i + 1) * 60_000),
          updatedAt: FieldValue.serverTimestamp(),
        },
      ]),
    ),
  );

  const { page, docs, settle, close } = await openSignedIn(anna);
  await page.getByRole('button', { name: /^Me/ }).click();
  await page.getByRole('link', { name: 'My Cats' }).click();
  await page.getByRole('heading', { name: 'My Cats' }).waitFor();
  await settle();
  docs.reset();
  // Which collections the documents come from, for the breakdown printed below.
  const from = new Map();
  const count = (msg) => {
    if (!msg.text().includes('received:')) return;
    for (const [, path] of msg
      .text()
      .matchAll(/"documentChange".*?"name":"projects\/[^/]+\/databases\/[^/]+\/documents\/([^"]+)"/g)) {
      const parts = path.split('/');
      const group = parts.filter((_, i) => i % 2 === 0).join('/');
      from.set(group, (from.get(group) ?? 0) + 1);
    }
  };
  page.on('console', count);
  await page.getByRole('link', { name: cat.name }).first().click();
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Appears in' }) });
  await section.getByRole('article').first().waitFor();
  await settle();
  const shown = await section.getByRole('article').count();
  record('reads: open a CatID with "Appears in" (from My Cats)', docs.count(), 'documents');
  console.log(`      posts shown in "Appears in": ${shown} (goal: reads ≤ shown + 2)`);
  console.log(`      by collection: ${[...from].map(([group, n]) => `${group} ${n}`).join(', ')}`);
  page.off('console', count);
  await close();
}
