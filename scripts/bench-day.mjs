/**
 * The day bench of `npm run bench` (`CATREP_BENCH=day`; the bill it feeds is docs/scaling.md):
 * one typical CatRep day for one demo CatRep, and what it costs on Firebase's meters.
 *
 * The day, for Anna (connected to Bence and Chloe by the seed): she opens the app 5 times (the
 * session call `GET /users/user`, the signed-in shell's live reads and the first page of
 * 'My CatReps'), scrolls 50 posts further in the first opening, likes 10 posts, comments on 2
 * (opening their comments first), shares 1 post with a photo, sends 20 CatChat messages from
 * Mittens to Bence's Cirmi with both chat panes open (Bence's screen marks each one read, as the
 * web client does; the other side of her conversation is part of its cost), and adds 1 photo to
 * Mittens' CatAlog. Set-up data is not counted: 63 posts in her timeline (12 photo posts by Bence
 * and Chloe through the API, 48 text posts between them written with triggers off, the seed's 3),
 * each with the counter shard and the 2 comments of an average post (10 likes and 2 comments a
 * post: a CatRep's day holds 10 likes and 2 comments for 1 post).
 *
 * What it counts, per action:
 *  - Firestore reads the browser makes, replayed with the Firebase Web SDK (signed in with the
 *    API's custom token, on the emulators) with the web client's own queries: web/src/data/feeds.ts
 *    (the timeline head, each post, each post's counter shards, the likes of the posts shown),
 *    safety.ts, relations.ts, chats.ts, notifications.ts, users.ts, comments.ts. Billed as
 *    Firestore bills listeners: each document of a listener's first result (1 for an empty one or a
 *    missing document), then 1 per document added, changed or dropped. Each opening is a new page
 *    load: a new Firestore instance with an empty (memory) cache.
 *  - Firestore reads, writes and deletes the functions make: functions/src/core/op-count.ts logs
 *    each worker's running totals (scripts/emulators.mjs turns it on for this bench only).
 *  - Function executions per function and their durations, from the emulator log's
 *    'Beginning execution of' and 'Finished "…" in N ms' lines; GiB-seconds and vCPU-seconds =
 *    duration × the function's memory and CPU (FUNCTION_SIZES).
 *  - Bytes stored in the media store by the day's uploads (`$CATREP_DATA_DIR/media`), and bytes
 *    served: the bodies of the API's answers and of the photos the screens show, each photo
 *    fetched once a day (the media function answers `immutable`, so the browser keeps it).
 */
import { closeSync, openSync, readFileSync, readSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FieldValue as AdminFieldValue, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  QuerySnapshot,
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  doc,
  documentId,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  terminate,
  where,
} from 'firebase/firestore';
import sharp from 'sharp';
import { averageCounts, FIRST_SHARD, timelinePost } from './bench-posts.mjs';
import { invocationsOf } from './invocations.mjs';
import { API, DEMO_PASSWORD, demoPhoto, photoForm } from './seed.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OFFSET = Number(process.env.CATREP_PORT_OFFSET ?? 0);
const APP = API.replace(/\/api$/, '');
const PROJECT = 'demo-catrep';

/** A numeric `export const NAME = n` of a source file, so the replay pages as the client does. */
function sourceConstant(file, name) {
  const found = readFileSync(join(ROOT, file), 'utf8').match(new RegExp(`export const ${name} = (\\d+)`));
  if (!found) throw new Error(`${name} not found in ${file}`);
  return Number(found[1]);
}
const FEED_PAGE_SIZE = sourceConstant('model/src/feeds.ts', 'FEED_PAGE_SIZE');
const FEED_FIRST_PAGE_SIZE = sourceConstant('model/src/feeds.ts', 'FEED_FIRST_PAGE_SIZE');
/** How many posts pages 0 … i-1 hold: the first FEED_FIRST_PAGE_SIZE, the others FEED_PAGE_SIZE. */
const postsBefore = (i) => (i === 0 ? 0 : FEED_FIRST_PAGE_SIZE + (i - 1) * FEED_PAGE_SIZE);
const CHAT_PAGE_SIZE = sourceConstant('model/src/chats.ts', 'CHAT_PAGE_SIZE');
const MARK_READ_AFTER_MS = sourceConstant('web/src/catchat/MessagePane.tsx', 'MARK_READ_AFTER_MS');
const UNREAD_LIMIT = sourceConstant('web/src/data/notifications.ts', 'UNREAD_LIMIT');

/**
 * Memory (GiB) and vCPUs of each function as deployed: `api` 1 GiB and 1 vCPU, `media` 256 MiB
 * (functions/src/index.ts); the Firestore triggers set neither and take firebase-functions' 2nd gen
 * defaults, 256 MiB and 1 vCPU (which firebase-functions gives every function of 2 GiB or less).
 */
export const FUNCTION_SIZES = { api: { gib: 1, cpu: 1 }, media: { gib: 0.25, cpu: 1 } };
const DEFAULT_SIZE = { gib: 0.25, cpu: 1 };
const sizeOf = (name) => FUNCTION_SIZES[name] ?? DEFAULT_SIZE;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check, what, timeoutMs = 60_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------- what the server side did

/**
 * The emulator log (CATREP_EMULATOR_LOG, written by scripts/emulators.mjs), read on as it grows:
 * executions begun, their durations in ms per function name, and the latest Firestore operation
 * totals of each functions worker process (op-count.ts). `totals()` answers the sums so far.
 */
class EmulatorLog {
  constructor(file) {
    this.file = file;
    this.offset = 0;
    this.rest = '';
    this.begun = {};
    this.ms = {};
    this.workers = new Map();
  }

  read() {
    const size = statSync(this.file).size;
    if (size > this.offset) {
      const bytes = Buffer.alloc(size - this.offset);
      const fd = openSync(this.file, 'r');
      try {
        readSync(fd, bytes, 0, bytes.length, this.offset);
      } finally {
        closeSync(fd);
      }
      this.offset = size;
      const lines = (this.rest + bytes.toString('utf8')).split('\n');
      this.rest = lines.pop() ?? '';
      for (const line of lines) this.parse(line);
    }
  }

  parse(line) {
    // matchAll: two processes' output may share a line of the log.
    for (const [, name] of line.matchAll(/Beginning execution of "(?:[a-z0-9-]+-)?([A-Za-z0-9]+)"/g)) {
      this.begun[name] = (this.begun[name] ?? 0) + 1;
    }
    for (const [, name, ms] of line.matchAll(/Finished "(?:[a-z0-9-]+-)?([A-Za-z0-9]+)" in ([\d.]+)ms/g)) {
      this.ms[name] = (this.ms[name] ?? 0) + Number(ms);
    }
    if (line.includes('"opCount"')) {
      try {
        const { opCount } = JSON.parse(line.slice(line.indexOf('{')));
        this.workers.set(opCount.pid, opCount);
      } catch {
        // A line that is not op-count's: nothing to count.
      }
    }
  }

  totals() {
    this.read();
    const ops = { reads: 0, writes: 0, deletes: 0 };
    for (const w of this.workers.values()) for (const k of Object.keys(ops)) ops[k] += w[k];
    return { begun: { ...this.begun }, ms: { ...this.ms }, ops };
  }
}

/** Bytes and files under `dir` (none when it does not exist): `{ bytes, files }`. */
function mediaUnder(dir) {
  const total = { bytes: 0, files: 0 };
  let entries = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return total;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      const below = mediaUnder(path);
      total.bytes += below.bytes;
      total.files += below.files;
    } else {
      total.bytes += statSync(path).size;
      total.files += 1;
    }
  }
  return total;
}

// ---------------------------------------------------------------- what the browser side did

/**
 * What the simulated browsers received: billed reads (also by kind of listener), the JSON bytes of
 * those documents, listeners still waiting for their first result, listeners open and the most
 * open at once.
 */
const browser = {
  reads: 0,
  rulesReads: 0,
  bytes: 0,
  byKind: {},
  bytesByKind: {},
  waiting: 0,
  open: 0,
  peak: 0,
  lastChange: Date.now(),
};

const charge = (reads, bytes, kind) => {
  browser.reads += reads;
  browser.byKind[kind] = (browser.byKind[kind] ?? 0) + reads;
  browser.bytesByKind[kind] = (browser.bytesByKind[kind] ?? 0) + bytes;
  browser.bytes += bytes;
  browser.lastChange = Date.now();
};
const jsonBytes = (data) => Buffer.byteLength(JSON.stringify(data ?? null));

/**
 * Listens to `target` (a document or a query of the Web SDK) and charges its reads: the first
 * result from the server (each document, 1 if none; a document 1, found or not), then each
 * document added, changed or dropped (Firestore bills a document leaving a query result because
 * it changed). `onData(snapshot)` gets every snapshot; `kind` names the reads in the summary.
 * `rulesReads` is how many documents firestore.rules reads to allow the listener (its `get()` and
 * `exists()` calls: Firestore bills each document they read once per request), charged apart with
 * its first result. Answers the stop.
 */
function listen(target, onData = () => undefined, kind = 'other', rulesReads = 0) {
  let first = true;
  let lastJson = '';
  browser.waiting += 1;
  browser.open += 1;
  browser.peak = Math.max(browser.peak, browser.open);
  // With metadata changes: a result first raised from the cache (documents another target left
  // there) is confirmed by the server without any document changing, which only they show.
  const stop = onSnapshot(
    target,
    { includeMetadataChanges: true },
    (snap) => {
      if (first && snap.metadata.fromCache) return onData(snap);
      if (snap instanceof QuerySnapshot) {
        if (first) {
          const bytes = snap.docs.reduce((n, d) => n + jsonBytes(d.data()), 0);
          charge(Math.max(1, snap.size), bytes, kind);
        } else {
          for (const change of snap.docChanges()) charge(1, jsonBytes(change.doc.data()), kind);
        }
      } else {
        const json = JSON.stringify(snap.data() ?? null);
        if (first || json !== lastJson) charge(1, Buffer.byteLength(json), kind);
        lastJson = json;
      }
      if (first) {
        browser.waiting -= 1;
        browser.rulesReads += rulesReads;
      }
      first = false;
      onData(snap);
    },
    (error) => {
      if (first) browser.waiting -= 1;
      first = false;
      console.error(`      listener refused: ${error.message}`);
    },
  );
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    // Stopped before its first result (a page or a likes query replaced at once): nothing to wait for.
    if (first) browser.waiting -= 1;
    first = false;
    browser.open -= 1;
    stop();
  };
}

/** Waits until every listener has had its first result and no document arrived for 800 ms. */
async function settled(timeoutMs = 30_000) {
  const start = Date.now();
  while (browser.waiting > 0 || Date.now() - browser.lastChange < 800) {
    if (Date.now() - start > timeoutMs) throw new Error(`listeners not settled (${browser.waiting} waiting)`);
    await sleep(100);
  }
}

/** Bytes served to the day's browser: API answers and photos. */
const served = { bytes: 0 };
/** Photos this browser has (the media function answers `immutable`: fetched once a day). */
const photoCache = new Set();

/** One REST call as the web client makes it (lib/api.ts): its JSON answer; counts the bytes served. */
async function api(method, path, token, body) {
  const headers = {};
  if (token) headers['X-Authorization'] = token;
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${API}${path}`, { method, headers, body: payload });
  const bytes = Buffer.from(await res.arrayBuffer());
  served.bytes += bytes.length;
  const json = bytes.length ? JSON.parse(bytes.toString('utf8')) : null;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Loads the photos of `paths` the browser has not loaded today, through /media; counts the bytes. */
async function loadPhotos(paths) {
  for (const path of paths) {
    if (!path || photoCache.has(path)) continue;
    photoCache.add(path);
    const res = await fetch(`${APP}/media/${path}`);
    served.bytes += (await res.arrayBuffer()).byteLength;
  }
}

/**
 * The photos a post card shows (catshare/PostCard.tsx): its author's thumbnail and its grid's
 * tiles (up to 4, at the 640 px size).
 */
const photosOf = (post) => [
  post?.user?.profilePhoto?.thumbPath,
  ...(post?.content?.files ?? []).slice(0, 4).map((f) => (f.variants[1] ?? f.variants.at(-1))?.path),
];

/** A browser tab signed in as one CatRep: its own Firebase app and Firestore instance. */
class Tab {
  static async open(name, customToken) {
    const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT }, name);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://127.0.0.1:${9099 + OFFSET}`, { disableWarnings: true });
    const { user } = await signInWithCustomToken(auth, customToken);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', 8080 + OFFSET);
    return new Tab(app, db, user.uid);
  }

  constructor(app, db, uid) {
    this.app = app;
    this.db = db;
    this.uid = uid;
    this.stops = [];
  }

  /** `listen` for this tab's lifetime. */
  keep(target, onData, kind) {
    this.stops.push(listen(target, onData, kind));
  }

  async close() {
    this.stops.forEach((stop) => stop());
    await terminate(this.db);
    await deleteApp(this.app);
  }
}

/**
 * The signed-in shell's live reads (app/SignedInApp.tsx): requests waiting (top bar), the chat
 * badge (app/ChatBadge.tsx) and unread notifications (bell), for the tab's lifetime; a verified
 * CatRep's profile is not listened to (only an unverified one's is). The badge listens to the
 * chats with something unread on the CatRep's side, except on a chat screen, where it counts from
 * the conversation list's query of all their chats (`conversations`; `toConversations()` moves the
 * tab there), which it keeps for the tab's lifetime. `side` prefixes the kinds of its reads.
 */
function openShell(tab, side = '', { conversations = false } = {}) {
  const { db, uid } = tab;
  const waiting = where('state', '==', 'waiting');
  const unread = where('read', '==', false);
  tab.keep(
    query(collection(db, 'users', uid, 'relations'), waiting, orderBy('updatedAt', 'desc')),
    undefined,
    `${side}shell`,
  );
  const chatsBy = (field) =>
    query(collection(db, 'chats'), where(field, 'array-contains', uid), orderBy('updatedAt', 'desc'));
  let stopChats = () => undefined;
  const chatsListener = (list) => {
    stopChats();
    stopChats = listen(chatsBy(list ? 'ownerIds' : 'unreadOwnerIds'), undefined, `${side}chats`);
  };
  chatsListener(conversations);
  tab.stops.push(() => stopChats());
  tab.keep(
    query(
      collection(db, 'users', uid, 'notifications'),
      unread,
      orderBy('updatedAt', 'desc'),
      limit(UNREAD_LIMIT),
    ),
    undefined,
    `${side}shell`,
  );
  return { toConversations: () => chatsListener(true) };
}

/** What a query of one post's counter shards pins, as model/src/counters.ts `counterShardPins`. */
const counterShardPins = (post) =>
  post.visibility === 1
    ? [['visibility', 1]]
    : [
        ['visibility', post.visibility],
        ['userId', post.userId],
      ];

// The timeline head's page arithmetic, as model/src/timeline.ts `headPage` does it.
const isTime = (t) => typeof t?.seconds === 'number' && typeof t?.nanoseconds === 'number';
const newestFirst = (a, b) =>
  b.createdAt.seconds - a.createdAt.seconds ||
  b.createdAt.nanoseconds - a.createdAt.nanoseconds ||
  (a.feedId < b.feedId ? 1 : a.feedId > b.feedId ? -1 : 0);

/**
 * The page of `size` references of `head` after `after` (null: the first) — shorter when it reaches
 * the floor — or null when the head holds nothing more after `after` and pages lie below its floor.
 */
function headPage(head, after, size) {
  const floor = head?.floor && isTime(head.floor.createdAt) ? head.floor : null;
  const entries = Object.entries(head?.refs ?? {})
    .filter(([, ref]) => isTime(ref.createdAt))
    .map(([feedId, ref]) => ({ feedId, userId: ref.userId, createdAt: ref.createdAt }))
    .sort(newestFirst)
    .filter((e) => !floor || newestFirst(e, floor) <= 0);
  let start = 0;
  if (after) {
    const i = entries.findIndex((e) => newestFirst(e, after) > 0);
    start = i === -1 ? entries.length : i;
  }
  const page = entries.slice(start, start + size);
  return page.length > 0 || !floor ? page : null;
}

/** A page key as model/src/timeline.ts `pageKey` makes it: time and post id, sorting oldest first. */
const pageKey = (c) =>
  `${String(c.createdAt.seconds).padStart(12, '0')}.${String(c.createdAt.nanoseconds).padStart(9, '0')}.${c.feedId}`;

/**
 * 'My CatReps' as web/src/data/timeline.ts reads it: the head listened to once, a first page of
 * FEED_FIRST_PAGE_SIZE, then pages of FEED_PAGE_SIZE after cursors (from the head, or one page
 * document at a time below its floor; the head's late references and the reference documents of
 * stores from before the pages left out: the bench's timelines have neither), one listener per
 * post near the screen and one per post's counter shards, the CatRep's likes of the posts shown
 * (one query per page, asked once), whom they hide and their connections
 * (catshare/CatSharePage.tsx).
 */
class Feed {
  constructor(tab) {
    this.tab = tab;
    this.head = undefined;
    this.cursors = [null];
    this.referencePages = new Map();
    this.posts = new Map();
    /** Each post's author, from its reference. */
    this.authors = new Map();
    this.postStops = new Map();
    this.chunks = [];
    this.chunked = new Set();
    this.likesStops = [];
    const { db, uid } = tab;
    const connected = where('state', '==', 'connected');
    // Saves are asked only once the CatRep has saved a post (data/saved.ts, HiddenDoc.hasSaved).
    this.hasSaved = false;
    const onHidden = (snap) => {
      if (snap.metadata.fromCache) return;
      this.hasSaved = snap.data()?.hasSaved === true;
      this.update();
    };
    tab.keep(doc(db, 'users', uid, 'private', 'hidden'), onHidden, 'feed: hidden, connections');
    // Trending above the views (catshare/Trending.tsx, data/tags.ts): one document, live.
    tab.keep(doc(db, 'trending', 'current'), undefined, 'feed: trending');
    tab.keep(
      query(collection(db, 'users', uid, 'relations'), connected),
      undefined,
      'feed: hidden, connections',
    );
    const onHead = (snap) => {
      if (snap.metadata.fromCache) return;
      this.head = snap.data() ?? null;
      this.update();
    };
    tab.keep(doc(db, 'users', uid, 'private', 'timeline'), onHead, 'feed: timeline head');
  }

  /** The entries of page `i`: from the head, else from its own listener on the page document below it. */
  pageEntries(i) {
    const after = this.cursors[i];
    const fromHead = headPage(this.head, after, i === 0 ? FEED_FIRST_PAGE_SIZE : FEED_PAGE_SIZE);
    if (fromHead) return fromHead;
    if (!this.referencePages.has(i)) {
      const { db, uid } = this.tab;
      const below = after ? [where('key', '<', pageKey(after))] : [];
      const page = { entries: [] };
      this.referencePages.set(i, page);
      this.tab.keep(
        query(collection(db, 'users', uid, 'timelinePages'), ...below, orderBy('key', 'desc'), limit(1)),
        (snap) => {
          const refs = snap.docs[0]?.data().refs ?? {};
          page.entries = Object.entries(refs)
            .map(([feedId, ref]) => ({ feedId, userId: ref.userId, createdAt: ref.createdAt }))
            .sort(newestFirst);
          this.update();
        },
        'feed: timeline pages',
      );
    }
    return this.referencePages.get(i).entries;
  }

  /** Post ids shown, newest first, once the head has arrived. */
  ids() {
    if (this.head === undefined) return [];
    const ids = [];
    for (let i = 0; i < this.cursors.length; i++) {
      for (const e of this.pageEntries(i)) {
        if (ids.includes(e.feedId)) continue;
        ids.push(e.feedId);
        this.authors.set(e.feedId, e.userId);
      }
    }
    return ids;
  }

  /**
   * Brings the listeners in line with the posts shown (lib/firestore.ts useLiveEach; feeds.ts
   * useLikedIds): one listener per post and per post's counters, for the posts near the screen —
   * as the client's feed (catshare/CatSharePage.tsx, 1,500 px either way), the page being read and
   * the one before it; further up they stop and the posts stay as last read. The CatRep's likes
   * and saves (data/saved.ts useSavedIds) are asked in chunks of a page, in the order the posts
   * first came, each chunk once; saves only once the CatRep has saved a post.
   */
  update() {
    const { db, uid } = this.tab;
    const ids = this.ids();
    const near = new Set(ids.slice(postsBefore(Math.max(0, this.cursors.length - 2))));
    for (const id of ids) {
      if (this.postStops.has(id) || !near.has(id)) continue;
      // Its counts beside it (feeds.ts useCounted): the reference names the author, and the query
      // pins the post as public (model counterShardPins), so the rules read nothing; a post that
      // arrives with another visibility is asked again with its own pins (the author's relation
      // is then read for one for connections only). The day's posts are all public.
      const countsOf = (post) => {
        const pins = counterShardPins(post).map(([field, value]) => where(field, '==', value));
        const rulesReads = post.visibility === 2 && post.userId !== uid ? 1 : 0;
        return listen(
          query(collection(db, 'feeds', id, 'counters'), ...pins),
          undefined,
          'feed: counter shards',
          rulesReads,
        );
      };
      let counts = countsOf({ visibility: 1, userId: this.authors.get(id) });
      const onPost = (snap) => {
        if (snap.metadata.fromCache) return;
        const data = snap.data() ?? null;
        this.posts.set(id, data);
        if (!data || data.visibility === 1) return;
        counts();
        counts = countsOf(data);
      };
      const post = listen(doc(db, 'feeds', id), onPost, 'feed: posts');
      this.postStops.set(id, () => {
        post();
        counts();
      });
    }
    for (const [id, stop] of this.postStops) {
      if (near.has(id)) continue;
      stop();
      this.postStops.delete(id);
      if (!ids.includes(id)) this.posts.delete(id);
    }
    for (const id of ids) {
      if (this.chunked.has(id)) continue;
      this.chunked.add(id);
      const last = this.chunks.at(-1);
      if (last && !last.asked && last.ids.length < FEED_PAGE_SIZE) last.ids.push(id);
      else this.chunks.push({ ids: [id], asked: false });
    }
    // A page's references arrive together, so each chunk is a page, asked once.
    for (const chunk of this.chunks) {
      if (chunk.asked) continue;
      chunk.asked = true;
      const mine = [where('userId', '==', uid), where('feedId', 'in', chunk.ids)];
      this.likesStops.push(listen(query(collectionGroup(db, 'likes'), ...mine), undefined, 'feed: likes'));
    }
    for (const chunk of this.hasSaved ? this.chunks : []) {
      if (chunk.savesAsked) continue;
      chunk.savesAsked = true;
      const saves = query(collection(db, 'users', uid, 'saved'), where(documentId(), 'in', chunk.ids));
      this.likesStops.push(listen(saves, undefined, 'feed: saves'));
    }
  }

  /** Scrolls to the next page: a cursor after the last post shown. */
  more() {
    const last = this.pageEntries(this.cursors.length - 1).at(-1);
    if (!last) return false;
    this.cursors.push({ feedId: last.feedId, createdAt: last.createdAt });
    this.update();
    return true;
  }

  /** The posts shown that have arrived, newest first. */
  shown() {
    return this.ids()
      .map((id) => [id, this.posts.get(id)])
      .filter(([, post]) => post);
  }

  close() {
    this.postStops.forEach((stop) => stop());
    this.likesStops.forEach((stop) => stop());
  }
}

// ---------------------------------------------------------------- set-up (not counted)

/** A photo-like JPEG of `width` × `height` (a drawn cat with a camera's grain), made with sharp. */
async function cameraPhoto(seed, width, height) {
  const drawn = await demoPhoto(seed, 'cat', width, height);
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .png()
    .toBuffer();
  return sharp(drawn)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** `POST /users/login` as `person`: the ID token and the custom token the web client signs in with. */
async function login(person) {
  const res = await fetch(`${API}/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${person.email}: ${res.status}`);
  return { token: await res.json(), custom: res.headers.get('X-Custom-Token') };
}

/**
 * Anna's timeline for the day: 12 photo posts by Bence and Chloe through the API (their
 * triggers run: references and heads as in production), then 48 text posts by them written with
 * triggers off between those (4 after each photo post), referenced in Anna's timeline and head;
 * every post gets the counts of 10 likes and 2 comments on its one shard, and 2 comment documents.
 */
async function setUpTimeline({ db, withoutTriggers, commit }, annaUid, authors) {
  const photoPosts = [];
  // Waits for their triggers too: turning triggers off drops events still pending.
  await invocationsOf(
    async () => {
      for (let i = 0; i < 12; i++) {
        const author = authors[i % authors.length];
        const { id } = await api('POST', '/feeds', author.token, {
          type: 2,
          content: JSON.stringify({ message: `Day bench photo ${i}` }),
        });
        const photo = await cameraPhoto(60 + i, 1600, 1200);
        await api('POST', `/feeds/${id}/files`, author.token, photoForm(photo));
        photoPosts.push(id);
      }
    },
    { until: ['timelineOnFeed', 'linkPreviewOnFeed'], timeoutMs: 180_000 },
  );
  const head = db.doc(`users/${annaUid}/private/timeline`);
  await waitFor(async () => {
    const refs = (await head.get()).get('refs') ?? {};
    return photoPosts.every((id) => refs[id]);
  }, "the photo posts in Anna's head");
  const snaps = await db.getAll(...photoPosts.map((id) => db.doc(`feeds/${id}`)));
  const times = snaps.map((s) => s.get('createdAt').toMillis()).sort((a, b) => a - b);
  const writes = [];
  const refs = {};
  await withoutTriggers(async () => {
    for (let k = 0; k < times.length; k++) {
      const lower = times[k];
      const upper = times[k + 1] ?? Date.now();
      for (let j = 1; j <= 4; j++) {
        const post = timelinePost(db, authors[(k + j) % authors.length], {
          type: 1,
          content: { message: `Day bench post ${k}.${j}` },
          createdAt: AdminTimestamp.fromMillis(Math.floor(lower + ((upper - lower) * j) / 5)),
        });
        writes.push(...post.writes);
        refs[post.id] = post.entry;
      }
    }
    await commit(writes);
  });
  await head.set(
    {
      refs,
      ids: AdminFieldValue.arrayUnion(...Object.keys(refs)),
      size: (await head.get()).get('size') + Object.keys(refs).length,
    },
    { merge: true },
  );
  // An average post's counts (10 likes, 2 comments) and its 2 comments. An ordinary post counts
  // on its first shard alone (model/src/counters.ts `shardFor`: it spreads only when it runs hot).
  const counts = [];
  const authorOf = new Map([
    ...snaps.map((s) => [s.id, s.get('userId')]),
    ...Object.entries(refs).map(([id, ref]) => [id, ref.userId]),
  ]);
  for (const [id, userId] of authorOf) {
    counts.push(averageCounts(db, id, userId));
    for (let i = 0; i < 2; i++) {
      const author = authors[i];
      const at = AdminTimestamp.now();
      counts.push([
        db.collection(`feeds/${id}/comments`).doc(),
        {
          content: { message: `Purr ${i}` },
          userId: author.uid,
          user: author.card,
          hidden: false,
          shard: FIRST_SHARD,
          createdAt: at,
          updatedAt: at,
        },
      ]);
    }
  }
  await commit(counts);
}

// ---------------------------------------------------------------- the day

/** The columns of one row of the day's table. */
const empty = () => ({
  browserReads: 0,
  rulesReads: 0,
  serverReads: 0,
  writes: 0,
  deletes: 0,
  invocations: 0,
  gibSeconds: 0,
  cpuSeconds: 0,
  stored: 0,
  files: 0,
  served: 0,
  firestoreBytes: 0,
  byFunction: {},
  byKind: {},
  bytesByKind: {},
});

/**
 * Runs the day for `anna` (a demo CatRep connected to `bence` and `chloe`, whose cats chat with
 * hers) and prints its table: per action and for the day, Firestore reads (browser and server),
 * writes and deletes, function executions, GiB-seconds and vCPU-seconds, bytes stored and served.
 * `context` holds the bench's Admin SDK `db`, `record(name, value, unit)`, and its
 * `withoutTriggers(fn)` and `commit(writes)` for set-up data. Answers the day's totals (a row).
 */
export async function dayFigures(context, anna, bence, chloe) {
  const { db, record } = context;
  const log = new EmulatorLog(process.env.CATREP_EMULATOR_LOG);
  const mediaDir = join(process.env.CATREP_DATA_DIR ?? join(ROOT, 'emulator-data'), 'media');

  // Set-up: sessions, authors' cards, the timeline (not counted).
  const [a, b, c] = await Promise.all([anna, bence, chloe].map(login));
  const uidOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id;
  const annaUid = uidOf(a.token);
  const authors = await Promise.all(
    [b, c].map(async (who) => {
      const uid = uidOf(who.token);
      const user = (await db.doc(`users/${uid}`).get()).data();
      const card = {
        id: uid,
        firstname: user.firstname,
        lastname: user.lastname,
        profilePhoto: user.profilePhoto,
      };
      return { ...who, uid, card };
    }),
  );
  console.log('  (day bench: setting up 60 posts in Anna\u2019s timeline)');
  await setUpTimeline(context, annaUid, authors);
  const chat = (await db.collection('chats').where('ownerIds', 'array-contains', annaUid).limit(1).get())
    .docs[0];
  const annaCat = chat.get('catIds').find((id) => chat.get('cats')[id].ownerId === annaUid);
  const benceCat = chat.get('catIds').find((id) => id !== annaCat);
  const mittens = (
    await db.collection('cats').where('ownerId', '==', annaUid).where('alive', '==', true).get()
  ).docs[0];
  const [postPhoto, albumPhoto] = [await cameraPhoto(90, 2400, 1800), await cameraPhoto(91, 2400, 1800)];
  // Warm the media function up (its first execution would carry its worker's start).
  await fetch(`${APP}/media/${authors[0].card.profilePhoto?.thumbPath ?? 'none.jpg'}`).then((r) =>
    r.arrayBuffer(),
  );
  await sleep(2000);

  const rows = new Map();
  const snapshot = () => ({
    ...log.totals(),
    browserReads: browser.reads,
    rulesReads: browser.rulesReads,
    byKind: { ...browser.byKind },
    bytesByKind: { ...browser.bytesByKind },
    firestoreBytes: browser.bytes,
    served: served.bytes,
    stored: mediaUnder(mediaDir).bytes,
    files: mediaUnder(mediaDir).files,
  });
  /** Runs `action` as part of row `name`; counts what it and the triggers it woke did. */
  const measure = async (name, action, until = []) => {
    const before = snapshot();
    const { result } = await invocationsOf(action, { until });
    await settled();
    await sleep(500);
    const after = snapshot();
    const row = rows.get(name) ?? empty();
    rows.set(name, row);
    row.browserReads += after.browserReads - before.browserReads;
    row.rulesReads += after.rulesReads - before.rulesReads;
    for (const [kind, n] of Object.entries(after.byKind)) {
      row.byKind[kind] = (row.byKind[kind] ?? 0) + n - (before.byKind[kind] ?? 0);
    }
    for (const [kind, n] of Object.entries(after.bytesByKind)) {
      row.bytesByKind[kind] = (row.bytesByKind[kind] ?? 0) + n - (before.bytesByKind[kind] ?? 0);
    }
    row.firestoreBytes += after.firestoreBytes - before.firestoreBytes;
    row.served += after.served - before.served;
    row.stored += after.stored - before.stored;
    row.files += after.files - before.files;
    row.serverReads += after.ops.reads - before.ops.reads;
    row.writes += after.ops.writes - before.ops.writes;
    row.deletes += after.ops.deletes - before.ops.deletes;
    for (const [fn, n] of Object.entries(after.begun)) {
      const runs = n - (before.begun[fn] ?? 0);
      const seconds = ((after.ms[fn] ?? 0) - (before.ms[fn] ?? 0)) / 1000;
      if (!runs && !seconds) continue;
      row.invocations += runs;
      row.byFunction[fn] = (row.byFunction[fn] ?? 0) + runs;
      row.gibSeconds += seconds * sizeOf(fn).gib;
      row.cpuSeconds += seconds * sizeOf(fn).cpu;
    }
    return result;
  };

  const OPEN = 'open the app (5\u00d7: session, shell, first page)';
  const SCROLL_PAGES = 50 / FEED_PAGE_SIZE;
  const SCROLL = `scroll 50 posts (${SCROLL_PAGES} more pages)`;
  const LIKES = '10 likes';
  const COMMENTS = '2 comments (comments opened first)';
  const POST = '1 post with a photo';
  const CHAT = '20 CatChat messages (both panes open)';
  const ALBUM = '1 CatAlog photo';
  const liked = new Set();
  /** Scrolls `feed` one page further: the page's posts, their counts and photos arrive. */
  const nextPage = async (feed) => {
    const before = feed.ids().length;
    if (!feed.more()) return false;
    const arrived = () => feed.ids().length > before && feed.shown().length >= feed.ids().length;
    await waitFor(arrived, 'the next page');
    await settled();
    await loadPhotos(feed.shown().flatMap(([, post]) => photosOf(post)));
    return true;
  };
  // Two likes an opening: the first opening's on the oldest posts she scrolled to, the others' on
  // the first page (whose posts stay the same all day but hers). When it holds fewer than two
  // posts she has not liked (it is shorter than the others), she reads the next page to find
  // them, counted with the likes.
  const likeTwo = async (feed, oldestFirst) => {
    const candidates = () => {
      const shown = feed.shown();
      return (oldestFirst ? shown.reverse() : shown)
        .filter(([id, post]) => post.userId !== annaUid && !liked.has(id))
        .slice(0, 2);
    };
    let targets = candidates();
    while (targets.length < 2 && (await measure(LIKES, () => nextPage(feed)))) targets = candidates();
    for (const [id] of targets) {
      liked.add(id);
      await measure(LIKES, () => api('POST', `/feeds/${id}/likes`, a.token));
    }
  };

  const dayStart = Date.now();
  for (let opening = 1; opening <= 5; opening++) {
    let tab;
    let feed;
    let shell;
    await measure(OPEN, async () => {
      tab = await Tab.open(`anna-${opening}`, a.custom);
      await api('GET', '/users/user', a.token);
      shell = openShell(tab);
      feed = new Feed(tab);
      await waitFor(() => feed.shown().length >= FEED_FIRST_PAGE_SIZE, 'the first page');
      await settled();
      await loadPhotos(feed.shown().flatMap(([, post]) => photosOf(post)));
    });
    if (opening === 1) {
      await measure(SCROLL, async () => {
        for (let page = 0; page < SCROLL_PAGES; page++) await nextPage(feed);
      });
    }
    await likeTwo(feed, opening === 1);
    if (opening <= 2) {
      const [id] = feed.shown().find(([, post]) => post.userId !== annaUid);
      await measure(COMMENTS, async () => {
        const stop = listen(
          query(
            collection(tab.db, 'feeds', id, 'comments'),
            where('hidden', '==', false),
            orderBy('createdAt'),
          ),
          undefined,
          'comments',
          1, // its rule reads the post
        );
        await settled();
        await api('POST', `/feeds/${id}/comments`, a.token, {
          content: JSON.stringify({ message: `What a cat! (${opening})` }),
        });
        await settled();
        stop();
      });
    }
    if (opening === 3) {
      await measure(POST, async () => {
        const { id } = await api('POST', '/feeds', a.token, {
          type: 2,
          content: JSON.stringify({ message: 'Mittens found the sunbeam again' }),
        });
        await api('POST', `/feeds/${id}/files`, a.token, photoForm(postPhoto));
        await waitFor(() => feed.posts.get(id)?.content?.files?.length, 'the post on her screen');
        await loadPhotos(photosOf(feed.posts.get(id)));
      }, ['timelineOnFeed', 'linkPreviewOnFeed']);
    }
    if (opening === 4) {
      const other = await Tab.open('bence-chat', b.custom);
      const seen = new Set();
      // Bence's pane marks what arrives read once messages stop coming for MARK_READ_AFTER_MS
      // (catchat/MessagePane.tsx): each arrival starts the wait again.
      let markTimer = null;
      const marks = [];
      let counting = false;
      openShell(other, 'other side: ', { conversations: true });
      other.keep(
        query(
          collection(other.db, 'chats', chat.id, 'messages'),
          orderBy('createdAt', 'desc'),
          limit(CHAT_PAGE_SIZE),
        ),
        (snap) => {
          const fresh = snap.docs.filter((d) => !seen.has(d.get('text')));
          fresh.forEach((d) => seen.add(d.get('text')));
          if (!counting || !fresh.length || snap.metadata.hasPendingWrites) return;
          clearTimeout(markTimer);
          markTimer = setTimeout(
            () => marks.push(api('POST', `/chats/${chat.id}/read`, b.token, { id: benceCat })),
            MARK_READ_AFTER_MS,
          );
        },
        'other side: chat messages',
      );
      await settled();
      await measure(CHAT, async () => {
        counting = true;
        // Her CatChat screen: the badge counts from the conversation list's query (ChatBadge.tsx).
        shell.toConversations();
        const stop = listen(
          query(
            collection(tab.db, 'chats', chat.id, 'messages'),
            orderBy('createdAt', 'desc'),
            limit(CHAT_PAGE_SIZE),
          ),
          undefined,
          'chat messages',
          1, // its rule reads the chat
        );
        await settled();
        // Opening the chat marks it read for her cat when something waited (MessagePane.tsx).
        if (((await db.doc(`chats/${chat.id}`).get()).get('unread') ?? {})[annaCat] > 0) {
          await api('POST', `/chats/${chat.id}/read`, a.token, { id: annaCat });
        }
        // One after another, each once it is on the other screen.
        for (let i = 0; i < 20; i++) {
          const text = `Meow number ${i + 1} of the day`;
          await api('POST', `/chats/${chat.id}/messages`, a.token, { catId: annaCat, text });
          await waitFor(() => seen.has(text), 'the message on the other screen');
        }
        await sleep(MARK_READ_AFTER_MS + 200);
        await Promise.all(marks);
        console.log(`      (the other side marked the chat read ${marks.length} time(s))`);
        await settled();
        stop();
      });
      counting = false;
      await other.close();
    }
    if (opening === 5) {
      await measure(ALBUM, () =>
        api('POST', `/cats/${mittens.id}/files?type=1`, a.token, photoForm(albumPhoto, 'Sunbeam, again')),
      );
    }
    feed.close();
    await tab.close();
    console.log(`  (opening ${opening} of 5 done, ${Math.round((Date.now() - dayStart) / 1000)} s)`);
  }

  return printTable(rows, record);
}

/** Prints the day's table (one line per action, then the day), records the day's totals and answers them. */
function printTable(rows, record) {
  const day = empty();
  for (const row of rows.values()) {
    for (const [k, v] of Object.entries(row)) if (typeof v === 'number') day[k] += v;
    for (const [fn, n] of Object.entries(row.byFunction)) day.byFunction[fn] = (day.byFunction[fn] ?? 0) + n;
    for (const [kind, n] of Object.entries(row.byKind)) day.byKind[kind] = (day.byKind[kind] ?? 0) + n;
    for (const [kind, n] of Object.entries(row.bytesByKind)) {
      day.bytesByKind[kind] = (day.bytesByKind[kind] ?? 0) + n;
    }
  }
  const kb = (n) => (n / 1024).toFixed(1);
  const cols = [
    ['browser reads', (r) => r.browserReads],
    ['rules reads', (r) => r.rulesReads],
    ['server reads', (r) => r.serverReads],
    ['writes', (r) => r.writes],
    ['deletes', (r) => r.deletes],
    ['executions', (r) => r.invocations],
    ['GiB-s', (r) => r.gibSeconds.toFixed(2)],
    ['vCPU-s', (r) => r.cpuSeconds.toFixed(2)],
    ['stored KiB', (r) => kb(r.stored)],
    ['served KiB', (r) => kb(r.served)],
  ];
  const line = (name, row) =>
    `  ${name.padEnd(44)}${cols.map(([head, f]) => String(f(row)).padStart(Math.max(head.length, 6) + 2)).join('')}`;
  console.log('\n  A CatRep day (Anna):');
  console.log(
    `  ${''.padEnd(44)}${cols.map(([head]) => head.padStart(Math.max(head.length, 6) + 2)).join('')}`,
  );
  for (const [name, row] of rows) {
    console.log(line(name, row));
    console.log(
      `      ${Object.entries(row.byFunction)
        .map(([fn, n]) => `${fn} ${n}`)
        .join(', ')}`,
    );
  }
  console.log(line('the day', day));
  const kinds = Object.entries(day.byKind)
    .filter(([, n]) => n)
    .sort(([, x], [, y]) => y - x);
  console.log(`      browser reads by listener: ${kinds.map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  const heaviest = Object.entries(day.bytesByKind)
    .filter(([, n]) => n >= 512)
    .sort(([, x], [, y]) => y - x);
  console.log(
    `      Firestore KiB (JSON) by listener: ${heaviest.map(([kind, n]) => `${kind} ${kb(n)}`).join(', ')}`,
  );
  console.log(`      most listeners open at once: ${browser.peak} (one tab, after scrolling)`);
  console.log(
    `      executions: ${Object.entries(day.byFunction)
      .map(([fn, n]) => `${fn} ${n}`)
      .join(', ')}; Firestore documents to the browser \u2248 ${kb(day.firestoreBytes)} KiB (JSON)`,
  );
  record('a CatRep day: Firestore reads (browser + server)', day.browserReads + day.serverReads, 'reads');
  record('a CatRep day: Firestore reads by the security rules', day.rulesReads, 'reads');
  record('a CatRep day: Firestore writes', day.writes, 'writes');
  record('a CatRep day: Firestore deletes', day.deletes, 'deletes');
  record('a CatRep day: function executions', day.invocations, 'executions');
  record('a CatRep day: GiB-seconds (duration \u00d7 memory)', day.gibSeconds.toFixed(2), 'GiB-s');
  record('a CatRep day: vCPU-seconds (duration \u00d7 CPU)', day.cpuSeconds.toFixed(2), 'vCPU-s');
  record('a CatRep day: media stored', kb(day.stored), 'KiB');
  record('a CatRep day: bytes served (API answers and photos)', kb(day.served), 'KiB');
  printBill(day, record);
  return day;
}

// ---------------------------------------------------------------- the bill

const KIB = 1024;
const GIB = 1024 ** 3;
const GB = 1e9;
/** Firestore data a day adds, with its index entries: an estimate (docs/scaling.md §2), not measured. */
const FIRESTORE_STORED_KIB_A_DAY = 30;
/** The app shell, fetched by the service worker once per deploy: ~400 KB at 4 deploys a month. */
const APP_SHELL_BYTES_A_DAY = 52_000;

/**
 * The lines of the monthly bill (docs/scaling.md §2): Blaze-plan list prices and free tiers a
 * month; `of(day)` is the day's quantity in the line's unit, `monthEnd` marks stored quantities
 * (the month's growth, billed at its end).
 */
export const BILL_LINES = [
  ['Firestore document reads', (d) => d.browserReads + d.serverReads, 0.06 / 100_000, 1_500_000],
  // Billed as document reads too; a line of its own, so that days measured before it was counted compare.
  ['… read by the security rules', (d) => d.rulesReads, 0.06 / 100_000, 0],
  ['Firestore document writes', (d) => d.writes, 0.18 / 100_000, 600_000],
  ['Firestore document deletes', (d) => d.deletes, 0.02 / 100_000, 600_000],
  ['Firestore stored data (GiB at month end)', () => (FIRESTORE_STORED_KIB_A_DAY * KIB) / GIB, 0.18, 1],
  ['Firestore outbound data (GiB)', (d) => d.firestoreBytes / GIB, 0.12, 10],
  ['Function invocations', (d) => d.invocations, 0.4 / 1_000_000, 2_000_000],
  ['Function vCPU-seconds (upper bound)', (d) => d.cpuSeconds, 0.000024, 180_000],
  ['Function GiB-seconds (upper bound)', (d) => d.gibSeconds, 0.0000025, 360_000],
  ['Cloud Storage stored (GB at month end)', (d) => d.stored / GB, 0.02, 5],
  ['Cloud Storage Class A operations', (d) => d.files, 0.05 / 10_000, 5_000],
  ['Cloud Storage Class B operations', (d) => d.byFunction.media ?? 0, 0.004 / 10_000, 50_000],
  ['Hosting data transferred (GB)', (d) => (d.served + APP_SHELL_BYTES_A_DAY) / GB, 0.15, 10.8],
].map(([line, of, price, free]) => ({ line, of, price, free }));

/** The bill of `day` for `catreps` daily CatReps: each line's monthly quantity and cost, and the total. */
export function billOf(day, catreps) {
  const lines = BILL_LINES.map(({ line, of, price, free }) => {
    const quantity = of(day) * catreps * 30;
    return { line, quantity, cost: Math.max(0, quantity - free) * price };
  });
  return { lines, total: lines.reduce((n, l) => n + l.cost, 0) };
}

/** Prints the monthly bill of `day` at 10,000, 100,000 and 1,000,000 daily CatReps; records its cost per CatRep. */
function printBill(day, record) {
  const tiers = [10_000, 100_000, 1_000_000];
  const bills = tiers.map((n) => billOf(day, n));
  console.log(
    '\n  The monthly bill (docs/scaling.md §2 list prices; cost at 10,000 / 100,000 / 1,000,000 daily CatReps):',
  );
  for (const [i, { line }] of BILL_LINES.entries()) {
    const costs = bills.map((b) => `$${b.lines[i].cost.toFixed(2)}`.padStart(12)).join('');
    console.log(`  ${line.padEnd(44)}${costs}`);
  }
  console.log(
    `  ${'total a month'.padEnd(44)}${bills.map((b) => `$${b.total.toFixed(0)}`.padStart(12)).join('')}`,
  );
  console.log(
    `  ${'per daily CatRep a month'.padEnd(44)}${bills.map((b, i) => `$${(b.total / tiers[i]).toFixed(4)}`.padStart(12)).join('')}`,
  );
  record(
    'a CatRep day: the bill per daily CatRep a month (at 1,000,000)',
    (bills[2].total / tiers[2]).toFixed(4),
    '$',
  );
}
