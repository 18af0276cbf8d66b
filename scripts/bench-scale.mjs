/**
 * The scale figures of `npm run bench` (README "Scale"; `CATREP_BENCH=scale` prints only these):
 *
 *  - Cloud Functions executions per like, comment, post and CatChat message, counted from the
 *    Functions emulator's log (scripts/invocations.mjs);
 *  - 200 CatReps liking one post, 50 at a time: errors, the final count against 200, and how many
 *    times the post document was written (the counts are counter shards: README "Counters").
 */
import { randomBytes } from 'node:crypto';
import { invocationsOf } from './invocations.mjs';
import pMap from 'p-map';
import { warmWorkers } from './workers.mjs';
import { API, DEMO_PASSWORD, benchProfile, call } from './seed.mjs';

const OFFSET = Number(process.env.CATREP_PORT_OFFSET ?? 0);
const AUTH = `http://127.0.0.1:${9099 + OFFSET}`;
const FUNCTION_URL = `http://127.0.0.1:${5001 + OFFSET}/demo-catrep/us-central1/api`;

/** `n` verified CatReps made with the Admin SDK and signed in on the Auth emulator: their tokens. */
async function quickCatReps({ db, auth }, n) {
  const run = randomBytes(3).toString('hex');
  return pMap(
    [...Array(n).keys()],
    async (i) => {
      const email = `bench-liker-${run}-${i}@catrep.example`;
      const user = await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
      await db.doc(`users/${user.uid}`).set(benchProfile('Liker', `${i}`));
      const res = await fetch(
        `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
        },
      );
      return (await res.json()).idToken;
    },
    { concurrency: 10 },
  );
}

/** A summary of executions per function: 'api 1, timelineOnFeed 1'. */
const summary = (invocations) =>
  Object.entries(invocations)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');

/**
 * Prints the executions per action of `anna` and `bence` (demo CatReps, connected, whose cats
 * Mittens and Cirmi chat), with `record(name, value, unit)`.
 */
async function invocationFigures({ db, record }, anna, bence) {
  const [annaToken, benceToken] = await Promise.all(
    [anna, bence].map((who) =>
      call('POST', '/users/login', null, { email: who.email, password: DEMO_PASSWORD }),
    ),
  );
  const show = async (name, action, until = []) => {
    const { result, invocations } = await invocationsOf(action, { until });
    const total = Object.values(invocations).reduce((a, b) => a + b, 0);
    record(`function executions: ${name}`, total, `(${summary(invocations)})`);
    return result;
  };
  // Warm the post triggers up: a function's first execution waits for its worker to start.
  const warm = await invocationsOf(
    () => call('POST', '/feeds', annaToken, { type: 1, content: JSON.stringify({ message: 'Warming up' }) }),
    { until: ['timelineOnFeed', 'linkPreviewOnFeed'] },
  );
  const post = await show(
    'a post',
    () => call('POST', '/feeds', annaToken, { type: 1, content: JSON.stringify({ message: 'Counted' }) }),
    ['timelineOnFeed', 'linkPreviewOnFeed'],
  );
  await show('a like', () => call('POST', `/feeds/${post.id}/likes`, benceToken));
  await show('a comment', () =>
    call('POST', `/feeds/${post.id}/comments`, benceToken, { content: JSON.stringify({ message: 'Purr' }) }),
  );
  const annaUid = JSON.parse(Buffer.from(annaToken.split('.')[1], 'base64url').toString()).user_id;
  const chat = (await db.collection('chats').where('ownerIds', 'array-contains', annaUid).limit(1).get())
    .docs[0];
  const annaCat = chat.get('catIds')[chat.get('ownerIds').indexOf(annaUid)];
  await show('a CatChat message', () =>
    call('POST', `/chats/${chat.id}/messages`, annaToken, { catId: annaCat, text: 'Meow, counted' }),
  );
  await Promise.all([warm.result, post].map((p) => call('DELETE', `/feeds/${p.id}`, annaToken)));
}

/** 200 CatReps like one post of `author`, 50 at a time: errors, exactness, post writes. */
async function likeBurst({ db, auth, record }, author) {
  const likers = await quickCatReps({ db, auth }, 200);
  const token = await call('POST', '/users/login', null, { email: author.email, password: DEMO_PASSWORD });
  const post = await call('POST', '/feeds', token, {
    type: 1,
    content: JSON.stringify({ message: 'Everybody like this cat' }),
  });
  const ref = db.doc(`feeds/${post.id}`);
  const before = (await ref.get()).updateTime;
  // A margin over the 50 at once: a request the emulator gives a worker that must cold-start can
  // outlast its load timeout on a small machine and is never answered.
  await warmWorkers(FUNCTION_URL, 60);
  const started = Date.now();
  const answers = await pMap(
    likers,
    (idToken) =>
      fetch(`${FUNCTION_URL}/feeds/${post.id}/likes`, {
        method: 'POST',
        headers: { 'X-Authorization': idToken },
        signal: AbortSignal.timeout(120_000),
      })
        .then(async (res) => ({ ok: res.ok, body: await res.text() }))
        .catch(() => ({ ok: false })),
    { concurrency: 50 },
  );
  const ms = Date.now() - started;
  const shards = await ref.collection('counters').get();
  const count = shards.docs.reduce((sum, d) => sum + (d.get('likes') ?? 0), 0);
  const likes = (await ref.collection('likes').count().get()).data().count;
  const after = (await ref.get()).updateTime;
  record('200 likes on one post, 50 at a time: errors', answers.filter((a) => !a.ok).length, 'errors');
  record('  … the count after them (goal: 200)', `${count}/${likes}`, 'shards/like documents');
  record('  … writes to the post document', after.isEqual(before) ? 0 : 1, 'writes');
  // Counters adapt (model/src/counters.ts): the burst spreads the post from one shard to many.
  record('  … counter shards it spread over', shards.size, 'shards');
  record('  … all answered in', ms, 'ms');
  await call('DELETE', `/feeds/${post.id}`, token);
}

/**
 * The scale figures: `context` holds the bench's Admin SDK `db` and `auth` and its `record`;
 * `anna` and `bence` are demo CatReps (`{ email }`).
 */
export async function scaleFigures(context, anna, bence) {
  console.log(`  (scale figures against ${API})`);
  await invocationFigures(context, anna, bence);
  await likeBurst(context, anna);
}
