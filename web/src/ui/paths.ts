/**
 * The web addresses of the screens that every feature links to (docs/product.md §2 routes), so a
 * feature can link to a CatID without importing the cats feature (which may import it back).
 */
import { slug } from '@catrep/model';

/** A cat's CatID page: `/cat/{id}/{slug(name)}` (`/cat/{id}` when the name makes no slug). */
export function catPath(cat: { id: string; name: string }): string {
  const s = slug(cat.name);
  return s ? `/cat/${cat.id}/${s}` : `/cat/${cat.id}`;
}
