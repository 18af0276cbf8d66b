#!/usr/bin/env node
/**
 * `npm run load`: a load test of CatRep's REST API on the Emulator Suite with autocannon (README
 * "Scale", "Load test"): builds, starts the emulators with the demo data seeded, runs this script
 * and stops. Inside a suite already running, `node scripts/load.mjs` works too.
 *
 *  - Set-up: the api function's workers warmed up (scripts/workers.mjs: cold starts are not
 *    errors); 40 virtual CatReps made with the Admin SDK and signed in on the Auth emulator, each
 *    with a cat added through the API; CatReps 2k and 2k+1 connected, their cats chatting.
 *  - A visit, which each connection plays again and again as the next CatRep, from a random point
 *    of it: the own profile, the CatShare feed and a scroll by cursor, 'My CatReps' and a scroll,
 *    a like and a comment on posts seen, a post, a photo post and its photo, the CatMate's
 *    profile and CatID, a CatAlog, the chat and a message in it. Beside it one sign-in a second
 *    (POST /users/login): all requests come from 127.0.0.1, and the login throttle counts each
 *    attempt of an address up front, holding all back while 20 are under way (README "Security").
 *  - Steps of 5, 10, 20 and 40 connections, each at most STEP_SECONDS and STEP_REQUESTS, then the
 *    triggers are waited for (scripts/invocations.mjs). Prints per step the requests a second,
 *    p50 / p95 / p99 and errors (non-2xx, socket errors, timeouts) per endpoint; then the knee,
 *    the highest step with no error and every p95 ≤ 1 s.
 *  - Then exactness: every post, photo, like, comment and chat message answered 2xx is stored,
 *    and the counts GET /feeds answers (likes and comments, summed from counter shards) and the
 *    chats' unread counts equal the writes stored; a write cut off at a step's end or refused may
 *    have landed or not. Exits 1 if anything is lost or miscounted.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { invocationsOf } from './invocations.mjs';
import pMap from 'p-map';
import { warmWorkers } from './workers.mjs';
import { API, DEMO_PASSWORD, benchProfile, call, demoPhoto, photoForm } from './seed.mjs';

const OFFSET = Number(process.env.CATREP_PORT_OFFSET ?? 0);
const AUTH = `http://127.0.0.1:${9099 + OFFSET}`;
const FUNCTION_URL = `http://127.0.0.1:${5001 + OFFSET}/demo-catrep/us-central1/api`;
const STEPS = [5, 10, 20, 40];
const STEP_SECONDS = 15;
const STEP_REQUESTS = 2000;
/** One visit at a time per CatRep at the top step; 2 posts a visit stay under 30 posts an hour. */
const CATREPS = 40;
const KNEE_P95_MS = 1000;
/** About one sign-in for every other visit, through the one address 127.0.0.1 (README "Security"). */
const SIGN_INS_PER_SECOND = 1;
/** Every endpoint, in the groups the summary shows a p95 for. */
const GROUPS = {
  'sign-in': ['POST /users/login'],
  feeds: ['GET /feeds', 'GET /feeds?view=catreps'],
  post: ['POST /feeds', 'POST /feeds/{id}/files'],
  like: ['POST /feeds/{id}/likes'],
  comment: ['POST /feeds/{id}/comments'],
  profiles: ['GET /users/user', 'GET /users/{id}', 'GET /cats/{id}', 'GET /cats/{id}/files'],
  chat: ['GET /chats/{id}/messages', 'POST /chats/{id}/messages'],
};
const DIARY_ITEM = 5; // FeedType.diary (model/src/feeds.ts): takes no comments
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-catrep' });
const db = getFirestore(app);
const auth = getAuth(app);
const { origin, pathname: prefix } = new URL(API);

/** The virtual CatReps `{ uid, email, token, cat, mate, chat }`, connected in pairs, chatting. */
async function virtualCatReps(n) {
  const run = randomBytes(3).toString('hex');
  const reps = await pMap(
    [...Array(n).keys()],
    async (i) => {
      const email = `load-${run}-${i}@catrep.example`;
      const user = await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
      await db.doc(`users/${user.uid}`).set(benchProfile('Load', `${i}`));
      // Signed in on the Auth emulator, as scripts/bench-scale.mjs does: no login throttle in the way.
      const url = `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`;
      const body = JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true });
      const { idToken: token } = await (
        await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
      ).json();
      const cat = await call('POST', '/cats', token, { name: `Loadcat ${i}`, gender: i % 2 === 0 });
      return { uid: user.uid, email, token, cat: cat.id };
    },
    { concurrency: 8 },
  );
  const pairs = [...Array(n / 2).keys()].map((k) => [reps[2 * k], reps[2 * k + 1]]);
  await pMap(
    pairs,
    async ([a, b]) => {
      await call('POST', `/users/${b.uid}/relations`, a.token);
      await call('PUT', `/users/${a.uid}/relations`, b.token, { approved: true });
      const chat = await call('POST', '/chats', a.token, { fromCat: { id: a.cat }, toCat: { id: b.cat } });
      Object.assign(a, { mate: b, chat: chat.id });
      Object.assign(b, { mate: a, chat: chat.id });
    },
    { concurrency: 4 },
  );
  return reps;
}

// ---------------------------------------------------------------- requests and their records

/** Per endpoint of the current step: latencies (ms) of answers, non-2xx answers by status, unanswered. */
let stats = new Map();
/** Requests sent and not answered yet (cut off at a step's end, or timed out). */
const inflight = new Set();
/** Every write sent: `{ kind, status: 'ok' | 'failed' | 'unanswered', … }`. */
const writes = [];
const header = (headers, name) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;

/**
 * autocannon requests playing `actions`, a round of the list for each visit: each round the
 * connection acts as the next of `reps` (with its ID token when `signedIn`) and starts at a random
 * action, so that connections started together do not all send the same request at once. An
 * action is `{ endpoint, build(rep), then(answer, rep, headers) }`: `build` says what to send
 * (`{ method, path, json, body, type, write }`, or `{ path, endpoint }` falling back to another
 * endpoint), `then` reads a 2xx answer; a write keeps the id answered.
 */
function rounds(actions, reps, signedIn = true) {
  let next = 0;
  return actions.map((_, i) => ({
    setupRequest: (req, context) => {
      if (i === 0) context.rep = reps[next++ % reps.length];
      context.offset ??= Math.floor(Math.random() * actions.length);
      const action = actions[(i + context.offset) % actions.length];
      const spec = action.build(context.rep);
      const [endpoint, then] = spec.endpoint ? [spec.endpoint, null] : [action.endpoint, action.then];
      const record = { endpoint, at: performance.now(), write: spec.write, then };
      if (spec.write) writes.push(Object.assign(spec.write, { status: 'unanswered' }));
      inflight.add(record);
      context.record = record;
      const headers = signedIn ? { 'X-Authorization': context.rep.token } : {};
      if (spec.json || spec.type) headers['Content-Type'] = spec.type ?? 'application/json';
      const body = spec.json ? JSON.stringify(spec.json) : spec.body;
      return { ...req, method: spec.method ?? 'GET', path: `${prefix}${spec.path}`, headers, body };
    },
    onResponse: (status, body, context, headers) => {
      const record = context.record;
      if (!record || !inflight.delete(record)) return;
      const s = stats.get(record.endpoint);
      s.ms.push(performance.now() - record.at);
      const ok = status >= 200 && status < 300;
      if (!ok) s.codes[status] = (s.codes[status] ?? 0) + 1;
      if (record.write) record.write.status = ok ? 'ok' : 'failed';
      if (!ok || !(record.then || record.write)) return;
      let answer = null;
      try {
        answer = JSON.parse(body);
      } catch {
        /* not JSON: nothing to read */
      }
      if (record.write) record.write.id = answer?.id;
      if (record.then) record.then(answer, context.rep, headers);
    },
  }));
}

/** An action of `rounds`. */
const act = (endpoint, build, then) => ({ endpoint, build, then });

/**
 * The actions of a virtual CatRep's visit (README "Scale", "Load test"). What a CatRep saw (posts,
 * cursors, a photo post waiting for its photo) stays with it from one action and visit to the next.
 */
function visitActions(albumCat, photo) {
  const liked = new Set(); // a second like would take the first back: each CatRep likes a post once
  const feed = { path: '/feeds', endpoint: 'GET /feeds' }; // when there is nothing to act on yet
  const send = (path, json, write) => ({ method: 'POST', path, json, write });
  const text = (rep, what) => `${what} ${rep.uid.slice(0, 6)} ${Date.now()}`;
  const share = (type, rep, what) =>
    send('/feeds', { type, content: JSON.stringify({ message: text(rep, what) }) }, { kind: 'post' });
  const page = (view, scroll) =>
    act(
      view ? 'GET /feeds?view=catreps' : 'GET /feeds',
      (rep) => {
        const cursor = scroll && rep.cursors?.[view];
        const at = scroll ? (cursor ? `cursor=${encodeURIComponent(cursor)}` : 'index=1') : '';
        return { path: `/feeds?${[view ? 'view=catreps' : '', at].filter(Boolean).join('&')}` };
      },
      (posts, rep, headers) => {
        rep.cursors = { ...rep.cursors, [view]: header(headers, 'x-next-cursor') };
        const shown = Array.isArray(posts) ? posts.filter((p) => p.type !== DIARY_ITEM) : [];
        rep.posts = [...shown, ...(rep.posts ?? [])].slice(0, 40);
      },
    );
  const like = (rep) => {
    const post = (rep.posts ?? []).find((p) => !liked.has(`${rep.uid} ${p.id}`));
    if (!post) return feed;
    liked.add(`${rep.uid} ${post.id}`);
    return send(`/feeds/${post.id}/likes`, undefined, { kind: 'like', post: post.id, uid: rep.uid });
  };
  const comment = (rep) => {
    const post = rep.posts?.[Math.floor(Math.random() * rep.posts.length)];
    const json = { content: JSON.stringify({ message: text(rep, 'Purr') }) };
    return post ? send(`/feeds/${post.id}/comments`, json, { kind: 'comment', post: post.id }) : feed;
  };
  const upload = (rep) => {
    const post = rep.photoPost;
    rep.photoPost = null;
    const write = { kind: 'photo', post };
    return post
      ? { method: 'POST', path: `/feeds/${post}/files`, body: photo.body, type: photo.type, write }
      : feed;
  };
  const message = ({ chat, cat, ...rep }) =>
    send(`/chats/${chat}/messages`, { catId: cat, text: text(rep, 'Meow') }, { kind: 'message', chat, cat });
  return [
    act('GET /users/user', () => ({ path: '/users/user' })),
    page(false, false),
    page(false, true),
    page(true, false),
    page(true, true),
    act('POST /feeds/{id}/likes', like),
    act('POST /feeds/{id}/comments', comment),
    act('POST /feeds', (rep) => share(1, rep, 'Loaded')),
    act(
      'POST /feeds',
      (rep) => share(2, rep, 'Photo'),
      (post, rep) => (rep.photoPost = post?.id),
    ),
    act('POST /feeds/{id}/files', upload),
    act('GET /users/{id}', (rep) => ({ path: `/users/${rep.mate.uid}` })),
    act('GET /cats/{id}', (rep) => ({ path: `/cats/${rep.mate.cat}` })),
    act('GET /cats/{id}/files', () => ({ path: `/cats/${albumCat}/files?type=1` })),
    act('GET /chats/{id}/messages', (rep) => ({ path: `/chats/${rep.chat}/messages` })),
    act('POST /chats/{id}/messages', message),
  ];
}

/** Sign-ins through the API (POST /users/login) as the CatReps in turn. */
const signInActions = [
  act('POST /users/login', ({ email }) => ({
    method: 'POST',
    path: '/users/login',
    json: { email, password: DEMO_PASSWORD },
  })),
];

// ---------------------------------------------------------------- steps

const ms = (v) => (v === undefined || Number.isNaN(v) ? '—' : `${Math.round(v)} ms`).padStart(7);
const sortedMs = (list) => [...list].sort((a, b) => a - b);
const errorsOf = (s) => Object.values(s.codes).reduce((a, b) => a + b, 0);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The Hosting emulator answers every request it passes to a function with `Connection: close`.
 * autocannon 8 writes the next request on that closing socket, where it is lost, then reconnects
 * and sends the one after it: so after such an answer, this reconnects first (through the client's
 * own `_doRequest` and `_resetConnection`, as of autocannon 8.0).
 */
function reconnectAfterClose(client) {
  let closing = false;
  client.on('headers', (info) => (closing = !info.shouldKeepAlive));
  const send = client._doRequest.bind(client);
  client._doRequest = () => {
    if (!closing) return send();
    closing = false;
    client._resetConnection(); // connects, then sends the next request
  };
}

/** Runs autocannon with `requests` on `connections` until STEP_REQUESTS or STEP_SECONDS. */
function cannon(requests, connections, overallRate) {
  const options = { url: origin, connections, amount: STEP_REQUESTS, timeout: 20, requests };
  const tracker = autocannon({
    ...options,
    ...(overallRate && { overallRate }),
    setupClient: reconnectAfterClose,
  });
  const timer = setTimeout(() => tracker.stop(), STEP_SECONDS * 1000);
  return Promise.resolve(tracker).finally(() => clearTimeout(timer));
}

/** One step: `connections` visiting, sign-ins beside; prints and resolves its figures. */
async function step(connections, visitRequests, signInRequests) {
  stats = new Map(
    Object.values(GROUPS).flatMap((list) => list.map((e) => [e, { ms: [], unanswered: 0, codes: {} }])),
  );
  const started = performance.now();
  const { result, invocations } = await invocationsOf(
    async () => {
      const results = await Promise.all([
        cannon(visitRequests, connections),
        cannon(signInRequests, 1, SIGN_INS_PER_SECOND),
      ]);
      const seconds = (performance.now() - started) / 1000;
      for (const record of inflight) stats.get(record.endpoint).unanswered += 1;
      inflight.clear();
      return { results, seconds };
    },
    { quietMs: 2000, timeoutMs: 60_000 },
  );
  const sum = (f) => [...stats.values()].reduce((n, s) => n + f(s), 0);
  const [answered, non2xx, cut] = [sum((s) => s.ms.length), sum(errorsOf), sum((s) => s.unanswered)];
  const socketErrors = result.results.reduce((n, r) => n + r.errors, 0);
  const rps = answered / result.seconds;
  console.log(
    `\nStep: ${connections} connections visiting, ${SIGN_INS_PER_SECOND} sign-in a second: ` +
      `${result.seconds.toFixed(1)} s, ${answered} answers, ${rps.toFixed(1)} requests/s, errors: ${non2xx} non-2xx, ` +
      `${socketErrors} socket errors or timeouts (${cut} requests cut off at the step's end)`,
  );
  console.log(
    `  ${'endpoint'.padEnd(30)} ${'answers'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}  errors`,
  );
  let worst = { p95: 0, endpoint: '' };
  for (const [endpoint, s] of stats) {
    const sorted = sortedMs(s.ms);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p) ?? NaN);
    if (p95 > worst.p95) worst = { p95, endpoint };
    const codes = Object.entries(s.codes).map(([code, n]) => `${n}×${code}`);
    console.log(
      `  ${endpoint.padEnd(30)} ${String(sorted.length).padStart(7)} ${ms(p50)} ${ms(p95)} ${ms(p99)}  ` +
        `${errorsOf(s)}${codes.length ? ` (${codes.join(', ')})` : ''}${s.unanswered ? `, ${s.unanswered} cut off` : ''}`,
    );
  }
  const executions = Object.entries(invocations).map(([name, n]) => `${name} ${n}`);
  console.log(`  function executions: ${executions.join(', ')}`);
  const groups = Object.values(GROUPS).map((list) =>
    percentile(sortedMs(list.flatMap((e) => stats.get(e).ms)), 95),
  );
  return { connections, rps, errors: non2xx + socketErrors, worst, groups };
}

// ---------------------------------------------------------------- exactness

/** Every public post as GET /feeds answers it, walking the pages by cursor: id → post JSON. */
async function feedByApi(token) {
  const posts = new Map();
  for (let cursor = null, first = true; first || cursor; first = false) {
    const res = await fetch(`${API}/feeds${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
      headers: { 'X-Authorization': token },
    });
    if (!res.ok) throw new Error(`GET /feeds: ${res.status}`);
    for (const post of await res.json()) posts.set(post.id, post);
    cursor = res.headers.get('x-next-cursor');
  }
  return posts;
}

/** Groups `items` by `key(item)`: key → items. */
const groupBy = (items, key) =>
  items.reduce((map, item) => map.set(key(item), [...(map.get(key(item)) ?? []), item]), new Map());

/**
 * Checks every write against the store and the counts the API answers; resolves the problems.
 * A write answered 2xx must be stored; one cut off or refused may be stored or not.
 */
async function exactness(reps) {
  console.log('\nExactness (once every trigger finished):');
  const feed = await feedByApi(reps[0].token);
  const problems = [];
  const check = (text, bad) => {
    console.log(`  ${bad ? '✗' : '✓'} ${text}`);
    if (bad) problems.push(text);
  };
  const of = (kind) => writes.filter((w) => w.kind === kind);
  const ok = (list) => list.filter((w) => w.status === 'ok');

  const posts = of('post');
  const ours = new Set(reps.map((r) => r.uid));
  const listed = [...feed.values()].filter((p) => ours.has(p.user?.id)).length;
  const lostPosts = ok(posts).filter((w) => !feed.has(w.id)).length;
  check(
    `posts: ${ok(posts).length} answered 201, ${lostPosts} lost; GET /feeds lists ${listed} of the ${posts.length} sent`,
    lostPosts > 0 || listed < ok(posts).length || listed > posts.length,
  );
  const photos = ok(of('photo'));
  const bare = photos.filter((w) => !JSON.parse(feed.get(w.post)?.content ?? '{}').file).length;
  check(`photos: ${photos.length} answered 200, ${bare} missing from their posts`, bare > 0);

  // Per post (chat): the documents stored lie between the writes answered 2xx and those sent, and
  // the counts answered equal them. Nobody reads a chat here: a cat's unread count is every
  // message the other cat sent.
  const unreadRight = async (w, messages) => {
    const chat = await db.doc(`chats/${w.chat}`).get();
    const sentBy = (cat) => messages.docs.filter((m) => m.get('catId') === cat).length;
    const [a, b] = chat.get('catIds');
    return chat.get(`unread.${a}`) === sentBy(b) && chat.get(`unread.${b}`) === sentBy(a);
  };
  const kinds = [
    [
      'like',
      (w) => `feeds/${w.post}/likes`,
      (w) => w.uid,
      (w, docs) => feed.get(w.post)?.likes === docs.size,
    ],
    [
      'comment',
      (w) => `feeds/${w.post}/comments`,
      (w) => w.id,
      (w, d) => feed.get(w.post)?.commentCount === d.size,
    ],
    ['message', (w) => `chats/${w.chat}/messages`, (w) => w.id, unreadRight],
  ];
  for (const [kind, collection, id, counted] of kinds) {
    const sent = of(kind);
    const found = await pMap(
      ok(sent),
      async (w) => (await db.doc(`${collection(w)}/${id(w)}`).get()).exists,
      { concurrency: 20 },
    );
    const lost = found.filter((f) => !f).length;
    const targets = groupBy(sent, collection);
    let off = 0;
    for (const [path, list] of targets) {
      const docs = await db.collection(path).get();
      if (docs.size < ok(list).length || docs.size > list.length || !(await counted(list[0], docs))) off += 1;
    }
    const where = kind === 'message' ? 'chats' : 'posts';
    check(
      `${kind}s: ${ok(sent).length} answered 2xx on ${targets.size} ${where}, ${lost} lost; ` +
        `${where} whose ${kind === 'message' ? 'messages or unread counts' : `${kind}s or ${kind} count`} differ: ${off}`,
      lost > 0 || off > 0,
    );
  }
  return problems;
}

// ---------------------------------------------------------------- the run

const begun = performance.now();
const seconds = () => `${Math.round((performance.now() - begun) / 1000)} s`;
console.log(`Load test against ${API} (the emulators on a machine of 2 cores, not production)`);
// First, while nothing else runs: a margin over the most connections at once, as a request given a
// worker that must cold-start can outlast the emulator's load timeout and is never answered.
await warmWorkers(FUNCTION_URL, STEPS.at(-1) + 4);
console.log(`Workers warm (${seconds()})`);
const { result: reps } = await invocationsOf(() => virtualCatReps(CATREPS)); // and their triggers
const albumCat = (await db.collection('cats').where('name', '==', 'Mittens').limit(1).get()).docs[0].id;
const form = new Response(photoForm(await demoPhoto(7, 'cat', 480), 'Loaded'));
const photo = { type: form.headers.get('content-type'), body: Buffer.from(await form.arrayBuffer()) };
console.log(`Set-up: ${CATREPS} CatReps in ${CATREPS / 2} connected pairs, chatting (${seconds()})`);

const [visits, logins] = [rounds(visitActions(albumCat, photo), reps), rounds(signInActions, reps, false)];
const figures = [];
for (const connections of STEPS) figures.push(await step(connections, visits, logins));

const columns = ['connections', 'requests/s', 'errors', ...Object.keys(GROUPS)];
console.log(`\n${columns.map((c) => c.padStart(11)).join(' ')}   (p95 of each group of endpoints)`);
for (const f of figures) {
  const cells = [f.connections, f.rps.toFixed(1), f.errors, ...f.groups.map(ms)];
  console.log(
    `${cells.map((c) => String(c).trim().padStart(11)).join(' ')}   worst p95: ${ms(f.worst.p95).trim()}, ${f.worst.endpoint}`,
  );
}
const knee = figures.filter((f) => f.errors === 0 && f.worst.p95 <= KNEE_P95_MS).at(-1);
console.log(
  knee
    ? `Knee: ${knee.connections} connections (${knee.rps.toFixed(1)} requests/s): the highest step with no error and every p95 ≤ 1 s`
    : 'Knee: none — no step had no error and every p95 ≤ 1 s',
);

const problems = await exactness(reps);
console.log(`\nDone in ${seconds()}.`);
process.exit(problems.length ? 1 : 0);
