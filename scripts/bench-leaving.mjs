/**
 * The leaving figures of `npm run bench` (README "Leaving CatRep"; `CATREP_BENCH=leaving` prints
 * only these): the time to export, and then to delete, a CatRep with 5 cats, 500 CatAlog photos,
 * 200 posts and 1,000 chat messages (goal: each at most 60 s on the emulators).
 *
 * Set-up: the CatRep and a connection register through the API, each cat gets 3 photos through
 * the upload pipeline (sharp, three sizes); the rest goes in with the triggers off — 97 more album
 * entries per cat, each with its own copy of the stored files, the posts and the messages. The
 * clock for each figure starts at the request and stops when the job's result is there: the
 * export 'ready' (and its archive downloaded), the profile and the deletion to-do gone.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import pMap from 'p-map';
import { API, DEMO_PASSWORD, call, createVerifiedCatRep, demoPhoto, photoForm } from './seed.mjs';

const CATS = 5;
const PHOTOS_PER_CAT = 100;
const UPLOADED_PER_CAT = 3;
const POSTS = 200;
const MESSAGES = 1000;
const MEDIA = join(process.env.CATREP_DATA_DIR ?? join(process.cwd(), 'emulator-data'), 'media');

/** A CatRep made through the API, with a unique email; `{ uid, token, email }`. */
async function person(firstname) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `bench-${firstname.toLowerCase()}-${stamp}@catrep.example`;
  const rep = await createVerifiedCatRep({ firstname, lastname: `Bench${stamp}`, email });
  return { ...rep, email };
}

/** A copy of album photo `photo` whose every size is a file of its own under `prefix`. */
async function copiedPhoto(photo, prefix, n) {
  const variants = await Promise.all(
    photo.variants.map(async (v, i) => {
      const path = `${prefix}/bench-${n}-${i}.jpg`;
      await mkdir(dirname(join(MEDIA, path)), { recursive: true });
      await copyFile(join(MEDIA, v.path), join(MEDIA, path));
      return { ...v, path };
    }),
  );
  return { ...photo, variants };
}

/** Lea's album: 3 uploads per cat, then copies up to PHOTOS_PER_CAT, each with its own files. */
async function fillAlbums({ db, commit }, lea, catIds) {
  for (const catId of catIds) {
    const uploaded = [];
    for (let i = 0; i < UPLOADED_PER_CAT; i++) {
      const bytes = await demoPhoto(i + 11, 'cat', 1600, 1200 - i * 200);
      const { id } = await call(
        'POST',
        `/cats/${catId}/files?type=1`,
        lea.token,
        photoForm(bytes, `Nap ${i}`),
      );
      uploaded.push((await db.doc(`cats/${catId}/files/${id}`).get()).data());
    }
    const copies = await pMap(
      [...Array(PHOTOS_PER_CAT - UPLOADED_PER_CAT).keys()],
      async (n) => {
        const source = uploaded[n % UPLOADED_PER_CAT];
        const prefix = dirname(source.photo.variants[0].path);
        return [
          db.collection(`cats/${catId}/files`).doc(),
          {
            ...source,
            title: `Nap ${n + UPLOADED_PER_CAT}`,
            photo: await copiedPhoto(source.photo, prefix, n),
            createdAt: Timestamp.fromMillis(Date.now() - (n + 10) * 60_000),
          },
        ];
      },
      { concurrency: 10 },
    );
    await commit(copies);
  }
}

/** Lea's posts and her cat's chat history with Pal's cat. */
async function fillPostsAndChat({ db, commit }, lea, chat) {
  const user = { id: lea.uid, firstname: 'Lea', lastname: 'Bench', profilePhoto: null };
  const start = Date.now() - 3 * 24 * 60 * 60_000;
  await commit([
    ...Array.from({ length: POSTS }, (_, i) => [
      db.collection('feeds').doc(),
      {
        type: 1,
        content: { message: `Bench post ${i}` },
        userId: lea.uid,
        user,
        visibility: 1,
        hidden: false,
        createdAt: Timestamp.fromMillis(start + i * 60_000),
        updatedAt: Timestamp.now(),
      },
    ]),
    ...Array.from({ length: MESSAGES }, (_, i) => {
      const side = chat.sides[i % 2];
      return [
        db.collection(`chats/${chat.id}/messages`).doc(),
        { ...side, text: `Bench message ${i}`, createdAt: Timestamp.fromMillis(start + i * 30_000) },
      ];
    }),
  ]);
}

/** Polls `check` every 250 ms until it answers true (at most 10 minutes); the ms it took. */
async function until(check) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 600_000) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
  return Date.now() - start;
}

/**
 * Prints the export and deletion times, with `record(name, value, unit)`. `withoutTriggers(fn)`
 * runs the bulk set-up with the Firestore triggers off; `drain()` waits until the trigger events
 * queued meanwhile are through, so the timed jobs do not queue behind them.
 */
export async function leavingFigures({ db, record, withoutTriggers, commit, drain }) {
  const [lea, pal] = [await person('Lea'), await person('Pal')];
  await call('POST', `/users/${pal.uid}/relations`, lea.token, {});
  await call('PUT', `/users/${lea.uid}/relations`, pal.token, { approved: true });
  const catIds = [];
  for (let i = 0; i < CATS; i++) {
    catIds.push(
      (await call('POST', '/cats', lea.token, { name: `Benchcat ${i}`, gender: i % 2 === 0, diaryType: 1 }))
        .id,
    );
  }
  const palsCat = (await call('POST', '/cats', pal.token, { name: 'Palcat', gender: true, diaryType: 1 })).id;
  const { id: chatId } = await call('POST', '/chats', lea.token, {
    fromCat: { id: catIds[0] },
    toCat: { id: palsCat },
  });
  const chat = {
    id: chatId,
    sides: [
      { catId: catIds[0], userId: lea.uid },
      { catId: palsCat, userId: pal.uid },
    ],
  };
  await fillAlbums({ db, commit }, lea, catIds);
  await withoutTriggers(() => fillPostsAndChat({ db, commit }, lea, chat));
  await drain();
  console.log(
    `  (Lea: ${CATS} cats, ${CATS * PHOTOS_PER_CAT} CatAlog photos, ${POSTS} posts, ${MESSAGES} chat messages with Pal)`,
  );

  const asked = Date.now();
  await call('POST', '/users/user/export', lea.token, {});
  let answer;
  await until(async () => {
    answer = await call('GET', '/users/user/export', lea.token);
    return answer.state === 'ready' || answer.state === 'failed';
  });
  if (answer.state !== 'ready') throw new Error(`export ${answer.state}`);
  const ready = Date.now() - asked;
  const archive = await fetch(new URL(answer.url, API.replace(/\/api$/, '/')));
  const bytes = (await archive.arrayBuffer()).byteLength;
  record('leaving: export, asked to ready (5 cats, 500 photos, …)', ready, 'ms');
  record('leaving: export archive size', Math.round(bytes / 1024 / 1024), 'MiB');

  const started = Date.now();
  await call('DELETE', '/users/user', lea.token, { password: DEMO_PASSWORD });
  await until(async () => {
    const [profile, todo] = await Promise.all([
      db.doc(`users/${lea.uid}`).get(),
      db.doc(`accountDeletions/${lea.uid}`).get(),
    ]);
    return !profile.exists && !todo.exists;
  });
  record('leaving: account deletion, asked to done (the same CatRep)', Date.now() - started, 'ms');
}
