/**
 * The web addresses of the screens that every feature links to (docs/product.md §2 routes), so a
 * feature can link to a CatID without importing the cats feature (which may import it back).
 */
import { HIDDEN_LOCATION_USER_ID, slug, type UserCard } from '@catrep/model';

/** A cat's CatID page: `/cat/{id}/{slug(name)}` (`/cat/{id}` when the name makes no slug). */
export function catPath(cat: { id: string; name: string }): string {
  const s = slug(cat.name);
  return s ? `/cat/${cat.id}/${s}` : `/cat/${cat.id}`;
}

/** A CatRep's profile: `/cat-rep/{id}/{slug(firstname lastname)}` (`/cat-rep/{id}` without one). */
export function catRepPath(user: Pick<UserCard, 'id' | 'firstname' | 'lastname'>): string {
  const s = slug(user.firstname, user.lastname);
  return s ? `/cat-rep/${user.id}/${s}` : `/cat-rep/${user.id}`;
}

/** "Country, City" of a CatRep card (hidden for the special user id, docs/product.md §6). */
export function locationOf(user: Pick<UserCard, 'id' | 'country' | 'city'>): string {
  if (user.id === HIDDEN_LOCATION_USER_ID) return '';
  return [user.country?.title, user.city].filter(Boolean).join(', ');
}
