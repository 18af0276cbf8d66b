/**
 * Reading a cat's care entries (docs/product.md §7 Care): newest first by their calendar date, a
 * page at a time, one kind or all. Pages go by cursor (`{date}_{id}` of a page's last entry, in
 * `X-Next-Cursor`); `index` works too, at the cost of skipped reads (store/pages.ts).
 */
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { CARE_PAGE_SIZE, type CareEntryDoc, type CareListQuery } from '@catrep/model';
import { careEntries } from './collections.js';

/** One page of entries and the cursor of the next (null after the last). */
export interface CarePage {
  docs: QueryDocumentSnapshot<CareEntryDoc>[];
  next: string | null;
}

/** The page `page` asks for of cat `catId`'s entries, newest date first (then by id). */
export async function careEntryPage(catId: string, page: CareListQuery): Promise<CarePage> {
  let q = careEntries.of(catId).orderBy('date', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (page.kind) q = q.where('kind', '==', page.kind);
  q = q.limit(CARE_PAGE_SIZE);
  if (page.cursor) {
    const at = page.cursor.indexOf('_');
    q = q.startAfter(page.cursor.slice(0, at), page.cursor.slice(at + 1));
  } else if (page.index) q = q.offset(page.index * CARE_PAGE_SIZE);
  const snap = await q.get();
  const last = snap.docs.at(-1);
  return {
    docs: snap.docs,
    next: last && snap.size === CARE_PAGE_SIZE ? `${last.data().date}_${last.id}` : null,
  };
}
