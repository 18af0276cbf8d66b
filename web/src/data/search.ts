/**
 * Header search data (docs/product.md §2 Chrome, §5 Search, §7): `GET /users?name={q}&pageSize=10`,
 * `GET /cats/search?name={q}`, and (README "Find cats like yours") `GET /breeds?name={q}` and
 * `GET /tags?name={q}`, merged into results typed by SearchResultType (1 CatRep, 2 cat, 3 breed,
 * 4 hashtag).
 */
import {
  SearchResultType,
  USER_SEARCH_LIMIT,
  type CatCard,
  type UserCard,
  type UserSummary,
} from '@catrep/model';
import { api } from '@/lib/api';

/** A cat as `GET /cats/search` returns it. */
export type CatSearchHit = CatCard & { alive: boolean; user: UserSummary };

/** A breed as `GET /breeds` answers it: its key (its page), name, and whether the list holds it. */
export interface BreedHit {
  key: string;
  name: string;
  listed: boolean;
}

/** One header-search result: a CatRep (type 1), a cat (type 2), a breed (3) or a hashtag (4). */
export type SearchResult =
  | { type: typeof SearchResultType.catRep; user: UserCard }
  | { type: typeof SearchResultType.cat; cat: CatSearchHit }
  | { type: typeof SearchResultType.breed; breed: BreedHit }
  | { type: typeof SearchResultType.tag; tag: string };

/** `GET /users?name={q}&pageSize=10`. */
export const searchCatReps = (q: string) =>
  api.get<UserCard[]>(`/users?${new URLSearchParams({ name: q, pageSize: String(USER_SEARCH_LIMIT) })}`);

/** `GET /cats/search?name={q}`. */
export const searchCats = (q: string) =>
  api.get<CatSearchHit[]>(`/cats/search?${new URLSearchParams({ name: q })}`);

/** `GET /breeds?name={q}`: listed breeds, then those CatReps wrote. */
export const searchBreeds = (q: string) => api.get<BreedHit[]>(`/breeds?${new URLSearchParams({ name: q })}`);

/** `GET /tags?name={q}`: hashtags starting with q (its `#` left out). */
export const searchTags = (q: string) =>
  api
    .get<{ tag: string }[]>(`/tags?${new URLSearchParams({ name: q })}`)
    .then((found) => found.map((t) => t.tag));
