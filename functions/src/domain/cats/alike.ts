/**
 * Cats like yours (README "Find cats like yours"): the living cats of one breed or one place,
 * newest first, a page at a time — `GET /cats?breed={breed}` and `GET /cats?country={id}&city={city}`
 * (routes/cats/cats.ts), the lists of `/breeds/{breed}` and `/places/{countryId}/{city}`.
 *
 * A breed is asked for by its key (model `breedKey`: 'Maine Coon', 'maine coon' and 'maine-coon'
 * are one breed); a place by its country's id and, when given, its city's key (model `matchKey`),
 * both as stored with every cat (`breedKey`, `cityKey`). The page is read by cursor
 * (store/pages.ts); from it the list leaves out, as every list of the API does, cats being
 * deleted and the cats of CatReps a block stands between with the reader, who are suspended or
 * who are leaving CatRep (README "Trust and safety"): one read of the reader's hidden list and one
 * of the owners on the page. A page may so be shorter than CAT_LIST_PAGE_SIZE and still have a next.
 */
import {
  CAT_LIST_PAGE_SIZE,
  breedKey,
  findBreeds,
  isBeingDeleted,
  listedBreed,
  matchKey,
  type CatDoc,
  type CatJson,
} from '@catrep/model';
import type { Query } from 'firebase-admin/firestore';
import type { Viewer } from '../../core/viewer.js';
import { db } from '../../core/firebase.js';
import { hiddenForViewer } from '../../store/blocks.js';
import { cats, users } from '../../store/collections.js';
import { newestFirstPage, type PageRequest } from '../../store/pages.js';
import { catJson } from '../serializers/cats.js';

/** Which cats: one breed (as any CatRep writes it), or one country and perhaps one city in it. */
export type CatsAlike = { breed: string } | { country: string; city?: string };

/** The query of the living cats `alike` names; null when it names none (a breed of no letter). */
function queryOf(alike: CatsAlike): Query<CatDoc> | null {
  let query = cats.where('alive', '==', true);
  if ('breed' in alike) {
    const key = breedKey(alike.breed);
    return key ? query.where('breedKey', '==', key) : null;
  }
  query = query.where('country.id', '==', alike.country);
  const city = matchKey(alike.city ?? '');
  return city ? query.where('cityKey', '==', city) : query;
}

/**
 * One page of the living cats `alike` names, newest first, as `viewer` may see them (see above):
 * their JSON and the next page's cursor (null after the last). A breed of no letter or digit finds none.
 */
export async function catsAlike(
  viewer: Viewer,
  alike: CatsAlike,
  page: PageRequest,
): Promise<{ cats: CatJson[]; next: string | null }> {
  const query = queryOf(alike);
  if (!query) return { cats: [], next: null };
  const [found, hidden] = await Promise.all([
    newestFirstPage(query, page, CAT_LIST_PAGE_SIZE),
    hiddenForViewer(viewer),
  ]);
  const kept = found.docs.filter((d) => !isBeingDeleted(d.data()) && !hidden.uids.has(d.data().ownerId));
  const ownerIds = [...new Set(kept.map((d) => d.data().ownerId))];
  const owners = ownerIds.length ? await db.getAll(...ownerIds.map((id) => users.doc(id))) : [];
  const withheld = new Set(
    owners
      .filter((o) => !o.exists || o.data()?.suspended === true || o.data()?.deleting === true)
      .map((o) => o.id),
  );
  const me = viewer.kind === 'catrep' ? viewer.uid : null;
  return {
    cats: kept
      .filter((d) => d.data().ownerId === me || !withheld.has(d.data().ownerId))
      .map((d) => catJson(d, me)),
    next: found.next,
  };
}

/** A breed as the search answers it: its key (its page), its name, and whether the list holds it. */
export interface BreedHit {
  key: string;
  name: string;
  listed: boolean;
}

/** How many cats the search reads for breeds the list lacks. */
const FREE_TEXT_READS = 30;

/**
 * Up to `limit` breeds for `query`: the list's breeds with a word starting with it (model
 * `findBreeds`), then the breeds CatReps wrote whose key starts with its key and that the list
 * lacks (one query of at most FREE_TEXT_READS cats, by `breedKey`). '' finds none.
 */
export async function breedsNamed(query: string, limit = 10): Promise<BreedHit[]> {
  const key = breedKey(query);
  if (!key) return [];
  const listed = findBreeds(query, limit).map((b) => ({ key: breedKey(b.name), name: b.name, listed: true }));
  if (listed.length >= limit) return listed;
  const written = await cats
    .where('breedKey', '>=', key)
    .where('breedKey', '<', `${key}\uf8ff`)
    .orderBy('breedKey')
    .select('breed', 'breedKey')
    .limit(FREE_TEXT_READS)
    .get();
  const others = new Map<string, BreedHit>();
  for (const d of written.docs) {
    const found = d.get('breedKey') as string;
    if (!listedBreed(found) && !others.has(found))
      others.set(found, { key: found, name: d.get('breed') as string, listed: false });
  }
  return [...listed, ...others.values()].slice(0, limit);
}
