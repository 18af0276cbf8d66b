/**
 * Reading a whole collection a page at a time, for the operators' backfills (README "Operators"):
 * each page starts after the last document of the one before, in document-id order, so a run
 * reads every document once however many are written meanwhile and never holds more than a page.
 */
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Hands every document of `query` (a collection or a collection group, possibly filtered and
 * selected, not ordered) to `onPage`, `pageSize` documents at a time in document-id order, waiting
 * for each page's work before reading the next. Resolves the number of documents read. Throws what
 * a read or `onPage` throws.
 */
export async function forEachPage<T>(
  query: Query<T>,
  pageSize: number,
  onPage: (docs: QueryDocumentSnapshot<T>[]) => Promise<void>,
): Promise<number> {
  let read = 0;
  let after: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(pageSize);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    if (snap.empty) return read;
    await onPage(snap.docs);
    read += snap.size;
    after = snap.docs.at(-1);
  }
}
