/**
 * Header search data (docs/product.md §2 Chrome, §5 Search, §7): `GET /users?name={q}&pageSize=10` and
 * `GET /cats/search?name={q}`, merged into results typed by SearchResultType (1 CatRep, 2 cat).
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

/** One header-search result: a CatRep (type 1) or a cat (type 2). */
export type SearchResult =
  | { type: typeof SearchResultType.catRep; user: UserCard }
  | { type: typeof SearchResultType.cat; cat: CatSearchHit };

/** `GET /users?name={q}&pageSize=10`. */
export const searchCatReps = (q: string) =>
  api.get<UserCard[]>(`/users?${new URLSearchParams({ name: q, pageSize: String(USER_SEARCH_LIMIT) })}`);

/** `GET /cats/search?name={q}`. */
export const searchCats = (q: string) =>
  api.get<CatSearchHit[]>(`/cats/search?${new URLSearchParams({ name: q })}`);
