/**
 * Demo data for the emulators (README "Demo accounts"): the countries list from the
 * maintained i18n-iso-countries package, 8 CatReps with profile photos and 15 cats with photos,
 * some passed away, CatAlog albums for three cats, favorite photos for Anna and a CatChat between
 * Mittens and Cirmi with one message unread for Anna. CatReps, cats and chats are created through
 * CatRep's own REST API, as a person would; only the email verification is done with the Admin
 * SDK. Photos are drawn with sharp.
 *
 * Every demo CatRep's password is DEMO_PASSWORD; their emails are listed in README.md.
 */
import countries from 'i18n-iso-countries';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { fetchFrom, randomLoopback } from './loopback-fetch.mjs';

const require = createRequire(import.meta.url);
countries.registerLocale(
  JSON.parse(readFileSync(require.resolve('i18n-iso-countries/langs/en.json'), 'utf8')),
);

export const API = process.env.CATREP_API ?? 'http://127.0.0.1:5000/api';
export const DEMO_PASSWORD = 'meow1234';

// Run outside scripts/emulators.mjs too: never probe the cloud metadata server (docs/architecture.md §3).
process.env.METADATA_SERVER_DETECTION ??= 'none';
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-catrep' });
const db = getFirestore(app);
const auth = getAuth(app);

/** Writes `countries/{alpha2}` = { title } for every ISO 3166-1 country. Idempotent. */
export async function seedCountries() {
  const names = countries.getNames('en', { select: 'official' });
  const entries = Object.entries(names);
  for (let i = 0; i < entries.length; i += 400) {
    const batch = db.batch();
    for (const [id, title] of entries.slice(i, i + 400))
      batch.set(db.collection('countries').doc(id), { title });
    await batch.commit();
  }
  return entries.length;
}

const palette = ['#f4a261', '#e76f51', '#2a9d8f', '#264653', '#e9c46a', '#8ab17d', '#b5838d', '#6d6875'];

/** A simple drawn cat face (or person silhouette) as JPEG bytes, `size` × `height` px. */
export async function demoPhoto(seed, kind = 'cat', size = 640, height = size) {
  const bg = palette[seed % palette.length];
  const fur = palette[(seed + 3) % palette.length]; // never the background colour
  const body =
    kind === 'cat'
      ? `<polygon points="170,250 220,110 290,220" fill="${fur}"/><polygon points="470,250 420,110 350,220" fill="${fur}"/>
         <ellipse cx="320" cy="340" rx="190" ry="165" fill="${fur}"/>
         <ellipse cx="250" cy="320" rx="26" ry="34" fill="#fff"/><ellipse cx="390" cy="320" rx="26" ry="34" fill="#fff"/>
         <ellipse cx="254" cy="326" rx="12" ry="22" fill="#222"/><ellipse cx="386" cy="326" rx="12" ry="22" fill="#222"/>
         <polygon points="305,390 335,390 320,408" fill="#f7a1b5"/>
         <path d="M320 408 q-25 30 -50 10 M320 408 q25 30 50 10" stroke="#222" stroke-width="5" fill="none"/>
         <path d="M200 390 h-90 M200 410 l-85 20 M440 390 h90 M440 410 l85 20" stroke="#222" stroke-width="4"/>`
      : `<circle cx="320" cy="250" r="110" fill="${fur}"/><ellipse cx="320" cy="560" rx="220" ry="180" fill="${fur}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="${bg}"/>${body}</svg>`;
  return sharp(Buffer.from(svg)).resize(size, height).jpeg({ quality: 85 }).toBuffer();
}

/**
 * One REST call (JSON, or multipart for a FormData body) as `token`; the answer's body, or throws.
 * `from` is the loopback address to call from (scripts/loopback-fetch.mjs), 127.0.0.1 if none.
 */
export async function call(method, path, token, body, from) {
  const headers = {};
  let payload;
  if (token) headers['X-Authorization'] = token;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const init = { method, headers, body: payload };
  const res = await (from ? fetchFrom(from, `${API}${path}`, init) : fetch(`${API}${path}`, init));
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A multipart body as the web sends it: the caption `title` (if any) first, then `file`. */
export const photoForm = (bytes, title) => {
  const form = new FormData();
  if (title) form.append('title', title);
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
};

/** A post photo's multipart body as the web sends it: `alt` and `position` first, then `file`. */
const postPhotoForm = (bytes, alt, position) => {
  const form = new FormData();
  form.append('alt', alt);
  form.append('position', String(position));
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
};

export const DEMO_CATREPS = [
  {
    firstname: 'Anna',
    lastname: 'Whiskerton',
    email: 'anna@catrep.example',
    country: 'GB',
    city: 'London',
    gender: false,
    birthdate: '1988-04-12',
  },
  {
    firstname: 'Bence',
    lastname: 'Kovacs',
    email: 'bence@catrep.example',
    country: 'HU',
    city: 'Budapest',
    gender: true,
    birthdate: '1979-09-30',
  },
  {
    firstname: 'Chloe',
    lastname: 'Martin',
    email: 'chloe@catrep.example',
    country: 'FR',
    city: 'Lyon',
    gender: false,
    birthdate: '1995-01-05',
  },
  {
    firstname: 'Diego',
    lastname: 'Alvarez',
    email: 'diego@catrep.example',
    country: 'ES',
    city: 'Sevilla',
    gender: true,
    birthdate: '1990-07-21',
  },
  {
    firstname: 'Emma',
    lastname: 'Schmidt',
    email: 'emma@catrep.example',
    country: 'DE',
    city: 'Hamburg',
    gender: false,
    birthdate: '1984-11-02',
  },
  {
    firstname: 'Farid',
    lastname: 'Haddad',
    email: 'farid@catrep.example',
    country: 'CA',
    city: 'Montreal',
    gender: true,
    birthdate: '1992-03-18',
  },
  {
    firstname: 'Greta',
    lastname: 'Lindqvist',
    email: 'greta@catrep.example',
    country: 'SE',
    city: 'Uppsala',
    gender: false,
    birthdate: '1975-06-09',
  },
  {
    firstname: 'Hiro',
    lastname: 'Tanaka',
    email: 'hiro@catrep.example',
    country: 'JP',
    city: 'Osaka',
    gender: true,
    birthdate: '1999-12-24',
  },
];

const DEMO_CATS = [
  [
    0,
    {
      name: 'Mittens',
      gender: false,
      birthDay: 3,
      birthMonth: 5,
      birthYear: 2019,
      breed: 'British Shorthair',
      location: 'Sofa',
      country: { id: 'GB' },
      city: 'London',
      diaryType: 1,
    },
  ],
  [
    0,
    {
      name: 'Captain Fluff',
      gender: true,
      birthMonth: 8,
      birthYear: 2021,
      breed: 'Maine Coon',
      location: 'Windowsill',
      country: { id: 'GB' },
      city: 'London',
      diaryType: 2,
    },
  ],
  [
    0,
    { name: 'Old Tom', gender: true, birthYear: 2004, breed: 'Tabby', deathdate: '2022-02-14', diaryType: 1 },
  ],
  [
    1,
    {
      name: 'Cirmi',
      gender: false,
      birthDay: 1,
      birthMonth: 1,
      birthYear: 2020,
      breed: 'European Shorthair',
      location: 'Garden',
      diaryType: 1,
    },
  ],
  [1, { name: 'Pamacs', gender: true, birthYear: 2018, breed: 'Persian', diaryType: 3 }],
  [2, { name: 'Minou', gender: false, birthMonth: 4, birthYear: 2022, breed: 'Chartreux', diaryType: 2 }],
  [
    3,
    {
      name: 'Churro',
      gender: true,
      birthDay: 12,
      birthMonth: 10,
      birthYear: 2017,
      breed: 'Bengal',
      diaryType: 1,
    },
  ],
  [
    3,
    { name: 'Luna', gender: false, birthYear: 2009, breed: 'Siamese', deathdate: '2023-06-30', diaryType: 1 },
  ],
  [4, { name: 'Strudel', gender: true, birthYear: 2016, breed: 'Norwegian Forest', diaryType: 2 }],
  [
    5,
    {
      name: 'Maple',
      gender: false,
      birthDay: 22,
      birthMonth: 2,
      birthYear: 2021,
      breed: 'Ragdoll',
      diaryType: 1,
    },
  ],
  [
    5,
    {
      name: 'Poutine',
      gender: true,
      birthYear: 2015,
      breed: 'Scottish Fold',
      deathdate: '2024-12-01',
      diaryType: 1,
    },
  ],
  [6, { name: 'Kanelbulle', gender: false, birthYear: 2020, breed: 'Siberian', diaryType: 2 }],
  [6, { name: 'Saga', gender: false, birthMonth: 6, birthYear: 2023, breed: 'Birman', diaryType: 1 }],
  [
    7,
    {
      name: 'Mochi',
      gender: false,
      birthDay: 7,
      birthMonth: 7,
      birthYear: 2022,
      breed: 'Japanese Bobtail',
      diaryType: 1,
    },
  ],
  [
    7,
    {
      name: 'Sumo',
      gender: true,
      birthYear: 2012,
      breed: 'Exotic Shorthair',
      deathdate: '2025-03-03',
      diaryType: 2,
    },
  ],
];

/** Demo connections [from, to] (indexes into DEMO_CATREPS). */
const DEMO_CONNECTIONS = [
  [0, 1],
  [0, 2],
  [1, 3],
  [4, 5],
];

/**
 * Demo posts [author, type, content, photos [seed, alt text], cats named (indexes into DEMO_CATS)]:
 * share 1, photo 2, YouTube 4. Anna's names Bence's Cirmi, a CatMate's cat; one of Chloe's photos
 * has no alt text, so she sees the reminder.
 */
const DEMO_POSTS = [
  [
    1,
    1,
    { message: 'Cirmi discovered the radiator today. We will not see her until spring. #radiatorlife' },
    [],
    [3],
  ],
  [
    2,
    2,
    { message: 'Minou, queen of the laundry basket. #caturday' },
    [
      [11, 'A grey Chartreux cat curled up in a basket of white laundry'],
      [12, 'Minou peeking over the rim of the basket'],
      [13, ''],
    ],
    [5],
  ],
  [
    3,
    4,
    {
      message: 'Churro says this is how it is done. #zoomies #caturday',
      url: 'https://www.youtube.com/watch?v=J---aiyznGQ',
    },
    [],
    [6],
  ],
  [
    0,
    1,
    { message: 'Mittens turned six! Thank you all for the birthday wishes. #catbirthday #caturday' },
    [],
    [0, 3],
  ],
];

/**
 * Demo albums [cat (index into DEMO_CATS), photos [seed, width, height, caption], YouTube link]:
 * shapes vary so the masonry grid looks like one. Old Tom (passed away) keeps his album.
 */
const DEMO_ALBUMS = [
  [
    0,
    [
      [31, 960, 720, 'Sunbeam patrol'],
      [32, 720, 960, ''],
      [33, 800, 800, 'Mittens vs. the laundry basket'],
      [34, 1000, 600, ''],
    ],
    'https://www.youtube.com/watch?v=J---aiyznGQ',
  ],
  [
    2,
    [
      [35, 700, 900, 'Old Tom in his favourite chair'],
      [36, 900, 640, ''],
    ],
    null,
  ],
  [
    3,
    [
      [37, 800, 600, 'Cirmi on the radiator'],
      [38, 640, 860, ''],
      [39, 760, 760, ''],
    ],
    'https://youtu.be/0Bmhjf0rKe8',
  ],
];

/** Anna's favorite photos [seed, width, height, caption]. */
const DEMO_FAVORITES = [
  [41, 900, 700, 'Mittens and Captain Fluff, first day together'],
  [42, 700, 900, ''],
];

/**
 * CatBlog diaries [cat (DEMO_CATS index), message, photo seeds], oldest first, one diary of each
 * visibility: Mittens' is public (diaryType 1), Captain Fluff's is for Anna's CatReps (2), Pamacs'
 * is Bence's alone (3).
 */
const DEMO_DIARIES = [
  [0, 'Found the sunniest spot on the sofa and defended it all afternoon.', [51]],
  [0, 'Vet visit today. Brave girl, two treats, and not a single hiss.', []],
  [1, 'Captain Fluff discovered the windowsill pigeons. Nobody slept.', [52, 53]],
  [1, 'Weighed in at 7.2 kg. We are calling it fluff.', []],
  [4, 'Pamacs ate half a houseplant. Keeping this one to ourselves.', []],
];

/**
 * The demo CatChat between Mittens (Anna's, DEMO_CATS 0) and Cirmi (Bence's, DEMO_CATS 3), whose
 * owners are connected: [sending cat, text], each read by the other side before the reply but the
 * last, so Anna has one unread message and Bence has seen Mittens' last one.
 */
/** Each demo CatRep's time zone, by country (README "Care and the cat's days": their day's 8:00). */
const DEMO_TIME_ZONES = {
  GB: 'Europe/London',
  HU: 'Europe/Budapest',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
  CA: 'America/Toronto',
  SE: 'Europe/Stockholm',
  JP: 'Asia/Tokyo',
};

/**
 * Mittens' care (DEMO_CATS 0, Anna's), dated from today: three weights, a vet visit, and a rabies
 * vaccination whose next dose is due in 7 days, so today's daily run reminds Anna of it.
 */
const demoCare = () => {
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return [
    { kind: 'weight', date: day(-90), grams: 4150 },
    { kind: 'weight', date: day(-45), grams: 4320 },
    { kind: 'vet', date: day(-45), clinic: 'Paws & Claws', reason: 'Yearly check-up', notes: 'Teeth fine.' },
    { kind: 'weight', date: day(-2), grams: 4280 },
    { kind: 'vaccination', date: day(-358), vaccine: 'rabies', nextDue: day(7) },
    { kind: 'treatment', date: day(-30), type: 'flea', product: 'Advocate' },
  ];
};

const DEMO_CHAT = {
  cats: [0, 3],
  messages: [
    [0, 'Hi Cirmi! Is the radiator still yours?'],
    [3, 'Until spring, at least. The garden is too wet for a princess.'],
    [0, 'Captain Fluff says hello. He found a box.'],
    [3, 'Tell him boxes are overrated. Radiators are forever.'],
  ],
};

/**
 * The `users/{uid}` profile of a verified CatRep written straight with the Admin SDK (bench set-up
 * data: many CatReps at once, without the API's registration).
 */
export const benchProfile = (firstname, lastname) => ({
  firstname,
  lastname,
  gender: true,
  country: { id: 'GB', title: 'United Kingdom' },
  city: '',
  profilePhoto: null,
  status: 1,
  searchKeys: [],
  catCount: 0,
  catchiesCount: 0,
  createdAt: FieldValue.serverTimestamp(),
});

/**
 * Registers a verified CatRep through the API and returns `{ uid, token }` (token: an ID token
 * with email_verified, for X-Authorization). Used by the seed, tests and benchmarks.
 */
export async function createVerifiedCatRep(person, password = DEMO_PASSWORD) {
  // Each person registers from a device of their own: registrations are limited per address.
  await call(
    'POST',
    '/users',
    null,
    {
      firstname: person.firstname,
      lastname: person.lastname,
      email: person.email,
      password,
      birthdate: person.birthdate ?? '1990-01-01',
      gender: person.gender ?? true,
      country: { id: person.country ?? 'GB' },
      city: person.city ?? '',
    },
    randomLoopback(),
  );
  const user = await auth.getUserByEmail(person.email);
  await auth.updateUser(user.uid, { emailVerified: true });
  await db.collection('users').doc(user.uid).update({ status: 1 });
  const token = await call('POST', '/users/login', null, { email: person.email, password });
  return { uid: user.uid, token };
}

/** Seeds countries, demo CatReps and cats (once: skipped when the first demo CatRep exists). */
export async function seedAll() {
  const countryCount = await seedCountries();
  const summary = { countries: countryCount, demoEmail: DEMO_CATREPS[0].email, demoPassword: DEMO_PASSWORD };
  const exists = await auth.getUserByEmail(DEMO_CATREPS[0].email).then(
    () => true,
    () => false,
  );
  if (exists) return summary;
  const reps = [];
  for (const [i, person] of DEMO_CATREPS.entries()) {
    const rep = await createVerifiedCatRep(person);
    await call('PUT', '/users/user/photo', rep.token, photoForm(await demoPhoto(i, 'person')));
    await call('PUT', '/users/user/time-zone', rep.token, {
      timeZone: DEMO_TIME_ZONES[person.country] ?? 'UTC',
    });
    reps.push(rep);
  }
  const catIds = [];
  for (const [i, [owner, cat]] of DEMO_CATS.entries()) {
    const created = await call('POST', '/cats', reps[owner].token, cat);
    await call(
      'PUT',
      `/cats/${created.id}/photo`,
      reps[owner].token,
      photoForm(await demoPhoto(i + 3, 'cat')),
    );
    catIds.push(created.id);
  }
  // CatAlog albums (photos with captions, a YouTube link) and Anna's favorites, through the API.
  for (const [cat, photos, youtube] of DEMO_ALBUMS) {
    const token = reps[DEMO_CATS[cat][0]].token;
    for (const [seed, width, height, title] of photos) {
      const form = photoForm(await demoPhoto(seed, 'cat', width, height), title);
      await call('POST', `/cats/${catIds[cat]}/files?type=1`, token, form);
    }
    if (youtube) await call('POST', `/cats/${catIds[cat]}/urls`, token, { title: '', type: 2, url: youtube });
  }
  for (const [seed, width, height, title] of DEMO_FAVORITES) {
    await call(
      'POST',
      '/users/files',
      reps[0].token,
      photoForm(await demoPhoto(seed, 'cat', width, height), title),
    );
  }
  // CatBlog diary entries with their photos, through the API as the owners would write them.
  for (const [cat, message, photoSeeds] of DEMO_DIARIES) {
    const token = reps[DEMO_CATS[cat][0]].token;
    const entry = await call('POST', `/cats/${catIds[cat]}/blogs`, token, { type: 1, content: { message } });
    for (const seed of photoSeeds) {
      await call(
        'POST',
        `/cats/${catIds[cat]}/blogs/${entry.id}/files`,
        token,
        photoForm(await demoPhoto(seed, 'cat')),
      );
    }
  }
  // Mittens' care, through the API as Anna would keep it.
  for (const entry of demoCare()) await call('POST', `/cats/${catIds[0]}/care`, reps[0].token, entry);
  // Connections (their cats become CatMates by trigger), one request waiting, and a few posts.
  for (const [from, to] of DEMO_CONNECTIONS) {
    await call('POST', `/users/${reps[to].uid}/relations`, reps[from].token);
    await call('PUT', `/users/${reps[from].uid}/relations`, reps[to].token, { approved: true });
  }
  await call('POST', `/users/${reps[0].uid}/relations`, reps[7].token); // Hiro waits for Anna
  // The demo chat, through the API as the two CatReps would chat: start, then send and read.
  const chatCats = DEMO_CHAT.cats.map((cat) => ({ id: catIds[cat], token: reps[DEMO_CATS[cat][0]].token }));
  const chat = await call('POST', '/chats', chatCats[0].token, {
    fromCat: { id: chatCats[0].id },
    toCat: { id: chatCats[1].id },
  });
  for (const [i, [cat, text]] of DEMO_CHAT.messages.entries()) {
    const [sender, reader] = cat === DEMO_CHAT.cats[0] ? chatCats : [...chatCats].reverse();
    await call('POST', `/chats/${chat.id}/messages`, sender.token, { catId: sender.id, text });
    if (i < DEMO_CHAT.messages.length - 1) {
      await call('POST', `/chats/${chat.id}/read`, reader.token, { id: reader.id });
    }
  }
  for (const [author, type, content, photos, cats] of DEMO_POSTS) {
    const post = await call('POST', '/feeds', reps[author].token, {
      type,
      content: JSON.stringify(content),
      cats: cats.map((cat) => ({ id: catIds[cat] })),
    });
    for (const [position, [seed, alt]] of photos.entries()) {
      await call(
        'POST',
        `/feeds/${post.id}/files`,
        reps[author].token,
        postPhotoForm(await demoPhoto(seed, 'cat'), alt, position),
      );
    }
  }
  console.log(
    `Seeded ${countryCount} countries, ${DEMO_CATREPS.length} CatReps, ${DEMO_CATS.length} cats, ` +
      `${DEMO_CONNECTIONS.length} connections, ${DEMO_POSTS.length} posts, ` +
      `${DEMO_ALBUMS.length} CatAlog albums, ${DEMO_FAVORITES.length} favorites, ` +
      `${DEMO_DIARIES.length} diary entries, ${demoCare().length} care entries, ` +
      `1 chat of ${DEMO_CHAT.messages.length} messages.`,
  );
  return summary;
}
