/**
 * Security rules for the albums (docs/product.md §1 CatAlog and My Favorites, §6 Roles; docs/architecture.md
 * §1–2): `cats/{catId}/files/{fileId}` and `users/{uid}/favorites/{fileId}` are readable by every
 * signed-in user, guests and unverified CatReps included, and by nobody signed out, unless a
 * moderation hold keeps them to their owner (`hidden`, tests/rules/moderation.test.ts); no client
 * creates, edits or deletes an entry, not even the owner (the REST API does, see
 * tests/api/catalog.test.ts and favorites.test.ts). The web client's own queries are checked too.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ALBUM_PAGE_SIZE, youtubeNoCookieEmbed, type CatFileDoc, type FavoriteDoc } from '@catrep/model';
import { collection, getDocs, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  clientDb,
  contextFor,
  ROLES,
  useRulesEnvironment,
  rulesMatrix,
  reads,
  seedDocs,
  signedInGets,
  UID,
  type Role,
} from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-album');

const photo = {
  width: 640,
  height: 480,
  variants: [
    { path: 'cats/cat-of-owner/files/photo-1_320.jpg', width: 320, height: 240 },
    { path: 'cats/cat-of-owner/files/photo-1_640.jpg', width: 640, height: 480 },
  ],
};
const createdAt = Timestamp.fromMillis(Date.UTC(2025, 0, 2));

const catPhoto: CatFileDoc = {
  catId: 'cat-of-owner',
  ownerId: UID.owner,
  type: 1,
  list: 'photo',
  title: 'On the sofa',
  photo,
  youtubeId: null,
  url: null,
  hidden: false,
  createdAt,
};
const catYoutube: CatFileDoc = {
  ...catPhoto,
  type: 2,
  list: 'youtube',
  title: 'Zoomies',
  photo: null,
  youtubeId: 'dQw4w9WgXcQ',
  url: youtubeNoCookieEmbed('dQw4w9WgXcQ'),
};
const favorite: FavoriteDoc = { ownerId: UID.owner, type: 1, title: '', photo, hidden: false, createdAt };
/**
 * Every signed-in role reads a shown photo; only the owner may list the whole album: a list of
 * others must ask for `hidden == false` (the web client's queries below).
 */
const albumReads = { ...signedInGets, owner: reads } as const;
/** The album's cat: the rules read its owner (a CatRep who blocked the reader reads nothing). */
const theCat = { 'cats/cat-of-owner': { name: 'Mittens', ownerId: UID.owner, alive: true, diaryType: 2 } };

rulesMatrix(rules, {
  path: 'cats/{catId}/files/{fileId} (photo)',
  target: 'cats/cat-of-owner/files/photo-1',
  data: { ...catPhoto },
  update: { title: 'Renamed' },
  seed: theCat,
  allowed: albumReads,
});

rulesMatrix(rules, {
  path: 'cats/{catId}/files/{fileId} (YouTube)',
  target: 'cats/cat-of-owner/files/video-1',
  data: { ...catYoutube },
  update: { url: 'https://evil.example/embed' },
  seed: theCat,
  allowed: albumReads,
});

rulesMatrix(rules, {
  path: 'users/{uid}/favorites/{fileId}',
  target: `users/${UID.owner}/favorites/favorite-1`,
  data: { ...favorite },
  update: { title: 'Mine now' },
  allowed: albumReads,
});

/** What web/src/lib/firestore.ts `shownTo` adds: nothing for the owner, `hidden == false` else. */
const shown = (role: Role) => (role === 'owner' ? [] : [where('hidden', '==', false)]);

describe('the web client album queries', () => {
  const queries = {
    "cats/{catId}/files where list == 'photo' (and hidden == false but for the owner) by createdAt, a page": (
      db: ReturnType<typeof clientDb>,
      role: Role,
    ) =>
      query(
        collection(db, 'cats/cat-of-owner/files'),
        where('list', '==', 'photo'),
        ...shown(role),
        orderBy('createdAt', 'desc'),
        limit(ALBUM_PAGE_SIZE),
      ),
    'users/{uid}/favorites (hidden == false but for the owner) by createdAt, a page': (
      db: ReturnType<typeof clientDb>,
      role: Role,
    ) =>
      query(
        collection(db, `users/${UID.owner}/favorites`),
        ...shown(role),
        orderBy('createdAt', 'desc'),
        limit(ALBUM_PAGE_SIZE),
      ),
  };
  for (const [name, build] of Object.entries(queries)) {
    for (const role of ROLES) {
      const allowed = role !== 'unauthenticated';
      it(`${name}: ${role} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        await rules().clearFirestore();
        await seedDocs(rules(), {
          ...theCat,
          'cats/cat-of-owner/files/photo-1': catPhoto,
          'cats/cat-of-owner/files/video-1': catYoutube,
          [`users/${UID.owner}/favorites/favorite-1`]: favorite,
        });
        const pending = getDocs(build(clientDb(contextFor(rules(), role)), role));
        await (allowed ? assertSucceeds(pending) : assertFails(pending));
      });
    }
  }
});
